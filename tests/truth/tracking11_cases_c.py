"""The eleventh tracking corpus, part c: a Gemfile.lock that lists only the Mac's platform (Spanish lesson), and Hex
missing on a freshly installed Elixir (global). Tables and helpers in tracking11_cases.py."""
from __future__ import annotations

from tests.truth.tracking11_cases import B, E, G, R, S, T, U, W

# --- D. Bundler: the lockfile's PLATFORMS lack the build's platform --------------------------------------------

FIELD = "/home/dev/src/fieldnotes"
FIELD_API = "/home/dev/src/fieldnotes-api"


def _platform_error(step: str, platforms: str, local: str, code: int = 16) -> str:
    return (f"{step} 0.871 Your bundle only supports platforms [{platforms}] but your local platform is\n"
            f"{step} 0.871 {local}. Add the current platform to the lockfile with\n"
            f"{step} 0.871 `bundle lock --add-platform {local}` and try again.\n"
            f"{step} ERROR: process \"/bin/sh -c bundle install --jobs 4\" did not complete successfully: exit "
            f"code: {code}\n------\nERROR: failed to solve: process \"/bin/sh -c bundle install --jobs 4\" did not "
            f"complete successfully: exit code: {code}")


def _bundler_source() -> None:
    T.source(
        "s-bundler", FIELD, "2026-04-04T09:30:00Z", "ci/docker",
        U("The docker build for fieldnotes started failing at bundle install since yesterday's gem bump. Figure "
          "it out."),
        B("docker build -t fieldnotes:dev .",
          "#12 [builder 5/9] RUN bundle install --jobs 4\n" + _platform_error("#12", '"arm64-darwin-23"',
                                                                             "x86_64-linux"), 1),
        B("git log -1 --format='%h %an %s' -- Gemfile.lock", "e41b07c Marta Ruiz bump rails 7.1.3 -> 7.1.3.4"),
        B("grep -A3 '^PLATFORMS' Gemfile.lock", "PLATFORMS\n  arm64-darwin-23\n\nDEPENDENCIES"),
        S("The lockfile was regenerated on a Mac and now only lists arm64-darwin-23; the image is x86_64-linux."),
        B("bundle lock --add-platform x86_64-linux",
          "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\n"
          "Writing lockfile to /home/dev/src/fieldnotes/Gemfile.lock"),
        B("grep -A3 '^PLATFORMS' Gemfile.lock", "PLATFORMS\n  arm64-darwin-23\n  x86_64-linux\n"),
        B("docker build -t fieldnotes:dev . 2>&1 | grep -E 'Bundle complete|naming'",
          "#12 41.20 Bundle complete! 38 Gemfile dependencies, 112 gems now installed.\n"
          "#18 naming to docker.io/library/fieldnotes:dev done"),
        B("git commit -qam 'Gemfile.lock: add x86_64-linux platform' && git log -1 --oneline",
          "9a3c5d1 Gemfile.lock: add x86_64-linux platform"),
    )
    T.lesson(
        "t11-bundler-platform", "project", "es", "s-bundler", "tool_quirk",
        "Bundler: un Gemfile.lock generado en un Mac necesita la plataforma Linux para el build de Docker",
        "`docker build` falla en `RUN bundle install` con `Your bundle only supports platforms "
        "[\"arm64-darwin-23\"] but your local platform is x86_64-linux` y `exit code: 16`.",
        "Buscar el problema en el Dockerfile o en la versión de Ruby: el Dockerfile no cambió, lo que cambió fue "
        "el lockfile regenerado en un Mac.",
        "Al regenerar el Gemfile.lock en macOS la sección PLATFORMS quedó solo con arm64-darwin-23, y Bundler en "
        "modo frozen no resuelve gemas para una plataforma que el lockfile no lista.",
        "Añadir la plataforma del contenedor al lockfile con `bundle lock --add-platform <plataforma>` (aquí "
        "x86_64-linux) y commitear el Gemfile.lock antes de volver a construir la imagen.",
        "`docker build -t fieldnotes:dev .` → `did not complete successfully: exit code: 16` "
        "(`Your bundle only supports platforms`); la sección `PLATFORMS` solo tenía `arm64-darwin-23`. "
        "Tras `bundle lock --add-platform x86_64-linux` el build terminó con "
        "`Bundle complete! 38 Gemfile dependencies, 112 gems now installed.`",
    )


