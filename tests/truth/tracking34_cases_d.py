"""Cases of the thirty-fourth tracking corpus, part d: CockroachDB commands without --insecure or certificates,
Debian's sox without an mp3 handler (a Korean lesson), and asdf with no version chosen for a directory (zsh). The
tables, the helpers and the labelling rules are in tracking34_cases.py."""
from __future__ import annotations

from tests.truth.tracking34_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write

# ---------------------------------------------------------------------------------------------------------
# 10. CockroachDB commands without --insecure or certificates

NOCERTS = ("ERROR: cannot load certificates.\nCheck your certificate settings, set --certs-dir, or use --insecure for "
           "insecure clusters.\n\nproblem using security settings: no certificates found; does certs dir exist?")
INSECURE = ("*\n* WARNING: ALL SECURITY CONTROLS HAVE BEEN DISABLED!\n*\n* This mode is intended for non-production "
            "testing only.\n*")


def fill_cockroach() -> None:
    T.source(
        "s-cockroach-insecure", "/home/tomas/code/ledger", "2026-03-17T08:00:00Z", "main",
        user("start a local single-node cockroach for the ledger tests and create the ledger database"),
        err("cockroach start-single-node --store=/tmp/crdb --listen-addr=localhost:26257 --http-addr=localhost:8089 --background",
            NOCERTS + "\nFailed running \"start-single-node\""),
        say("By default cockroach starts in secure mode and expects certificates in ~/.cockroach-certs. For a "
            "throwaway test node, insecure mode is enough, and the client needs the flag as well."),
        ok("cockroach start-single-node --insecure --store=/tmp/crdb --listen-addr=localhost:26257 "
           "--http-addr=localhost:8089 --background && "
           "cockroach sql --insecure --host=localhost:26257 -e 'CREATE DATABASE IF NOT EXISTS ledger'",
           INSECURE + "\nCockroachDB node starting at 2026-03-17 08:00:41.1 +0000 UTC\nbuild:               CCL v24.2.3\n"
           "sql:                 postgresql://root@localhost:26257/defaultdb?sslmode=disable\nCREATE DATABASE\n\nTime: 4ms"),
    )
    T.lesson(
        "t34-cockroach-insecure", "project", "en", "s-cockroach-insecure", "security",
        "cockroach start and cockroach sql need --insecure (or certificates) for the local test node",
        "`cockroach start-single-node …` and client commands stop with `ERROR: cannot load certificates.` and "
        "`problem using security settings: no certificates found`.",
        "The server and every client command default to secure mode separately: starting the node with "
        "--insecure is not enough, `cockroach sql`, `node status` or `init` without the flag fail the same way.",
        "CockroachDB runs in secure mode unless told otherwise and looks for certificates in ~/.cockroach-certs.",
        "For the local throwaway node pass `--insecure` to the server and to each client command, or set "
        "`COCKROACH_INSECURE=true` in the environment; for a secure setup create certificates with `cockroach cert "
        "create-ca` / `create-node` / `create-client` and pass `--certs-dir`.",
        ["`cockroach start-single-node --store=/tmp/crdb --listen-addr=localhost:26257 --http-addr=localhost:8089 "
         "--background` -> `ERROR: cannot load certificates.`",
         "`problem using security settings: no certificates found; does certs dir exist?`",
         "`cockroach sql --insecure --host=localhost:26257 -e 'CREATE DATABASE IF NOT EXISTS ledger'` -> `CREATE DATABASE`"],
    )

    T.later(
        "l-crdb-before", "/home/tomas/code/ledger", "2026-02-25T15:30:00Z", "main",
        user("spin up cockroach for the integration tests"),
        ok("cockroach start-single-node --insecure --store=/tmp/crdb --listen-addr=localhost:26257 --background",
           INSECURE + "\nCockroachDB node starting at 2026-02-25 15:30:22.4 +0000 UTC"),
        ok("go test ./internal/store/... -count=1", "ok  \tledger/internal/store\t3.118s"),
    )
    T.pair("t34-cockroach-insecure", "l-crdb-before", "neither",
           "dated before the lesson's source session, so neither even though --insecure is used")

    T.later(
        "l-crdb-env", "/home/tomas/code/ledger", "2026-03-27T09:40:00Z", "feat/fx-rates",
        user("the node is running. add the fx_rates table from migrations/007 and show the tables"),
        ok("COCKROACH_INSECURE=true cockroach sql --host=localhost:26257 -d ledger -f migrations/007_fx_rates.sql",
           "CREATE TABLE\n\nTime: 21ms"),
        ok("COCKROACH_INSECURE=true cockroach sql --host=localhost:26257 -d ledger -e 'SHOW TABLES' --format=csv",
           "schema_name,table_name,type,owner,estimated_row_count,locality\npublic,accounts,table,root,0,\n"
           "public,entries,table,root,0,\npublic,fx_rates,table,root,0,"),
        ok("go test ./internal/fx/... -count=1", "ok  \tledger/internal/fx\t1.902s"),
    )
    T.pair("t34-cockroach-insecure", "l-crdb-env", "applied",
           "the client runs with COCKROACH_INSECURE=true, the lesson's environment spelling; no certificate error")

    T.later(
        "l-crdb-docker", "/home/maya/dev/bookings", "2026-04-02T14:15:00Z", "spike/crdb",
        user("try the bookings schema on cockroach in docker"),
        ok("docker run -d --name crdb -p 26257:26257 -p 8089:8080 cockroachdb/cockroach:v24.2.3 start-single-node --insecure",
           "e1d0a3c57b92"),
        ok("docker exec -i crdb ./cockroach sql --insecure -e 'CREATE DATABASE bookings' && "
           "docker exec -i crdb ./cockroach sql --insecure -d bookings < schema.sql",
           "CREATE DATABASE\n\nTime: 5ms\nCREATE TABLE\nCREATE TABLE\nCREATE INDEX"),
    )
    T.pair("t34-cockroach-insecure", "l-crdb-docker", "applied",
           "both the containerised node and the client calls get --insecure; no certificate error")

    T.later(
        "l-crdb-make", "/home/tomas/code/ledger", "2026-04-06T07:55:00Z", "chore/dev-env",
        user("put the db start into the Makefile so the others can use it, then run it"),
        edit("/home/tomas/code/ledger/Makefile", "test:\n",
             "db-up:\n\tcockroach start-single-node --insecure --store=/tmp/crdb --listen-addr=localhost:26257 --background\n"
             "\tcockroach sql --insecure -e 'CREATE DATABASE IF NOT EXISTS ledger'\n\ntest:\n"),
        ok("make db-up", "cockroach start-single-node --insecure --store=/tmp/crdb --listen-addr=localhost:26257 --background\n"
           + INSECURE + "\ncockroach sql --insecure -e 'CREATE DATABASE IF NOT EXISTS ledger'\nCREATE DATABASE\n\nTime: 3ms"),
    )
    T.pair("t34-cockroach-insecure", "l-crdb-make", "applied",
           "a Makefile target that passes --insecure to server and client is run and works")

    T.later(
        "l-crdb-sql-noflag", "/home/tomas/code/ledger", "2026-04-10T16:20:00Z", "fix/balance-rounding",
        user("check how many entries have a fractional cent amount"),
        err("cockroach sql --host=localhost:26257 -d ledger -e 'SELECT count(*) FROM entries WHERE amount % 0.01 <> 0'",
            NOCERTS + "\nFailed running \"sql\""),
        ok("cockroach sql --insecure --host=localhost:26257 -d ledger -e 'SELECT count(*) FROM entries WHERE amount % 0.01 <> 0'",
           "  count\n---------\n     17\n(1 row)"),
    )
    T.pair("t34-cockroach-insecure", "l-crdb-sql-noflag", "recurred",
           "cockroach sql without --insecure fails with cannot load certificates before the flag is added")

    T.later(
        "l-crdb-nodestatus", "/home/maya/dev/crdb-lab", "2026-04-14T11:05:00Z", "main",
        user("three local nodes are up (26257-26259, started insecure). show node status from node 2"),
        ok("ps -eo args | grep -c '[c]ockroach start --insecure'", "3"),
        err("cockroach node status --host=localhost:26258", NOCERTS + "\nFailed running \"node status\""),
        say("The client side needs --insecure too."),
    )
    T.pair("t34-cockroach-insecure", "l-crdb-nodestatus", "recurred",
           "cockroach node status against node 2 fails with cannot load certificates (client without --insecure)")

    T.later(
        "l-crdb-notrunning", "/home/tomas/code/ledger", "2026-04-18T08:10:00Z", "main",
        user("run the migrations against the local db"),
        err("COCKROACH_INSECURE=true cockroach sql --host=localhost:26257 -d ledger -f migrations/008_holds.sql",
            "ERROR: cannot dial server.\nIs the server running?\nIf the server is running, check --host client-side and "
            "--advertise server-side.\n\ndial tcp 127.0.0.1:26257: connect: connection refused\nFailed running \"sql\""),
        ok("make db-up >/dev/null && COCKROACH_INSECURE=true cockroach sql --host=localhost:26257 -d ledger -f migrations/008_holds.sql",
           "CREATE TABLE\n\nTime: 18ms"),
    )
    T.pair("t34-cockroach-insecure", "l-crdb-notrunning", "applied",
           "COCKROACH_INSECURE is set from the start; the cannot-dial error that follows is a different one (node down)")

    T.later(
        "l-crdb-demo", "/home/maya/dev/bookings", "2026-04-22T13:00:00Z", "spike/crdb",
        user("show me how cockroach handles a serializable retry, with the demo cluster"),
        ok("cockroach demo --no-example-database -e \"CREATE TABLE t (k INT PRIMARY KEY, v INT); "
           "INSERT INTO t VALUES (1, 10); SHOW TRANSACTION ISOLATION LEVEL\"",
           "CREATE TABLE\n\nINSERT 0 1\n\n  transaction_isolation\n-------------------------\n  serializable\n(1 row)"),
        say("demo runs an in-memory cluster with its own credentials, no flags needed."),
    )
    T.pair("t34-cockroach-insecure", "l-crdb-demo", "neither",
           "cockroach demo needs neither certificates nor --insecure; no certificate error and the fix is not used")


