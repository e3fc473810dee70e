"""Cases of the twenty-fourth tracking corpus, part seven: clang-tidy without a compilation database, and
`pipenv install --deploy` on a stale Pipfile.lock. The labelling rules are in tracking24_cases.py."""
from __future__ import annotations

from tests.truth.tracking24_cases import B, E, S, T, U


def no_db(root: str, rel: str, header: str, line: int = 3) -> str:
    folder = rel.rsplit("/", 1)[0]
    return ("Error while trying to load a compilation database:\nCould not auto-detect compilation database for "
            f"file \"{rel}\"\nNo compilation database found in {root}/{folder} or any parent directory\n"
            "fixed-compilation-database: Error while opening fixed database: No such file or directory\n"
            "json-compilation-database: Error while opening JSON database: No such file or directory\n"
            f"Running without flags.\n{root}/{rel}:{line}:10: error: '{header}' file not found "
            f"[clang-diagnostic-error]\n    {line} | #include <{header}>\n      |          ^~~~~~~~~~~~~~\n"
            f"1 error generated.\nError while processing {root}/{rel}.")


def lesson_clang_tidy() -> None:
    root = "/Users/pavel/src/raytrace"
    T.source("s-clangtidy", root, "2025-06-06T19:00:00Z", "feat/bvh",
             U("run clang-tidy on src/render.cpp before I send the BVH patch (zsh)"),
             B("clang-tidy src/render.cpp", no_db(root, "src/render.cpp", "glm/vec3.hpp"), True),
             S("clang-tidy found no compile_commands.json, ran without include paths, and so cannot find glm. "
               "Exporting the compilation database from CMake and pointing clang-tidy at the build dir."),
             B("cmake -S . -B build -DCMAKE_EXPORT_COMPILE_COMMANDS=ON",
               "-- Configuring done (0.4s)\n-- Generating done (0.0s)\n-- Build files have been written to: "
               "/Users/pavel/src/raytrace/build"),
             B("clang-tidy -p build src/render.cpp", "12 warnings generated.\nSuppressed 12 warnings (12 in non-user "
               "code).\nUse -header-filter=.* to display errors from all non-system headers. Use -system-headers to "
               "display errors from system headers as well."))
    T.lesson("t24-clang-tidy-compdb", "global", "en", "s-clangtidy", "tool_quirk",
             "clang-tidy reports missing headers when it cannot find compile_commands.json",
             "`clang-tidy src/render.cpp` prints `Could not auto-detect compilation database`, then `Running "
             "without flags.` and fails with `'glm/vec3.hpp' file not found [clang-diagnostic-error]`.",
             "The header error looks like a broken include path in the project, but the build compiles fine; only "
             "clang-tidy lacks the flags.",
             "clang-tidy looks for `compile_commands.json` in the source file's directory and its parents, and "
             "CMake writes it (only with `CMAKE_EXPORT_COMPILE_COMMANDS=ON`) into the build directory.",
             "Configure with `-DCMAKE_EXPORT_COMPILE_COMMANDS=ON` and give clang-tidy the build directory with "
             "`-p build` (also written `-p=build`), or symlink `build/compile_commands.json` into the project "
             "root so it is found without `-p`.",
             ["`clang-tidy src/render.cpp` -> `Could not auto-detect compilation database`, `'glm/vec3.hpp' file "
              "not found`",
              "`cmake -S . -B build -DCMAKE_EXPORT_COMPILE_COMMANDS=ON` then `clang-tidy -p build src/render.cpp` "
              "-> `Suppressed 12 warnings`"])


def later_clang_tidy_a() -> None:
    root = "/home/gus/netkit"
    T.later("l-ct-netkit", root, "2025-06-10T10:00:00Z", "fix/socket-timeouts",
            U("lint lib/net/socket.cc with clang-tidy"),
            B("clang-tidy lib/net/socket.cc", no_db(root, "lib/net/socket.cc", "asio.hpp", line=5), True),
            S("No compile_commands.json reachable from lib/net; the asio include path is missing."))
    T.pair("t24-clang-tidy-compdb", "l-ct-netkit", "recurred",
           "another repo: Could not auto-detect compilation database, then 'asio.hpp' file not found")
    root2 = "/Users/pavel/src/raytrace"
    T.later("l-ct-fix-export-only", root2, "2025-06-13T20:30:00Z", "feat/denoise",
            U("apply clang-tidy's fixes to src/denoise.cpp"),
            B("cmake -S . -B build -DCMAKE_EXPORT_COMPILE_COMMANDS=ON", "-- Build files have been written to: "
              "/Users/pavel/src/raytrace/build"),
            B("clang-tidy --fix src/denoise.cpp", no_db(root2, "src/denoise.cpp", "glm/vec3.hpp", line=4), True),
            S("The database is in build/, which is not a parent of src/; clang-tidy needs -p."),
            B("clang-tidy -p build --fix src/denoise.cpp", "3 warnings generated.\nclang-tidy applied 3 of 3 "
              "suggested fixes."))
    T.pair("t24-clang-tidy-compdb", "l-ct-fix-export-only", "recurred",
           "the export flag alone, then clang-tidy --fix with no -p fails to find the database: recurred, "
           "though -p build follows")
    T.later("l-ct-p-equals", "/home/ines/audio-dsp", "2025-06-16T09:40:00Z", "main",
            U("run clang-tidy over src/ with the debug build's database"),
            B("clang-tidy -p=build/debug src/*.cpp",
              "/home/ines/audio-dsp/src/biquad.cpp:41:5: error: variable 'coeff' is not initialized "
              "[cppcoreguidelines-init-variables,-warnings-as-errors]\n   41 |     float coeff;\n      |     ^\n"
              "1 warning treated as error", True),
            S("It runs with the right flags now; one real finding, an uninitialised variable in biquad.cpp."))
    T.pair("t24-clang-tidy-compdb", "l-ct-p-equals", "applied",
           "-p=build/debug on the first call; the init-variables finding after it is a different failure")


