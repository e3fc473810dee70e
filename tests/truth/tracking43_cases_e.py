"""Cases of the forty-third tracking corpus (tables in tracking43_cases.py): git push to main from a local branch
still named master (src refspec main does not match any), a .NET app on an image without ICU, and zsh globbing a
pip extras spec; and the pairs that join a lesson to another lesson's later session."""
from __future__ import annotations

from tests.truth.tracking43_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write


# --- git push main from a branch named master -------------------------------------------------------------------
def _refspec(remote: str) -> str:
    return f"error: src refspec main does not match any\nerror: failed to push some refs to '{remote}'"


_PUSHED = ("Enumerating objects: 57, done.\nCounting objects: 100% (57/57), done.\nWriting objects: 100% (57/57), "
           "18.42 KiB | 6.14 MiB/s, done.\nTotal 57 (delta 9), reused 0 (delta 0), pack-reused 0\n")


def git_push_refspec() -> None:
    T.source(
        "s-git-push-refspec", "/home/tom/src/ledger-export", "2025-04-21T11:30:00Z", "master",
        user("I created the empty repo acme/ledger-export on GitHub. Push this project there as main."),
        ok("git remote add origin git@github.com:acme/ledger-export.git && git log --oneline | head -n 2",
           "e41a9b2 feat: csv and xlsx export\n0c3d5f1 initial import"),
        err("git push -u origin main", _refspec("github.com:acme/ledger-export.git")),
        ok("git branch --show-current", "master"),
        say("The local branch is still called master (this git still defaults to it), so there is no local `main` "
            "to push. Renaming the branch makes the push and the upstream line up."),
        ok("git branch -M main && git push -u origin main",
           _PUSHED + "To github.com:acme/ledger-export.git\n * [new branch]      main -> main\n"
           "branch 'main' set up to track 'origin/main'."))
    T.lesson(
        "t43-git-push-refspec-main", "global", "en", "s-git-push-refspec", "tool_quirk",
        "git push -u origin main fails with 'src refspec main does not match any' when the local branch is master",
        "Pushing a new project to an empty GitHub repo with `git push -u origin main` prints `error: src refspec main "
        "does not match any` and `error: failed to push some refs to 'github.com:acme/ledger-export.git'`.",
        "Suspecting the remote, the SSH key or repository permissions; the refspec names a local branch that does "
        "not exist.",
        "`git init` without init.defaultBranch still creates `master`; `git push origin main` looks for a local "
        "branch called main and finds none.",
        "Rename the local branch before pushing: `git branch -M main && git push -u origin main`, or push the "
        "existing branch under the new name with `git push -u origin master:main`. Set `git config --global "
        "init.defaultBranch main` so new repositories start on main.",
        ["`git push -u origin main` → `error: src refspec main does not match any`",
         "`git branch --show-current` → `master`",
         "`git branch -M main && git push -u origin main` → `* [new branch]      main -> main`"])

    T.later(
        "l-refspec-init-default", "/home/tom/src/rate-cards", "2025-05-07T10:00:00Z", "HEAD",
        user("Put rate-cards under git and push it to the new acme/rate-cards repo."),
        ok("git config --global init.defaultBranch main && git init && git add . && git commit -qm 'initial import' "
           "&& git branch --show-current", "Initialized empty Git repository in /home/tom/src/rate-cards/.git/\nmain"),
        ok("git remote add origin git@github.com:acme/rate-cards.git && git push -u origin main",
           _PUSHED + "To github.com:acme/rate-cards.git\n * [new branch]      main -> main\n"
           "branch 'main' set up to track 'origin/main'."))
    T.pair("t43-git-push-refspec-main", "l-refspec-init-default", "applied",
           "init.defaultBranch main is set before git init, so the push of main works with no refspec error")

    T.later(
        "l-refspec-colon-pwsh", "C:\\Users\\tom\\src\\invoice-tpl", "2025-06-04T09:15:00Z", "master",
        user("Push invoice-tpl to the new GitHub repo as main. Keep my local branch name, I have scripts using it."),
        ok("git remote add origin https://github.com/acme/invoice-tpl.git; git push -u origin master:main",
           _PUSHED + "To https://github.com/acme/invoice-tpl.git\n * [new branch]      master -> main\n"
           "branch 'master' set up to track 'origin/main'."))
    T.pair("t43-git-push-refspec-main", "l-refspec-colon-pwsh", "applied",
           "git push -u origin master:main, the named spelling, pushes master as main with no refspec error")

    T.later(
        "l-refspec-pwsh-recur", "C:\\Users\\eva\\src\\fx-rates", "2025-05-25T14:25:00Z", "master",
        user("Push fx-rates to github.com/acme/fx-rates, the main branch."),
        ok("git remote add origin https://github.com/acme/fx-rates.git", ""),
        err("git push origin main", _refspec("https://github.com/acme/fx-rates.git")),
        ok("git branch -M main; git push -u origin main",
           "To https://github.com/acme/fx-rates.git\n * [new branch]      main -> main"))
    T.pair("t43-git-push-refspec-main", "l-refspec-pwsh-recur", "recurred",
           "pushing main from a repo whose branch is master fails with src refspec main does not match any again")

    T.later(
        "l-refspec-no-commit", "/home/tom/src/tariffs", "2025-05-30T16:40:00Z", "main",
        user("New repo for tariffs, push it to acme/tariffs."),
        ok("git init -b main && git add . && git remote add origin git@github.com:acme/tariffs.git",
           "Initialized empty Git repository in /home/tom/src/tariffs/.git/"),
        err("git push -u origin main", _refspec("github.com:acme/tariffs.git")),
        ok("git status | head -n 3", "On branch main\n\nNo commits yet"),
        ok("git commit -qm 'initial import' && git push -u origin main",
           "To github.com:acme/tariffs.git\n * [new branch]      main -> main"))
    T.pair("t43-git-push-refspec-main", "l-refspec-no-commit", "neither",
           "the branch is main but has no commit yet: same refspec message, another cause; fixed by committing")

    T.later(
        "l-refspec-fetch-first", "/home/tom/src/ledger-export", "2025-06-10T08:30:00Z", "main",
        user("Push my xlsx fix."),
        err("git push", "To github.com:acme/ledger-export.git\n ! [rejected]        main -> main (fetch first)\n"
            "error: failed to push some refs to 'github.com:acme/ledger-export.git'\nhint: Updates were rejected "
            "because the remote contains work that you do not\nhint: have locally. This is usually caused by another "
            "repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\n"
            "hint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' "
            "for details."),
        ok("git pull --rebase", "Successfully rebased and updated refs/heads/main."),
        ok("git push", "To github.com:acme/ledger-export.git\n   4be91d7..9a0b1c2  main -> main"))
    T.pair("t43-git-push-refspec-main", "l-refspec-fetch-first", "neither",
           "a push rejected as fetch first is another push error; no branch rename")
    T.pair("t43-git-pull-divergent", "l-refspec-fetch-first", "applied",
           "git pull --rebase is used to integrate the remote work, with no divergent-branches fatal before it")


