"""The sixth tracking corpus, second half: Maven's http blocker, gcloud's unset project, git-lfs not
installed, mypy's missing stub packages, the Node version in .nvmrc, pnpm adding to the workspace root,
and a pip cache with a bad wheel. Same tables and labelling rules as tracking6_cases.py."""
from __future__ import annotations

from tests.truth.tracking6_cases import (APPLIED, NEITHER, RECURRED, err, later, lesson, ok, pair,
                                         source)

# --------------------------------------------------------------------------- maven http blocker (German)
PAY = "/home/dev/zahlungen"


def _blocked(artifact: str) -> str:
    group, name, version = artifact.split(":")
    return ("[ERROR] Failed to execute goal on project zahlungen-core: Could not resolve dependencies for project "
            "de.acme:zahlungen-core:jar:2.3.0-SNAPSHOT: Failed to collect dependencies at "
            f"{group}:{name}:jar:{version}: Failed to read artifact descriptor for {group}:{name}:jar:{version}: "
            f"Could not transfer artifact {group}:{name}:pom:{version} from/to maven-default-http-blocker "
            "(http://0.0.0.0/): Blocked mirror for repositories: [acme-nexus "
            "(http://nexus.acme.intern/repository/maven-public/, default, releases+snapshots)] -> [Help 1]")


