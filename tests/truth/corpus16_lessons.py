"""Labelled lessons of corpus16, part one (sessions s01-s04), and the helpers every part uses.

Each label was written from the scripted session's text (corpus16_sources*.py) before anything judged the lesson:
`real` when every quoted piece and every claim of the evidence is in the session, `invented` otherwise (its trap
class says how); for a real gotcha `shown` only when a later call in the session runs the fix successfully, the
failing command is re-run and passes, an edit is followed by the failing check passing, or the person confirms
right after the fix."""
from __future__ import annotations

from typing import Any, Sequence

from tests.truth.corpus import gotcha_lesson, knowledge_lesson, labelled
from tests.truth.corpus16_sources import S01, S02, S03, S04

Rec = dict[str, Any]


def step_no(steps: Sequence[Sequence[Any]], needle: str) -> int:
    """The 1-based number of the first step of a scripted session whose text holds `needle` (how a lesson
    that cites steps as [s12] numbers them)."""
    for n, step in enumerate(steps, 1):
        if any(needle in str(part) for part in step[1:]):
            return n
    raise ValueError(needle)


def _path(session: str) -> str:
    return f"tests/truth/corpus16_sessions/{session}.jsonl"


def gotcha(rid: str, session: str, title: str, symptom: str, trap: str, cause: str, workaround: str, evidence: Any,
           *, label: str, cls: str, why: str, phrasing: list[str], steps: dict[str, Any], fix: str = "not_shown",
           category: str = "tool_quirk", scope: str = "project", group: str | None = None) -> Rec:
    lesson = gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=category, scope=scope)
    return labelled(rid, _path(session), lesson, label, fix, cls, why, phrasing, steps, group)


def knowledge(rid: str, session: str, title: str, situation: str, approach: str, rationale: str, evidence: Any,
              *, label: str, why: str, phrasing: list[str], steps: dict[str, Any], cls: str = "knowledge",
              category: str = "workflow", scope: str = "global", group: str | None = None) -> Rec:
    lesson = knowledge_lesson(title, situation, approach, rationale, evidence, category=category, scope=scope)
    return labelled(rid, _path(session), lesson, label, None, cls, why, phrasing, steps, group)


K = "s01-chef-kitchen"
SALT = "s02-salt-pillar"
BUCK = "s03-buck2-toolchain"
FPM = "s04-fortran-fpm"