# --- .NET on an image without ICU -------------------------------------------------------------------------------
_ICU = ("Process terminated. Couldn't find a valid ICU package installed on the system. Please install libicu (or "
        "icu-libs) using your package manager and try again. Alternatively you can set the configuration flag "
        "System.Globalization.Invariant to true if you want to run with no globalization support. Please see "
        "https://aka.ms/dotnet-missing-libicu for more information.\n"
        "   at System.Environment.FailFast(System.Runtime.CompilerServices.StackCrawlMarkHandle, System.String, "
        "System.Runtime.CompilerServices.ObjectHandleOnStack, System.Runtime.CompilerServices.ObjectHandleOnStack)\n"
        "   at System.Environment.FailFast(System.Threading.StackCrawlMark ByRef, System.String, System.Exception, "
        "System.String)\n   at System.Environment.FailFast(System.String)\n"
        "   at System.Globalization.GlobalizationMode+Settings..cctor()")


def dotnet_icu() -> None:
    df = "/home/nora/src/billing-api/Dockerfile"
    T.source(
        "s-dotnet-icu-alpine", "/home/nora/src/billing-api", "2025-04-26T13:00:00Z", "docker/alpine",
        user("Switch billing-api's runtime stage to plain alpine to shrink the image, and check it still starts."),
        edit(df, "FROM mcr.microsoft.com/dotnet/aspnet:8.0 AS runtime\n", "FROM alpine:3.20 AS runtime\n"),
        ok("docker build -t billing-api:alpine .", "#14 [runtime 3/3] COPY --from=build /out /app\n#14 DONE 0.4s\n"
           "#15 naming to docker.io/library/billing-api:alpine done"),
        err("docker run --rm billing-api:alpine", _ICU, 134),
        say("The self-contained app still needs ICU for culture data and alpine:3.20 ships none. Invoices are "
            "formatted per culture, so invariant mode is not an option; install icu-libs in the runtime stage."),
        edit(df, "FROM alpine:3.20 AS runtime\n", "FROM alpine:3.20 AS runtime\nRUN apk add --no-cache icu-libs\n"),
        ok("docker build -t billing-api:alpine . && docker run --rm -d -p 8080:8080 --name billing billing-api:alpine "
           "&& sleep 3 && curl -fsS http://localhost:8080/healthz",
           "#6 [runtime 2/4] RUN apk add --no-cache icu-libs\n#6 1.92 OK: 38 MiB in 17 packages\n"
           "#16 naming to docker.io/library/billing-api:alpine done\n4c1f0e9d2b7a\nHealthy"))
    T.lesson(
        "t43-dotnet-missing-icu", "global", "en", "s-dotnet-icu-alpine", "env_setup",
        ".NET apps abort at start on images without ICU (plain alpine, slim bases)",
        "`docker run --rm billing-api:alpine` exits 134 with `Process terminated. Couldn't find a valid ICU package "
        "installed on the system.` and a FailFast stack from "
        "`System.Globalization.GlobalizationMode+Settings..cctor()`.",
        "Blaming the self-contained publish or the runtime identifier and republishing; the build is fine and the "
        "image is missing a system library.",
        ".NET uses the system ICU for globalization and aborts when it finds none; alpine:3.20 does not ship icu-libs "
        "and the aspnet base image that had it was replaced.",
        "Install ICU in the runtime image (`RUN apk add --no-cache icu-libs` on Alpine, libicu on Debian/Ubuntu), or, "
        "when the app needs no culture-specific data, run it with `DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=1` (or "
        "`<InvariantGlobalization>true</InvariantGlobalization>` in the csproj).",
        ["`Couldn't find a valid ICU package installed on the system.`",
         "`RUN apk add --no-cache icu-libs`",
         "`curl -fsS http://localhost:8080/healthz` → `Healthy`"])

    T.later(
        "l-icu-invariant-env", "/home/nora/src/jobs-worker", "2025-05-18T10:40:00Z", "docker/minimal",
        user("Run the jobs-worker on the new minimal alpine image. It only moves ids around, no culture stuff."),
        ok("docker run --rm -e DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=1 jobs-worker:minimal --once",
           "info: JobsWorker[0]\n      Worker started\ninfo: JobsWorker[0]\n      Processed 12 jobs, exiting"))
    T.pair("t43-dotnet-missing-icu", "l-icu-invariant-env", "applied",
           "the worker runs with DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=1 on an ICU-less image and starts cleanly")

    T.later(
        "l-icu-debian-slim", "/home/nora/src/reports", "2025-06-08T15:20:00Z", "docker/slim",
        user("Rebase the reports image on debian:12-slim and check it runs."),
        err("docker run --rm reports:slim --help", _ICU, 134),
        edit("/home/nora/src/reports/Dockerfile", "FROM debian:12-slim\n",
             "FROM debian:12-slim\nRUN apt-get update && apt-get install -y --no-install-recommends libicu72 && "
             "rm -rf /var/lib/apt/lists/*\n"),
        ok("docker build -t reports:slim . && docker run --rm reports:slim --help", "Usage: reports [options]"))
    T.pair("t43-dotnet-missing-icu", "l-icu-debian-slim", "recurred",
           "on debian:12-slim the app aborts with the same missing ICU message before libicu72 is installed")

    T.later(
        "l-icu-ssh-vm", "/home/nora/src/billing-api", "2025-07-05T09:05:00Z", "release/1.6",
        user("Copy the billing CLI to the minimal batch VM and check its version there."),
        ok("scp out/linux-x64/billing-cli batch@10.0.9.4:/opt/billing/", ""),
        err("ssh batch@10.0.9.4 '/opt/billing/billing-cli --version'", _ICU + "\nAborted (core dumped)", 134),
        say("The batch VM is a minimal install without libicu."))
    T.pair("t43-dotnet-missing-icu", "l-icu-ssh-vm", "recurred",
           "over ssh the CLI aborts with Couldn't find a valid ICU package on the minimal VM")

    T.later(
        "l-icu-no-framework", "/home/nora/src/billing-api", "2025-05-22T11:50:00Z", "docker/runtime-deps",
        user("I moved the runtime stage to runtime-deps, check it starts."),
        err("docker run --rm billing-api:deps",
            "You must install or update .NET to run this application.\n\nApp: /app/Billing.Api.dll\nArchitecture: "
            "x64\n"
            "Framework: 'Microsoft.AspNetCore.App', version '8.0.0' (x64)\n.NET location: Not found\n\n"
            "Learn more:\nhttps://aka.ms/dotnet/app-launch-failed", 150),
        say("runtime-deps has no .NET runtime at all; that stage only suits self-contained publishes."),
        edit("/home/nora/src/billing-api/Dockerfile", "FROM mcr.microsoft.com/dotnet/runtime-deps:8.0 AS runtime\n",
             "FROM mcr.microsoft.com/dotnet/aspnet:8.0 AS runtime\n"),
        ok("docker build -t billing-api:deps . && docker run --rm -d --name b2 billing-api:deps", "9e8d7c6b5a41"))
    T.pair("t43-dotnet-missing-icu", "l-icu-no-framework", "neither",
           "a missing shared framework is another .NET launch error; no ICU message, no ICU fix")

    T.later(
        "l-icu-readme", "/home/nora/src/billing-api", "2025-06-15T17:00:00Z", "docs/images",
        user("Note in docs/images.md which packages the alpine runtime stage needs. Just the doc."),
        write("/home/nora/src/billing-api/docs/images.md", "# Runtime images\n\nOn alpine add `icu-libs` (`apk add "
              "--no-cache icu-libs`), or set DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=1 for services without culture "
              "data.\n"))
    T.pair("t43-dotnet-missing-icu", "l-icu-readme", "neither",
           "the fix is only written into a doc; no image is built or run")