def _bundler_applied() -> None:
    T.later(
        "l-bd-a1", FIELD, "2026-04-19T10:00:00Z", "deploy/graviton",
        U("We're moving the app servers to Graviton (arm64 Linux). Prepare the image."),
        B("grep -A4 '^PLATFORMS' Gemfile.lock", "PLATFORMS\n  arm64-darwin-23\n  x86_64-linux\n"),
        S("Adding the arm64 Linux platform to the lockfile before building for linux/arm64."),
        B("bundle lock --add-platform=aarch64-linux",
          "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\n"
          "Writing lockfile to /home/dev/src/fieldnotes/Gemfile.lock"),
        B("docker buildx build --platform linux/arm64 -t fieldnotes:arm64 --load . 2>&1 | grep -E 'Bundle "
          "complete|naming'", "#12 88.31 Bundle complete! 38 Gemfile dependencies, 112 gems now installed.\n"
          "#18 naming to docker.io/library/fieldnotes:arm64 done"),
    )
    T.pair("t11-bundler-platform", "l-bd-a1", "applied",
           "`bundle lock --add-platform=aarch64-linux` (= form, another platform) before the arm64 build; passes")
    T.later(
        "l-bd-a2", FIELD_API, "2026-04-24T11:10:00Z", "chore/alpine",
        U("Switch fieldnotes-api's image to ruby:3.3-alpine."),
        E(f"{FIELD_API}/Dockerfile", "FROM ruby:3.3-slim", "FROM ruby:3.3-alpine"),
        S("Alpine is musl, so the lockfile needs that platform too before bundle install runs in the image."),
        B("bundle lock --add-platform x86_64-linux-musl && grep -A4 '^PLATFORMS' Gemfile.lock",
          "Writing lockfile to /home/dev/src/fieldnotes-api/Gemfile.lock\nPLATFORMS\n  arm64-darwin-23\n"
          "  x86_64-linux\n  x86_64-linux-musl\n"),
        B("docker build -t fieldnotes-api:alpine . 2>&1 | grep -E 'Bundle complete|naming'",
          "#10 37.02 Bundle complete! 21 Gemfile dependencies, 64 gems now installed.\n"
          "#14 naming to docker.io/library/fieldnotes-api:alpine done"),
    )
    T.pair("t11-bundler-platform", "l-bd-a2", "applied",
           "sibling fieldnotes-api: adds x86_64-linux-musl to the lockfile before the first alpine build")
    T.later(
        "l-bd-a3", FIELD, "2026-05-01T15:25:00Z", "chore/make-lock",
        U("People keep forgetting the Linux platform when they bump gems on their Macs. Make it one command."),
        R(f"{FIELD}/Makefile", "test:\n\tbin/rails test\n"),
        E(f"{FIELD}/Makefile", "test:\n\tbin/rails test\n",
          "test:\n\tbin/rails test\n\nlock:\n\tbundle lock --update $(GEMS)\n"
          "\tbundle lock --add-platform x86_64-linux aarch64-linux arm64-darwin-23\n"),
        B("make lock GEMS=nokogiri",
          "bundle lock --update nokogiri\nWriting lockfile to /home/dev/src/fieldnotes/Gemfile.lock\n"
          "bundle lock --add-platform x86_64-linux aarch64-linux arm64-darwin-23\n"
          "Writing lockfile to /home/dev/src/fieldnotes/Gemfile.lock"),
        B("docker build -q -t fieldnotes:dev . && echo built", "sha256:0c6e1f7d2b\nbuilt"),
    )
    T.pair("t11-bundler-platform", "l-bd-a3", "applied",
           "a Makefile `lock` target runs `bundle lock --add-platform x86_64-linux …` after the gem bump, "
           "before the build")


