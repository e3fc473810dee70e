"""Cases of the thirty-ninth tracking corpus, part b: tshark unable to run dumpcap before the wireshark group is
active (Korean), the Neo4j 5 image refusing a short password (PowerShell, compose), and SvelteKit's generated
tsconfig missing on a fresh clone (zsh). Rules and helpers are in tracking39_cases.py."""
from __future__ import annotations

from tests.truth.tracking39_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# ---------------------------------------------------------------------------------------------------------------
# 4. tshark: dumpcap not runnable until the wireshark group is active (Korean lesson)

DUMPCAP = ("tshark: Couldn't run /usr/bin/dumpcap in child process: Permission denied\n"
           "Are you a member of the 'wireshark' group? Try running\n'usermod -a -G wireshark _your_username_' as root.")


def tshark_cases() -> None:
    T.source(
        "s-tshark-group", "/home/seoyeon/netlab", "2026-03-09T04:00:00Z", "main",
        user("캡처 스크립트가 tshark에서 권한 오류로 멈춥니다. 봐 주세요."),
        err("tshark -i eth0 -c 20 -w /tmp/cap.pcapng", DUMPCAP, 2),
        ok("ls -l /usr/bin/dumpcap; getcap /usr/bin/dumpcap; id -nG",
           "-rwxr-xr-- 1 root wireshark 137352 Feb  2 11:04 /usr/bin/dumpcap\n"
           "/usr/bin/dumpcap cap_net_admin,cap_net_raw=eip\nseoyeon adm sudo"),
        ok("sudo usermod -aG wireshark seoyeon", ""),
        err("tshark -i eth0 -c 20 -w /tmp/cap.pcapng", DUMPCAP, 2),
        say("그룹 추가는 새 로그인부터 적용되어 지금 셸은 여전히 wireshark 그룹이 없습니다. sg로 그 그룹을 "
            "활성화한 채 실행하겠습니다."),
        ok("sg wireshark -c 'tshark -i eth0 -c 20 -w /tmp/cap.pcapng'", "Capturing on 'eth0'\n20 packets captured"),
    )
    T.lesson(
        "t39-tshark-wireshark-group", "global", "ko", "s-tshark-group", "env_setup",
        "tshark가 dumpcap을 실행하지 못함: wireshark 그룹이 현재 셸에 적용되지 않음",
        "`tshark -i eth0`이 `tshark: Couldn't run /usr/bin/dumpcap in child process: Permission denied`로 "
        "실패한다.",
        "`usermod -aG wireshark`로 그룹을 추가한 직후 같은 셸에서 다시 실행해도 똑같이 실패해서 그룹 추가가 "
        "소용없어 보인다.",
        "dumpcap은 root:wireshark 0750이라 wireshark 그룹만 실행할 수 있고, 새 그룹 멤버십은 새 로그인 "
        "세션부터 적용된다.",
        "`sudo usermod -aG wireshark $USER`로 그룹에 추가한 뒤 다시 로그인하거나, 지금 셸에서는 "
        "`sg wireshark -c '<tshark 명령>'`(또는 `newgrp wireshark`)으로 그룹을 활성화해서 실행한다.",
        ["`tshark -i eth0 -c 20 -w /tmp/cap.pcapng` -> `tshark: Couldn't run /usr/bin/dumpcap in child process: "
         "Permission denied`",
         "`sudo usermod -aG wireshark seoyeon` 후에도 같은 오류, `sg wireshark -c 'tshark -i eth0 -c 20 -w "
         "/tmp/cap.pcapng'` -> `20 packets captured`"])

    T.later(
        "l-tshark-probe02", "/home/ops/dns-debug", "2026-03-24T01:15:00Z", "main",
        user("Capture 50 DNS packets on probe-02 for the resolver ticket."),
        ok("ssh probe-02 \"sudo usermod -aG wireshark ops && sg wireshark -c \\\"tshark -i ens18 -f 'port 53' "
           "-c 50 -w /tmp/dns.pcapng\\\"\"", "Capturing on 'ens18'\n50 packets captured"),
        ok("scp probe-02:/tmp/dns.pcapng captures/ && ls -l captures/dns.pcapng",
           "-rw-r--r-- 1 ops ops 9836 Mar 24 01:16 captures/dns.pcapng"),
    )
    T.pair("t39-tshark-wireshark-group", "l-tshark-probe02", "applied",
           "usermod -aG wireshark then sg wireshark -c runs the capture on probe-02 without the dumpcap error")

    T.later(
        "l-tshark-script", "/home/seoyeon/netlab", "2026-04-03T03:00:00Z", "feat/rotate",
        user("캡처를 1시간 단위로 돌리는 스크립트를 만들고 한 번 짧게 테스트해 주세요."),
        write("/home/seoyeon/netlab/capture.sh",
              "#!/bin/sh\n# wireshark group may not be active in this login yet\nexec sg wireshark -c "
              "\"tshark -i ${IFACE:-eth0} -b duration:3600 -b files:24 -a duration:${LIMIT:-3600} "
              "-w /var/cap/ring.pcapng\"\n"),
        ok("chmod +x capture.sh && IFACE=eth0 LIMIT=5 ./capture.sh",
           "Capturing on 'eth0'\n312 packets captured"),
        ok("ls /var/cap/", "ring_00001_20260403030012.pcapng"),
    )
    T.pair("t39-tshark-wireshark-group", "l-tshark-script", "applied",
           "the capture script runs tshark through sg wireshark -c and it captures")

    T.later(
        "l-tshark-newvm", "/home/seoyeon/netlab", "2026-04-09T06:30:00Z", "main",
        user("새 VM lab-03에서 쓸 수 있는 인터페이스 목록만 보여 주세요."),
        err("ssh lab-03 tshark -D", DUMPCAP, 2),
        say("lab-03에서도 dumpcap이 wireshark 그룹 전용이고 계정이 그룹에 없습니다. 그룹 추가 여부는 "
            "결정해 주세요."),
    )
    T.pair("t39-tshark-wireshark-group", "l-tshark-newvm", "recurred",
           "tshark -D on the new VM lab-03 fails with the same dumpcap permission error")

    T.later(
        "l-tshark-sameshell", "/home/minsu/pcap-tools", "2026-04-17T02:40:00Z", "main",
        user("Set me up so I can capture on this box without sudo."),
        ok("sudo usermod -aG wireshark minsu && id -nG minsu", "minsu sudo wireshark"),
        err("tshark -i enp3s0 -c 5", DUMPCAP, 2),
        say("The account is in the group now, but this shell was started before that. Use "
            "`sg wireshark -c '…'` now, or log out and back in."),
        ok("sg wireshark -c 'tshark -i enp3s0 -c 5'", "Capturing on 'enp3s0'\n5 packets captured"),
    )
    T.pair("t39-tshark-wireshark-group", "l-tshark-sameshell", "recurred",
           "after usermod, tshark in the same shell fails again with the dumpcap error before sg is used")

    T.later(
        "l-tshark-readfile", "/home/seoyeon/netlab", "2026-04-23T05:00:00Z", "analysis/http",
        user("어제 받은 캡처 파일에서 5xx 응답만 뽑아 주세요."),
        ok("tshark -r captures/edge-0422.pcapng -Y 'http.response.code >= 500' -T fields -e frame.time "
           "-e ip.src -e http.response.code",
           "Apr 22, 2026 14:02:11.420913000 KST\t10.20.1.14\t502\n"
           "Apr 22, 2026 14:02:11.981020000 KST\t10.20.1.14\t502"),
        ok("tshark -r captures/edge-0422.pcapng -Y 'http.response.code >= 500' | wc -l", "2"),
    )
    T.pair("t39-tshark-wireshark-group", "l-tshark-readfile", "neither",
           "tshark only reads a saved capture with -r; dumpcap is never needed and nothing fails")

    T.later(
        "l-tshark-nodev", "/home/ops/wifi-survey", "2026-05-01T08:00:00Z", "main",
        user("Grab some beacon frames from the USB wifi dongle."),
        err("tshark -i wlan1 -c 30",
            "Capturing on 'wlan1'\ntshark: The capture session could not be initiated on interface 'wlan1' "
            "(No such device exists).\nPlease check that you have the proper interface specified.\n0 packets captured",
            2),
        ok("ip -br link", "lo               UNKNOWN\nenp2s0           UP\nwlx00c0ca9a1b2c DOWN"),
        ok("tshark -i wlx00c0ca9a1b2c -c 30 2>&1 | tail -1", "30 packets captured"),
    )
    T.pair("t39-tshark-wireshark-group", "l-tshark-nodev", "neither",
           "a wrong interface name: a different tshark error, not the dumpcap permission one")

    T.later(
        "l-tshark-early", "/home/seoyeon/netlab", "2026-02-20T04:00:00Z", "main",
        user("tshark 설치 후 테스트해 주세요."),
        err("tshark -i eth0 -c 3", DUMPCAP, 2),
        ok("sudo tshark -i eth0 -c 3", "Running as user \"root\" and group \"root\". This could be dangerous.\n"
           "Capturing on 'eth0'\n3 packets captured"),
    )
    T.pair("t39-tshark-wireshark-group", "l-tshark-early", "neither",
           "dated before the lesson's source session")