# --- zsh and pip extras -----------------------------------------------------------------------------------------
def zsh_extras() -> None:
    T.source(
        "s-zsh-pip-extras", "/Users/ivy/src/geo-tiles", "2025-04-29T08:20:00Z", "dev-setup",
        user("Set up the dev environment for geo-tiles in a fresh venv."),
        ok("python3 -m venv .venv && echo $SHELL", "/bin/zsh"),
        err("source .venv/bin/activate && pip install -e .[dev]", "(eval):1: no matches found: .[dev]"),
        say("zsh reads `[dev]` as a glob character class and aborts when no file matches, before pip even runs. "
            "Quoting the spec passes it through to pip."),
        ok("source .venv/bin/activate && pip install -e '.[dev]'",
           "Obtaining file:///Users/ivy/src/geo-tiles\n  Installing build dependencies ... done\n"
           "Successfully built geo-tiles\nSuccessfully installed geo-tiles-0.4.0 pytest-8.2.2 ruff-0.5.0"))
    T.lesson(
        "t43-zsh-pip-extras-glob", "global", "en", "s-zsh-pip-extras", "tool_quirk",
        "zsh aborts `pip install -e .[dev]` with 'no matches found' before pip runs",
        "`pip install -e .[dev]` in zsh fails at once with `(eval):1: no matches found: .[dev]`; pip prints "
        "nothing.",
        "Looking for a packaging problem in pyproject.toml's optional-dependencies: pip is never started.",
        "In zsh square brackets are a glob pattern and an unmatched glob is an error (NOMATCH), unlike bash, which "
        "passes it through unchanged.",
        "Quote the requirement, `pip install -e '.[dev]'` (or \"uvicorn[standard]\"), escape the brackets, or "
        "prefix the command with `noglob`.",
        ["`pip install -e .[dev]` → `(eval):1: no matches found: .[dev]`",
         "`pip install -e '.[dev]'` → `Successfully installed geo-tiles-0.4.0`",
         "`/bin/zsh`"])

    T.later(
        "l-zsh-noglob", "/Users/ivy/src/tile-server", "2025-05-20T13:10:00Z", "docs/site",
        user("Install tile-server with the test and docs extras in its venv."),
        ok("source .venv/bin/activate && noglob pip install -e .[test,docs]",
           "Obtaining file:///Users/ivy/src/tile-server\nSuccessfully installed mkdocs-1.6.0 pytest-8.2.2 "
           "tile-server-1.2.0"))
    T.pair("t43-zsh-pip-extras-glob", "l-zsh-noglob", "applied",
           "noglob, a named spelling of the fix, guards the extras spec in zsh; no 'no matches found' first")

    T.later(
        "l-zsh-ssh-gpu", "/Users/ivy/src/geo-tiles", "2025-06-14T19:30:00Z", "feat/gpu-render",
        user("Install geo-tiles with the gpu extra on gpu-box-2."),
        err("ssh ivy@gpu-box-2 'cd ~/geo-tiles && .venv/bin/pip install -e .[gpu]'", "zsh:1: no matches found: "
                                                                                     ".[gpu]"),
        ok("ssh ivy@gpu-box-2 \"cd ~/geo-tiles && .venv/bin/pip install -e '.[gpu]'\"",
           "Successfully installed cupy-cuda12x-13.2.0 geo-tiles-0.5.0"))
    T.pair("t43-zsh-pip-extras-glob", "l-zsh-ssh-gpu", "recurred",
           "the remote login shell is zsh and .[gpu] unquoted fails with no matches found; quoted after")

    T.later(
        "l-zsh-bash-linux", "/home/ivy/src/geo-tiles", "2025-05-11T10:00:00Z", "dev-setup",
        user("Install the dev extras on the Linux CI box, bash here."),
        ok("source .venv/bin/activate && pip install -e .[dev]",
           "Obtaining file:///home/ivy/src/geo-tiles\nSuccessfully installed geo-tiles-0.4.0 pytest-8.2.2 ruff-0.5.0"))
    T.pair("t43-zsh-pip-extras-glob", "l-zsh-bash-linux", "neither",
           "bash passes the unmatched .[dev] through; no zsh failure and no quoting")

    T.later(
        "l-zsh-contrib-doc", "/Users/ivy/src/geo-tiles", "2025-06-01T09:45:00Z", "docs/contributing",
        user("A new contributor hit \"zsh: no matches found: .[dev]\" following our README. Fix the README line, "
             "don't run anything."),
        edit("/Users/ivy/src/geo-tiles/README.md", "    pip install -e .[dev]\n", "    pip install -e '.[dev]'\n"))
    T.pair("t43-zsh-pip-extras-glob", "l-zsh-contrib-doc", "neither",
           "the failure is quoted by the person and the quoted form only written into the README; nothing runs")

    T.later(
        "l-zsh-poetry-extras", "/Users/ivy/src/tile-server", "2025-06-22T15:00:00Z", "chore/poetry",
        user("Install tile-server with poetry including the docs extra."),
        ok("poetry install --extras docs", "Installing dependencies from lock file\n\nPackage operations: 3 installs, "
           "0 updates, 0 removals\n\nInstalling the current project: tile-server (1.2.0)"))
    T.pair("t43-zsh-pip-extras-glob", "l-zsh-poetry-extras", "neither",
           "poetry's --extras flag has no brackets for zsh to glob; no failure, no quoting")


# --- pairs across lessons ---------------------------------------------------------------------------------------
def cross_pairs() -> None:
    T.pair("t43-composer-memory-limit", "l-lkey-ci-script", "neither",
           "composer install runs in the CI script without the memory variable and never hits the limit")
    T.pair("t43-git-push-refspec-main", "l-shallow-new-wf", "neither",
           "git push -u of an existing branch works; no refspec error, no rename or master:main")


FILLS = [git_push_refspec, dotnet_icu, zsh_extras, cross_pairs]