# ---------------------------------------------------------------------------------------------------------
# 11. Debian's sox without an mp3 handler (Korean lesson)

NOMP3 = "sox FAIL formats: no handler for file extension `mp3'"


def fill_sox() -> None:
    T.source(
        "s-sox-mp3", "/home/minho/projects/podcast-clips", "2026-03-18T05:30:00Z", "main",
        user("에피소드 41 mp3를 음성 인식용으로 16kHz 모노 wav로 바꿔줘"),
        err("sox raw/ep41.mp3 -r 16000 -c 1 out/ep41.wav", NOMP3, 2),
        ok("sox --help | sed -n '/AUDIO FILE FORMATS/,+1p'",
           "AUDIO FILE FORMATS: 8svx aif aifc aiff aiffc al amb au avr cdda cdr cvs cvsd cvu dat dvms f32 f4 f64 f8 "
           "fssd gsm gsrt hcom htk ima ircam la lpc lpc10 lu maud nist prc raw s1 s16 s2 s24 s3 s32 s4 s8 sb sd2 sds "
           "sf sl sln smp snd sndr sndt sou sox sph sw txw u1 u16 u2 u24 u3 u32 u4 u8 ub ul uw vms voc vox wav wavpcm wve xa"),
        say("데비안/우분투의 sox 패키지에는 mp3 포맷 핸들러가 들어 있지 않습니다. 별도 패키지를 설치하겠습니다."),
        ok("sudo apt-get install -y libsox-fmt-mp3 && sox raw/ep41.mp3 -r 16000 -c 1 out/ep41.wav && soxi out/ep41.wav",
           "Setting up libsox-fmt-mp3:amd64 (14.4.2+git20190427-4build4) ...\n\nInput File     : 'out/ep41.wav'\n"
           "Channels       : 1\nSample Rate    : 16000\nPrecision      : 16-bit\nDuration       : 00:52:13.44 = 50135040 samples ~ "
           "235008 CDDA sectors\nFile Size      : 100M\nBit Rate       : 256k\nSample Encoding: 16-bit Signed Integer PCM"),
    )
    T.lesson(
        "t34-sox-mp3", "project", "ko", "s-sox-mp3", "workflow",
        "우분투 sox로 mp3를 열면 no handler 오류: libsox-fmt-mp3가 필요하다",
        "`sox raw/ep41.mp3 …`가 `sox FAIL formats: no handler for file extension `mp3'`로 끝나고 출력 파일이 생기지 않는다.",
        "sox 자체는 설치되어 있고 wav 변환은 잘 되므로 파일이 깨졌거나 옵션이 틀렸다고 오해하기 쉽다.",
        "Debian/Ubuntu의 sox 패키지는 mp3 같은 일부 포맷 핸들러를 별도 패키지(libsox-fmt-mp3, libsox-fmt-all)로 "
        "나눠 두었고 기본 설치에는 없다.",
        "`sudo apt-get install libsox-fmt-mp3`(또는 모든 포맷이 든 `libsox-fmt-all`)을 설치한 뒤 다시 변환한다. "
        "컨테이너나 다른 서버에서도 apt-get install 줄(Dockerfile 포함)에 같은 패키지를 넣는다.",
        ["`sox raw/ep41.mp3 -r 16000 -c 1 out/ep41.wav` -> `sox FAIL formats: no handler for file extension`",
         "`AUDIO FILE FORMATS:` 목록에 mp3가 없다",
         "`sudo apt-get install -y libsox-fmt-mp3` 후 `Sample Rate    : 16000`"],
    )

    T.later(
        "l-sox-docker", "/home/minho/projects/asr-batch", "2026-03-28T02:15:00Z", "main",
        user("배치 변환용 도커 이미지 만들어서 샘플 하나 돌려봐"),
        write("/home/minho/projects/asr-batch/Dockerfile",
              "FROM ubuntu:24.04\nRUN apt-get update && apt-get install -y --no-install-recommends sox libsox-fmt-all "
              "&& rm -rf /var/lib/apt/lists/*\nWORKDIR /work\nENTRYPOINT [\"sox\"]\n"),
        ok("docker build -q -t asr-sox . && docker run --rm -v $PWD/samples:/work asr-sox in.mp3 -r 16000 -c 1 in.wav && ls samples",
           "sha256:3c0d91aa7e52\nin.mp3\nin.wav"),
    )
    T.pair("t34-sox-mp3", "l-sox-docker", "applied",
           "the image installs libsox-fmt-all next to sox and converts an mp3 without the handler error")

    T.later(
        "l-sox-ssh", "/home/minho/projects/podcast-clips", "2026-04-01T03:40:00Z", "gpu-batch",
        user("gpu-02 서버에서 ep42~44를 변환해줘 (sox만 깔려 있음)"),
        ok("ssh gpu-02 'dpkg -l sox | tail -1'", "ii  sox  14.4.2+git20190427-4build4 amd64  Swiss army knife of sound processing"),
        ok("ssh gpu-02 'sudo apt-get install -y libsox-fmt-mp3 >/dev/null && for n in 42 43 44; do "
           "sox ~/raw/ep$n.mp3 -r 16000 -c 1 ~/out/ep$n.wav; done && ls ~/out'",
           "ep42.wav\nep43.wav\nep44.wav"),
    )
    T.pair("t34-sox-mp3", "l-sox-ssh", "applied",
           "libsox-fmt-mp3 is installed on the other server over ssh before converting; no handler error")

    T.later(
        "l-sox-stat", "/home/minho/projects/podcast-clips", "2026-04-05T06:00:00Z", "loudness",
        user("새로 받은 인트로 음원의 볼륨 통계 좀 봐줘"),
        err("ssh edit-01 'sox ~/incoming/intro-v3.mp3 -n stat'", NOMP3, 2),
        say("edit-01에도 mp3 핸들러가 없습니다."),
        ok("ssh edit-01 'sudo apt-get install -y libsox-fmt-mp3 >/dev/null && sox ~/incoming/intro-v3.mp3 -n stat 2>&1 | head -3'",
           "Samples read:           2646000\nLength (seconds):     30.000000\nScaled by:         2147483647.0"),
    )
    T.pair("t34-sox-mp3", "l-sox-stat", "recurred",
           "sox on edit-01 fails with no handler for file extension mp3 before the package is installed")

    T.later(
        "l-sox-soxi", "/home/jae/audio-tools", "2026-04-09T12:30:00Z", "main",
        user("list the duration of every mp3 in drop/"),
        err("soxi -D drop/*.mp3", "soxi FAIL formats: no handler for file extension `mp3'", 1),
        ok("for f in drop/*.mp3; do ffprobe -v error -show_entries format=duration -of csv=p=0 \"$f\"; done",
           "184.32\n201.07\n95.88"),
    )
    T.pair("t34-sox-mp3", "l-sox-soxi", "recurred",
           "soxi on mp3 files fails with the same missing mp3 handler on another machine")

    T.later(
        "l-sox-missing-file", "/home/minho/projects/podcast-clips", "2026-04-13T04:10:00Z", "main",
        user("ep43도 변환해줘"),
        err("sox raw/ep43.mp3 -r 16000 -c 1 out/ep43.wav",
            "sox FAIL formats: can't open input file `raw/ep43.mp3': No such file or directory", 2),
        ok("ls raw | tail -3", "ep41.mp3\nep42.mp3\nep43-final.mp3"),
        ok("sox raw/ep43-final.mp3 -r 16000 -c 1 out/ep43.wav && soxi -D out/ep43.wav", "2841.600000"),
    )
    T.pair("t34-sox-mp3", "l-sox-missing-file", "neither",
           "sox fails on a missing input file, a different error; mp3 handling already works and nothing is installed")

    T.later(
        "l-sox-ffmpeg", "/home/jae/audio-tools", "2026-04-17T09:50:00Z", "main",
        user("normalize drop/interview.mp3 to -16 LUFS"),
        ok("sudo apt-get install -y ffmpeg >/dev/null && ffmpeg -hide_banner -loglevel error -i drop/interview.mp3 "
           "-af loudnorm=I=-16:TP=-1.5:LRA=11 out/interview.mp3 && ls -l out/interview.mp3 | awk '{print $5}'",
           "8127305"),
    )
    T.pair("t34-sox-mp3", "l-sox-ffmpeg", "neither",
           "apt-get installs ffmpeg and ffmpeg does the work; sox is not used and no handler error appears")