# ---------------------------------------------------------------------------------------------------------------
# 5. the Neo4j 5 image refusing a password under 8 characters (PowerShell, compose)

NEO_SHORT = ("Invalid value for password. The minimum password length is 8 characters.\n"
             "If Neo4j fails to start, you can:\n1) Use a stronger password.\n"
             "2) Set configuration dbms.security.auth_minimum_password_length to override the minimum password "
             "length requirement.\n3) Set environment variable NEO4J_dbms_security_auth__minimum__password__length "
             "to override the minimum password length requirement.")
GP = "C:\\Users\\dana\\src\\graph-poc"


def neo4j_cases() -> None:
    T.source(
        "s-neo4j-pass", GP, "2026-03-10T09:00:00Z", "main",
        user("Spin up Neo4j 5 locally for the graph POC; user neo4j, password test."),
        err("docker run --rm --name neo4j-poc -p 7474:7474 -p 7687:7687 -e NEO4J_AUTH=neo4j/test neo4j:5.20",
            NEO_SHORT),
        say("Neo4j 5 enforces an 8-character minimum on the initial password, and the image quits at startup. "
            "I'll use a longer password and keep it in $env:NEO4J_PASSWORD."),
        ok("$env:NEO4J_PASSWORD = 'poc-graph-2026'; docker run -d --name neo4j-poc -p 7474:7474 -p 7687:7687 "
           "-e NEO4J_AUTH=\"neo4j/$env:NEO4J_PASSWORD\" neo4j:5.20; Start-Sleep -Seconds 20; "
           "docker exec neo4j-poc cypher-shell -u neo4j -p $env:NEO4J_PASSWORD 'RETURN 1 AS ok;'",
           "3f9d2c71b0e4a8d1c5f2e6b7a9d0c3e1f4b5a6c7d8e9f0a1b2c3d4e5f6a7b8c9\nok\n1"),
    )
    T.lesson(
        "t39-neo4j-password-length", "global", "en", "s-neo4j-pass", "env_setup",
        "The Neo4j 5 image refuses an initial password shorter than 8 characters",
        "`docker run ... -e NEO4J_AUTH=neo4j/test neo4j:5.20` exits at once with `Invalid value for password. "
        "The minimum password length is 8 characters.`",
        "Short passwords such as neo4j/test worked with the 4.x images, so old compose files and READMEs keep "
        "using them.",
        "Neo4j 5 sets dbms.security.auth_minimum_password_length to 8 and the image's entrypoint validates "
        "NEO4J_AUTH against it before starting.",
        "Give NEO4J_AUTH a password of at least 8 characters (docker -e, a compose environment or .env file). "
        "For a throwaway dev box the minimum can be lowered with "
        "`NEO4J_dbms_security_auth__minimum__password__length`.",
        ["`docker run --rm --name neo4j-poc -p 7474:7474 -p 7687:7687 -e NEO4J_AUTH=neo4j/test neo4j:5.20` -> "
         "`Invalid value for password. The minimum password length is 8 characters.`",
         "with `NEO4J_AUTH=\"neo4j/$env:NEO4J_PASSWORD\"` (poc-graph-2026) the container started and cypher-shell "
         "returned `ok`"])

    T.later(
        "l-neo4j-compose", "C:\\Users\\dana\\src\\graph-api", "2026-03-25T10:00:00Z", "feat/neo4j",
        user("Add Neo4j to graph-api's compose file and check it comes up."),
        write("C:\\Users\\dana\\src\\graph-api\\.env", "NEO4J_PASSWORD=graph-api-local-01\n"),
        edit("C:\\Users\\dana\\src\\graph-api\\compose.yaml", "services:\n",
             "services:\n  neo4j:\n    image: neo4j:5.20\n    environment:\n      NEO4J_AUTH: neo4j/${NEO4J_PASSWORD}\n"
             "    ports: [\"7687:7687\"]\n"),
        ok("docker compose up -d neo4j; Start-Sleep -Seconds 20; docker compose exec neo4j cypher-shell -u neo4j "
           "-p graph-api-local-01 'RETURN 1 AS ok;'",
           "[+] Running 2/2\n ✔ Network graph-api_default    Created\n ✔ Container graph-api-neo4j-1  Started\nok\n1"),
    )
    T.pair("t39-neo4j-password-length", "l-neo4j-compose", "applied",
           "compose passes NEO4J_AUTH with an 18-character password from .env; Neo4j starts and answers")

    T.later(
        "l-neo4j-minlen", "C:\\Users\\dana\\src\\graph-poc", "2026-04-06T08:30:00Z", "test/fixtures",
        user("The fixture loader hard-codes neo4j/test. Start a disposable Neo4j that accepts it, don't touch "
             "the loader."),
        ok("docker run -d --rm --name neo4j-fixture -p 7688:7687 -e NEO4J_AUTH=neo4j/test "
           "-e NEO4J_dbms_security_auth__minimum__password__length=4 neo4j:5.20; Start-Sleep -Seconds 20; "
           "docker exec neo4j-fixture cypher-shell -u neo4j -p test 'RETURN 1 AS ok;'",
           "8b1e0d2f4c6a\nok\n1"),
        ok("python tools\\load_fixtures.py --uri bolt://localhost:7688", "loaded 1,204 nodes, 3,881 relationships"),
    )
    T.pair("t39-neo4j-password-length", "l-neo4j-minlen", "applied",
           "the minimum-length env var the lesson names lets neo4j/test start; the loader runs")

    T.later(
        "l-neo4j-ci", "C:\\Users\\dana\\src\\graph-api", "2026-04-14T07:00:00Z", "ci/integration",
        user("Run the integration stack the way CI does."),
        err("docker compose -f compose.ci.yaml up --abort-on-container-exit --exit-code-from tests",
            "neo4j-1  | " + NEO_SHORT.replace("\n", "\nneo4j-1  | ")
            + "\nneo4j-1 exited with code 1\nAborting on container exit...\n ✔ Container graph-api-neo4j-1  Stopped"),
        read("C:\\Users\\dana\\src\\graph-api\\compose.ci.yaml",
             "services:\n  neo4j:\n    image: neo4j:5.20\n    environment:\n      NEO4J_AUTH: neo4j/ci\n"),
        say("compose.ci.yaml still uses neo4j/ci, under the 8-character minimum. Want me to change it?"),
    )
    T.pair("t39-neo4j-password-length", "l-neo4j-ci", "recurred",
           "the CI compose file's neo4j/ci makes the container exit with the same minimum-length error")

    T.later(
        "l-neo4j-upgrade", "C:\\Users\\dana\\src\\recs", "2026-04-20T11:00:00Z", "chore/neo4j5",
        user("Bump the recs service's Neo4j from 4.4 to 5 in the dev script and start it."),
        edit("C:\\Users\\dana\\src\\recs\\dev.ps1", "neo4j:4.4", "neo4j:5.20"),
        err(".\\dev.ps1", "Starting neo4j:5.20 as recs-db ...\n" + NEO_SHORT),
        edit("C:\\Users\\dana\\src\\recs\\dev.ps1", "NEO4J_AUTH=neo4j/recs", "NEO4J_AUTH=neo4j/recs-dev-2026"),
        ok(".\\dev.ps1", "Starting neo4j:5.20 as recs-db ...\nrecs-db is up on bolt://localhost:7687"),
    )
    T.pair("t39-neo4j-password-length", "l-neo4j-upgrade", "recurred",
           "after the bump to 5.20, neo4j/recs hits the minimum-length error; the longer password comes later")

    T.later(
        "l-neo4j-wrongpass", GP, "2026-04-28T09:40:00Z", "main",
        user("cypher-shell won't let me in to the POC database."),
        err("docker exec neo4j-poc cypher-shell -u neo4j -p poc-graph 'RETURN 1;'",
            "The client is unauthorized due to authentication failure."),
        ok("docker exec neo4j-poc cypher-shell -u neo4j -p $env:NEO4J_PASSWORD 'RETURN 1 AS ok;'", "ok\n1"),
    )
    T.pair("t39-neo4j-password-length", "l-neo4j-wrongpass", "neither",
           "a mistyped password against a running server: an authentication failure, not the startup check")

    T.later(
        "l-neo4j-readme", "C:\\Users\\dana\\src\\graph-api", "2026-05-05T10:10:00Z", "docs",
        user("Update the README's local setup section for Neo4j 5."),
        edit("C:\\Users\\dana\\src\\graph-api\\README.md", "docker run -e NEO4J_AUTH=neo4j/test neo4j:4.4",
             "docker run -e NEO4J_AUTH=neo4j/<at least 8 characters> neo4j:5.20"),
        ok("git add README.md; git commit -qm 'docs: neo4j 5 password'", ""),
    )
    T.pair("t39-neo4j-password-length", "l-neo4j-readme", "neither",
           "the longer password is only written into the README; no container is started")