def later_clang_tidy_b() -> None:
    T.later("l-ct-symlink", "/home/ines/midi-router", "2025-06-19T14:15:00Z", "main",
            U("I want editors and clang-tidy to find the compile db without flags"),
            B("ln -sf build/compile_commands.json compile_commands.json && clang-tidy src/router.cpp",
              "5 warnings generated.\nSuppressed 5 warnings (5 in non-user code)."))
    T.pair("t24-clang-tidy-compdb", "l-ct-symlink", "applied",
           "compile_commands.json symlinked into the root (a way the lesson names), then clang-tidy runs clean")
    T.later("l-ct-list", "/Users/pavel/src/raytrace", "2025-06-21T08:10:00Z", "main",
            U("is modernize-use-std-print available in our clang-tidy?"),
            B("clang-tidy --list-checks -checks='modernize-*' | grep std-print", "    modernize-use-std-print"))
    T.pair("t24-clang-tidy-compdb", "l-ct-list", "neither",
           "clang-tidy run only to list checks; no file linted, no database error, no -p")
    T.later("l-ct-config-error", "/home/gus/netkit", "2025-06-24T11:25:00Z", "chore/tidy-config",
            U("I edited .clang-tidy, check the config is valid"),
            B("clang-tidy --verify-config", "/home/gus/netkit/.clang-tidy:4:1: error: unknown key 'CheckOptionss'\n"
              "Error: invalid configuration specified.\nInvalid argument", True),
            E("/home/gus/netkit/.clang-tidy", "CheckOptionss:", "CheckOptions:"),
            B("clang-tidy --verify-config", "No config errors detected."))
    T.pair("t24-clang-tidy-compdb", "l-ct-config-error", "neither",
           "a different clang-tidy error (a typo in .clang-tidy found by --verify-config); no database error, no -p")


def stale(old: str, new: str) -> str:
    return (f"Your Pipfile.lock ({old}) is out of date. Expected: ({new}).\nUsage: pipenv install [OPTIONS] "
            "[PACKAGES]...\n\nERROR:: Aborting deploy")


LOCKED = ("Locking [packages] dependencies...\nBuilding requirements...\nResolving dependencies...\n✔ Success!\n"
          "Locking [dev-packages] dependencies...\n✔ Success!\nUpdated Pipfile.lock ({h})!")


def lesson_pipenv() -> None:
    T.source("s-pipenv", "/home/ci/payments-api", "2025-06-09T07:20:00Z", "feat/stripe-webhooks",
             U("The image build fails at the pipenv step after I added stripe to the Pipfile. Reproduce and fix."),
             B("pipenv install --deploy --system", stale("3f2a1c", "9b07de"), True),
             S("--deploy refuses to install when Pipfile.lock no longer matches the Pipfile's hash; the lock was "
               "never regenerated after stripe was added."),
             B("pipenv lock", LOCKED.format(h="9b07de")),
             B("pipenv install --deploy --system", "Installing dependencies from Pipfile.lock (9b07de)...\n"
               "To activate this project's virtualenv, run pipenv shell."))
    T.lesson("t24-pipenv-deploy-lock", "project", "en", "s-pipenv", "build_config",
             "`pipenv install --deploy` aborts when Pipfile.lock is older than the Pipfile",
             "`pipenv install --deploy --system` fails with `Your Pipfile.lock (3f2a1c) is out of date. Expected: "
             "(9b07de).` and `ERROR:: Aborting deploy`.",
             "Installing works locally without `--deploy` (it silently relocks), so the stale lock is only "
             "caught in the image build.",
             "Editing the Pipfile by hand does not update Pipfile.lock, and `--deploy` compares the lock's stored "
             "Pipfile hash with the current one.",
             "Regenerate the lock with `pipenv lock` (`pipenv lock --clear` if the cache is stale) after every "
             "Pipfile change and commit it; `pipenv install --deploy` then passes.",
             ["`pipenv install --deploy --system` -> `Your Pipfile.lock (3f2a1c) is out of date. Expected: "
              "(9b07de).`",
              "`pipenv lock` -> `Updated Pipfile.lock (9b07de)!`, then the deploy install passed"])