def _s01() -> list[Rec]:
    return [
        gotcha("c16-001", K, "kitchen-dokken image names keep the dot of the Ubuntu release",
               "`kitchen converge` fails in the create action because the dokken image cannot be pulled.",
               "Writing the image like the suite name (`dokken/ubuntu-2204`): the suite drops the dot, the image does not.",
               "The dokken images are published as dokken/ubuntu-22.04; there is no ubuntu-2204 tag.",
               "Set `image: dokken/ubuntu-22.04` under the platform's driver in kitchen.yml, then `kitchen create`.",
               "`kitchen converge default-ubuntu-2204` → `Failed to complete #create action: [Error response from "
               "daemon: manifest for dokken/ubuntu-2204:latest not found: manifest unknown: manifest unknown]`; after "
               "the kitchen.yml edit `Finished creating <default-ubuntu-2204> (0m21.06s).`",
               label="real", fix="shown", cls="edit_then_pass",
               why="The create action failed on the manifest; after the image edit `kitchen create` finished.",
               phrasing=["code span", "arrow", "before/after"],
               steps={"failure": "manifest for dokken/ubuntu-2204:latest not found",
                      "fix": "      image: dokken/ubuntu-22.04", "evidence": "Finished creating <default-ubuntu-2204> (0m21.06s)"},
               category="env_setup"),
        gotcha("c16-002", K, "Test Kitchen converge exits 172 until the provisioner accepts the Chef license",
               "Converge stops with exit code 172 right after the Chef License Acceptance banner.",
               "Expecting an interactive license prompt to work inside kitchen's non-interactive converge.",
               "Chef Infra Client 18 refuses to run without license acceptance; a non-interactive session cannot persist it.",
               "Add `chef_license: accept-no-persist` to the `provisioner:` section of kitchen.yml.",
               ["`kitchen converge default-ubuntu-2204`: `Expected process to exit with [0], but received '172'`",
                "added `chef_license: accept-no-persist` to the provisioner; next converge: "
                "`Finished converging <default-ubuntu-2204> (1m12.44s).`"],
               label="real", fix="shown", cls="edit_then_pass",
               why="Converge failed with 172; the provisioner edit came next and the following converge finished.",
               phrasing=["list evidence", "code span", "exit code"],
               steps={"failure": "but received '172'", "fix": "  name: dokken\n  chef_license: accept-no-persist",
                      "evidence": "Finished converging <default-ubuntu-2204> (1m12.44s)"},
               category="env_setup", group="c16-chef-license"),
        gotcha("c16-003", K, "InSpec port checks fail under kitchen-dokken unless systemd is PID 1",
               "nginx is installed but InSpec reports port 80 not listening.",
               "Trusting the converge: it reports success although the service start was skipped.",
               "In a plain dokken container systemd is not PID 1, so `service` resources cannot start anything.",
               "Set `pid_one_command: /bin/systemd` and `privileged: true` on the platform driver, recreate the instance.",
               "verify: \"expected `Port 80.listening?` to be truthy, got false\" (exit code 100). With "
               "`pid_one_command: /bin/systemd` + `privileged: true` and a destroy/verify: "
               "\"Test Summary: 2 successful, 0 failures, 0 skipped\"",
               label="real", fix="shown", cls="rerun_passes",
               why="verify failed on Port 80; after the driver edit the re-run verify (after destroy) passed both controls.",
               phrasing=["double quotes", "nested code span", "exit code"],
               steps={"failure": "expected `Port 80.listening?` to be truthy, got false",
                      "fix": "pid_one_command: /bin/systemd\n      privileged: true",
                      "evidence": "Test Summary: 2 successful, 0 failures, 0 skipped"},
               category="test_strategy"),
        gotcha("c16-004", K, "berks upload to the internal Chef server fails on the company CA",
               "`berks upload` aborts with an OpenSSL certificate verification error.",
               "Turning SSL verification off in the Berkshelf config instead of trusting the server certificate.",
               "chef.internal.lan presents a certificate from the internal CA that Ruby's OpenSSL does not trust.",
               "Run `knife ssl fetch https://chef.internal.lan` so the cert lands in .chef/trusted_certs, then upload again.",
               "berks upload --no-freeze: Faraday::SSLError, `certificate verify failed (self-signed certificate in "
               "certificate chain)`",
               label="real", cls="only_suggested",
               why="knife ssl fetch was only suggested for the person's laptop; no later call ran it or re-ran berks.",
               phrasing=["prose", "code span", "tool name"],
               steps={"failure": "certificate verify failed (self-signed certificate in certificate chain)",
                      "fix": "run `knife ssl fetch https://chef.internal.lan` on your machine"},
               category="security"),
        knowledge("c16-005", K, "Recreate the dokken instance after changing its driver settings",
                  "Changing `pid_one_command` or `privileged` for a dokken platform whose container already exists.",
                  "Run `kitchen destroy <instance> && kitchen verify <instance>` so the container is created again "
                  "with the new driver settings before InSpec runs.",
                  "Driver options only apply at create time; the destroy/verify run created, converged and verified "
                  "a fresh instance and both controls passed.",
                  "`kitchen destroy default-ubuntu-2204 && kitchen verify default-ubuntu-2204` printed "
                  "`Finished destroying <default-ubuntu-2204> (0m3.12s).` and then "
                  "`Test Summary: 2 successful, 0 failures, 0 skipped`",
                  label="real", why="The combined destroy/verify call and its output.",
                  phrasing=["code span", "prose"],
                  steps={"evidence": "kitchen destroy default-ubuntu-2204 && kitchen verify default-ubuntu-2204"},
                  category="test_strategy"),
        knowledge("c16-006", K, "Check a kitchen image change with kitchen create before converging",
                  "A dokken suite fails while pulling its image.",
                  "After fixing the image name, run `kitchen create <instance>` alone; it only pulls and starts the "
                  "container, so a converge problem does not hide whether the image fix worked.",
                  "The create-only run finished in 21 s and isolated the image fix; the next converge then failed "
                  "for an unrelated reason (exit 172).",
                  "`kitchen create default-ubuntu-2204` → `Pulling Docker image dokken/ubuntu-22.04:latest...` "
                  "`Finished creating <default-ubuntu-2204> (0m21.06s).`",
                  label="real", why="The create-only call after the edit, then the converge that failed with 172.",
                  phrasing=["code span", "arrow", "ellipsis in quote"],
                  steps={"evidence": "Pulling Docker image dokken/ubuntu-22.04:latest"}, category="debugging_technique"),
        gotcha("c16-007", K, "Accepting the Chef license in kitchen.yml was all the dokken suite needed",
               "Converge exits 172.", "Looking for a broken recipe when the license is the problem.",
               "Chef 18 needs license acceptance in non-interactive runs.",
               "`chef_license: accept-no-persist` in the provisioner section.",
               "After adding `chef_license: accept-no-persist`, `kitchen converge default-ubuntu-2204` finished and "
               "`kitchen verify default-ubuntu-2204` passed on the first run "
               "(`Test Summary: 2 successful, 0 failures, 0 skipped`).",
               label="invented", cls="names_false_claim",
               why="Every token is in the session, but the first verify after the license fix failed (Port 80, exit "
                   "code 100); it only passed after the pid_one_command edit and a destroy.",
               phrasing=["code span", "first-run claim"],
               steps={"evidence": "Test Summary: 2 successful, 0 failures, 0 skipped"}, group="c16-chef-license"),
        gotcha("c16-008", K, "A wrong dokken image tag surfaces as exit code 172",
               "`kitchen create` fails with exit code 172 when the image tag does not exist.",
               "Reading 172 as a license problem.", "The create action cannot pull a missing tag.",
               "Fix the image name to `dokken/ubuntu-22.04`.",
               "`kitchen create default-ubuntu-2204` → `Expected process to exit with [0], but received '172'` "
               "until the image was changed to `dokken/ubuntu-22.04`",
               label="invented", cls="other_call_error",
               why="The 172 came from `kitchen converge` (license); `kitchen create default-ubuntu-2204` succeeded.",
               phrasing=["code span", "arrow"], steps={"evidence": "but received '172'"}),
        knowledge("c16-009", K, "kitchen-dokken service tests need the full systemd path as PID 1",
                  "Service resources inside dokken containers.",
                  "Set `pid_one_command: /usr/lib/systemd/systemd` and `privileged: true` on the platform driver.",
                  "Without systemd as PID 1 the service start is skipped.",
                  "kitchen.yml edit: `pid_one_command: /usr/lib/systemd/systemd`, then Port 80 "
                  "`is expected to be listening` passed.",
                  label="invented", cls="near_miss",
                  why="The session set `pid_one_command: /bin/systemd`; the /usr/lib path never appears.",
                  phrasing=["code span", "prose"], steps={"evidence": "pid_one_command: /bin/systemd"}),
    ]


