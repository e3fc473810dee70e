"""Cases of the fifty-first tracking corpus (see tracking51_cases.py for the labelling rules): sshd in a container
or a cloned machine with no host keys (ssh-keygen -A), CentOS 8's dead mirrorlist after end of life (vault.centos.org,
a Korean lesson), and pytest-asyncio's strict mode leaving unmarked async tests to pytest (asyncio_mode = auto)."""
from __future__ import annotations

from tests.truth.tracking51_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

_NOKEYS = "sshd: no hostkeys available -- exiting."


def sshd() -> None:
    T.source(
        "s-sshd", "/home/rui/bastion-img", "2025-04-20T09:00:00Z", "main",
        user("the bastion container exits right after start, can you see why?"),
        ok("docker build -q -t bastion:dev .", "sha256:5d2c0a91e3f4"),
        err("docker run --rm -p 2222:22 bastion:dev", _NOKEYS, 255),
        read("/home/rui/bastion-img/Dockerfile",
             "FROM debian:bookworm-slim\nRUN apt-get update && apt-get install -y --no-install-recommends "
             "openssh-server && rm -rf /var/lib/apt/lists/* /etc/ssh/ssh_host_*\nRUN mkdir -p /run/sshd\n"
             "COPY sshd_config /etc/ssh/sshd_config\nEXPOSE 22\nCMD [\"/usr/sbin/sshd\", \"-D\", \"-e\"]\n"),
        say("The image deletes the host keys so that they aren't baked into every container, but nothing creates "
            "new ones, and sshd refuses to start without any. ssh-keygen -A generates every missing default key; "
            "running it at container start gives each container its own keys."),
        edit("/home/rui/bastion-img/Dockerfile", "CMD [\"/usr/sbin/sshd\", \"-D\", \"-e\"]\n",
             "CMD [\"/bin/sh\", \"-c\", \"ssh-keygen -A && exec /usr/sbin/sshd -D -e\"]\n"),
        ok("docker build -q -t bastion:dev . && docker run -d --name bastion-test -p 2222:22 bastion:dev && sleep 2 "
           "&& "
           "docker logs bastion-test",
           "sha256:0b7e44c19a2d\n3f9a0c2e81d7b6f4a1c9e0d2b3a4f5e6d7c8b9a0f1e2d3c4b5a6978877665544\n"
           "ssh-keygen: generating new host keys: RSA ECDSA ED25519 \nServer listening on 0.0.0.0 port 22.\n"
           "Server listening on :: port 22."))
    T.lesson(
        "t51-sshd-hostkeys", "global", "en", "s-sshd", "env_setup",
        "sshd exits at once when the image or machine has no host keys: run ssh-keygen -A first",
        "sshd (in a container, or on a cloned VM or LXC guest) stops immediately with sshd: no hostkeys available -- "
        "exiting.",
        "Images and golden templates delete /etc/ssh/ssh_host_* on purpose so clones don't share keys; the package "
        "install created them once, so nothing regenerates them and the container just exits.",
        "sshd needs at least one host key and never creates them itself; the distribution only generates them in "
        "the package's postinst or a first-boot service, which a container CMD or a cleaned template skips.",
        "Generate the missing host keys before sshd starts with `ssh-keygen -A`: in the container's CMD or "
        "entrypoint before `exec /usr/sbin/sshd -D`, or by hand on the machine, then start sshd.",
        ["`docker run --rm -p 2222:22 bastion:dev` printed \"sshd: no hostkeys available -- exiting.\"",
         "The Dockerfile removes \"/etc/ssh/ssh_host_*\" after installing openssh-server.",
         "With CMD running `ssh-keygen -A && exec /usr/sbin/sshd -D -e`, the logs showed \"ssh-keygen: generating new "
         "host keys: RSA ECDSA ED25519\" and \"Server listening on 0.0.0.0 port 22.\""])

    T.later(
        "l-sshd-compose", "/home/rui/sftp-drop", "2025-05-10T10:00:00Z", "feat/compose",
        user("the sftp-drop image strips host keys too; wire up its entrypoint and start it with compose"),
        edit("/home/rui/sftp-drop/entrypoint.sh", "#!/bin/sh\nset -e\n",
             "#!/bin/sh\nset -e\nssh-keygen -A\n"),
        ok("docker compose up -d --build sftp && sleep 3 && docker compose logs sftp",
           "sftp-1  | ssh-keygen: generating new host keys: RSA ECDSA ED25519 \n"
           "sftp-1  | Server listening on 0.0.0.0 port 22.\nsftp-1  | Server listening on :: port 22."))
    T.pair("t51-sshd-hostkeys", "l-sshd-compose", "applied",
           "ssh-keygen -A added to the entrypoint before sshd and run through compose; sshd listened")

    T.later(
        "l-sshd-lxc", "/home/rui/lab", "2025-06-02T13:30:00Z", "HEAD",
        user("I cloned web-7 from the golden template (keys wiped); get ssh going on it before I log in"),
        ok("lxc exec web-7 -- sh -c 'ssh-keygen -A && systemctl restart ssh && systemctl is-active ssh'",
           "ssh-keygen: generating new host keys: RSA ECDSA ED25519 \nactive"))
    T.pair("t51-sshd-hostkeys", "l-sshd-lxc", "applied",
           "ssh-keygen -A run on a cloned LXC guest before restarting ssh; it came up active")

    T.later(
        "l-sshd-podman", "/home/rui/sftp-drop", "2025-05-18T08:45:00Z", "release/0.3",
        user("the 0.3 release image of sftp-drop under podman on the NAS dies, check"),
        err("podman run --rm -p 2022:22 localhost/sftp-drop:0.3", _NOKEYS, 255),
        ok("podman run --rm --entrypoint sh localhost/sftp-drop:0.3 -c 'ls /etc/ssh'", "moduli\nsshd_config\n"
           "sshd_config.d"),
        say("0.3 predates the entrypoint change; the image has no host keys. Rebuild from main or run ssh-keygen -A "
            "at start."))
    T.pair("t51-sshd-hostkeys", "l-sshd-podman", "recurred",
           "sshd in the 0.3 image under podman exited with no hostkeys available (no keys in /etc/ssh)")

    T.later(
        "l-sshd-clone", "/home/rui/lab", "2025-06-14T09:10:00Z", "HEAD",
        user("web-8 was cloned from the same template, ssh into it doesn't work; check from lxc"),
        err("lxc exec web-8 -- /usr/sbin/sshd -t", _NOKEYS, 255),
        ok("lxc exec web-8 -- sh -c 'ssh-keygen -A && systemctl restart ssh'",
           "ssh-keygen: generating new host keys: RSA ECDSA ED25519 "))
    T.pair("t51-sshd-hostkeys", "l-sshd-clone", "recurred",
           "sshd -t on another cloned guest reported no hostkeys available before the keys were generated")

    T.later(
        "l-sshd-privsep", "/home/rui/jump-img", "2025-07-01T11:00:00Z", "alpine",
        user("port the bastion image to alpine and run it"),
        err("docker run --rm -p 2223:22 jump:alpine", "Missing privilege separation directory: /run/sshd", 255),
        edit("/home/rui/jump-img/Dockerfile", "EXPOSE 22\n", "RUN mkdir -p /run/sshd\nEXPOSE 22\n"),
        ok("docker build -q -t jump:alpine . && docker run -d -p 2223:22 jump:alpine", "sha256:91ab\n5e4d3c2b1a09"))
    T.pair("t51-sshd-hostkeys", "l-sshd-privsep", "neither",
           "a different sshd error (missing privilege separation directory), fixed with mkdir /run/sshd")

    T.later(
        "l-sshd-deploykey", "/home/rui/bastion-img", "2025-07-22T15:00:00Z", "ci/deploy",
        user("make a deploy key for the CI to push the image tags"),
        ok("ssh-keygen -t ed25519 -f ~/.ssh/bastion_ci -N '' -C 'ci@bastion-img'",
           "Generating public/private ed25519 key pair.\nYour identification has been saved in "
           "/home/rui/.ssh/bastion_ci\nYour public key has been saved in /home/rui/.ssh/bastion_ci.pub"),
        ok("gh repo deploy-key add ~/.ssh/bastion_ci.pub --allow-write --title ci-tags",
           "✓ Deploy key added to rui/bastion-img"))
    T.pair("t51-sshd-hostkeys", "l-sshd-deploykey", "neither",
           "ssh-keygen used to make a user deploy key, not host keys for sshd; no sshd failure")

    T.later(
        "l-sshd-before", "/home/rui/gw-img", "2025-03-25T10:00:00Z", "main",
        user("gateway container: sshd won't stay up"),
        err("docker run --rm gw:dev", _NOKEYS, 255),
        edit("/home/rui/gw-img/entrypoint.sh", "exec /usr/sbin/sshd -D\n", "ssh-keygen -A\nexec /usr/sbin/sshd -D\n"),
        ok("docker build -q -t gw:dev . && docker run -d gw:dev", "sha256:aa01\n77c1"))
    T.pair("t51-sshd-hostkeys", "l-sshd-before", "neither", "dated before the lesson's source session")