def _bundler_recurred_and_neither() -> None:
    T.later(
        "l-bd-r1", FIELD_API, "2026-05-07T09:40:00Z", "feat/search",
        U("CI is red on feat/search. Why?"),
        B("gh run view 7710 --log-failed | tail -5",
          "test\tSet up Ruby\tbundle install\ntest\tSet up Ruby\tYour bundle only supports platforms "
          "[\"arm64-darwin-24\"] but your local platform is x86_64-linux. Add the current platform to the "
          "lockfile with\ntest\tSet up Ruby\t`bundle lock --add-platform x86_64-linux` and try again.\n"
          "test\tSet up Ruby\t##[error]Error: The process '/opt/hostedtoolcache/Ruby/3.3.1/x64/bin/bundle' failed "
          "with exit code 16"),
        S("The lockfile on this branch was rewritten on a macOS 15 machine and only lists arm64-darwin-24."),
    )
    T.pair("t11-bundler-platform", "l-bd-r1", "recurred",
           "the same lockfile-platform failure in fieldnotes-api's CI log (arm64-darwin-24 only)")
    T.later(
        "l-bd-r2", FIELD, "2026-05-14T13:50:00Z", "feat/worker-image",
        U("Build the new Dockerfile.worker for the Graviton worker pool."),
        B("docker buildx build --platform linux/arm64 -f Dockerfile.worker -t fieldnotes-worker:arm64 --load .",
          "#11 [4/7] RUN bundle install --jobs 4\n" + _platform_error(
              "#11", '"arm64-darwin-23", "x86_64-linux"', "aarch64-linux"), 1),
        B("bundle lock --add-platform aarch64-linux && docker buildx build --platform linux/arm64 -f "
          "Dockerfile.worker -t fieldnotes-worker:arm64 --load . 2>&1 | grep 'Bundle complete'",
          "Writing lockfile to /home/dev/src/fieldnotes/Gemfile.lock\n#11 79.4 Bundle complete! 38 Gemfile "
          "dependencies, 112 gems now installed."),
    )
    T.pair("t11-bundler-platform", "l-bd-r2", "recurred",
           "the worker image fails with the platform error for aarch64-linux (a lockfile rewrite dropped it); "
           "fixed only after")
    T.later(
        "l-bd-b", FIELD, "2026-03-18T14:00:00Z", "feat/pagy",
        U("Add pagy for pagination on the notes index."),
        E(f"{FIELD}/Gemfile", "gem \"turbo-rails\"", "gem \"turbo-rails\"\ngem \"pagy\", \"~> 8.0\""),
        B("bundle install | tail -1", "Bundle complete! 38 Gemfile dependencies, 111 gems now installed."),
    )
    T.pair("t11-bundler-platform", "l-bd-b", "neither", "dated before the lesson's source; a plain gem addition")
    T.later(
        "l-bd-n1", FIELD, "2026-04-27T10:20:00Z", "chore/rails-72",
        U("Try bumping rails to 7.2."),
        E(f"{FIELD}/Gemfile", "gem \"rails\", \"~> 7.1.3\"", "gem \"rails\", \"~> 7.2.0\""),
        B("bundle update rails",
          "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\n"
          "Could not find compatible versions\n\nBecause every version of devise-two-factor depends on "
          "railties < 7.2\n  and rails >= 7.2.0 depends on railties = 7.2.0,\n  rails >= 7.2.0 is incompatible "
          "with devise-two-factor.\nSo, because Gemfile depends on devise-two-factor >= 0\n  and Gemfile depends "
          "on rails ~> 7.2.0,\n  version solving has failed.", 6),
        S("devise-two-factor blocks Rails 7.2 for now. I'll revert the Gemfile change."),
        B("git checkout Gemfile && git status --short", ""),
    )
    T.pair("t11-bundler-platform", "l-bd-n1", "neither",
           "look-alike Bundler failure: version solving fails on devise-two-factor, not a missing platform")
    T.later(
        "l-bd-n2", FIELD, "2026-05-10T16:00:00Z", "docs/deploy",
        U("Update docs/deploy.md so it matches how we build images now."),
        G("add-platform", f"{FIELD}", "Makefile:7:\tbundle lock --add-platform x86_64-linux aarch64-linux "
          "arm64-darwin-23"),
        E(f"{FIELD}/docs/deploy.md", "## Building the image\n",
          "## Building the image\n\nRun `make lock` after changing gems; it keeps the Linux platforms in "
          "Gemfile.lock.\n"),
        B("git commit -qam 'docs: deploy notes for make lock' && git log -1 --oneline",
          "c7d12e0 docs: deploy notes for make lock"),
    )
    T.pair("t11-bundler-platform", "l-bd-n2", "neither",
           "`add-platform` only in a grep of the Makefile and a docs edit; no lock or build runs")


