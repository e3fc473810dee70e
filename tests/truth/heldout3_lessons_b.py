"""Third held-out corpus: lessons over the scripted sessions, part 2. See heldout3_lessons.py."""
from __future__ import annotations

from tests.truth.heldout3_lessons import CC, EN, ESC, FUM, K, KO, TE, G, R, S  # noqa: F401


# ---- scripted sessions, part 2 -----------------------------------------------------------------------

def _scripted_b() -> None:
    t = S("s-gradle-jdk")
    R("gradle-jdk17", t, G(
        "Gradle 8.2 cannot run on JDK 21: build with JAVA_HOME pointing at 17",
        "`Unsupported class file major version 65`",
        "Running ./gradlew build with the laptop's default JDK 21",
        "Class file version 65 is Java 21, newer than Gradle 8.2 supports",
        "`JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 ./gradlew build`",
        "`./gradlew build` → `BUG! exception in phase 'semantic analysis' in source unit '_BuildScript_' Unsupported "
        "class file major version 65`; `java -version` said `openjdk version \"21.0.5\" 2024-10-15`; with "
        "`JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 ./gradlew build` → `BUILD SUCCESSFUL in 38s`", "env_setup"),
      "real", "shown", "fix_ran",
      "L3 d00df9bb major version 65; L5 28acf1ef JDK 21; L7 c0378382/L8 3961507b BUILD SUCCESSFUL in 38s.",
      ["code spans", "arrows", "long quoted error"], ["Unsupported class file major version 65", "BUILD SUCCESSFUL in 38s"],
      failure="Unsupported class file major version 65", fixstep="JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 ./gradlew build",
      group="gradle")
    R("gradle-wrapper", t, G(
        "Upgrade the Gradle wrapper to 8.5 to build on Java 21",
        "Unsupported class file major version 65 on JDK 21",
        "Keeping the wrapper at Gradle 8.2 while developers move to JDK 21",
        "Gradle 8.2 predates Java 21 support",
        "`./gradlew wrapper --gradle-version 8.5`",
        "The assistant proposed `./gradlew wrapper --gradle-version 8.5` when asked `can't we just upgrade the wrapper "
        "instead?`", "build_config"),
      "real", "not_shown", "only_suggested",
      "L9 f97a1bf7 the question; L10 3da89b7b suggests the wrapper command and says it was not run.",
      ["code spans", "user question quoted"], ["./gradlew wrapper --gradle-version 8.5"],
      failure="Unsupported class file major version 65", fixstep="./gradlew wrapper --gradle-version 8.5", group="gradle")
    R("gradle-wrapper-ran", t, G(
        "Gradle wrapper 8.5 fixes the Java 21 build",
        "major version 65",
        "Gradle 8.2",
        "too old for Java 21",
        "upgrade the wrapper",
        "- `./gradlew wrapper --gradle-version 8.5` → `BUILD SUCCESSFUL in 4s`\n- `./gradlew build` on JDK 21 → "
        "`BUILD SUCCESSFUL`", "build_config"),
      "invented", "not_shown", "invented_detail",
      "The wrapper command is only suggested (L10 3da89b7b); no build ran on JDK 21 successfully.",
      ["terse bullets", "a fix that never ran"], ["./gradlew wrapper --gradle-version 8.5"], group="gradle")
    R("gradle-jdk-path", t, K(
        "JDK 17 lives at /usr/lib/jvm/java-17-openjdk-amd64 on the dev laptops",
        "A build tool needs an older JDK than the default",
        "Point JAVA_HOME at /usr/lib/jvm/java-17-openjdk-amd64 for that command",
        "The default java is 21.0.5",
        "java -version printed openjdk version \"21.0.5\" 2024-10-15; the JDK 17 build used "
        "JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64.", "env_setup"),
      "real", None, "knowledge", "L5 28acf1ef; L7 c0378382.", ["prose", "double-quoted version"],
      ["openjdk version \"21.0.5\" 2024-10-15"], group="gradle")

    t = S("s-rebase")
    R("rebase-continue", t, G(
        "Finish a conflicted rebase with `git add` + `git rebase --continue`, not `git commit`",
        "`CONFLICT (content): Merge conflict in src/config.ts` / `error: could not apply 3f2c1ab... feat: add retry "
        "config`",
        "Committing the resolution by hand in the middle of a rebase",
        "The rebase stops at the conflicting commit and continues itself once the file is staged",
        "Resolve, `git add src/config.ts`, then `GIT_EDITOR=true git rebase --continue` (no editor in the tool shell)",
        "`git fetch origin && git rebase origin/main` stopped on `CONFLICT (content): Merge conflict in "
        "src/config.ts`; after the edit, `git add src/config.ts && GIT_EDITOR=true git rebase --continue` → "
        "`Successfully rebased and updated refs/heads/feat/retry.`", "workflow", "global"),
      "real", "shown", "fix_ran",
      "L3 1ee7c27c conflict; Edit L4 40f7fa8a; L6 e2b479ed/L7 7d0554eb Successfully rebased.",
      ["code spans", "ellipsis inside a commit name"], ["Merge conflict in src/config.ts", "Successfully rebased and updated"],
      failure="CONFLICT (content): Merge conflict in src/config.ts", fixstep="GIT_EDITOR=true git rebase --continue",
      group="rebase")
    R("rebase-push", t, G(
        "After a rebase, push with `--force-with-lease`",
        "`! [rejected]        feat/retry -> feat/retry (non-fast-forward)`",
        "A plain `git push` of a rebased branch",
        "The rebase rewrote commits the remote already has",
        "`git push --force-with-lease`",
        "git push was rejected (non-fast-forward); git push --force-with-lease then did a forced update "
        "51d0e3a...8e02d4b.", "workflow", "global"),
      "real", "shown", "fix_ran",
      "L8 a66f3749/L9 48043217 rejected; L10 512d141c/L11 1ace6bb4 forced update.",
      ["prose, no spans", "commit range with dots"], ["(non-fast-forward)", "(forced update)"],
      failure="[rejected]        feat/retry -> feat/retry (non-fast-forward)", fixstep="git push --force-with-lease",
      group="rebase")
    R("rebase-skip", t, G(
        "The retry-config commit had to be skipped during the rebase",
        "could not apply 3f2c1ab",
        "Rebasing feat/retry on main",
        "conflict in src/config.ts",
        "git rebase --skip",
        "The conflict in `src/config.ts` could not be resolved cleanly, so `git rebase --skip` dropped 3f2c1ab and "
        "the rebase finished.", "workflow"),
      "invented", "not_shown", "names_false_claim",
      "Nothing was skipped: the conflict was resolved by an Edit (L4) and the rebase continued (L7 8e02d4b feat: add retry "
      "config). `git rebase --skip` only appears in the hint text.", ["code spans", "hint text taken for an action"],
      ["git rebase --skip"], group="rebase")
    R("rebase-both-keys", t, K(
        "src/config.ts keeps both timeoutMs (main) and retries (feat/retry)",
        "Resolving the config conflict between main and feat/retry",
        "Keep both keys: `timeoutMs: 5000,` and `retries: 3,`",
        "Neither side replaces the other",
        "The conflict hunk was `<<<<<<< HEAD` `timeoutMs: 5000,` vs `retries: 3,` from `3f2c1ab (feat: add retry "
        "config)`; it was resolved to both lines.", "project_convention"),
      "real", None, "knowledge", "Edit L4 40f7fa8a old/new strings; L12 920f9889 kept both keys.",
      ["many short code spans"], ["timeoutMs: 5000,\n  retries: 3,"], group="rebase")

    t = S("s-ssh-key")
    R("ssh-perms", t, G(
        "ssh ignores a private key readable by others",
        "`Permissions 0644 for '/home/dev/.ssh/deploy_key' are too open.` then `Permission denied (publickey).`",
        "Using a key file copied with default 0644 permissions",
        "OpenSSH refuses private keys that group/others can read",
        "`chmod 600 ~/.ssh/deploy_key`",
        "ssh -i ~/.ssh/deploy_key → `Load key \"/home/dev/.ssh/deploy_key\": bad permissions` (exit 255). After "
        "`chmod 600 ~/.ssh/deploy_key` the same ssh printed the df table.", "security", "global"),
      "real", "shown", "rerun_passes",
      "L3 c1e56404 exit 255; L4 679b4254 chmod; L6 ab139225/L7 7fa7de5d df output.",
      ["code spans", "exit code in prose"], ["are too open.", "/dev/nvme0n1p1"],
      failure="UNPROTECTED PRIVATE KEY FILE", fixstep="chmod 600 ~/.ssh/deploy_key", group="ssh")
    R("ssh-perms-0600", t, G(
        "deploy_key had 0640 permissions",
        "Permissions 0640 for '/home/dev/.ssh/deploy_key' are too open.",
        "ssh with the deploy key",
        "group-readable key",
        "chmod 600",
        "`Permissions 0640 for '/home/dev/.ssh/deploy_key' are too open.`", "security"),
      "invented", "not_shown", "near_miss", "L3 c1e56404 says 0644.", ["one digit changed"], ["deploy_key"], group="ssh")
    R("ssh-web03-disk", t, K(
        "web-03 (10.0.3.7) root disk is 82% full",
        "Planning deploys or log growth on web-03",
        "Check `df -h /` there before large deploys; 14G were free on 2026-11-21",
        "Measured over ssh in this session",
        "`/dev/nvme0n1p1   78G   61G   14G  82% /`", "workflow"),
      "real", None, "knowledge", "L7 7fa7de5d.", ["fixed-width output in a span"], ["/dev/nvme0n1p1   78G   61G   14G  82% /"])

    t = S("s-unicode")
    R("pyioenc", t, G(
        "Under LANG=C Python's stdout is ASCII: printing a name like Zoé crashes the export",
        "`UnicodeEncodeError: 'ascii' codec can't encode character '\\xe9' in position 3: ordinal not in range(128)`",
        "Running scripts/export.py from a cron/build box environment with LANG=C",
        "Python picks stdout's encoding from the locale",
        "Run it with `PYTHONIOENCODING=utf-8`",
        "Avec `LANG=C python3 scripts/export.py --since 2026-11-01` : `UnicodeEncodeError: 'ascii' codec can't encode "
        "character '\\xe9'`. En ajoutant `PYTHONIOENCODING=utf-8`, le script a écrit `exported 318 rows to "
        "out/export-2026-11-21.csv`.", "env_setup", "global"),
      "real", "shown", "fix_ran",
      "L3 610c38fe UnicodeEncodeError; L5 6735d479/L6 47dc97c1 exported 318 rows.",
      ["French prose", "code spans", "escaped \\xe9 as in the output"], ["ordinal not in range(128)", "exported 318 rows"],
      failure="UnicodeEncodeError: 'ascii' codec", fixstep="LANG=C PYTHONIOENCODING=utf-8 python3 scripts/export.py",
      group="unicode")
    R("lcall", t, G(
        "Set LC_ALL=C.UTF-8 in the cron environment for the export",
        "UnicodeEncodeError: 'ascii' codec can't encode character",
        "The build box's cron runs with LANG=C",
        "ASCII locale",
        "Add `LC_ALL=C.UTF-8` to the cron environment",
        "The reply suggested `LC_ALL=C.UTF-8` in the cron environment on the build box.", "env_setup"),
      "real", "not_shown", "only_suggested",
      "L7 d6e41bcf only suggests it; no call sets LC_ALL. (PYTHONIOENCODING ran, LC_ALL did not.)",
      ["one code span", "reply paraphrased"], ["LC_ALL=C.UTF-8"], failure="UnicodeEncodeError",
      fixstep="LC_ALL=C.UTF-8", group="unicode")
    R("unicode-pos", t, G(
        "export.py crashes on ü",
        "UnicodeEncodeError: 'ascii' codec can't encode character '\\xfc'",
        "LANG=C",
        "ASCII stdout",
        "PYTHONIOENCODING=utf-8",
        "`UnicodeEncodeError: 'ascii' codec can't encode character '\\xfc' in position 3`", "env_setup"),
      "invented", "not_shown", "near_miss", "L3 610c38fe says '\\xe9', not '\\xfc'.", ["character code changed"],
      ["scripts/export.py"], group="unicode")

    t = S("s-uvicorn-port")
    R("uvicorn-8000", t, G(
        "Port 8000 is often held by another local api",
        "`ERROR:    [Errno 98] Address already in use`",
        "Starting `uvicorn app.main:app --reload --port 8000` while another api runs",
        "python3 PID 4121 already listens on localhost:8000",
        "Start on another port (`--port 8001`) or stop the other process",
        "`uvicorn app.main:app --reload --port 8000` → `[Errno 98] Address already in use`; `lsof -i :8000 "
        "-sTCP:LISTEN` showed `python3 4121`", "env_setup"),
      "real", "not_shown", "question_offers_flag",
      "L3 e1f5f339 Errno 98; L5 fd840ab1 pid 4121; L6 325ef9cc asks kill or --port 8001; L7 8693c274 neither. No "
      "second uvicorn ran.", ["code spans", "arrow"], ["[Errno 98] Address already in use", "lsof -i :8000 -sTCP:LISTEN"],
      failure="[Errno 98] Address already in use", fixstep="start this one with `--port 8001`", group="uvicorn")
    R("uvicorn-8001", t, G(
        "Run uvicorn on 8001 here",
        "Address already in use on 8000",
        "default port",
        "another api on 8000",
        "--port 8001",
        "Restarted with `uvicorn app.main:app --reload --port 8001` and it served on http://127.0.0.1:8001.",
        "env_setup"),
      "invented", "not_shown", "invented_detail", "No uvicorn ran on 8001; the person declined at L7 8693c274.",
      ["a fix offered in a question reported as run"], ["uvicorn app.main:app --reload --port 8000"], group="uvicorn")
    R("uvicorn-other-api", t, K(
        "The developer keeps a second api running on localhost:8000",
        "A local server fails to bind 8000",
        "Do not kill the process on 8000; the person stops it themselves",
        "It is their other api",
        "User: \"neither — that's my other api, I'll stop it myself\"", "workflow"),
      "real", None, "knowledge", "L7 8693c274.", ["quoted user message"], ["that's my other api"], group="uvicorn")

    t = S("s-env-db")
    R("env-dburl", t, G(
        "The vitest suite needs DATABASE_URL; a fresh clone has none",
        "`Error: Missing required env var DATABASE_URL`",
        "Running `npm test` without the variables from .env.example",
        "src/config.ts throws at import when DATABASE_URL is unset",
        "Run the tests with DATABASE_URL from .env.example (postgres://app:app@localhost:5432/app_test)",
        "npm test failed: Error: Missing required env var DATABASE_URL (src/config.ts:9:11). With "
        "DATABASE_URL=postgres://app:app@localhost:5432/app_test set, npm test → Tests  48 passed (48), and the user "
        "replied \"perfect, that's it\".", "env_setup"),
      "real", "shown", "person_confirms",
      "L3 e84e9ae8 missing env var; L6 23dbbe71/L7 4ef4d4e3 48 passed; L9 39de3fd3 the person confirms.",
      ["GPT-style prose", "quoted confirmation"], ["Missing required env var DATABASE_URL", "48 passed (48)"],
      failure="Missing required env var DATABASE_URL", fixstep="DATABASE_URL=postgres://app:app@localhost:5432/app_test npm test",
      group="env-db")
    R("env-dburl-dotenv", t, G(
        "Copy .env.example to .env.test before npm test",
        "Missing required env var DATABASE_URL",
        "no .env.test",
        "vitest loads .env.test",
        "cp .env.example .env.test",
        "`cp .env.example .env.test` and then `npm test` → `Tests  48 passed (48)`", "env_setup"),
      "invented", "not_shown", "invented_detail", "No cp ran; the variable was passed inline (L6 23dbbe71).",
      ["fix attributed to the wrong command"], ["grep -n DATABASE_URL .env.example"], group="env-db")
    R("env-dburl-count", t, K(
        "The api has 7 vitest files and 48 tests",
        "Checking that the whole api suite ran",
        "Expect Test Files 7 and Tests 48",
        "Numbers from a green run",
        "`Test Files  7 passed (7)` / `Tests  48 passed (48)`", "test_strategy"),
      "real", None, "knowledge", "L7 4ef4d4e3.", ["two spans"], ["Test Files  7 passed (7)"], group="env-db")

    t = S("s-yarn-corepack")
    R("corepack", t, G(
        "Global yarn 1 refuses a project pinned to yarn 4: enable corepack",
        "`This project's package.json defines \"packageManager\": \"yarn@4.1.0\". However the current global version "
        "of Yarn is 1.22.19.`",
        "Running yarn commands with the globally installed yarn 1.22",
        "The packageManager field is meant to be served by corepack",
        "`corepack enable`",
        "`yarn add -D vitest` (error, packageManager yarn@4.1.0 vs global 1.22.19) → `corepack enable && yarn "
        "--version` printed `4.1.0` → `yarn add -D vitest` finished `Done in 3s 210ms`", "env_setup", "global"),
      "real", "shown", "rerun_passes",
      "L3 6e12a445 error; L4 f46d314a/L5 5d6714c5 4.1.0; L6 80e8fd18/L7 b1e63fe2 Done in 3s 210ms.",
      ["arrows chaining three calls", "code spans"], ["However the current global version of Yarn is 1.22.19",
                                                      "Done in 3s 210ms"],
      failure="defines \"packageManager\": \"yarn@4.1.0\"", fixstep="corepack enable && yarn --version", group="yarn")
    R("corepack-npm", t, G(
        "Install yarn 4 globally with npm",
        "packageManager yarn@4.1.0 vs global yarn 1.22.19",
        "global yarn 1",
        "old yarn",
        "npm install -g yarn@4",
        "`npm install -g yarn@4.1.0` fixed the version mismatch, then `yarn add -D vitest` worked.", "env_setup"),
      "invented", "not_shown", "invented_detail", "No npm install -g ran; corepack enable did it (L4 f46d314a).",
      ["fix attributed to the wrong command"], ["yarn add -D vitest"], group="yarn")

    t = S("s-npm-eresolve")
    R("react-query-v5", t, G(
        "react-query@3 cannot be installed next to React 18: use @tanstack/react-query",
        "`npm ERR! ERESOLVE unable to resolve dependency tree` — peer `react@\"^16.8.0 || ^17.0.0\"` from "
        "react-query@3.39.3",
        "`npm install react-query@3` in a React 18 app",
        "react-query 3 declares React 16/17 as its peer",
        "Install its successor `@tanstack/react-query@5` instead of forcing with --legacy-peer-deps",
        "ERESOLVE (peer react@\"^16.8.0 || ^17.0.0\" from react-query@3.39.3, found react@18.3.1) → `npm install "
        "@tanstack/react-query@5` (added 2 packages) → `npm test -- --run`: 87 passed", "build_config", "global"),
      "real", "shown", "fix_ran",
      "L3 7227f399 ERESOLVE; L5 d61d0ac8/L6 651d8df8 added 2 packages; L7 296c26be/L8 c66129f1 87 passed.",
      ["code spans", "double-quoted peer range", "arrows"],
      ["ERESOLVE unable to resolve dependency tree", "npm install @tanstack/react-query@5"],
      failure="npm ERR! code ERESOLVE", fixstep="npm install @tanstack/react-query@5", group="react-query")
    R("react-query-legacy", t, G(
        "Force react-query@3 in with --legacy-peer-deps",
        "ERESOLVE unable to resolve dependency tree",
        "npm install react-query@3",
        "peer range excludes React 18",
        "npm install react-query@3 --legacy-peer-deps",
        "`npm install react-query@3 --legacy-peer-deps` → `added 3 packages`, and the dashboard tests passed.",
        "build_config"),
      "invented", "not_shown", "invented_detail",
      "--legacy-peer-deps is only named in the reply at L4 6c3af9fb as what was NOT done; never ran.",
      ["a fix that never ran", "invented output"], ["npm install react-query@3"], group="react-query")
    R("react-version", t, K(
        "The dashboard app is on React 18.3.1",
        "Choosing versions of React libraries for this project",
        "Pick libraries whose peer range includes React 18",
        "npm resolved react@18.3.1 from the root project",
        "`Found: react@18.3.1` / `react@\"^18.3.1\" from the root project`", "project_convention"),
      "real", None, "knowledge", "L3 7227f399.", ["two spans", "nested quotes"], ["Found: react@18.3.1"],
      group="react-query")

    t = S("s-dockerignore")
    R("dockerignore-txt", t, G(
        "`*.txt` in .dockerignore drops requirements.txt from the build context",
        "`COPY requirements.txt .` fails: `\"/requirements.txt\": not found`",
        "Excluding all .txt files from the Docker build context",
        "requirements.txt matches *.txt",
        "Add a `!requirements.txt` negation after `*.txt`",
        "docker build -t api:dev . → failed to compute cache key … \"/requirements.txt\": not found; after adding "
        "!requirements.txt to .dockerignore the same build got to `naming to docker.io/library/api:dev done`.",
        "build_config", "global"),
      "real", "shown", "edit_then_pass",
      "L3 8bdbc70d not found; L5 6f7ca044 *.txt; Edit L7 3b514398; L9 cdac6716/L10 36afe32b naming to ... done.",
      ["prose with ellipsis", "one span"], ["\"/requirements.txt\": not found", "naming to docker.io/library/api:dev done"],
      failure="\"/requirements.txt\": not found", fixstep="!requirements.txt", group="dockerignore")
    R("dockerignore-legacy", t, G(
        "The legacy builder message for a missing COPY source",
        "COPY failed: file not found in build context or excluded by .dockerignore: stat requirements.txt",
        "docker build",
        "*.txt ignored",
        "!requirements.txt",
        "`COPY failed: file not found in build context or excluded by .dockerignore: stat requirements.txt: file does "
        "not exist`", "build_config"),
      "invented", "not_shown", "never_seen_error",
      "L3 8bdbc70d is BuildKit's failed to calculate checksum … not found; the legacy COPY failed message never appears.",
      ["plausible error from another builder"], ["docker build -t api:dev ."], group="dockerignore")

    t = S("s-src-layout")
    R("src-editable", t, G(
        "With a src/ layout the package must be installed (editable) for pytest to import it",
        "`ImportError while loading conftest` / `ModuleNotFoundError: No module named 'shop'`",
        "Running pytest in a fresh venv without installing the project",
        "src/shop is not on sys.path until the project is installed",
        "`.venv/bin/pip install -e .`",
        "Exit code 4: `E   ModuleNotFoundError: No module named 'shop'`. 在 `.venv/bin/pip install -e . -q` 之后，"
        "`.venv/bin/python -m pytest -q` 显示 `40 passed in 1.92s`。", "env_setup", "global"),
      "real", "shown", "rerun_passes",
      "L3 cf3ec11b exit 4; L5 7e3ad7e7 pip install -e; L7 a9369d50/L8 024b4fb8 40 passed.",
      ["Chinese prose", "code spans"], ["No module named 'shop'", "40 passed in 1.92s"],
      failure="ModuleNotFoundError: No module named 'shop'", fixstep=".venv/bin/pip install -e . -q", group="src")
    R("src-conftest", t, G(
        "Add src to sys.path in conftest.py",
        "No module named 'shop'",
        "src layout",
        "src not on path",
        "sys.path.insert in tests/conftest.py",
        "Edited tests/conftest.py to `sys.path.insert(0, \"src\")`; pytest then collected 40 tests.", "env_setup"),
      "invented", "not_shown", "invented_detail", "No edit to conftest.py; the fix was pip install -e (L5).",
      ["invented edit"], ["tests/conftest.py"], group="src")

    t = S("s-go-race")
    R("go-race-mutex", t, G(
        "The cache map is written and read from goroutines: guard it with a RWMutex",
        "`WARNING: DATA RACE` in `(*Cache).Set()` / `(*Cache).Get()`, `FAIL\texample.com/svc/cache`",
        "Accessing Cache.m from several goroutines without a lock",
        "Go maps are not safe for concurrent use",
        "Add `mu sync.RWMutex`; Lock in Set, RLock in Get",
        ["go test -race ./cache/ → WARNING: DATA RACE (cache.go:31 write, cache.go:24 read)",
         "added `c.mu.Lock()` / `c.mu.RLock()`",
         "go test -race ./cache/ → `ok  \texample.com/svc/cache\t1.203s`"], "debugging_technique", "global"),
      "real", "shown", "edit_then_pass",
      "L3 fbe91cda race at cache.go:31/24; Edits L4/L6/L8; L10 e693182a/L11 8926c930 ok.",
      ["evidence as a list", "tab characters in a span"], ["WARNING: DATA RACE", "example.com/svc/cache\t1.203s"],
      failure="WARNING: DATA RACE", fixstep="c.mu.RLock()", group="go-race")
    R("go-race-atomic", t, G(
        "sync.Map removes the cache race",
        "DATA RACE in cache.Set",
        "plain map",
        "concurrent writes",
        "use sync.Map",
        "Switching Cache.m to `sync.Map` made `go test -race ./cache/` pass.", "debugging_technique"),
      "invented", "not_shown", "invented_detail", "The edits add sync.RWMutex (L4-L8); sync.Map never appears.",
      ["fix changed to another API"], ["go test -race ./cache/"], group="go-race")

    t = S("s-borrow")
    R("borrow-clone", t, G(
        "Pushing to a Vec while holding a reference from `last()` is E0502",
        "`error[E0502]: cannot borrow `self.entries` as mutable because it is also borrowed as immutable`",
        "Keeping `let last = self.entries.last().unwrap();` alive across `self.entries.push(...)`",
        "The reference borrows the Vec until its last use",
        "Clone the value first (`self.entries.last().unwrap().clone()`) so the borrow ends",
        "- `cargo test` → E0502 at src/book.rs:48:13\n- swapped to `self.entries.iter().rev().next().unwrap()` → E0502 "
        "again at src/book.rs:49:13\n- the `.clone()` version was never tried", "debugging_technique", "global"),
      "real", "not_shown", "only_suggested",
      "L3 8dabcf02 E0502; Edit L4 77f17720; L6 7ec49208/L7 9552e892 E0502 again; L8 9c1bb038 suggests clone; L9 "
      "2eded0f8 the person stops.", ["terse bullets", "evidence says itself the fix was not tried"],
      ["cannot borrow `self.entries` as mutable", "self.entries.iter().rev().next().unwrap()"],
      failure="error[E0502]: cannot borrow", fixstep="let last = self.entries.iter().rev().next().unwrap();",
      group="borrow")
    R("borrow-iter", t, G(
        "iter().rev().next() avoids the E0502 borrow",
        "E0502 on self.entries",
        "last() borrow",
        "borrow held",
        "use iter().rev().next()",
        "Replacing `last()` with `iter().rev().next()` fixed it: the second `cargo test` compiled and passed.",
        "debugging_technique"),
      "invented", "not_shown", "names_false_claim", "L7 9552e892: the second cargo test failed with the same E0502.",
      ["false outcome on a real edit"], ["self.entries.iter().rev().next().unwrap()"], group="borrow")

    t = S("s-tf-state")
    R("tf-lock", t, G(
        "A state lock held by CI blocks terraform plan; never force-unlock while CI applies",
        "`Error: Error acquiring the state lock` (`ConditionalCheckFailedException`), lock Who: mina@ci-runner-4",
        "Running plan while the CI runner applies the network stack",
        "The S3/DynamoDB backend holds the lock for the running apply",
        "Wait for the CI apply to finish; `terraform force-unlock` only for a lock nobody holds",
        "terraform plan → Error acquiring the state lock … Operation: OperationTypeApply, Who: mina@ci-runner-4; the "
        "reply offered `terraform force-unlock 9d3b2c1e-7a4f-4e0b-8c55-2f1e6a9d0b13`, the user said \"No! CI is "
        "applying right now, never force-unlock while it runs. We'll wait.\"", "workflow"),
      "real", "not_shown", "confirmation_denied",
      "L3 dd5088aa lock error; L4 80c5c841 offers force-unlock; L5 04bdf180 refuses. Nothing ran after.",
      ["prose with ellipsis", "quoted user message"], ["Error acquiring the state lock", "never force-unlock while it runs"],
      failure="Error acquiring the state lock", fixstep="terraform force-unlock 9d3b2c1e-7a4f-4e0b-8c55-2f1e6a9d0b13",
      group="tf-lock")
    R("tf-lock-unlocked", t, G(
        "Clear a stale state lock with force-unlock",
        "Error acquiring the state lock",
        "A crashed apply leaves the lock behind",
        "stale DynamoDB lock",
        "terraform force-unlock <ID>",
        "`terraform force-unlock 9d3b2c1e-7a4f-4e0b-8c55-2f1e6a9d0b13` → `Terraform state has been successfully "
        "unlocked!`, then the plan ran.", "workflow"),
      "invented", "not_shown", "invented_detail", "force-unlock never ran (refused at L5 04bdf180).",
      ["a refused fix reported as run"], ["terraform plan"], group="tf-lock")
    R("tf-lock-path", t, K(
        "The prod network state is acme-tfstate/prod/network.tfstate",
        "Finding who holds or where the network stack's state lives",
        "Look at acme-tfstate/prod/network.tfstate; CI applies run as mina@ci-runner-4",
        "The lock info names both",
        "`Path:      acme-tfstate/prod/network.tfstate`, `Who:       mina@ci-runner-4`", "project_convention"),
      "real", None, "knowledge", "L3 dd5088aa Lock Info.", ["aligned spans"],
      ["acme-tfstate/prod/network.tfstate"], group="tf-lock")