def _s02() -> list[Rec]:
    return [
        gotcha("c16-010", SALT, "Salt minions keep serving cached pillar until saltutil.refresh_pillar",
               "state.apply runs clean but a vhost added in pillar never appears on the minion.",
               "Re-running state.apply and assuming the state is wrong.",
               "Pillar is rendered on the master and cached per minion; an edited pillar file does not reach the "
               "minion on its own.",
               "`salt 'web*' saltutil.refresh_pillar`, then check with `pillar.get` before applying.",
               "```\n$ sudo salt 'web01*' pillar.get nginx:vhosts\nweb01.lan:\n    - legacy\n```\n"
               "after `sudo salt 'web*' saltutil.refresh_pillar` the same query listed `- app` too.",
               label="real", fix="shown", cls="rerun_passes",
               why="pillar.get showed only legacy; after refresh_pillar the re-run pillar.get listed app.",
               phrasing=["fenced block", "$ prompt", "code span"],
               steps={"failure": "web01.lan:\n    - legacy", "fix": "saltutil.refresh_pillar",
                      "evidence": "    - legacy\n    - app"},
               category="tool_quirk"),
        gotcha("c16-011", SALT, "Use salt['pillar.get'] for optional pillar keys in Salt templates",
               "One minion fails to compile the SLS while the others apply it.",
               "Indexing `pillar['nginx']['tls_cert']` directly; minions whose pillar lacks the key fail the render.",
               "Jinja raises on a missing dict key; web02's pillar has no tls_cert.",
               "`{{ salt['pillar.get']('nginx:tls_cert', '<default>') }}` in the template.",
               "web02: `Rendering SLS 'base:nginx' failed: Jinja variable 'dict object' has no attribute 'tls_cert'; "
               "line 18` — switched the template to `salt['pillar.get']('nginx:tls_cert', ...)`, then "
               "`sudo salt 'web02*' state.apply nginx` → `Succeeded: 4 (changed=2)`",
               label="real", fix="shown", cls="edit_then_pass",
               why="The render error on web02, the template edit, then state.apply on web02 with 0 failed.",
               phrasing=["code span", "ellipsis in quote", "arrow"],
               steps={"failure": "has no attribute 'tls_cert'",
                      "fix": "salt['pillar.get']('nginx:tls_cert', '/etc/ssl/certs/ssl-cert-snakeoil.pem')",
                      "evidence": "Total run time: 588.102 ms"},
               category="project_convention"),
        gotcha("c16-012", SALT, "A rebuilt Salt master leaves minions holding its old public key",
               "salt-call on a minion exits with a CRITICAL about the master's public key.",
               "Restarting salt-minion alone: it keeps the cached minion_master.pub.",
               "The minion cached the previous master's key and rejects the rebuilt master.",
               "Delete /etc/salt/pki/minion/minion_master.pub on the minion and restart salt-minion.",
               "`salt-call test.ping`: \"The Salt Master server's public key did not authenticate!\" — the key is "
               "cached at /etc/salt/pki/minion/minion_master.pub",
               label="real", cls="question_offers_flag",
               why="The assistant only asked whether to run the rm/restart; the person declined (box gets reimaged).",
               phrasing=["double quotes", "code span", "path in prose"],
               steps={"failure": "public key did not authenticate",
                      "fix": "Want me to run `sudo rm /etc/salt/pki/minion/minion_master.pub"},
               category="env_setup"),
        knowledge("c16-013", SALT, "Ask the minion what pillar it has before debugging Salt states",
                  "A Salt state seems to ignore a pillar change.",
                  "Run `salt '<minion>' pillar.get <key>` first: it shows the pillar the minion actually holds.",
                  "It showed web01 still had only `legacy`, which pointed at the pillar cache rather than the state.",
                  "`sudo salt 'web01*' pillar.get nginx:vhosts` printed only `legacy` while the person expected app",
                  label="real", why="The first pillar.get call and its output.",
                  phrasing=["code span", "prose"], steps={"evidence": "sudo salt 'web01*' pillar.get nginx:vhosts"},
                  category="debugging_technique"),
        gotcha("c16-014", SALT, "saltutil.refresh_pillar fails on minions missing a pillar key",
               "refresh_pillar reports a render error for web02.",
               "Assuming the refresh worked everywhere.", "web02's pillar lacks tls_cert.",
               "Add the key to web02's pillar or default it in the template.",
               "`sudo salt 'web*' saltutil.refresh_pillar` → web02: `Rendering SLS 'base:nginx' failed: Jinja "
               "variable 'dict object' has no attribute 'tls_cert'`",
               label="invented", cls="other_call_error",
               why="refresh_pillar returned True for both minions; the render error came from state.apply.",
               phrasing=["code span", "arrow"], steps={"evidence": "web01.lan:\n    True\nweb02.lan:\n    True"}),
        gotcha("c16-015", SALT, "Salt nginx template breaks on web02 for the TLS key path",
               "web02 does not compile the nginx SLS.", "Indexing a pillar key web02 does not define.",
               "Missing pillar key.", "Use `salt['pillar.get']('nginx:tls_key', '')`.",
               "`Jinja variable 'dict object' has no attribute 'tls_key'; line 18`",
               label="invented", cls="near_miss",
               why="The missing attribute in the session is tls_cert, not tls_key.",
               phrasing=["code span", "terse"], steps={"evidence": "has no attribute 'tls_cert'"}),
        gotcha("c16-016", SALT, "web02 drops out of state.apply when its pillar render is slow",
               "state.apply prints no result for web02.", "Assuming the state succeeded.",
               "The minion timed out rendering pillar.", "Re-run against `'web02*'` alone with a longer `-t`.",
               "`sudo salt 'web*' state.apply nginx` returned `Minion did not return. [No response]` for web02.lan; "
               "re-running against `'web02*'` alone succeeded.",
               label="invented", cls="never_seen_error",
               why="web02 returned a render error, never a no-response; that message is absent.",
               phrasing=["code span", "prose"], steps={"evidence": "Data failed to compile"}),
    ]