# --- E. Hex missing on a new Elixir install (global) ------------------------------------------------------------

BEACON = "/home/dev/src/beacon"
LUMEN = "/home/dev/src/lumen-pipeline"
PLEXUS = "/home/dev/src/plexus"
NO_HEX = ("Could not find Hex, which is needed to build dependency :{dep}\nShall I install Hex? (if running "
          "non-interactively, use \"mix local.hex --force\") [Yn] ** (Mix) Could not find an SCM for dependency "
          ":{dep} from {proj}")


def _hex_source() -> None:
    T.source(
        "s-hex", BEACON, "2026-04-05T11:00:00Z", "chore/elixir-117",
        U("I installed Elixir 1.17.3 / OTP 27 with asdf. Get beacon compiling on it."),
        B("asdf current elixir && elixir --version | tail -1",
          "elixir          1.17.3-otp-27   /home/dev/src/beacon/.tool-versions\n"
          "Elixir 1.17.3 (compiled with Erlang/OTP 27)"),
        B("mix deps.get", NO_HEX.format(dep="phoenix", proj="Beacon.MixProject"), 1),
        S("Every new Elixir install gets its own ~/.mix archives, so Hex isn't there yet, and the [Yn] prompt "
          "can't be answered from this shell. Installing it non-interactively."),
        B("mix local.hex --force",
          "* creating /home/dev/.asdf/installs/elixir/1.17.3-otp-27/.mix/archives/hex-2.1.1"),
        B("mix deps.get", "Resolving Hex dependencies...\nResolution completed in 0.412s\nUnchanged:\n"
          "  bandit 1.5.7\n  phoenix 1.7.14\n  telemetry 1.3.0\n* Getting phoenix (Hex package)\n"
          "* Getting telemetry (Hex package)\n* Getting bandit (Hex package)"),
        B("mix local.rebar --force && mix compile 2>&1 | tail -3",
          "* creating /home/dev/.asdf/installs/elixir/1.17.3-otp-27/.mix/elixir/1-17/rebar3\n"
          "==> telemetry\nCompiling 54 files (.ex)\nGenerated beacon app"),
    )
    T.lesson(
        "t11-mix-hex", "global", "en", "s-hex", "env_setup",
        "A freshly installed Elixir has no Hex: run mix local.hex --force before mix deps.get",
        "`mix deps.get` on a new Elixir/OTP install fails with \"Could not find Hex, which is needed to build "
        "dependency :phoenix\" followed by `** (Mix) Could not find an SCM for dependency`.",
        "Mix offers to install Hex with a `[Yn]` prompt; in a non-interactive shell the prompt is answered with "
        "nothing and the command simply fails.",
        "Hex and rebar3 are archives installed per Elixir/OTP install (under its own .mix directory), so every "
        "new asdf/mise version, container or CI image starts without them.",
        "Once per Elixir install, run `mix local.hex --force` (and `mix local.rebar --force` for Erlang deps) "
        "before `mix deps.get`; in Dockerfiles and CI put both before fetching deps.",
        "mix deps.get failed with \"Could not find Hex, which is needed to build dependency :phoenix\" and "
        "\"** (Mix) Could not find an SCM for dependency :phoenix from Beacon.MixProject\"; `mix local.hex "
        "--force` created hex-2.1.1 and the re-run resolved; `mix local.rebar --force && mix compile` ended "
        "in `Generated beacon app`.",
    )


def build_third_part() -> None:
    _bundler_source()
    _bundler_applied()
    _bundler_recurred_and_neither()
    _hex_source()