_VAULT_SED = ("sed -i -e 's|^mirrorlist=|#mirrorlist=|g' -e "
              "'s|^#baseurl=http://mirror.centos.org|baseurl=http://vault.centos.org|g' "
              "/etc/yum.repos.d/CentOS-*.repo")


def _c8_fail(repo: str, prefix: str = "") -> str:
    name = {"appstream": "AppStream", "baseos": "BaseOS"}[repo]
    return (f"{prefix}CentOS Linux 8 - {name}"
            "                        62  B/s |  38  B     00:00    \n"
            f"{prefix}Error: Failed to download metadata for repo '{repo}': Cannot prepare internal mirrorlist: "
            "No URLs in mirrorlist")


def centos_vault() -> None:
    T.source(
        "s-centos", "/home/hyun/legacy-build", "2025-04-22T02:00:00Z", "ci/centos8-image",
        user("레거시 빌드 이미지(centos:8)를 다시 빌드하려는데 yum 단계에서 실패해요."),
        err("docker build -t legacy-build:el8 .",
            "#5 [2/4] RUN yum install -y gcc make rpm-build\n" + _c8_fail("appstream", "#5 0.912 ") +
            "\n#5 ERROR: process \"/bin/sh -c yum install -y gcc make rpm-build\" did not complete successfully: exit "
            "code: 1\n------\nERROR: failed to solve: process \"/bin/sh -c yum install -y gcc make rpm-build\" did "
            "not "
            "complete successfully: exit code: 1"),
        say("CentOS 8은 2021년 말에 지원이 끝나서 mirrorlist.centos.org가 더 이상 8 미러를 주지 않습니다. 저장소 "
            "파일의 mirrorlist를 끄고 baseurl을 vault.centos.org로 바꾸겠습니다."),
        edit("/home/hyun/legacy-build/Dockerfile", "RUN yum install -y gcc make rpm-build\n",
             "RUN " + _VAULT_SED + "\nRUN yum install -y gcc make rpm-build\n"),
        ok("docker build -t legacy-build:el8 .",
           "#5 [2/5] RUN " + _VAULT_SED + "\n#5 DONE 0.3s\n#6 [3/5] RUN yum install -y gcc make rpm-build\n"
           "#6 2.113 CentOS Linux 8 - AppStream                       4.1 MB/s | 8.4 MB     00:02\n"
           "#6 41.20 Complete!\n#6 DONE 42.0s\n#9 naming to docker.io/library/legacy-build:el8 done"))
    T.lesson(
        "t51-centos-vault", "global", "ko", "s-centos", "env_setup",
        "CentOS 8 EOL 이후 yum/dnf가 mirrorlist에서 실패한다: vault.centos.org로 baseurl 변경",
        "centos:8 이미지나 CentOS 8 서버에서 yum/dnf가 Error: Failed to download metadata for repo 'appstream': "
        "Cannot prepare internal mirrorlist: No URLs in mirrorlist 로 실패한다.",
        "예전에 잘 빌드되던 Dockerfile이 코드 변경 없이 깨지고, 네트워크나 프록시 문제처럼 보인다.",
        "CentOS Linux 8은 2021-12-31에 지원이 끝났고 mirrorlist.centos.org가 8에 대해 빈 목록을 준다. 패키지는 "
        "vault.centos.org에만 남아 있다.",
        "저장소 파일에서 mirrorlist를 주석 처리하고 baseurl을 vault.centos.org로 바꾼다: `" + _VAULT_SED + "`. "
        "Dockerfile이면 yum/dnf보다 앞의 RUN에 둔다.",
        ["`docker build -t legacy-build:el8 .` 실패: \"Error: Failed to download metadata for repo 'appstream': "
         "Cannot prepare internal mirrorlist: No URLs in mirrorlist\"",
         "sed로 mirrorlist를 끄고 baseurl을 vault.centos.org로 바꾼 RUN을 넣은 뒤 같은 빌드에서 yum이 \"Complete!\"로 "
         "끝났다."])

    T.later(
        "l-c8-ssh", "/home/hyun/ops", "2025-05-14T01:00:00Z", "main",
        user("아직 CentOS 8인 build-el8 서버에 rsync 설치해 주세요"),
        ok("ssh build-el8 \"sudo " + _VAULT_SED + " && sudo dnf -y install rsync\"",
           "CentOS Linux 8 - AppStream                      5.2 MB/s | 8.4 MB     00:01\nInstalled:\n"
           "  rsync-3.1.3-12.el8.x86_64\n\nComplete!"))
    T.pair("t51-centos-vault", "l-c8-ssh", "applied",
           "the vault.centos.org sed ran over ssh before dnf install on a CentOS 8 host; it completed")

    T.later(
        "l-c8-script", "/home/hyun/rpm-tools", "2025-06-03T03:20:00Z", "ci/el8",
        user("rpm-tools CI 스크립트로 el8 rpm 빌드 돌려 주세요"),
        ok("cat ci/el8-repos.sh", "#!/bin/sh\nset -e\n" + _VAULT_SED + "\n"),
        ok("docker run --rm -v \"$PWD\":/w -w /w centos:8 sh -c 'sh ci/el8-repos.sh && yum -y -q install make "
           "rpm-build && make rpm'", "Wrote: /w/dist/rpm-tools-1.6.0-1.el8.x86_64.rpm"))
    T.pair("t51-centos-vault", "l-c8-script", "applied",
           "a script holding the vault sed ran in the centos:8 container before yum; the rpm was built")

    T.later(
        "l-c8-podman", "/home/hyun/legacy-build", "2025-05-27T05:00:00Z", "test/podman",
        user("podman으로 centos:8 컨테이너에서 dnf makecache만 확인해 볼래요?"),
        err("podman run --rm quay.io/centos/centos:8 dnf makecache", _c8_fail("baseos")),
        say("baseos 저장소도 같은 이유(EOL, mirrorlist 비어 있음)로 실패합니다."))
    T.pair("t51-centos-vault", "l-c8-podman", "recurred",
           "dnf in a CentOS 8 container under podman failed with No URLs in mirrorlist (baseos)")

    T.later(
        "l-c8-make", "/home/hyun/agent-pkg", "2025-07-16T06:00:00Z", "release/5.2",
        user("agent-pkg의 el8 패키지 이미지를 make image로 빌드해 주세요"),
        ok("grep -n -A2 '^image:' Makefile",
           "14:image:\n15-\tdocker build -f build/el8.Dockerfile -t agent-pkg:el8 ."),
        err("make image",
            "docker build -f build/el8.Dockerfile -t agent-pkg:el8 .\n#6 [2/6] RUN dnf -y install gcc-c++ cmake\n"
            + _c8_fail("appstream", "#6 1.044 ") + "\nERROR: failed to solve: process \"/bin/sh -c dnf -y install "
                                                   "gcc-c++ "
            "cmake\" did not complete successfully: exit code: 1\nmake: *** [Makefile:15: image] Error 1", 2))
    T.pair("t51-centos-vault", "l-c8-make", "recurred",
           "a make target's CentOS 8 image build failed on the dead mirrorlist for appstream")

    T.later(
        "l-c8-c7", "/home/hyun/legacy-build", "2025-08-05T02:30:00Z", "ci/centos7-image",
        user("centos:7 이미지도 빌드가 안 돼요"),
        err("docker build -f el7.Dockerfile -t legacy-build:el7 .",
            "#5 [2/3] RUN yum install -y gcc make\n#5 0.701 Loaded plugins: fastestmirror, ovl\n#5 0.902 Determining "
            "fastest mirrors\n#5 1.431 Could not retrieve mirrorlist http://mirrorlist.centos.org/?release=7&arch="
            "x86_64&repo=os&infra=container error was\n#5 1.431 14: curl#6 - \"Could not resolve host: "
            "mirrorlist.centos.org; Unknown error\"\n#5 1.455 Cannot find a valid baseurl for repo: base/7/x86_64\n"
            "ERROR: failed to solve: process \"/bin/sh -c yum install -y gcc make\" did not complete successfully: "
            "exit code: 1"),
        say("CentOS 7도 EOL이라 mirrorlist.centos.org 자체가 내려갔습니다. el7은 vault.centos.org/7.9.2009로 "
            "바꿔야 하는데, 어느 쪽으로 갈지 먼저 정해 주세요."))
    T.pair("t51-centos-vault", "l-c8-c7", "neither",
           "a different error on CentOS 7 (mirrorlist host unresolvable, no valid baseurl), not CentOS 8's empty list")

    T.later(
        "l-c8-doc", "/home/hyun/legacy-build", "2025-08-20T04:00:00Z", "docs/el8",
        user("el8 빌드 주의사항을 docs/legacy-build.md에 적어 주세요. 빌드는 안 돌려도 돼요."),
        write("/home/hyun/legacy-build/docs/legacy-build.md",
              "# el8 이미지\n\nCentOS 8은 EOL이라 yum 전에 저장소를 vault로 돌려야 합니다:\n\n    " + _VAULT_SED + "\n"),
        say("문서를 추가했습니다."))
    T.pair("t51-centos-vault", "l-c8-doc", "neither", "the vault sed only written into a document; nothing run")