# ---------------------------------------------------------------------------------------------------------
# 12. asdf with no version chosen for a directory (zsh)


def _nover(cmd: str, cfg: str, *versions: str) -> str:
    return (f"No version is set for command {cmd}\nConsider adding one of the following versions in your config file "
            f"at {cfg}\n" + "\n".join(versions))


def fill_asdf() -> None:
    T.source(
        "s-asdf-noversion", "/Users/kenji/work/monorepo/services/notifier", "2026-03-19T02:20:00Z", "feat/digest-email",
        user("install the notifier's deps and run its tests"),
        err("npm ci", _nover("npm", "/Users/kenji/work/monorepo/services/notifier/.tool-versions",
                             "nodejs 18.20.4", "nodejs 20.17.0"), 126),
        ok("ls -a ../../ | grep tool-versions; cat ~/.tool-versions", "python 3.12.7"),
        ok("grep -A2 '\"engines\"' package.json", "  \"engines\": {\n    \"node\": \">=20\"\n  },"),
        say("Neither the notifier, the monorepo root nor ~/.tool-versions picks a nodejs version, so the asdf shim "
            "refuses to choose one. The package wants Node 20."),
        ok("asdf set nodejs 20.17.0 && cat .tool-versions && npm ci && npm test -- --silent",
           "nodejs 20.17.0\n\nadded 412 packages, and audited 413 packages in 9s\n\nTest Suites: 12 passed, 12 total\n"
           "Tests:       87 passed, 87 total"),
    )
    T.lesson(
        "t34-asdf-noversion", "project", "en", "s-asdf-noversion", "workflow",
        "asdf shims refuse to run when no .tool-versions chooses a version for the directory",
        "`npm ci` prints `No version is set for command npm` and `Consider adding one of the following versions in "
        "your config file at …/.tool-versions` (exit 126) although Node is installed.",
        "The versions are installed, so it looks like a broken install; the message lists them, but the real gap is "
        "that nothing on the path from the directory up to ~ names one.",
        "asdf resolves the version from .tool-versions in the current directory, its parents and ~, or from "
        "ASDF_<TOOL>_VERSION; the notifier service and ~/.tool-versions name no nodejs.",
        "Choose a version for the directory: `asdf set nodejs 20.17.0` writes ./.tool-versions (`asdf set -u` "
        "writes ~/.tool-versions; asdf before 0.16 spells these `asdf local` / `asdf global`), or set "
        "`ASDF_NODEJS_VERSION=20.17.0` for one command.",
        ["`npm ci` -> `No version is set for command npm`",
         "`Consider adding one of the following versions in your config file at "
         "/Users/kenji/work/monorepo/services/notifier/.tool-versions`",
         "`asdf set nodejs 20.17.0 && cat .tool-versions && npm ci` -> `added 412 packages`"],
    )

    T.later(
        "l-asdf-envvar", "/Users/kenji/work/monorepo/services/billing-ui", "2026-03-30T03:05:00Z", "fix/types",
        user("typecheck billing-ui, don't add config files to that package"),
        ok("ls -a | grep -c tool-versions", "0"),
        ok("ASDF_NODEJS_VERSION=20.17.0 npx tsc -p . --noEmit && echo typecheck ok", "typecheck ok"),
        ok("git status --short", ""),
    )
    T.pair("t34-asdf-noversion", "l-asdf-envvar", "applied",
           "ASDF_NODEJS_VERSION picks the version for the command, the lesson's env spelling; no shim error")

    T.later(
        "l-asdf-local-old", "/srv/ci/builds/web-widgets", "2026-04-03T20:10:00Z", "main",
        user("the CI box has the old asdf. run the widget tests with node 18"),
        ok("asdf --version", "v0.14.1-f00f759"),
        ok("asdf local nodejs 18.20.4 && npm ci --silent && npm test -- --silent",
           "Test Suites: 5 passed, 5 total\nTests:       31 passed, 31 total"),
    )
    T.pair("t34-asdf-noversion", "l-asdf-local-old", "applied",
           "asdf local, the pre-0.16 spelling the lesson names, chooses the version before npm runs")

    T.later(
        "l-asdf-yarn", "/Users/kenji/work/monorepo/services/scheduler", "2026-04-07T01:45:00Z", "feat/cron-ui",
        user("run the scheduler's lint"),
        ok("zsh -c 'git pull -q --rebase'", ""),
        err("zsh -c 'yarn lint'", _nover("yarn", "/Users/kenji/work/monorepo/services/scheduler/.tool-versions",
                                         "nodejs 18.20.4", "nodejs 20.17.0"), 126),
        ok("asdf set nodejs 20.17.0 && zsh -c 'yarn lint'", "✨  Done in 4.21s."),
    )
    T.pair("t34-asdf-noversion", "l-asdf-yarn", "recurred",
           "yarn in the scheduler service hits No version is set for command yarn before asdf set")

    T.later(
        "l-asdf-python", "/Users/kenji/work/monorepo/tools/codegen", "2026-04-11T06:30:00Z", "main",
        user("regenerate the API clients with the codegen tool"),
        err("python3 -m pip install -q -r requirements.txt",
            _nover("python3", "/Users/kenji/work/monorepo/tools/codegen/.tool-versions", "python 3.11.9", "python 3.12.7"),
            126),
        say("codegen has no python version chosen either."),
    )
    T.pair("t34-asdf-noversion", "l-asdf-python", "recurred",
           "python3 in tools/codegen fails with No version is set for command python3, the same cause for another tool")

    T.later(
        "l-asdf-notinstalled", "/Users/kenji/work/monorepo/services/notifier", "2026-04-15T04:00:00Z", "chore/node22",
        user("I bumped node to 22 in the notifier's .tool-versions, run the tests"),
        err("npm test -- --silent", _nover("npm", "/Users/kenji/work/monorepo/services/notifier/.tool-versions",
                                           "nodejs 18.20.4", "nodejs 20.17.0"), 126),
        ok("cat .tool-versions", "nodejs 22.9.0"),
        say("The file does choose 22.9.0; it just isn't installed yet."),
        ok("asdf install nodejs 22.9.0 >/dev/null && npm test -- --silent", "Tests:       87 passed, 87 total"),
    )
    T.pair("t34-asdf-noversion", "l-asdf-notinstalled", "neither",
           "same message, but .tool-versions does name 22.9.0, which is not installed: another cause, fixed by asdf install")

    T.later(
        "l-asdf-plugin", "/Users/kenji/work/infra-live", "2026-04-19T07:15:00Z", "main",
        user("install terraform 1.9.5 through asdf for the infra repo"),
        ok("asdf plugin add terraform && asdf install terraform 1.9.5",
           "Downloading terraform version 1.9.5 from https://releases.hashicorp.com/terraform/1.9.5/terraform_1.9.5_darwin_arm64.zip\n"
           "Cleaning terraform previous binaries\nCreating terraform bin directory\nExtracting terraform archive"),
        ok("cat .tool-versions", "terraform 1.9.5"),
        ok("terraform -chdir=envs/staging plan -lock=false | tail -1", "No changes. Your infrastructure matches the configuration."),
    )
    T.pair("t34-asdf-noversion", "l-asdf-plugin", "neither",
           "asdf adds a plugin and installs a version already named in .tool-versions; no shim error, no version chosen")


FILLS = [fill_cockroach, fill_sox, fill_asdf]
