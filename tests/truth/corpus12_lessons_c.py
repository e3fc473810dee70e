"""Labelled lessons of the twelfth corpus over s06 (cpanm, local::lib) and s07 (pnpm workspaces).
Labels written from the session text (corpus12_sources_b.py) before anything judged them."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus12_common import gotcha, knowledge

PERL, PNPM = "s06-cpanm-locallib", "s07-pnpm-workspace"

RECORDS: list[dict[str, Any]] = [
    gotcha("031", PERL, (
        "cpanm DBD::Pg needs pg_config from libpq-dev",
        "`cpanm --installdeps .` bails out: Configure failed for DBD-Pg-3.18.0",
        "Reading only cpanm's summary; the reason is in build.log",
        "DBD::Pg's Makefile.PL execs pg_config, which ships with libpq-dev",
        "`sudo apt-get install -y libpq-dev`, then re-run cpanm"),
        "cpanm said `! Configure failed for DBD-Pg-3.18.0` and the build log had `Can't exec \"pg_config\": No such "
        "file or directory at Makefile.PL line 71.` After `sudo apt-get install -y libpq-dev` the re-run ended with "
        "`Successfully installed DBD-Pg-3.18.0`.", "real", "shown", "rerun_passes",
        "Same `cpanm --installdeps .` before and after the apt install; the second one installs DBD::Pg.",
        ["code span", "quotes inside span"],
        {"failure": "! Configure failed for DBD-Pg-3.18.0", "fix": "sudo apt-get install -y libpq-dev",
         "evidence": "Successfully installed DBD-Pg-3.18.0"}, category="env_setup", group="perl-pg"),
    gotcha("032", PERL, (
        "cpanm without root installs into ~/perl5, which perl does not search by default",
        "Can't locate Mojo/Base.pm in @INC right after cpanm reported success",
        "Running perl in a shell that has not loaded local::lib",
        "cpanm falls back to local::lib in ~/perl5; @INC only lists system paths",
        "Load local::lib in the same command: eval \"$(perl -I$HOME/perl5/lib/perl5 -Mlocal::lib)\" && perl ..."),
        "Bash(eval \"$(perl -I$HOME/perl5/lib/perl5 -Mlocal::lib)\" && perl script/shelfapp routes) listed "
        "`/books       GET   books`, where plain `perl script/shelfapp routes` had died with `Can't locate "
        "Mojo/Base.pm in @INC`.", "real", "shown", "fix_ran",
        "The eval and the app run share one Bash call and print the route table.",
        ["Bash() notation", "code span with spaces"],
        {"failure": "at script/shelfapp line 4.", "fix": "-Mlocal::lib)\" && perl script/shelfapp routes",
         "evidence": "/books/:id   GET   book"}, category="env_setup", group="perl-inc"),
    gotcha("033", PERL, (
        "prove in agent shells needs PERL5LIB, not a ~/.bashrc line",
        "prove -lr t/ fails with Can't locate Mojo/Base.pm although ~/.bashrc loads local::lib",
        "Relying on ~/.bashrc in non-interactive shells",
        "Non-interactive bash never reads ~/.bashrc",
        "Set PERL5LIB for the test target, e.g. `export PERL5LIB := $(HOME)/perl5/lib/perl5` in the Makefile"),
        "prove -lr t/ → `Dubious, test returned 2 (wstat 512, 0x200)` / `Result: FAIL`; proposed "
        "`export PERL5LIB := $(HOME)/perl5/lib/perl5` in the Makefile.", "real", "not_shown", "only_suggested",
        "The PERL5LIB line is only offered; the person says 'leave the makefile' and nothing re-runs prove.",
        ["arrow", "slash-separated"],
        {"failure": "Dubious, test returned 2 (wstat 512, 0x200)",
         "fix": "Shall I add `export PERL5LIB := $(HOME)/perl5/lib/perl5`", "evidence": "Result: FAIL"},
        category="env_setup", group="perl-prove"),
    gotcha("034", PERL, (
        "A local::lib eval in ~/.bashrc for cpanm's ~/perl5 modules",
        "Perl can't find modules cpanm installed without sudo",
        "Forgetting to load local::lib in new shells",
        "@INC does not include ~/perl5/lib/perl5",
        "Append `eval \"$(perl -I$HOME/perl5/lib/perl5 -Mlocal::lib)\"` to ~/.bashrc"),
        "Edit of /home/rosa/.bashrc added the local::lib eval under `# >>> user paths >>>`; the next command, "
        "`prove -lr t/`, ran after that edit.", "real", "not_shown", "rerun_still_fails",
        "The .bashrc edit ran, but the prove after it failed with the same Can't locate Mojo/Base.pm.",
        ["tool-call prose", "code span"],
        {"failure": "at lib/Shelf.pm line 2.", "fix": "Added the local::lib line to ~/.bashrc",
         "evidence": "# >>> user paths >>>"}, category="env_setup", group="perl-prove"),
    gotcha("035", PERL, (
        "After the ~/.bashrc local::lib line prove finds Mojolicious",
        "Tests could not load Mojo::Base",
        "Missing local::lib",
        "@INC lacked ~/perl5",
        "Add local::lib to ~/.bashrc"),
        "Once `~/.bashrc` loaded local::lib, `prove -lr t/` passed.", "invented", "not_shown", "names_false_claim",
        "prove failed after the edit (Result: FAIL).", ["code span", "false outcome"],
        {"evidence": "Files=6, Tests=1", "failure": "Result: FAIL"}, category="env_setup", group="perl-prove"),
    gotcha("036", PERL, (
        "libpq-dev unblocks DBD::Pg builds",
        "DBD::Pg configure fails",
        "No pg_config",
        "libpq-dev missing",
        "apt-get install libpq-dev"),
        "cpanm: `Successfully installed DBD-Pg-3.18.1`", "invented", "not_shown", "near_miss",
        "The installed version was 3.18.0.", ["code span", "version changed"],
        {"evidence": "Successfully installed DBD-Pg-3.18.0"}, category="env_setup", group="perl-pg"),
    knowledge("037", PERL, (
        "cpanm's real error is in ~/.cpanm/latest-build/build.log",
        "cpanm only prints 'Configure failed ... See build.log'",
        "grep the build.log (latest-build symlink) for the configure error",
        "The summary hides the Makefile.PL message"),
        "`grep -m3 -i pg_config ~/.cpanm/latest-build/build.log` → `No pg_config found.`",
        "real", "knowledge", "The grep shows the pg_config message the cpanm summary omitted.", ["arrow"],
        {"evidence": "No pg_config found."}, category="debugging_technique", scope="global"),
    gotcha("038", PNPM, (
        "pnpm workspace packages must be declared with workspace:* to be importable",
        "vite: Rollup failed to resolve import \"@acme/ui\" from apps/web/src/App.tsx",
        "Moving code into packages/ui and importing it without declaring the dependency",
        "pnpm links only declared dependencies into a package's node_modules",
        "`pnpm --filter @acme/web add @acme/ui@workspace:*`"),
        "`Rollup failed to resolve import \"@acme/ui\"` → `pnpm --filter @acme/web add @acme/ui@workspace:*` → "
        "build: `✓ built in 2.31s`", "real", "shown", "fix_ran",
        "The add links ../../packages/ui and the same filtered build then succeeds.", ["arrows"],
        {"failure": "Rollup failed to resolve import", "fix": "pnpm --filter @acme/web add @acme/ui@workspace:*",
         "evidence": "✓ built in 2.31s"}, category="build_config", group="pnpm-ws"),
    gotcha("039", PNPM, (
        "pnpm exposes phantom dependencies that npm hoisting hid",
        "@acme/api tests: Cannot find module 'debug' from 'src/log.ts'",
        "Importing a package only present transitively (via fastify)",
        "pnpm does not hoist undeclared dependencies to the package's node_modules",
        "Declare it: `pnpm --filter @acme/api add debug@^4.3.7`"),
        "- `Cannot find module 'debug' from 'src/log.ts'`\n- `pnpm --filter @acme/api add debug@^4.3.7 && pnpm "
        "--filter @acme/api test` → `Tests:       61 passed, 61 total`", "real", "shown", "fix_ran",
        "The add and the test run share one call; all 8 suites pass.", ["bullets", "spaces kept in span"],
        {"failure": "Cannot find module 'debug' from 'src/log.ts'", "fix": "pnpm --filter @acme/api add debug@^4.3.7",
         "evidence": "Tests:       61 passed, 61 total"}, category="build_config", group="pnpm-phantom"),
    gotcha("040", PNPM, (
        "A hand-edited package.json breaks pnpm's frozen-lockfile install in CI",
        "CI: ERR_PNPM_OUTDATED_LOCKFILE ... pnpm-lock.yaml is not up to date with <ROOT>/apps/api/package.json",
        "Adding a dependency to package.json by hand without running pnpm install",
        "CI installs with --frozen-lockfile by default, so the lockfile must list every declared dependency",
        "Run `pnpm install` and commit pnpm-lock.yaml"),
        "CI log: `ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with \"frozen-lockfile\" because pnpm-lock.yaml is not "
        "up to date` — `git diff apps/api/package.json` shows `+    \"zod\": \"^3.23.8\",`; ran `pnpm install`, "
        "committed, `pnpm -r build` green.", "real", "not_shown", "other_check_passes",
        "After the commit only `pnpm -r build` ran; no frozen-lockfile install was run and CI was not checked.",
        ["code span", "em dash", "pasted CI log"],
        {"failure": "ERR_PNPM_OUTDATED_LOCKFILE", "fix": "so CI's install step should be fine now",
         "evidence": "apps/web build: ✓ built in 2.27s"}, category="workflow", group="pnpm-lock"),
    gotcha("041", PNPM, (
        "pnpm install refuses an outdated lockfile",
        "pnpm install errors on the lockfile",
        "Lockfile out of sync with apps/api",
        "zod added by hand",
        "Regenerate the lockfile"),
        "Locally `pnpm install` failed with `ERR_PNPM_OUTDATED_LOCKFILE`.", "invented", "not_shown",
        "other_call_error", "The error was in the CI log the person pasted; the local `pnpm install` finished "
        "('Done in 2.4s').", ["code span", "error from another place"],
        {"evidence": "Lockfile is up to date, resolution step is skipped", "failure": "ERR_PNPM_OUTDATED_LOCKFILE"},
        category="workflow", group="pnpm-lock"),
    gotcha("042", PNPM, (
        "Check the frozen-lockfile install locally before pushing",
        "CI fails on an outdated lockfile",
        "Trusting the build instead of the install",
        "Lockfile drift",
        "Run pnpm install --frozen-lockfile locally"),
        "Verified locally: `pnpm install --frozen-lockfile` passed after the commit.", "invented", "not_shown",
        "invented_detail", "No frozen-lockfile install ran in the session.", ["code span"],
        {"evidence": "pnpm -r build 2>&1 | tail -n 2"}, category="workflow", group="pnpm-lock"),
    knowledge("043", PNPM, (
        "pnpm makes every package declare what it imports",
        "Porting an npm-hoisted monorepo to pnpm workspaces",
        "Expect 'Cannot find module' for anything imported but not declared and add it to that package",
        "pnpm's isolated node_modules only hold declared deps"),
        "Beim Umstieg auf pnpm fiel `Cannot find module 'debug' from 'src/log.ts'` auf — debug kam vorher nur über "
        "fastify mit; nach dem Deklarieren liefen alle 8 Suites (`Test Suites: 8 passed, 8 total`).",
        "real", "knowledge", "The api test failure and the passing run after adding debug are in the session.",
        ["German prose", "code span"], {"evidence": "Test Suites: 8 passed, 8 total"}, category="build_config",
        group="pnpm-phantom"),
    gotcha("044", PNPM, (
        "Vite build in apps/web needs @acme/ui declared",
        "vite build cannot resolve @acme/ui",
        "Undeclared workspace dependency",
        "Not linked",
        "add workspace:*"),
        "`vite v5.4.12 building for production...` then `Rollup failed to resolve import \"@acme/ui\"`",
        "invented", "not_shown", "near_miss", "Vite was v5.4.11.", ["code spans", "version changed"],
        {"evidence": "vite v5.4.11 building for production"}, category="build_config", group="pnpm-ws"),
]


def records() -> list[dict[str, Any]]:
    return list(RECORDS)