def _s03() -> list[Rec]:
    n_vis = step_no(S03, "is not visible to")
    return [
        gotcha("c16-017", BUCK, "A newer buck2 prelude makes toolchain targets private unless they set visibility",
               "Every target using the rust toolchain fails analysis after a prelude bump.",
               "Looking for the problem in the failing library target instead of the toolchains cell.",
               "`system_rust_toolchain` in toolchains/BUCK has no visibility and defaults to private.",
               "Add `visibility = [\"PUBLIC\"]` to the toolchain rule in toolchains/BUCK.",
               f"[s{n_vis}]\n```\n1: `toolchains//:rust` is not visible to `root//libs/common:common`\n```\n"
               "added `visibility = [\"PUBLIC\"]` to system_rust_toolchain; the rebuild printed BUILD SUCCEEDED",
               label="real", fix="shown", cls="edit_then_pass",
               why="Analysis failed on visibility; after the toolchains/BUCK edit the same build succeeded.",
               phrasing=["step id", "fenced block", "nested code span"],
               steps={"failure": "is not visible to `root//libs/common:common`", "fix": "visibility = [\"PUBLIC\"]",
                      "evidence": "Jobs completed: 27. Time elapsed: 6.4s."},
               category="build_config"),
        gotcha("c16-018", BUCK, "buck2 rust binaries fail to link -lssl on a fresh container",
               "The api server's link step fails: `cannot find -lssl`.",
               "Treating it as a missing distro package only.",
               "openssl-sys is configured to link the system OpenSSL statically.",
               "Install the dev package (`sudo apt-get install -y libssl-dev`) and rebuild.",
               "`buck2 build //services/api:server` → `/usr/bin/ld: cannot find -lssl: No such file or directory`; "
               "installed `libssl-dev:amd64 (3.0.2-0ubuntu1.15)`",
               label="real", cls="rerun_still_fails",
               why="libssl-dev was installed, but the re-run build failed with the same -lssl error.",
               phrasing=["code span", "arrow"],
               steps={"failure": "cannot find -lssl: No such file or directory", "fix": "sudo apt-get install -y libssl-dev"},
               category="build_config", group="c16-libssl"),
        knowledge("c16-019", BUCK, "buck2 visibility errors name the uquery that shows a target's visibility",
                  "buck2 analysis fails with `X is not visible to Y`.",
                  "Run the `buck2 uquery --output-attribute visibility <target>` command the error prints to see "
                  "the declared visibility before editing BUCK files.",
                  "The error text carries the exact query for the toolchain target.",
                  "the error ends with (run `buck2 uquery --output-attribute visibility toolchains//:rust` to check "
                  "the visibility)",
                  label="real", why="The visibility error's own text.", phrasing=["prose", "code span"],
                  steps={"evidence": "run `buck2 uquery --output-attribute visibility toolchains//:rust`"},
                  category="debugging_technique"),
        knowledge("c16-020", BUCK, "This monorepo's openssl-sys links system libssl through the toolchain sysroot",
                  "A rust_binary depending on //third-party/rust:openssl-sys fails to link.",
                  "Provide libssl.a inside toolchains//sysroot:ubuntu-22.04, or drop OPENSSL_NO_VENDOR and enable "
                  "openssl-sys's `vendored` feature; a package installed into /usr/lib is not seen by the linker.",
                  "The subagent found the fixup forcing static system OpenSSL and the toolchain using a sysroot.",
                  "subagent report: the openssl-sys fixup sets `OPENSSL_STATIC` and `OPENSSL_NO_VENDOR` to 1, and "
                  "the toolchain is declared with `sysroot = \"toolchains//sysroot:ubuntu-22.04\"`",
                  label="real", why="The Task (subagent) reply.", phrasing=["subagent", "code span", "nested quotes"],
                  steps={"evidence": "OPENSSL_NO_VENDOR"}, category="build_config", scope="project"),
        knowledge("c16-021", BUCK, "buck2 action failures print a command to reproduce the action locally",
                  "A buck2 action (rustc link) fails and the cause is unclear.",
                  "Copy the `Reproduce locally:` line from the failure and run it to get the action's full output "
                  "outside buck2.",
                  "The failure output includes the exact env and argfile of the failed action.",
                  "`Action failed: root//services/api:server` … followed by a `Reproduce locally:` line holding "
                  "the env (BUCK_SCRATCH_PATH) and argfile of the rustc action",
                  label="real", why="The link failure output.", phrasing=["code span", "ellipsis"],
                  steps={"evidence": "Reproduce locally:"}, category="debugging_technique"),
        gotcha("c16-022", BUCK, "buck2 rust binaries need libssl-dev on the build host",
               "`cannot find -lssl` at link.", "Forgetting the dev package.", "libssl.so/libssl.a missing.",
               "`sudo apt-get install -y libssl-dev`, rebuild.",
               "`/usr/bin/ld: cannot find -lssl` from `buck2 build //services/api:server`; after "
               "`sudo apt-get install -y libssl-dev` the next build printed `BUILD SUCCEEDED`.",
               label="invented", cls="names_false_claim",
               why="BUILD SUCCEEDED only appears for //libs/common; the api build after the install failed again.",
               phrasing=["code span", "outcome claim"], steps={"evidence": "sudo apt-get install -y libssl-dev"},
               group="c16-libssl"),
        knowledge("c16-023", BUCK, "buck2 library targets link against the system OpenSSL too",
                  "Building any rust target in the monorepo.",
                  "Install libssl-dev before building //libs/common.",
                  "The library build needs libssl at link time.",
                  "`buck2 build //libs/common:common` failed with `cannot find -lssl: No such file or directory` "
                  "before libssl-dev was installed",
                  label="invented", cls="other_call_error",
                  why="//libs/common only ever failed on visibility and then succeeded; -lssl was the api server's error.",
                  phrasing=["code span"], steps={"evidence": "cannot find -lssl: No such file or directory"}),
    ]