def _hex_applied() -> None:
    T.later(
        "l-hx-a1", BEACON, "2026-04-20T09:00:00Z", "chore/release-image",
        U("Write a release Dockerfile for beacon on hexpm/elixir:1.17.3-erlang-27.1-debian-bookworm."),
        W(f"{BEACON}/Dockerfile",
          "FROM hexpm/elixir:1.17.3-erlang-27.1-debian-bookworm-20240926 AS build\nENV MIX_ENV=prod\n"
          "WORKDIR /app\nRUN mix local.hex --force && mix local.rebar --force\nCOPY mix.exs mix.lock ./\n"
          "RUN mix deps.get --only prod && mix deps.compile\nCOPY . .\nRUN mix release\n\n"
          "FROM debian:bookworm-slim\nCOPY --from=build /app/_build/prod/rel/beacon /app\n"
          "CMD [\"/app/bin/beacon\", \"start\"]\n"),
        B("docker build -t beacon:rel . 2>&1 | grep -E 'creating|Release created|naming'",
          "#7 0.912 * creating /root/.mix/archives/hex-2.1.1\n#7 1.804 * creating /root/.mix/elixir/1-17/rebar3\n"
          "#11 38.20 * Release created at _build/prod/rel/beacon\n#14 naming to docker.io/library/beacon:rel done"),
    )
    T.pair("t11-mix-hex", "l-hx-a1", "applied",
           "the Dockerfile runs `mix local.hex --force && mix local.rebar --force` before `mix deps.get`")
    T.later(
        "l-hx-a2", LUMEN, "2026-04-25T10:30:00Z", "chore/elixir-116",
        U("lumen-pipeline pins Elixir 1.16.3 in .tool-versions; install it and run the tests."),
        B("asdf install elixir 1.16.3-otp-26 2>&1 | tail -1", "Elixir 1.16.3-otp-26 has been installed."),
        S("New Elixir install, so Hex first, then deps."),
        B("MIX_ENV=test mix local.hex --if-missing --force && MIX_ENV=test mix deps.get | tail -1",
          "* creating /home/dev/.asdf/installs/elixir/1.16.3-otp-26/.mix/archives/hex-2.1.1\n"
          "* Getting broadway (Hex package)"),
        B("mix test 2>&1 | tail -2", "Finished in 1.9 seconds (1.2s async, 0.7s sync)\n61 tests, 0 failures"),
    )
    T.pair("t11-mix-hex", "l-hx-a2", "applied",
           "another project: `mix local.hex --if-missing --force` (another flag order, MIX_ENV set) right after "
           "installing Elixir, before deps.get")
    T.later(
        "l-hx-a3", PLEXUS, "2026-05-03T14:15:00Z", "ci/gitlab",
        U("Set up GitLab CI for plexus: deps, compile with warnings as errors, test."),
        W(f"{PLEXUS}/.gitlab-ci.yml",
          "image: elixir:1.17-otp-27\n\nvariables:\n  MIX_ENV: test\n\nbefore_script:\n"
          "  - mix local.hex --force\n  - mix local.rebar --force\n  - mix deps.get\n\ntest:\n  script:\n"
          "    - mix compile --warnings-as-errors\n    - mix test\n"),
        B("gitlab-ci-local --list", "name  description  stage  when        allow_failure  needs\n"
          "test               test   on_success  false"),
        B("gitlab-ci-local test 2>&1 | tail -2", "test $ mix test\ntest 24 tests, 0 failures\n"
          "PASS  test"),
    )
    T.pair("t11-mix-hex", "l-hx-a3", "applied",
           "the GitLab CI config written with `mix local.hex --force` and `local.rebar` in before_script; passes")