def _maven() -> None:
    source("s-maven", PAY, "2026-10-08T08:30:00.000Z", [
        ("user", "bau das Projekt bitte einmal komplett, ich habe den Buchhaltungs-Client aktualisiert"),
        err("mvn package", _blocked("de.acme.intern:buchhaltung-client:1.8.2")),
        ok("ls .mvn && grep -A3 '<mirror>' .mvn/settings.xml",
           "settings.xml\nwrapper\n    <mirror>\n      <id>acme-nexus-https</id>\n      <mirrorOf>*</mirrorOf>\n"
           "      <url>https://nexus.acme.intern/repository/maven-public/</url>"),
        ("say", "Maven ab 3.8.1 sperrt http-Repositories; die Projekt-settings.xml spiegelt alles auf die HTTPS-Adresse."),
        ok("mvn -s .mvn/settings.xml package",
           "[INFO] Downloaded from acme-nexus-https: https://nexus.acme.intern/repository/maven-public/de/acme/intern/buchhaltung-client/1.8.2/buchhaltung-client-1.8.2.jar\n"
           "[INFO] BUILD SUCCESS\n[INFO] Total time:  41.227 s"),
    ])
    lesson("t6-maven-mirror", "maven blocks the http nexus", "s-maven", "German prose, code spans, placeholder <goal>",
           "de", "project", "build_config",
           "Maven blockiert das interne Nexus über http; mit den Projekteinstellungen bauen",
           "Der Build bricht ab mit Could not transfer artifact ... from/to maven-default-http-blocker (http://0.0.0.0/): Blocked mirror for repositories.",
           "`mvn <goal>` ohne die Einstellungen des Projekts aufrufen, sobald ein Artefakt aus dem internen Nexus neu geladen werden muss.",
           "Seit Maven 3.8.1 sind http-Repositories gesperrt; das pom nennt Nexus noch mit http, nur `.mvn/settings.xml` spiegelt auf https.",
           "Immer mit `mvn -s .mvn/settings.xml <goal>` bauen (der Mirror dort zeigt auf die HTTPS-Adresse von Nexus).",
           "`mvn package` scheiterte mit `maven-default-http-blocker (http://0.0.0.0/): Blocked mirror for repositories`; "
           "`mvn -s .mvn/settings.xml package` lud von `acme-nexus-https` und meldete `BUILD SUCCESS`.")
    later("l-mv-wrapper", PAY, "2026-10-13T09:00:00.000Z", [
        ("user", "prüf bitte, ob alles nach dem Update auf Spring Boot 3.3.5 noch durchläuft"),
        ("edit", f"{PAY}/pom.xml", "<version>3.3.4</version>", "<version>3.3.5</version>"),
        ok("./mvnw --settings .mvn/settings.xml verify",
           "[INFO] Tests run: 212, Failures: 0, Errors: 0, Skipped: 3\n[INFO] BUILD SUCCESS"),
        ok("git diff --stat", " pom.xml | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
    ])
    later("l-mv-tree", PAY, "2026-10-16T14:10:00.000Z", [
        ("user", "woher kommt jackson 2.15 im Klassenpfad?"),
        ("edit", f"{PAY}/pom.xml", "<artifactId>buchhaltung-client</artifactId>",
         "<artifactId>buchhaltung-client</artifactId>\n      </dependency>\n      <dependency>\n        <groupId>de.acme.intern</groupId>\n        <artifactId>stammdaten-api</artifactId>"),
        err("mvn dependency:tree -Dincludes=com.fasterxml.jackson.core", _blocked("de.acme.intern:stammdaten-api:4.0.1")),
        ok("mvn -s .mvn/settings.xml dependency:tree -Dincludes=com.fasterxml.jackson.core",
           "[INFO] de.acme:zahlungen-core:jar:2.3.0-SNAPSHOT\n[INFO] \\- de.acme.intern:stammdaten-api:jar:4.0.1:compile\n"
           "[INFO]    \\- com.fasterxml.jackson.core:jackson-databind:jar:2.15.2:compile\n[INFO] BUILD SUCCESS"),
    ])
    later("l-mv-surefire", PAY, "2026-10-20T10:00:00.000Z", [
        ("user", "die Rundung bei Teilzahlungen ist falsch, bitte reparieren"),
        ("edit", f"{PAY}/src/main/java/de/acme/zahlungen/Raten.java", "RoundingMode.DOWN", "RoundingMode.HALF_EVEN"),
        err("mvn -s .mvn/settings.xml test",
            "[ERROR] Tests run: 14, Failures: 1, Errors: 0, Skipped: 0\n"
            "[ERROR]   RatenTest.letzteRateGleichtAus:48 expected: <33.34> but was: <33.33>\n"
            "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project zahlungen-core: There are test failures."),
        ("edit", f"{PAY}/src/main/java/de/acme/zahlungen/Raten.java", "return rate;", "return istLetzte ? rest : rate;"),
        ok("mvn -s .mvn/settings.xml test", "[INFO] Tests run: 14, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS"),
    ])
    later("l-mv-401", PAY, "2026-10-24T08:45:00.000Z", [
        ("user", "bitte einmal sauber neu bauen"),
        err("mvn -s .mvn/settings.xml -U clean package",
            "[ERROR] Failed to execute goal on project zahlungen-core: Could not resolve dependencies for project "
            "de.acme:zahlungen-core:jar:2.3.0-SNAPSHOT: Could not transfer artifact de.acme.intern:stammdaten-api:pom:4.0.2 "
            "from/to acme-nexus-https (https://nexus.acme.intern/repository/maven-public/): status code: 401, reason phrase: Unauthorized (401)"),
        ("say", "Nexus lehnt die Anmeldung ab; das Token in ~/.m2/settings-security.xml ist wohl abgelaufen. "
                "Bitte ein neues Token in Nexus erzeugen, ich kann das nicht für dich tun."),
    ])
    later("l-mv-batch", "/home/dev/zahlungen-batch", "2026-10-27T13:00:00.000Z", [
        ("user", "bau den Batch-Job gegen die neue zahlungen-core Version"),
        ("edit", "/home/dev/zahlungen-batch/pom.xml", "<zahlungen.version>2.2.0</zahlungen.version>",
         "<zahlungen.version>2.3.0</zahlungen.version>"),
        ok("mvn -s ../zahlungen/.mvn/settings.xml package",
           "[INFO] Downloaded from acme-nexus-https: https://nexus.acme.intern/repository/maven-public/de/acme/zahlungen-core/2.3.0/zahlungen-core-2.3.0.jar\n"
           "[INFO] BUILD SUCCESS"),
    ])
    later("l-mv-mvnw", PAY, "2026-11-03T10:30:00.000Z", [
        ("user", "die Gebührenberechnung braucht den neuen Währungs-Client 2.0, bitte einbauen und testen"),
        ("edit", f"{PAY}/pom.xml", "<waehrung.version>1.4.0</waehrung.version>", "<waehrung.version>2.0.0</waehrung.version>"),
        ok("git grep -n 'WaehrungsClient' -- src/main | head -3",
           "src/main/java/de/acme/zahlungen/Gebuehren.java:12:import de.acme.intern.waehrung.WaehrungsClient;"),
        err("./mvnw -q test", _blocked("de.acme.intern:waehrung-client:2.0.0")),
        ok("./mvnw -q -s .mvn/settings.xml test", ""),
    ])
    pair("t6-maven-mirror", "l-mv-wrapper", APPLIED, "./mvnw --settings .mvn/settings.xml verify from the start; build passes")
    pair("t6-maven-mirror", "l-mv-tree", RECURRED, "dependency:tree without -s hit the http blocker for stammdaten-api; -s after")
    pair("t6-maven-mirror", "l-mv-mvnw", RECURRED, "./mvnw without -s hit the http blocker for waehrung-client; -s after")
    pair("t6-maven-mirror", "l-mv-surefire", NEITHER, "a failing unit test under surefire, not the http blocker")
    pair("t6-maven-mirror", "l-mv-401", NEITHER, "401 Unauthorized from the https mirror with the settings file; credentials, not http")
    pair("t6-maven-mirror", "l-mv-batch", APPLIED, "other folder: built with -s pointing at the project's settings.xml; no failure")


# --------------------------------------------------------------------------- gcloud project not set
RELAY = "/home/dev/relay-fn"

_UNSET = ("ERROR: (gcloud.{cmd}) The required property [project] is not currently set.\n"
          "It can be set on a per-command basis by re-running your command with the [--project] flag.\n\n"
          "You may set it for your current workspace by running:\n\n  $ gcloud config set project VALUE\n\n"
          "or it can be set temporarily by the environment variable [CLOUDSDK_CORE_PROJECT]")


def _gcloud() -> None:
    source("s-gcloud", RELAY, "2026-10-08T16:00:00.000Z", [
        ("user", "deploy relay to cloud run in europe-west1 (staging)"),
        ok("npm test", "Tests:       23 passed, 23 total"),
        err("gcloud run deploy relay --source . --region europe-west1", _UNSET.format(cmd="run.deploy")),
        ok("gcloud projects list --format='value(projectId)'", "relay-staging-4821\nrelay-prod-1193"),
        ok("gcloud config set project relay-staging-4821", "Updated property [core/project]."),
        ok("gcloud run deploy relay --source . --region europe-west1",
           "Service [relay] revision [relay-00007-xoz] has been deployed and is serving 100 percent of traffic.\n"
           "Service URL: https://relay-6k2qz4-ew.a.run.app"),
    ])
    lesson("t6-gcloud-project", "gcloud project property not set", "s-gcloud", "code spans, placeholder <project-id>",
           "en", "global", "tool_quirk",
           "A fresh gcloud configuration has no project; set it before deploying",
           "gcloud run deploy stops with: The required property [project] is not currently set.",
           "Running a gcloud deploy in a new or freshly activated configuration that never had a project set.",
           "gcloud reads the target project from the active configuration's core/project property; none was set.",
           "Run `gcloud config set project <project-id>` (pick the id from `gcloud projects list`) before deploying.",
           "`ERROR: (gcloud.run.deploy) The required property [project] is not currently set.`; after "
           "`gcloud config set project relay-staging-4821` the same `gcloud run deploy relay --source . --region europe-west1` "
           "deployed `relay-00007-xoz`.")
    later("l-gc-before", RELAY, "2026-10-04T11:00:00.000Z", [
        ("user", "add retries to the webhook forwarder"),
        ("edit", f"{RELAY}/src/forward.js", "await fetch(url, opts);", "await withRetry(() => fetch(url, opts), 3);"),
        ok("npm test", "Tests:       23 passed, 23 total"),
    ])
    later("l-gc-prodconf", RELAY, "2026-10-15T10:00:00.000Z", [
        ("user", "make a separate gcloud configuration for prod and deploy the hook function there"),
        ok("gcloud config configurations create prod && gcloud config configurations activate prod",
           "Created [prod].\nActivated [prod]."),
        ok("gcloud auth login --brief --no-launch-browser 2>&1 | tail -1", "You are now logged in as [dev@acme.dev]."),
        err("gcloud functions deploy relay-hook --gen2 --runtime nodejs20 --region europe-west1 --trigger-http",
            _UNSET.format(cmd="functions.deploy")),
        ok("gcloud config set project relay-prod-1193", "Updated property [core/project]."),
        ok("gcloud functions deploy relay-hook --gen2 --runtime nodejs20 --region europe-west1 --trigger-http",
           "state: ACTIVE\nurl: https://europe-west1-relay-prod-1193.cloudfunctions.net/relay-hook"),
    ])
    later("l-gc-envvar", RELAY, "2026-10-18T15:00:00.000Z", [
        ("user", "ship the retry change to prod cloud run, without touching my gcloud config"),
        ok("npm test", "Tests:       25 passed, 25 total"),
        ok("CLOUDSDK_CORE_PROJECT=relay-prod-1193 gcloud run deploy relay --source . --region europe-west1",
           "Service [relay] revision [relay-00012-bav] has been deployed and is serving 100 percent of traffic."),
        ok("curl -s https://relay-9d1mpx-ew.a.run.app/healthz", '{"ok":true}'),
    ])
    later("l-gc-coreprop", RELAY, "2026-10-22T09:20:00.000Z", [
        ("user", "I reinstalled gcloud on this laptop. redeploy staging with the new env var"),
        ok("gcloud config configurations list --format='value(name,is_active)'", "default\tTrue"),
        ok("gcloud config set core/project relay-staging-4821", "Updated property [core/project]."),
        ok("gcloud run deploy relay --source . --region europe-west1 --update-env-vars RELAY_TIMEOUT_MS=8000",
           "Service [relay] revision [relay-00013-wug] has been deployed and is serving 100 percent of traffic."),
    ])
    later("l-gc-denied", RELAY, "2026-10-26T13:40:00.000Z", [
        ("user", "deploy staging again please, Priya set up my account on the new org"),
        err("gcloud run deploy relay --source . --region europe-west1",
            "ERROR: (gcloud.run.deploy) PERMISSION_DENIED: Permission 'run.services.get' denied on resource "
            "'namespaces/relay-staging-4821/services/relay' (or resource may not exist). This command is authenticated as dev@acme.dev."),
        ("say", "Your account lacks the Cloud Run Developer role on relay-staging-4821; Priya needs to grant roles/run.developer."),
    ])
    pair("t6-gcloud-project", "l-gc-before", NEITHER, "dated before the lesson's source session")
    pair("t6-gcloud-project", "l-gc-prodconf", RECURRED, "required property [project] not set in the new prod configuration (functions deploy)")
    pair("t6-gcloud-project", "l-gc-envvar", APPLIED, "project given as CLOUDSDK_CORE_PROJECT for the deploy; no unset-property error")
    pair("t6-gcloud-project", "l-gc-coreprop", APPLIED, "gcloud config set core/project before deploying after a reinstall")
    pair("t6-gcloud-project", "l-gc-denied", NEITHER, "PERMISSION_DENIED on the project (IAM), not an unset project")


# --------------------------------------------------------------------------- git lfs not installed
GAME = "/home/dev/game-assets"

_POINTER = "version https://git-lfs.github.com/spec/v1\noid sha256:9c0e7d41b6a2f3e85d1c7a4b2e9f60d3a8c5b1e7f2d4a6c9b0e3f5a7d1c8b2e4\nsize 4194304"


def _lfs() -> None:
    source("s-lfs", GAME, "2026-10-09T10:00:00.000Z", [
        ("user", "pull the new hero textures and rebuild the atlas"),
        ok("git pull", "Updating 3a1f0c2..8e44d1b\nFast-forward\n textures/hero_diffuse.png | 3 +++"),
        err("python tools/pack_atlas.py textures/",
            "Traceback (most recent call last):\n  File \"/home/dev/game-assets/tools/pack_atlas.py\", line 31, in <module>\n"
            "PIL.UnidentifiedImageError: cannot identify image file 'textures/hero_diffuse.png'"),
        ok("head -c 200 textures/hero_diffuse.png", _POINTER),
        err("git lfs pull", "git: 'lfs' is not a git command. See 'git --help'."),
        ("say", "The textures are Git LFS pointers and git-lfs is not installed here."),
        ok("sudo apt-get install -y git-lfs && git lfs install && git lfs pull",
           "Setting up git-lfs (3.4.1-1) ...\nUpdated git hooks.\nGit LFS initialized.\n"
           "Downloading LFS objects: 100% (12/12), 48 MB | 9.1 MB/s"),
        ok("python tools/pack_atlas.py textures/", "packed 12 images into build/atlas.png (4096x4096)"),
    ])
    lesson("t6-git-lfs", "git-lfs missing, pointer files checked out", "s-lfs", "prose fix only, sudo in the evidence",
           "en", "project", "env_setup",
           "Without git-lfs the repository's binary assets are tiny pointer files",
           "Tools fail to read assets (cannot identify image file) and `git lfs ...` says 'lfs' is not a git command.",
           "Cloning or pulling the asset repository on a machine (or container) without git-lfs installed.",
           "The assets are stored in Git LFS; without the git-lfs binary git checks out the pointer text instead of the file.",
           "Install the git-lfs package with apt, register its hooks once with git lfs install, then run "
           "git lfs pull so the pointers are replaced by the real files before any tool reads them.",
           "`cannot identify image file 'textures/hero_diffuse.png'`; the file held `version https://git-lfs.github.com/spec/v1`; "
           "`git lfs pull` gave `git: 'lfs' is not a git command. See 'git --help'.`; after "
           "`sudo apt-get install -y git-lfs && git lfs install && git lfs pull` the atlas packed.")
    later("l-lf-push", GAME, "2026-10-14T09:00:00.000Z", [
        ("user", "I rebuilt the dev container. commit the new boss sprites and push"),
        ok("git add sprites/boss_*.png && git commit -m 'boss sprites'", "[main 5b71c2e] boss sprites\n 6 files changed"),
        err("git push",
            "This repository is configured for Git LFS but 'git-lfs' was not found on your path. If you no longer "
            "wish to use Git LFS, remove this hook by deleting the 'pre-push' file in the hooks directory (set by "
            "'core.hooksPath'; usually '.git/hooks').\n\nerror: failed to push some refs to 'github.com:acme/game-assets.git'"),
        ok("sudo apt-get install -y git-lfs && git lfs install",
           "Setting up git-lfs (3.4.1-1) ...\nGit LFS initialized."),
        ok("git rm --cached -q sprites/boss_*.png && git add sprites/boss_*.png && git commit --amend --no-edit -q && git push",
           "Uploading LFS objects: 100% (6/6), 11 MB | 4.0 MB/s\nTo github.com:acme/game-assets.git\n   8e44d1b..c2a90f4  main -> main"),
    ])
    later("l-lf-setup", GAME, "2026-10-17T13:30:00.000Z", [
        ("user", "new container again. get the repo ready and regenerate the UI atlas"),
        ok("git status -sb", "## main...origin/main"),
        ok("sudo apt-get install -y git-lfs && git lfs install && git lfs pull",
           "Setting up git-lfs (3.4.1-1) ...\nGit LFS initialized.\nDownloading LFS objects: 100% (31/31), 96 MB | 11 MB/s"),
        ok("python tools/pack_atlas.py ui/", "packed 44 images into build/ui_atlas.png (2048x2048)"),
        ok("python -m pytest -q tools", "6 passed in 0.41s"),
    ])
    later("l-lf-notpointer", GAME, "2026-10-21T10:15:00.000Z", [
        ("user", "why does git status show the icons as modified right after a clone?"),
        ok("git lfs version", "git-lfs/3.4.1 (GitHub; linux amd64; go 1.21.6)"),
        ok("git status",
           "Encountered 3 file(s) that should have been pointers, but weren't:\n\tui/icons/coin.png\n\tui/icons/gem.png\n\tui/icons/key.png"),
        ok("git lfs migrate import --no-rewrite ui/icons/coin.png ui/icons/gem.png ui/icons/key.png",
           "migrate: changes in your working copy will be overridden ...\nmigrate: commit 91d3e0a: ui/icons/coin.png, ui/icons/gem.png, ui/icons/key.png"),
        ok("git status -s", ""),
    ])
    later("l-lf-quota", GAME, "2026-10-25T16:20:00.000Z", [
        ("user", "push the music stems"),
        ok("git lfs track '*.wav' && git add .gitattributes audio/stems/*.wav && git commit -qm 'music stems'", ""),
        err("git push",
            "batch response: This repository is over its data quota. Account responsible for LFS bandwidth should "
            "purchase more data packs to restore access.\nerror: failed to push some refs to 'github.com:acme/game-assets.git'"),
        ("say", "The organisation's LFS storage quota is used up; someone with billing access must buy a data pack."),
    ])
    later("l-lf-padding", GAME, "2026-10-29T11:00:00.000Z", [
        ("user", "add a --padding option to the atlas packer"),
        ("edit", f"{GAME}/tools/pack_atlas.py", "parser.add_argument('src')",
         "parser.add_argument('src')\nparser.add_argument('--padding', type=int, default=2)"),
        ok("python -m pytest -q tools", "7 passed in 0.44s"),
        ok("python tools/pack_atlas.py textures/ --padding 4", "packed 12 images into build/atlas.png (4096x4096)"),
    ])
    pair("t6-git-lfs", "l-lf-push", RECURRED, "git-lfs not found on the path in the rebuilt container, push refused; installed after")
    pair("t6-git-lfs", "l-lf-setup", APPLIED, "installed git-lfs, git lfs install and pull before using the assets; no failure")
    pair("t6-git-lfs", "l-lf-notpointer", NEITHER, "git-lfs present; files committed without LFS (should have been pointers)")
    pair("t6-git-lfs", "l-lf-quota", NEITHER, "LFS data quota exceeded on push; git-lfs installed")
    pair("t6-git-lfs", "l-lf-padding", NEITHER, "packer change and tests; assets read fine, no LFS step")


# --------------------------------------------------------------------------- mypy missing stubs
SCR = "/home/dev/scraper"


def _stubs(module: str, package: str, file: str, line: int, checked: int) -> str:
    return (f"{file}:{line}: error: Library stubs not installed for \"{module}\"  [import-untyped]\n"
            f"{file}:{line}: note: Hint: \"python3 -m pip install {package}\"\n"
            f"{file}:{line}: note: (or run \"mypy --install-types\" to install all missing stub packages)\n"
            f"Found 1 error in 1 file (checked {checked} source files)")


def _mypy() -> None:
    source("s-mypy", SCR, "2026-10-09T14:00:00.000Z", [
        ("user", "type-check the scraper, CI started running mypy"),
        err("uv run mypy src", _stubs("requests", "types-requests", "src/scraper/fetch.py", 3, 9)),
        ok("uv add --dev types-requests", "Resolved 24 packages in 312ms\nInstalled 2 packages in 9ms\n + types-requests==2.32.0.20241016"),
        ok("uv run mypy src", "Success: no issues found in 9 source files"),
    ])
    lesson("t6-mypy-stubs", "mypy library stubs not installed", "s-mypy", "terse, code spans, placeholder types-<package>",
           "en", "project", "tool_quirk",
           "mypy needs the types-<package> stubs as a dev dependency",
           "mypy: Library stubs not installed for \"<module>\"  [import-untyped].",
           "Importing a third-party library that ships no type hints and running mypy.",
           "The library has no py.typed; its stubs live in a separate types-* distribution.",
           "`uv add --dev types-<package>` (the name mypy's hint gives), then rerun mypy.",
           "`uv run mypy src`: `error: Library stubs not installed for \"requests\"`; "
           "`uv add --dev types-requests` then `Success: no issues found in 9 source files`.")
    later("l-my-yaml", SCR, "2026-10-13T11:00:00.000Z", [
        ("user", "read the site list from sites.yaml instead of the hardcoded dict"),
        ok("uv add pyyaml", "Resolved 25 packages in 280ms\n + pyyaml==6.0.2"),
        ("edit", f"{SCR}/src/scraper/config.py", "SITES = {", "import yaml\n\nSITES_FILE = 'sites.yaml'\nSITES = {"),
        ok("uv run pytest -q", "31 passed in 2.40s"),
        err("uv run mypy src", _stubs("yaml", "types-PyYAML", "src/scraper/config.py", 1, 9)),
        ok("uv add --dev types-PyYAML", " + types-pyyaml==6.0.12.20240917"),
        ok("uv run mypy src", "Success: no issues found in 9 source files"),
    ])
    later("l-my-dateutil", SCR, "2026-10-17T10:40:00.000Z", [
        ("user", "parse the published dates properly, use python-dateutil"),
        ok("uv add python-dateutil && uv add --dev types-python-dateutil",
           " + python-dateutil==2.9.0.post0\n + six==1.16.0\n + types-python-dateutil==2.9.0.20241003"),
        ("edit", f"{SCR}/src/scraper/parse.py", "published = raw_date", "published = dateutil.parser.parse(raw_date)"),
        ok("uv run mypy src && uv run pytest -q", "Success: no issues found in 10 source files\n34 passed in 2.51s"),
    ])
    later("l-my-notfound", SCR, "2026-10-21T15:00:00.000Z", [
        ("user", "split the site plugins into their own subpackage"),
        ok("mkdir -p src/scraper/plugins && git mv src/scraper/sites.py src/scraper/plugins/sites.py", ""),
        err("uv run mypy src",
            "src/scraper/run.py:4: error: Cannot find implementation or library stub for module named \"scraper.plugins\"  [import-not-found]\n"
            "src/scraper/run.py:4: note: See https://mypy.readthedocs.io/en/stable/running_mypy.html#missing-imports\n"
            "Found 1 error in 1 file (checked 10 source files)"),
        ("write", f"{SCR}/src/scraper/plugins/__init__.py", "from .sites import SITES\n"),
        ok("uv run mypy src", "Success: no issues found in 11 source files"),
    ])
    later("l-my-cachetools", SCR, "2026-10-24T09:10:00.000Z", [
        ("user", "cache robots.txt lookups with cachetools"),
        ok(".venv/bin/python -m pip install cachetools types-cachetools",
           "Successfully installed cachetools-5.5.0 types-cachetools-5.5.0.20240820"),
        ("edit", f"{SCR}/src/scraper/robots.py", "def allowed(url: str) -> bool:",
         "@cached(TTLCache(maxsize=512, ttl=3600))\ndef allowed(url: str) -> bool:"),
        ok(".venv/bin/mypy src", "Success: no issues found in 11 source files"),
        ok(".venv/bin/python -m pytest -q", "36 passed in 2.77s"),
    ])
    later("l-my-argtype", SCR, "2026-10-28T14:30:00.000Z", [
        ("user", "mypy is red on main, fix it"),
        err("uv run mypy src",
            "src/scraper/parse.py:22: error: Argument 1 to \"parse\" has incompatible type \"str | None\"; expected \"str\"  [arg-type]\n"
            "Found 1 error in 1 file (checked 11 source files)"),
        ("edit", f"{SCR}/src/scraper/parse.py", "published = dateutil.parser.parse(raw_date)",
         "published = dateutil.parser.parse(raw_date) if raw_date else None"),
        ok("uv run mypy src", "Success: no issues found in 11 source files"),
    ])
    later("l-my-precommit", SCR, "2026-11-02T16:00:00.000Z", [
        ("user", "read the user agent from a toml config file and commit it"),
        ok("uv add toml", " + toml==0.10.2"),
        ("edit", f"{SCR}/src/scraper/config.py", "import yaml", "import toml\nimport yaml"),
        ok("uv run pytest -q", "37 passed in 2.81s"),
        err("git commit -am 'user agent from toml config'",
            "ruff.....................................................................Passed\n"
            "mypy.....................................................................Failed\n"
            "- hook id: mypy\n- exit code: 1\n\n"
            + _stubs("toml", "types-toml", "src/scraper/config.py", 1, 11)),
        ("edit", f"{SCR}/.pre-commit-config.yaml", "additional_dependencies: [types-requests, types-PyYAML]",
         "additional_dependencies: [types-requests, types-PyYAML, types-toml]"),
        ok("uv add --dev types-toml && git commit -am 'user agent from toml config'",
           " + types-toml==0.10.8.20240310\nruff.....Passed\nmypy.....Passed\n[main 4e0c1a9] user agent from toml config"),
    ])
    pair("t6-mypy-stubs", "l-my-yaml", RECURRED, "Library stubs not installed for yaml; types-PyYAML added after")
    pair("t6-mypy-stubs", "l-my-dateutil", APPLIED, "types-python-dateutil added as dev dependency before mypy ran; clean")
    pair("t6-mypy-stubs", "l-my-precommit", RECURRED, "the pre-commit mypy hook failed: Library stubs not installed for toml")
    pair("t6-mypy-stubs", "l-my-notfound", NEITHER, "import-not-found for the project's own moved subpackage, not missing stubs")
    pair("t6-mypy-stubs", "l-my-cachetools", APPLIED, "types-cachetools installed (pip spelling) with the library before mypy; clean")
    pair("t6-mypy-stubs", "l-my-argtype", NEITHER, "an arg-type error in the code, not a missing stub package")


# --------------------------------------------------------------------------- node version from .nvmrc
DOCS = "/home/dev/docs-site"


def _nvm() -> None:
    source("s-nvm", DOCS, "2026-10-10T09:00:00.000Z", [
        ("user", "install the deps and build the docs site"),
        err("npm ci",
            "npm ERR! code EBADENGINE\nnpm ERR! engine Unsupported engine\n"
            "npm ERR! engine Not compatible with your version of node/npm: docs-site@0.0.0\n"
            "npm ERR! notsup Not compatible with your version of node/npm: docs-site@0.0.0\n"
            "npm ERR! notsup Required: {\"node\":\">=20.11\"}\n"
            "npm ERR! notsup Actual:   {\"npm\":\"8.19.4\",\"node\":\"v16.20.2\"}"),
        ok("cat .nvmrc .npmrc; node --version", "20.11.1\nengine-strict=true\nv16.20.2"),
        ("say", "The shell starts with the system Node 16; the repo wants the version in .nvmrc. Each Bash call "
                "is a new shell, so nvm has to be loaded in the same command."),
        ok("source ~/.nvm/nvm.sh && nvm use && npm ci",
           "Found '/home/dev/docs-site/.nvmrc' with version <20.11.1>\nNow using node v20.11.1 (npm v10.2.4)\n"
           "added 812 packages, and audited 813 packages in 19s"),
        ok("source ~/.nvm/nvm.sh && nvm use >/dev/null && npm run build",
           "> docs-site@0.0.0 build\n> astro build\n\n 142 page(s) built in 11.32s\n Complete!"),
    ])
    lesson("t6-nvmrc", "system node older than .nvmrc", "s-nvm", "prose fix only", "en", "project", "env_setup",
           "Every shell starts on the system Node 16; switch to the .nvmrc version in the same command",
           "npm refuses to install (EBADENGINE, node v16.20.2) or tools complain the Node version is unsupported.",
           "Running npm or node commands in docs-site without first switching Node versions.",
           "The repository needs the Node version written in .nvmrc (20.11.1), engine-strict is on, and each "
           "Bash call is a fresh shell where the system Node 16 comes first.",
           "Load nvm and switch to the version named in the repository's .nvmrc at the start of the very same "
           "command line as the npm or node command; a switch in an earlier call does not carry over.",
           "`npm ci` failed with `npm ERR! code EBADENGINE` and `Actual:   {\"npm\":\"8.19.4\",\"node\":\"v16.20.2\"}`; "
           "`source ~/.nvm/nvm.sh && nvm use && npm ci` used `node v20.11.1` and the build completed.")
    later("l-nv-before", DOCS, "2026-10-06T14:00:00.000Z", [
        ("user", "fix the broken link to the install page"),
        ok("grep -rn 'instalation' src/content/docs | head -3", "src/content/docs/start.md:14:[installation](/instalation)"),
        ("edit", f"{DOCS}/src/content/docs/start.md", "(/instalation)", "(/installation)"),
    ])
    later("l-nv-image", DOCS, "2026-10-14T10:00:00.000Z", [
        ("user", "add the image integration so screenshots get optimised"),
        ok(". \"$HOME/.nvm/nvm.sh\" && nvm use && npm install @astrojs/image-tools",
           "Found '/home/dev/docs-site/.nvmrc' with version <20.11.1>\nNow using node v20.11.1 (npm v10.2.4)\n"
           "added 14 packages, and audited 827 packages in 6s"),
        ("edit", f"{DOCS}/astro.config.mjs", "integrations: [starlight()],", "integrations: [starlight(), imageTools()],"),
        ok(". \"$HOME/.nvm/nvm.sh\" && nvm use --silent && npm run build", " 142 page(s) built in 12.05s\n Complete!"),
    ])
    later("l-nv-check", DOCS, "2026-10-18T15:30:00.000Z", [
        ("user", "run astro check, someone said the types are broken"),
        err("npx astro check",
            "Node.js v16.20.2 is not supported by Astro!\nPlease upgrade Node.js to a supported version: \">=18.17.1\""),
        ok("source ~/.nvm/nvm.sh && nvm use --silent && npx astro check",
           "Result (58 files): \n- 1 error\n- 0 warnings\n\nsrc/components/Card.astro:7:5 - error ts(2322): Type 'number' is not assignable to type 'string'."),
        ("edit", f"{DOCS}/src/components/Card.astro", "order: number;", "order: string;"),
        ok("source ~/.nvm/nvm.sh && nvm use --silent && npx astro check", "Result (58 files): \n- 0 errors\n- 0 warnings"),
    ])
    later("l-nv-e404", DOCS, "2026-10-22T11:00:00.000Z", [
        ("user", "add mdx support"),
        err("source ~/.nvm/nvm.sh && nvm use --silent && npm install @astrojs/mdxx",
            "npm ERR! code E404\nnpm ERR! 404 Not Found - GET https://registry.npmjs.org/@astrojs%2fmdxx - Not found\n"
            "npm ERR! 404  '@astrojs/mdxx@*' is not in this registry."),
        ok("source ~/.nvm/nvm.sh && nvm use --silent && npm install @astrojs/mdx", "added 23 packages, and audited 850 packages in 7s"),
    ])
    later("l-nv-proposal", DOCS, "2026-10-26T09:00:00.000Z", [
        ("user", "a contributor says npm ci fails for them. what should the CONTRIBUTING note say? just draft it here"),
        ok("cat .nvmrc", "20.11.1"),
        ("say", "Draft: \"Use Node 20.11.1 from .nvmrc: run `nvm use` in the repository before `npm ci`; with the "
                "system Node 16 npm stops with EBADENGINE.\""),
    ])
    pair("t6-nvmrc", "l-nv-before", NEITHER, "dated before the lesson's source session")
    pair("t6-nvmrc", "l-nv-image", APPLIED, "nvm loaded and nvm use in the same command before npm install; no engine error")
    pair("t6-nvmrc", "l-nv-check", RECURRED, "astro refused Node v16.20.2 (unsupported Node); nvm use after")
    pair("t6-nvmrc", "l-nv-e404", APPLIED, "nvm use in the same command before the first npm call; the E404 is a misspelt package")
    pair("t6-nvmrc", "l-nv-proposal", NEITHER, "nvm use only written into a draft note; nothing installed or built")


# --------------------------------------------------------------------------- pnpm add at the workspace root
MONO = "/home/dev/acme-mono"

_ROOT = (" ERR_PNPM_ADDING_TO_ROOT  Running this command will add the dependency to the workspace root, which might "
         "not be what you want - if you really meant it, make it explicit by running this command again with the -w "
         "flag (or --workspace-root). If you don't want to see this warning anymore, you may set the "
         "ignore-workspace-root-check setting to true.")


def _pnpm() -> None:
    source("s-pnpm", MONO, "2026-10-10T13:00:00.000Z", [
        ("user", "validate the signup body in the api with zod"),
        err("pnpm add zod", _ROOT),
        ok("pnpm --filter @acme/api add zod", "packages/api                             |  +1 +\nDone in 2.1s"),
        ("edit", f"{MONO}/packages/api/src/routes/signup.ts", "const body = req.body;",
         "const body = SignupBody.parse(req.body);"),
        ok("pnpm --filter @acme/api test", " Test Files  4 passed (4)\n      Tests  12 passed (12)"),
    ])
    lesson("t6-pnpm-root", "pnpm add at the workspace root", "s-pnpm", "code spans, placeholders <package> <dep>",
           "en", "project", "workflow",
           "In the monorepo, add dependencies to a workspace package with --filter",
           "pnpm add fails with ERR_PNPM_ADDING_TO_ROOT.",
           "Running `pnpm add <dep>` from the repository root for a dependency of one package.",
           "pnpm refuses to add to the workspace root without -w; the dependency belongs to a package anyway.",
           "`pnpm --filter <package> add <dep>` (e.g. `@acme/api`); use `-w` only for real root tooling.",
           "`pnpm add zod` gave `ERR_PNPM_ADDING_TO_ROOT`; `pnpm --filter @acme/api add zod` added it to `packages/api`.")
    later("l-pn-datefns", MONO, "2026-10-13T09:30:00.000Z", [
        ("user", "show relative times on the web dashboard"),
        ok("pnpm add date-fns --filter @acme/web", "packages/web                             |  +1 +\nDone in 1.8s"),
        ("edit", f"{MONO}/packages/web/src/Activity.tsx", "{item.at}", "{formatDistanceToNow(item.at)} ago"),
        ok("pnpm --filter @acme/web test", " Test Files  9 passed (9)\n      Tests  40 passed (40)"),
    ])
    later("l-pn-cd", MONO, "2026-10-16T14:00:00.000Z", [
        ("user", "move the email jobs to bullmq in the worker"),
        ok("cd packages/worker && pnpm add bullmq", "Progress: resolved 412, reused 398, downloaded 14, added 14, done\ndependencies:\n+ bullmq 5.21.2"),
        ("edit", f"{MONO}/packages/worker/src/email.ts", "setInterval(sendPending, 5000);",
         "new Worker('email', sendOne, { connection });"),
        ok("pnpm --filter @acme/worker test", " Test Files  3 passed (3)\n      Tests  11 passed (11)"),
    ])
    later("l-pn-types", MONO, "2026-10-20T10:10:00.000Z", [
        ("user", "parse cookies in the api auth middleware"),
        ok("pnpm --filter @acme/api add cookie", "packages/api                             |  +1 +"),
        err("pnpm add -D @types/cookie", _ROOT),
        ok("pnpm -F @acme/api add -D @types/cookie", "packages/api                             |  +1 +\nDone in 1.6s"),
        ok("pnpm -F @acme/api test", " Test Files  5 passed (5)\n      Tests  19 passed (19)"),
    ])
    later("l-pn-nomatch", MONO, "2026-10-23T16:00:00.000Z", [
        ("user", "add react-table to the admin app"),
        err("pnpm --filter @acme/admin add @tanstack/react-table",
            "No projects matched the filters in \"/home/dev/acme-mono\""),
        ok("pnpm ls -r --depth -1 | grep @acme", "@acme/api 0.9.0 /home/dev/acme-mono/packages/api\n"
           "@acme/backoffice 0.4.1 /home/dev/acme-mono/packages/backoffice\n@acme/web 1.2.0 /home/dev/acme-mono/packages/web"),
        ok("pnpm --filter @acme/backoffice add @tanstack/react-table", "packages/backoffice                      |  +1 +"),
    ])
    later("l-pn-prettier", MONO, "2026-10-27T09:00:00.000Z", [
        ("user", "add prettier for the whole repo, with one config at the root"),
        ok("pnpm add -w -D prettier", "devDependencies:\n+ prettier 3.3.3\nDone in 2.4s"),
        ("write", f"{MONO}/.prettierrc", '{ "singleQuote": true, "printWidth": 100 }\n'),
        ok("pnpm exec prettier --check packages/*/src", "Checking formatting...\nAll matched files use Prettier code style!"),
    ])
    pair("t6-pnpm-root", "l-pn-datefns", APPLIED, "pnpm add date-fns --filter @acme/web (flag after the name) with no root error")
    pair("t6-pnpm-root", "l-pn-cd", APPLIED, "cd packages/worker && pnpm add: added to the package directly; no root error")
    pair("t6-pnpm-root", "l-pn-types", RECURRED, "pnpm add -D @types/cookie at the root hit ERR_PNPM_ADDING_TO_ROOT; -F after")
    pair("t6-pnpm-root", "l-pn-nomatch", NEITHER, "--filter named a package that does not exist; no root error")
    pair("t6-pnpm-root", "l-pn-prettier", NEITHER, "a deliberate root dev tool added with -w; no failure, no package filter")


# --------------------------------------------------------------------------- pip cache with a bad wheel
ML = "/home/dev/ml-pipeline"


def _mismatch(req: str, wheel: str, line: int, want: str, got: str, lock: str = "requirements.lock") -> str:
    return ("ERROR: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE. If you have updated the "
            "package versions, please update the hashes. Otherwise, examine the package contents carefully; "
            "someone may have tampered with them.\n"
            f"    {req} from https://files.pythonhosted.org/packages/{wheel} (from -r {lock} (line {line})):\n"
            f"        Expected sha256 {want}\n             Got        {got}")


def _pip() -> None:
    source("s-pip-hash", ML, "2026-10-11T09:00:00.000Z", [
        ("user", "the disk filled up yesterday; recreate the venv and make sure the pipeline tests pass"),
        ok("rm -rf .venv && python3.11 -m venv .venv", ""),
        err(".venv/bin/pip install --require-hashes -r requirements.lock",
            _mismatch("numpy==1.26.4", "numpy-1.26.4-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl", 41,
                      "2d5b1c9e0a6f4e3b8d7c1a2f5e9b0c4d6a8f3e1b7c5d9a2e4f6b8c0d1e3a5f7b",
                      "8f1e0a7c3b5d9e2f4a6c8b0d1f3e5a7c9b2d4f6e8a0c1b3d5f7e9a2c4b6d8f0e")),
        ok("pip download -q --no-deps --no-cache-dir numpy==1.26.4 -d /tmp/chk && pip hash /tmp/chk/numpy-*.whl",
           "/tmp/chk/numpy-1.26.4-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl:\n"
           "--hash=sha256:2d5b1c9e0a6f4e3b8d7c1a2f5e9b0c4d6a8f3e1b7c5d9a2e4f6b8c0d1e3a5f7b"),
        ("say", "A fresh download matches the lock, so the wheel in pip's cache was cut short when the disk filled. "
                "Installing without the cache."),
        ok(".venv/bin/pip install --no-cache-dir --require-hashes -r requirements.lock",
           "Successfully installed numpy-1.26.4 pandas-2.2.3 pyarrow-17.0.0 scipy-1.14.1 (and 31 more)"),
        ok(".venv/bin/python -m pytest -q", "118 passed in 14.20s"),
    ])
    lesson("t6-pip-hash", "pip hash mismatch from a damaged cache", "s-pip-hash", "prose with code spans, placeholder <lock>",
           "en", "global", "tool_quirk",
           "After the disk filled up, pip's cached wheels fail the lock's hashes",
           "A --require-hashes install fails with THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE "
           "although the lock is right.",
           "Installing a hash-pinned requirements file through pip's cache after the disk ran full.",
           "A wheel in pip's cache was cut short; a fresh download matches the lock.",
           "Install without the cache: `pip install --no-cache-dir --require-hashes -r <lock>`.",
           "`pip install --require-hashes -r requirements.lock` failed with \"THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE\"; "
           "`.venv/bin/pip install --no-cache-dir --require-hashes -r requirements.lock` gave `Successfully installed numpy-1.26.4`.")
    later("l-ph-before", ML, "2026-10-07T15:00:00.000Z", [
        ("user", "add a step that drops rows with a null station id"),
        ("edit", f"{ML}/pipeline/clean.py", "df = df.drop_duplicates()", "df = df.drop_duplicates().dropna(subset=['station_id'])"),
        ok(".venv/bin/python -m pytest -q tests/test_clean.py", "14 passed in 1.02s"),
    ])
    later("l-ph-py312", ML, "2026-10-15T10:00:00.000Z", [
        ("user", "try the pipeline on python 3.12 in a second venv"),
        ok("python3.12 -m venv .venv312 && .venv312/bin/python -m pip install --no-cache-dir --require-hashes -r requirements-py312.lock",
           "Successfully installed numpy-1.26.4 pandas-2.2.3 pyarrow-17.0.0 scipy-1.14.1 (and 31 more)"),
        ok(".venv312/bin/python -m pytest -q", "118 passed in 13.71s"),
        ("edit", f"{ML}/pyproject.toml", 'requires-python = ">=3.11,<3.12"', 'requires-python = ">=3.11,<3.13"'),
    ])
    later("l-ph-scipy", ML, "2026-10-19T09:30:00.000Z", [
        ("user", "pull main and sync the venv with the new lock"),
        ok("git pull -q && git diff HEAD@{1} --stat", " requirements.lock | 12 ++++++------"),
        err(".venv/bin/pip install --require-hashes -r requirements.lock",
            _mismatch("pyarrow==18.0.0", "pyarrow-18.0.0-cp311-cp311-manylinux_2_28_x86_64.whl", 57,
                      "4c6e8a0b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6c",
                      "a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d1e3f5a7b9c1d3e5f7a9b1c3d5e7f9a1b3")),
        ok(".venv/bin/pip install --no-cache-dir --require-hashes -r requirements.lock", "Successfully installed pyarrow-18.0.0"),
        ok(".venv/bin/python -m pytest -q", "121 passed in 14.88s"),
    ])
    later("l-ph-unpinned", ML, "2026-10-23T14:00:00.000Z", [
        ("user", "add rich for nicer progress output"),
        ("edit", f"{ML}/requirements.lock", "pyarrow==18.0.0 \\", "rich>=13\npyarrow==18.0.0 \\"),
        err(".venv/bin/pip install --no-cache-dir --require-hashes -r requirements.lock",
            "ERROR: In --require-hashes mode, all requirements must have their versions pinned with ==. These do not:\n"
            "    rich>=13 from https://files.pythonhosted.org/packages/rich-13.9.2-py3-none-any.whl (from -r requirements.lock (line 58))"),
        ("edit", f"{ML}/requirements.lock", "rich>=13\n", ""),
        ok("echo 'rich>=13' >> requirements.in && .venv/bin/pip-compile --generate-hashes -q -o requirements.lock requirements.in && "
           ".venv/bin/pip install --no-cache-dir --require-hashes -r requirements.lock", "Successfully installed rich-13.9.2 markdown-it-py-3.0.0 mdurl-0.1.2 pygments-2.18.0"),
    ])
    later("l-ph-serving", "/home/dev/ml-serving", "2026-10-27T10:00:00.000Z", [
        ("user", "set up the serving repo's venv and run its smoke test"),
        ok("python3.11 -m venv .venv", ""),
        err(".venv/bin/pip install --require-hashes -r requirements.txt",
            _mismatch("pandas==2.2.3", "pandas-2.2.3-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl", 22,
                      "0e5d9c1b3a7f2e4d6c8b0a1f3e5d7c9b2a4f6e8d0c1b3a5f7e9d2c4b6a8f0e1d",
                      "7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d",
                      lock="requirements.txt")),
        ok(".venv/bin/pip install --no-cache-dir --require-hashes -r requirements.txt", "Successfully installed pandas-2.2.3 fastapi-0.115.2 (and 17 more)"),
        ok(".venv/bin/python -m pytest -q tests/smoke", "3 passed in 0.88s"),
    ])
    pair("t6-pip-hash", "l-ph-before", NEITHER, "dated before the lesson's source session")
    pair("t6-pip-hash", "l-ph-py312", APPLIED, "python -m pip install --no-cache-dir with hashes for the new venv; no mismatch")
    pair("t6-pip-hash", "l-ph-scipy", RECURRED, "hash mismatch again for pyarrow from the cache; --no-cache-dir after")
    pair("t6-pip-hash", "l-ph-unpinned", NEITHER, "require-hashes refused an unpinned requirement; not a hash mismatch")
    pair("t6-pip-hash", "l-ph-serving", RECURRED, "other folder: hash mismatch for pandas with the cache; --no-cache-dir after")


def _across() -> None:
    """Sessions of one project paired with a lesson from another: unrelated work."""
    pair("t6-pnpm-root", "l-vt-sentry", NEITHER, "other folder (storefront-ui, npm); no pnpm at all")
    pair("t6-nvmrc", "l-js-lodash", NEITHER, "other folder (notes-app) without an .nvmrc; npm ran fine")
    pair("t6-mypy-stubs", "l-ph-py312", NEITHER, "other folder; a pip install and pytest, mypy never ran")
    pair("t6-jest-esm", "l-vt-stripe", NEITHER, "other folder; a vitest failure about an env variable, not jest and ESM")
    pair("t6-rust-target", "l-lf-padding", NEITHER, "other folder; a python tool change, no cargo")


def build_second_half() -> None:
    _maven()
    _gcloud()
    _lfs()
    _mypy()
    _nvm()
    _pnpm()
    _pip()
    _across()