def _s04() -> list[Rec]:
    return [
        gotcha("c16-024", FPM, "fpm only compiles library modules from src/",
               "A program's `use` of a module fails with a missing .mod file.",
               "Keeping library sources in a directory fpm does not scan (lib/).",
               "fpm builds the library from src/, programs from app/ and tests from test/ by default.",
               "Move the module source into src/ (or set `[library] source-dir`).",
               "`app/main.f90:3:7`: \"Fatal Error: Cannot open module file 'grid_mod.mod' for reading at (1)\" — "
               "after `git mv lib/grid.f90 src/grid.f90 && fpm build`: `[100%] Project compiled successfully.`",
               label="real", fix="shown", cls="fix_ran",
               why="The mv and rebuild ran in one call and compiled successfully.",
               phrasing=["file:line:col", "double quotes", "code span"],
               steps={"failure": "Cannot open module file 'grid_mod.mod'",
                      "fix": "git mv lib/grid.f90 src/grid.f90 && fpm build",
                      "evidence": "[100%] Project compiled successfully."},
               category="build_config"),
        gotcha("c16-025", FPM, "gfortran bounds checking catches a stencil reading u(0)",
               "`fpm test` stops with a runtime error in the time step.",
               "Looping the stencil over 1..nx although it reads u(i-1) and u(i+1).",
               "The loop touches the boundary points outside the array's bounds.",
               "Loop over the interior only: `do i = 2, nx - 1`, then re-run `fpm test`.",
               "`fpm test`: At line 42 of file src/solver.f90 — `Fortran runtime error: Index '0' of dimension 1 of "
               "array 'u' below lower bound of 1`",
               label="real", cls="other_check_passes",
               why="After the loop edit only `fpm run --profile release` ran; `fpm test` was never re-run.",
               phrasing=["code span", "file and line in prose"],
               steps={"failure": "Index '0' of dimension 1 of array 'u' below lower bound of 1",
                      "fix": "    do i = 2, nx - 1\n"},
               category="debugging_technique", group="c16-stencil"),
        knowledge("c16-026", FPM, "fpm's default layout: src/ for the library, app/ for programs, test/ for tests",
                  "Splitting a Fortran program into modules under fpm.",
                  "Put module sources in src/; only app/ and test/ hold programs.",
                  "A module left in lib/ was never built; after moving it the build compiled it first.",
                  "`ls src lib app test` showed `grid.f90` under lib/; once in src/ the build listed "
                  "`grid.f90  done.`",
                  label="real", why="The ls call, then the build after the move.", phrasing=["code span", "prose"],
                  steps={"evidence": "app:\nmain.f90\n\nlib:\ngrid.f90"}, category="project_convention"),
        gotcha("c16-027", FPM, "fpm cannot find the grid module when it lives outside src",
               "Compilation of main.f90 fails.", "Module in lib/.", "fpm does not scan lib/.", "Move it to src/.",
               "`Fatal Error: Cannot open module file 'grid.mod' for reading at (1): No such file or directory`",
               label="invented", cls="near_miss", why="The real message names 'grid_mod.mod', not 'grid.mod'.",
               phrasing=["code span", "terse"], steps={"evidence": "Cannot open module file 'grid_mod.mod'"}),
        gotcha("c16-028", FPM, "Stencil loops in heat2d must skip the boundary points",
               "Out-of-bounds read in solver.f90.", "Looping 1..nx.", "u(i-1) at i=1.",
               "`do i = 2, nx - 1`.",
               "After changing the loop to `do i = 2, nx - 1`, `fpm test` passed and the release run printed "
               "`step  2000   max|u| =  0.23307`.",
               label="invented", cls="names_false_claim",
               why="`fpm test` never ran after the edit; only the release run did.",
               phrasing=["code span", "outcome claim"], steps={"evidence": "max|u| =  0.23307"}, group="c16-stencil"),
        gotcha("c16-029", FPM, "gfortran rejects undeclared loop bounds in solver.f90",
               "solver.f90 does not compile.", "Relying on implicit typing.", "`implicit none` without declaring nx.",
               "Declare `integer, intent(in) :: nx`.",
               "`src/solver.f90:41:14: Error: Symbol 'nx' at (1) has no IMPLICIT type`",
               label="invented", cls="never_seen_error", why="No such compile error appears; solver.f90 always compiled.",
               phrasing=["file:line:col", "code span"], steps={"evidence": "solver.f90  done."}),
    ]


def records() -> list[Rec]:
    return [*_s01(), *_s02(), *_s03(), *_s04()]