def _hex_recurred() -> None:
    T.later(
        "l-hx-r1", LUMEN, "2026-05-06T11:45:00Z", "chore/otp-27",
        U("Bump lumen-pipeline to OTP 27 (elixir 1.17.3-otp-27) and run the tests."),
        B("asdf install erlang 27.1 >/dev/null && asdf install elixir 1.17.3-otp-27 >/dev/null && "
          "asdf local elixir 1.17.3-otp-27 && mix test",
          NO_HEX.format(dep="broadway", proj="Lumen.MixProject"), 1),
        B("mix local.hex --force && mix deps.get >/dev/null && mix test 2>&1 | tail -1",
          "* creating /home/dev/.asdf/installs/elixir/1.17.3-otp-27/.mix/archives/hex-2.1.1\n61 tests, 0 failures"),
    )
    T.pair("t11-mix-hex", "l-hx-r1", "recurred",
           "after a new asdf Elixir, `mix test` fails with Could not find Hex (dependency :broadway); fixed after")
    T.later(
        "l-hx-r2", BEACON, "2026-05-11T08:50:00Z", "feat/dev-image",
        U("The dev container build broke after I changed the base image. Check the build log in build.log."),
        B("grep -n -B1 -A2 'Could not find Hex' build.log",
          "41-#9 [5/8] RUN mix deps.get\n42:#9 1.204 Could not find Hex, which is needed to build dependency "
          ":phoenix\n43-#9 1.204 Shall I install Hex? (if running non-interactively, use \"mix local.hex "
          "--force\") [Yn] ** (Mix) Could not find an SCM for dependency :phoenix from Beacon.MixProject\n"
          "44-#9 ERROR: process \"/bin/sh -c mix deps.get\" did not complete successfully: exit code: 1"),
        S("The new base image has no Hex; the dev Dockerfile fetches deps without installing it first."),
    )
    T.pair("t11-mix-hex", "l-hx-r2", "recurred", "the Could-not-find-Hex failure again, in a docker build log")
    T.later(
        "l-hx-r3", PLEXUS, "2026-05-15T10:05:00Z", "feat/ranch",
        U("Add ranch for the raw TCP listener and compile."),
        E(f"{PLEXUS}/mix.exs", "{:jason, \"~> 1.4\"}", "{:jason, \"~> 1.4\"},\n      {:ranch, \"~> 2.1\"}"),
        B("mix deps.get >/dev/null && mix compile",
          "Could not find \"rebar3\", which is needed to build dependency :ranch\nI can install a local copy "
          "which is just used by Mix\nShall I install rebar3? (if running non-interactively, use \"mix "
          "local.rebar --force\") [Yn] ** (Mix) Could not find \"rebar3\" to compile dependency :ranch, please "
          "ensure \"rebar3\" is available", 1),
        B("mix local.rebar --force && mix compile 2>&1 | tail -1",
          "* creating /home/dev/.mix/elixir/1-17/rebar3\nGenerated plexus app"),
    )
    T.pair("t11-mix-hex", "l-hx-r3", "recurred",
           "the rebar3 half of the lesson: compile fails on a non-interactive [Yn] prompt for rebar3; fixed after")


def _hex_neither() -> None:
    T.later(
        "l-hx-n1", BEACON, "2026-04-22T16:30:00Z", "chore/deps",
        U("Update phoenix_live_view to 1.0."),
        E(f"{BEACON}/mix.exs", "{:phoenix_live_view, \"~> 0.20.17\"}", "{:phoenix_live_view, \"~> 1.0\"}"),
        B("mix deps.update phoenix_live_view",
          "Resolving Hex dependencies...\nResolution completed in 0.088s\n\nBecause your app depends on "
          "phoenix_live_view ~> 1.0 which depends on phoenix ~> 1.7.11 or ~> 1.8.0-rc, phoenix_live_view ~> 1.0 "
          "requires phoenix ~> 1.7.11 or ~> 1.8.0-rc.\nSo, because your app depends on phoenix 1.7.10, version "
          "solving failed.\n** (Mix) Hex dependency resolution failed", 1),
        B("mix deps.update phoenix phoenix_live_view 2>&1 | tail -2",
          "  phoenix 1.7.10 => 1.7.14\n  phoenix_live_view 0.20.17 => 1.0.1 (major)"),
    )
    T.pair("t11-mix-hex", "l-hx-n1", "neither",
           "look-alike: Hex is installed and its version solving fails; fixed by updating phoenix too")
    T.later(
        "l-hx-n2", BEACON, "2026-05-09T09:30:00Z", "main",
        U("Which deps are outdated? Just list them, don't change anything."),
        B("mix hex.outdated",
          "Dependency           Current  Latest  Status\nbandit               1.5.7    1.6.0   Update possible\n"
          "phoenix              1.7.14   1.7.14  Up-to-date\ntelemetry            1.3.0    1.3.0   Up-to-date\n\n"
          "Run `mix hex.outdated APP` to see requirements for a specific dependency."),
        S("Only bandit has a newer release (1.6.0)."),
    )
    T.pair("t11-mix-hex", "l-hx-n2", "neither", "Hex works and only lists outdated deps; no install, no failure")


def build_fourth_part() -> None:
    _hex_applied()
    _hex_recurred()
    _hex_neither()
