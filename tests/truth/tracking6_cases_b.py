"""The sixth tracking corpus, second part: Maven's http blocker, gcloud's unset project, git-lfs not
installed, mypy's missing stub packages and the Node version in .nvmrc. Same tables and labelling rules
as tracking6_cases.py."""
from __future__ import annotations

from tests.truth.tracking6_cases import (
    APPLIED,
    NEITHER,
    RECURRED,
    err,
    later,
    lesson,
    ok,
    pair,
    source,
)

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
        ("say", ("Nexus lehnt die Anmeldung ab; das Token in ~/.m2/settings-security.xml ist wohl abgelaufen. "
                "Bitte ein neues Token in Nexus erzeugen, ich kann das nicht für dich tun.")),
    ])
    later("l-mv-batch", "/home/dev/zahlungen-batch", "2026-10-27T13:00:00.000Z", [
        ("user", "bau den Batch-Job gegen die neue zahlungen-core Version"),
        ("edit", "/home/dev/zahlungen-batch/pom.xml", "<zahlungen.version>2.2.0</zahlungen.version>",
         "<zahlungen.version>2.3.0</zahlungen.version>"),
        ok("mvn -s ../zahlungen/.mvn/settings.xml package",
           "[INFO] Downloaded from acme-nexus-https: https://nexus.acme.intern/repository/maven-public/de/acme/zahlungen-core/2.3.0/zahlungen-core-2.3.0.jar\n"
           "[INFO] BUILD SUCCESS"),
    ])
    _maven_more()


def _maven_more() -> None:
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
    _lfs_more()


def _lfs_more() -> None:
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
    _mypy_more()


def _mypy_more() -> None:
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
        ("say", ("The shell starts with the system Node 16; the repo wants the version in .nvmrc. Each Bash call "
                "is a new shell, so nvm has to be loaded in the same command.")),
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
        ("say", ("Draft: \"Use Node 20.11.1 from .nvmrc: run `nvm use` in the repository before `npm ci`; with the "
                "system Node 16 npm stops with EBADENGINE.\"")),
    ])
    pair("t6-nvmrc", "l-nv-before", NEITHER, "dated before the lesson's source session")
    pair("t6-nvmrc", "l-nv-image", APPLIED, "nvm loaded and nvm use in the same command before npm install; no engine error")
    pair("t6-nvmrc", "l-nv-check", RECURRED, "astro refused Node v16.20.2 (unsupported Node); nvm use after")
    pair("t6-nvmrc", "l-nv-e404", APPLIED, "nvm use in the same command before the first npm call; the E404 is a misspelt package")
    pair("t6-nvmrc", "l-nv-proposal", NEITHER, "nvm use only written into a draft note; nothing installed or built")


def build_second_half() -> None:
    _maven()
    _gcloud()
    _lfs()
    _mypy()
    _nvm()