# ---------------------------------------------------------------------------------------------------------------
# 6. SvelteKit's .svelte-kit/tsconfig.json missing on a fresh clone (zsh)

SF = "/Users/hana/code/shop-front"


def ts6053(rel: str = "./.svelte-kit/tsconfig.json") -> str:
    return (f"tsconfig.json:2:13 - error TS6053: File '{rel}' not found.\n\n"
            f"2   \"extends\": \"{rel}\",\n              ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n\n\n"
            "Found 1 error in tsconfig.json:2\n")


def svelte_cases() -> None:
    T.source(
        "s-svelte-sync", SF, "2026-03-11T05:00:00Z", "main",
        user("Fresh clone of shop-front. Type-check it before I start on the cart work."),
        ok("npm ci --ignore-scripts", "added 212 packages, and audited 213 packages in 7s\n\nfound 0 vulnerabilities"),
        err("npx tsc --noEmit -p tsconfig.json", ts6053(), 2),
        say("shop-front's tsconfig extends the one SvelteKit generates into .svelte-kit/, which doesn't exist on "
            "a fresh clone; the `prepare` script that creates it was skipped by --ignore-scripts."),
        ok("grep '\"prepare\"' package.json", "\t\t\"prepare\": \"svelte-kit sync || echo ''\","),
        ok("npx svelte-kit sync && npx tsc --noEmit -p tsconfig.json", ""),
    )
    T.lesson(
        "t39-sveltekit-sync", "global", "en", "s-svelte-sync", "build_config",
        "SvelteKit's generated .svelte-kit/tsconfig.json is missing on a fresh clone",
        "`tsc --noEmit` (or svelte-check) on a fresh clone fails with `error TS6053: File "
        "'./.svelte-kit/tsconfig.json' not found.`",
        "`npm ci --ignore-scripts` (common in CI and Docker builds) skips the `prepare` script that would have "
        "generated it, so the error appears only in some environments.",
        "The project tsconfig extends ./.svelte-kit/tsconfig.json, a file SvelteKit writes during `svelte-kit sync` "
        "(and dev/build); .svelte-kit/ is git-ignored.",
        "Run `svelte-kit sync` (`npx svelte-kit sync`, `pnpm exec svelte-kit sync`, or `npm run prepare`) before "
        "tsc / svelte-check on a fresh checkout.",
        ["`npx tsc --noEmit -p tsconfig.json` -> `error TS6053: File './.svelte-kit/tsconfig.json' not found.`",
         "`npx svelte-kit sync && npx tsc --noEmit -p tsconfig.json` passed"])

    T.later(
        "l-svelte-ci", SF, "2026-03-26T03:00:00Z", "ci/check",
        user("Write the CI check script for shop-front and run it locally."),
        write(f"{SF}/scripts/ci-check.sh", "#!/usr/bin/env zsh\nset -e\nnpm ci --ignore-scripts\n"
              "npm run prepare\nnpx tsc --noEmit -p tsconfig.json\nnpx svelte-check --threshold error\n"),
        ok("zsh scripts/ci-check.sh",
           "added 212 packages in 6s\n\n> shop-front@0.4.0 prepare\n> svelte-kit sync || echo ''\n\n"
           "====================================\nLoading svelte-check in workspace: /Users/hana/code/shop-front\n"
           "svelte-check found 0 errors and 0 warnings"),
    )
    T.pair("t39-sveltekit-sync", "l-svelte-ci", "applied",
           "the CI script runs npm run prepare (svelte-kit sync) before tsc; the check passes")

    T.later(
        "l-svelte-pnpm", "/Users/hana/code/shop-mono", "2026-04-07T02:00:00Z", "main",
        user("In the monorepo, type-check the admin app after a clean checkout."),
        ok("git clean -xfdq apps/admin && pnpm install --frozen-lockfile --ignore-scripts",
           "Lockfile is up to date, resolution step is skipped\nPackages: +418\nDone in 4.1s"),
        ok("pnpm --filter admin exec svelte-kit sync && pnpm --filter admin exec tsc --noEmit", ""),
        ok("pnpm --filter admin test -- --run", " Test Files  9 passed (9)\n      Tests  41 passed (41)"),
    )
    T.pair("t39-sveltekit-sync", "l-svelte-pnpm", "applied",
           "pnpm exec svelte-kit sync runs before tsc on the cleaned admin app; tsc passes")

    T.later(
        "l-svelte-admin", "/Users/hana/code/shop-mono", "2026-04-15T06:00:00Z", "feat/coupons",
        user("Type-check the storefront app on the coupons branch."),
        ok("pnpm install --frozen-lockfile --ignore-scripts", "Packages: +418\nDone in 3.8s"),
        err("cd apps/storefront && pnpm exec tsc --noEmit", ts6053(), 2),
        say("storefront's .svelte-kit is missing too. Generating it."),
        ok("cd apps/storefront && pnpm exec svelte-kit sync && pnpm exec tsc --noEmit", ""),
    )
    T.pair("t39-sveltekit-sync", "l-svelte-admin", "recurred",
           "TS6053 for .svelte-kit/tsconfig.json returns in apps/storefront before svelte-kit sync is run")

    T.later(
        "l-svelte-docker", SF, "2026-04-24T04:30:00Z", "ops/docker",
        user("Add a typecheck stage to the Dockerfile and build it."),
        edit(f"{SF}/Dockerfile", "RUN npm ci --ignore-scripts\n",
             "RUN npm ci --ignore-scripts\nCOPY . .\nRUN npx tsc --noEmit -p tsconfig.json\n"),
        err("docker build -t shop-front:check .",
            "#9 [5/6] RUN npx tsc --noEmit -p tsconfig.json\n#9 3.114 " + ts6053().replace("\n", "\n#9 3.114 ")
            + "\n#9 ERROR: process \"/bin/sh -c npx tsc --noEmit -p tsconfig.json\" did not complete successfully: "
              "exit code: 2"),
        say("Stopping here as you asked for a first try only; the stage needs svelte-kit sync first."),
    )
    T.pair("t39-sveltekit-sync", "l-svelte-docker", "recurred",
           "the Docker typecheck stage fails with TS6053 after npm ci --ignore-scripts")

    T.later(
        "l-svelte-zod", SF, "2026-04-30T01:00:00Z", "feat/cart",
        user("Type-check the cart branch."),
        err("npx tsc --noEmit -p tsconfig.json",
            "src/lib/cart/schema.ts:1:19 - error TS2307: Cannot find module 'zod' or its corresponding type "
            "declarations.\n\n1 import { z } from 'zod';\n                    ~~~~~\n\nFound 1 error in "
            "src/lib/cart/schema.ts:1", 2),
        ok("npm install zod@3 && npx tsc --noEmit -p tsconfig.json", "added 1 package in 1s"),
    )
    T.pair("t39-sveltekit-sync", "l-svelte-zod", "neither",
           "tsc fails on an uninstalled dependency (TS2307), not on the generated tsconfig")

    T.later(
        "l-svelte-question", SF, "2026-05-08T07:00:00Z", "main",
        user("A new hire pasted me \"error TS6053: File './.svelte-kit/tsconfig.json' not found.\" from their "
             "laptop. Why would that be? Just explain, don't run anything."),
        say("That file is generated by `svelte-kit sync`; on a fresh clone, or after `npm ci --ignore-scripts`, "
            "it doesn't exist yet. Running `npm run prepare` once fixes it."),
    )
    T.pair("t39-sveltekit-sync", "l-svelte-question", "neither",
           "the error is only quoted by the person and explained; nothing is run")

    T.later(
        "l-svelte-early", SF, "2026-01-22T05:00:00Z", "main",
        user("Set up shop-front after cloning."),
        ok("npm ci && npx tsc --noEmit -p tsconfig.json",
           "> shop-front@0.3.0 prepare\n> svelte-kit sync || echo ''\n\nadded 209 packages in 8s"),
    )
    T.pair("t39-sveltekit-sync", "l-svelte-early", "neither",
           "dated before the lesson's source session")


FILLS = [tshark_cases, neo4j_cases, svelte_cases]