_AIO_FAIL = ("async def functions are not natively supported.\nYou need to install a suitable plugin for your async "
             "framework, for example:\n  - anyio\n  - pytest-asyncio\n  - pytest-tornasync\n  - pytest-trio\n"
             "  - pytest-twisted")


def _aio(path: str, tests: list[str], passed: int, secs: str, warnings: str = "") -> str:
    dots = "F" * len(tests) + "." * passed
    body = "".join(f"{'_' * 20} {t} {'_' * 20}\n{_AIO_FAIL}\n" for t in tests)
    summary = "".join(f"FAILED {path}::{t} - Failed: async def functions are not natively supported.\n" for t in tests)
    tail = f"{len(tests)} failed, {passed} passed in {secs}s" if passed else f"{len(tests)} failed in {secs}s"
    return (f"{dots:<73}[100%]\n{'=' * 35} FAILURES {'=' * 35}\n{body}{warnings}{'=' * 27} short test summary info "
            f"{'=' * 28}\n{summary}{tail}")


def asyncio_mode() -> None:
    T.source(
        "s-asyncio", "/home/oli/ratelimit-client", "2025-06-10T09:00:00Z", "feat/async-client",
        user("I added async tests for the new client and pytest fails them, though pytest-asyncio is installed"),
        ok("pip list 2>/dev/null | grep -i -E '^pytest'", "pytest            8.4.0\npytest-asyncio    1.0.0"),
        err("pytest -q tests/test_client.py", _aio("tests/test_client.py", ["test_acquire_token", "test_backoff"], 1,
                                                   "0.12")),
        read("/home/oli/ratelimit-client/pyproject.toml", "[tool.pytest.ini_options]\ntestpaths = [\"tests\"]\n"),
        say("pytest-asyncio runs in strict mode by default: it only takes coroutine tests marked "
            "@pytest.mark.asyncio, and the unmarked ones fall through to pytest, which can't run them. Switching the "
            "project to auto mode."),
        edit("/home/oli/ratelimit-client/pyproject.toml", "testpaths = [\"tests\"]\n",
             "testpaths = [\"tests\"]\nasyncio_mode = \"auto\"\n"),
        ok("pytest -q tests/test_client.py", f"{'...':<73}[100%]\n3 passed in 0.15s"))
    T.lesson(
        "t51-asyncio-mode", "global", "en", "s-asyncio", "test_strategy",
        "pytest-asyncio's default strict mode leaves unmarked async tests to pytest, which fails them",
        "With pytest-asyncio installed, async def tests without a marker fail with Failed: async def functions are "
        "not natively supported (skipped with a warning on pytest before 8.4).",
        "The message tells you to install pytest-asyncio although it is installed, so it looks like a broken "
        "environment or plugin loading issue.",
        "pytest-asyncio defaults to strict mode, where only tests marked @pytest.mark.asyncio (or async fixtures "
        "declared with its decorators) are run on an event loop; unmarked coroutines go to pytest itself.",
        "Switch the plugin to auto mode: `asyncio_mode = auto` in pytest.ini (the same key under "
        "[tool.pytest.ini_options] in pyproject.toml, or `-o asyncio_mode=auto` on the command line), or mark each "
        "async test with `@pytest.mark.asyncio`.",
        ["`pip list` showed \"pytest-asyncio    1.0.0\" and `pytest -q tests/test_client.py` still failed: "
         "\"Failed: async def functions are not natively supported.\"",
         "After asyncio_mode was set to auto in [tool.pytest.ini_options], the same run gave \"3 passed in 0.15s\"."])

    T.later(
        "l-aio-ci", "/builds/oli/webhook-relay", "2025-06-25T07:00:00Z", "ci/tests",
        user("run the CI test script locally for webhook-relay"),
        ok("cat ci/test.sh", "#!/usr/bin/env bash\nset -euo pipefail\npip install -q -e '.[test]'\n"
           "pytest -q -o asyncio_mode=auto tests/\n"),
        ok("bash ci/test.sh", f"{'............':<73}[100%]\n12 passed in 0.88s"))
    T.pair("t51-asyncio-mode", "l-aio-ci", "applied",
           "the CI script ran pytest -o asyncio_mode=auto; tests passed with no async failure first")

    T.later(
        "l-aio-ini", "/home/oli/queue-worker", "2025-07-02T14:00:00Z", "feat/async-consumer",
        user("set up pytest for the new async consumer tests and run tox"),
        write("/home/oli/queue-worker/pytest.ini", "[pytest]\nasyncio_mode = auto\ntestpaths = tests\n"),
        ok("tox -e py312", f"py312: commands[0]> pytest -q\n{'.......':<73}[100%]\n7 passed in 0.41s\n"
           "  py312: OK (6.20=setup[5.10]+cmd[1.10] seconds)\n  congratulations :) (6.31 seconds)"))
    T.pair("t51-asyncio-mode", "l-aio-ini", "applied",
           "asyncio_mode = auto written into pytest.ini before tox ran the async tests; all passed")

    T.later(
        "l-aio-zsh", "/Users/oli/dev/stream-sink", "2025-06-20T16:00:00Z", "feat/consume",
        user("stream-sink's new async tests fail, zsh please"),
        ok("zsh -lc 'pip show pytest-asyncio | head -2'", "Name: pytest-asyncio\nVersion: 1.0.0"),
        err("zsh -lc 'pytest -q tests/test_consume.py'",
            _aio("tests/test_consume.py", ["test_consume_batch", "test_commit_offsets"], 0, "0.09")),
        say("Same strict-mode issue: the plugin is there, the tests aren't marked and no asyncio_mode is set."))
    T.pair("t51-asyncio-mode", "l-aio-zsh", "recurred",
           "unmarked async tests failed as not natively supported with pytest-asyncio installed (strict mode)")

    T.later(
        "l-aio-compose", "/home/oli/billing-api", "2025-07-10T10:30:00Z", "feat/async-db",
        user("run the api tests in the compose test container"),
        err("docker compose run --rm api pytest -q tests/test_invoices.py",
            _aio("tests/test_invoices.py", ["test_create_invoice"], 4, "0.57")),
        ok("docker compose run --rm api pip show pytest-asyncio", "Name: pytest-asyncio\nVersion: 0.26.0"),
        edit("/home/oli/billing-api/tests/test_invoices.py", "async def test_create_invoice(",
             "@pytest.mark.asyncio\nasync def test_create_invoice("),
        ok("docker compose run --rm api pytest -q tests/test_invoices.py", f"{'.....':<73}[100%]\n5 passed in 0.61s"))
    T.pair("t51-asyncio-mode", "l-aio-compose", "recurred",
           "an unmarked async test failed in the compose container with pytest-asyncio present; marked afterwards")

    T.later(
        "l-aio-noplugin", "/home/oli/geo-lookup", "2025-07-18T09:20:00Z", "main",
        user("fresh clone of geo-lookup, the async tests fail"),
        err("pytest -q", _aio("tests/test_lookup.py", ["test_lookup_city"], 2, "0.05",
                              "=" * 30 + " warnings summary " + "=" * 30 + "\ntests/test_lookup.py:9\n"
                              "  PytestUnknownMarkWarning: Unknown pytest.mark.anyio - is this a typo?\n\n")),
        ok("pip list 2>/dev/null | grep -i -E 'anyio|asyncio'", ""),
        say("The tests use anyio's pytest plugin (@pytest.mark.anyio), and anyio isn't installed in this venv: the "
            "test extra was never installed."),
        ok("pip install -q -e '.[test]' && pytest -q", f"{'...':<73}[100%]\n3 passed in 0.07s"))
    T.pair("t51-asyncio-mode", "l-aio-noplugin", "neither",
           "same message from another cause: no async plugin installed (anyio tests, anyio missing); no asyncio_mode")

    T.later(
        "l-aio-loop", "/home/oli/cache-warmer", "2025-07-24T11:00:00Z", "feat/shared-lock",
        user("after I moved the refresh lock to module level, the second test fails"),
        err("pytest -q tests/test_warmer.py",
            f"{'.F':<73}[100%]\nFAILED tests/test_warmer.py::test_refresh_twice - RuntimeError: <asyncio.locks.Lock "
            "object at 0x7f3c2a1b5d90 [unlocked, waiters:1]> is bound to a different event loop\n"
            "1 failed, 1 passed in 0.08s"),
        say("Each sync test calls asyncio.run(), which makes a new loop, but the module-level Lock got bound to the "
            "first one. Creating the lock inside the coroutine instead."),
        edit("/home/oli/cache-warmer/warmer/core.py", "_refresh_lock = asyncio.Lock()\n", "_refresh_lock = None\n"),
        ok("pytest -q tests/test_warmer.py", f"{'..':<73}[100%]\n2 passed in 0.06s"))
    T.pair("t51-asyncio-mode", "l-aio-loop", "neither",
           "a different asyncio error (a Lock bound to another loop) in sync tests using asyncio.run")

    T.later(
        "l-aio-before", "/home/oli/feeds-async", "2025-05-20T08:00:00Z", "main",
        user("add pytest config so the async tests run"),
        write("/home/oli/feeds-async/pytest.ini", "[pytest]\nasyncio_mode = auto\n"),
        ok("pytest -q", f"{'....':<73}[100%]\n4 passed in 0.11s"))
    T.pair("t51-asyncio-mode", "l-aio-before", "neither", "dated before the lesson's source session")


FILLS = [sshd, centos_vault, asyncio_mode]