def later_pipenv_a() -> None:
    T.later("l-pe-docker", "/home/ci/reports-svc", "2025-06-12T12:00:00Z", "feat/pdf-reports",
            U("docker build for reports-svc is failing, have a look"),
            B("docker build -t reports-svc:dev .", "#9 [5/7] RUN pipenv install --deploy --system\n#9 0.912 " +
              stale("77aa10", "c41e09").replace("\n", "\n#9 0.913 ") + "\n#9 ERROR: process \"/bin/sh -c pipenv "
              "install --deploy --system\" did not complete successfully: exit code: 1", True),
            S("Same stale lock pattern: the Pipfile changed and the lock did not."))
    T.pair("t24-pipenv-deploy-lock", "l-pe-docker", "recurred",
           "another service's image build: Pipfile.lock (77aa10) is out of date, Aborting deploy")
    T.later("l-pe-fish", "/home/ola/scraper", "2025-06-15T17:20:00Z", "main",
            U("fish on arch: install the scraper deps exactly as CI does"),
            B("pipenv install --deploy", stale("e01b44", "5d2c90"), True),
            B("pipenv lock; and pipenv install --deploy", LOCKED.format(h="5d2c90") + "\nInstalling dependencies "
              "from Pipfile.lock (5d2c90)..."))
    T.pair("t24-pipenv-deploy-lock", "l-pe-fish", "recurred",
           "the stale-lock abort in another project, then pipenv lock: a recurrence then fixed")
    T.later("l-pe-pwsh", r"C:\Users\mika\src\etl-jobs", "2025-06-18T09:00:00Z", "feat/s3-sink",
            U("PowerShell: I added boto3 to the Pipfile, make sure CI's deploy install will pass"),
            B("pipenv lock; pipenv install --deploy", LOCKED.format(h="a7f310") + "\nInstalling dependencies from "
              "Pipfile.lock (a7f310)..."))
    T.pair("t24-pipenv-deploy-lock", "l-pe-pwsh", "applied",
           "pipenv lock before pipenv install --deploy on Windows; no out-of-date failure before")


def later_pipenv_b() -> None:
    T.later("l-pe-clear", "/home/ci/payments-api", "2025-06-20T10:30:00Z", "chore/bump-django",
            U("bump django in the Pipfile and relock, the resolver was caching something odd last time"),
            E("/home/ci/payments-api/Pipfile", "django = \"==5.1.*\"", "django = \"==5.2.*\""),
            B("pipenv lock --clear && pipenv sync", LOCKED.format(h="b3e8f1") + "\nInstalling dependencies from "
              "Pipfile.lock (b3e8f1)...\nAll dependencies are now up-to-date!"))
    T.pair("t24-pipenv-deploy-lock", "l-pe-clear", "applied",
           "pipenv lock --clear (a spelling the lesson names) after the Pipfile edit, no stale-lock failure before")
    T.later("l-pe-python-missing", "/home/ci/ledger-sync", "2025-06-22T08:45:00Z", "main",
            U("set up the ledger-sync env on this runner"),
            B("pipenv install --deploy", "Warning: Python 3.11 was not found on your system...\nNeither 'pyenv' nor "
              "'asdf' could be found to install Python.\nYou can specify specific versions of Python with:\n"
              "$ pipenv --python path/to/python", True),
            B("pipenv --python /usr/bin/python3.11 install --deploy", "Installing dependencies from Pipfile.lock "
              "(0c9d22)..."))
    T.pair("t24-pipenv-deploy-lock", "l-pe-python-missing", "neither",
           "a different pipenv error (Python 3.11 not found), fixed with --python; the lock was current")
    T.later("l-pe-run-tests", "/home/ci/payments-api", "2025-06-24T13:00:00Z", "feat/refunds",
            U("run the refund tests"),
            B("pipenv run pytest tests/test_refunds.py -q", "......                                        [100%]\n"
              "6 passed in 1.42s"))
    T.pair("t24-pipenv-deploy-lock", "l-pe-run-tests", "neither",
           "pipenv used only to run the tests; no deploy install, no lock")
    T.later("l-pe-early", "/home/ci/payments-api", "2025-06-01T09:10:00Z", "main",
            U("install deps like CI"),
            B("pipenv install --deploy --system", stale("1a0f3e", "3f2a1c"), True),
            B("pipenv lock", LOCKED.format(h="3f2a1c")))
    T.pair("t24-pipenv-deploy-lock", "l-pe-early", "neither",
           "the stale-lock abort and pipenv lock both show, but dated before the lesson's source (June 1 vs 9)")


FILLS = (lesson_clang_tidy, later_clang_tidy_a, later_clang_tidy_b, lesson_pipenv, later_pipenv_a,
         later_pipenv_b)
