"""The cases of the nineteenth tracking corpus, part two: Molecule without its docker driver plugin, and ESP-IDF's
`idf.py` missing from every fresh shell until export.sh is sourced (a Korean lesson). Rules: tracking19_cases.py."""
from __future__ import annotations

from tests.truth.tracking19_cases import T, bash

# ---------------------------------------------------------------- c: Molecule needs molecule-plugins[docker]

MOL_NODRIVER = """INFO     default scenario test matrix: dependency, cleanup, destroy, syntax, create, prepare, converge, \
idempotence, side_effect, verify, cleanup, destroy
INFO     Performing prerun with role_name_check=0...
CRITICAL Failed to find driver docker. Please ensure that the driver is correctly installed."""

MOL_OK = """INFO     default scenario test matrix: dependency, cleanup, destroy, syntax, create, prepare, converge, \
idempotence, side_effect, verify, cleanup, destroy
INFO     Running default > create
PLAY RECAP *********************************************************************
instance                   : ok=9    changed=4    unreachable=0    failed=0    skipped=1    rescued=0    ignored=0
INFO     Running default > idempotence
INFO     Idempotence completed successfully.
INFO     Running default > destroy
INFO     Pruning extra files from scenario ephemeral directory"""


def lesson_c() -> None:
    T.source("s-molecule-driver", "/home/raj/roles/ansible-role-pgbouncer", "2025-05-12T08:05:00Z", "ci/molecule",
             ("user", "Run the molecule tests for the pgbouncer role; I just recreated the venv."),
             bash("source .venv/bin/activate && molecule test", MOL_NODRIVER, True),
             ("say", "Molecule 6 no longer ships the docker driver; it lives in molecule-plugins."),
             bash("source .venv/bin/activate && pip install 'molecule-plugins[docker]'",
                  "Collecting molecule-plugins[docker]\n  Using cached molecule_plugins-23.5.3-py3-none-any.whl\n"
                  "Collecting docker>=4.3.1\nSuccessfully installed docker-7.1.0 molecule-plugins-23.5.3\n"),
             bash("source .venv/bin/activate && molecule test", MOL_OK))
    T.lesson("t19-molecule-docker-driver", "global", "en", "s-molecule-driver", "env_setup",
             "Molecule 6 fails with 'Failed to find driver docker' until molecule-plugins[docker] is installed",
             "`molecule test` stopped at once with `CRITICAL Failed to find driver docker.` in a fresh venv.",
             "Reinstalling molecule or checking whether the Docker daemon runs; the daemon is fine.",
             "Since Molecule 6 the docker driver is not part of molecule; it comes from the `molecule-plugins` "
             "package's `docker` extra, which a new venv lacks.",
             "`cd roles/<role> && pip install 'molecule-plugins[docker]' && molecule test` (or pin "
             "`molecule-plugins[docker]` in the dev requirements the venv is built from).",
             ["`CRITICAL Failed to find driver docker.`", "`pip install 'molecule-plugins[docker]'`"])


def later_c() -> None:
    T.later("l-molecule-upfront", "/home/raj/roles/ansible-role-redis", "2025-06-04T09:20:00Z", "main",
            ("user", "Set up a venv for the redis role and run molecule."),
            bash("python3 -m venv .venv && . .venv/bin/activate && pip install molecule ansible-core "
                 "\"molecule-plugins[docker]\"",
                 "Successfully installed ansible-core-2.17.1 docker-7.1.0 molecule-24.2.1 molecule-plugins-23.5.3\n"),
            bash(". .venv/bin/activate && molecule test", MOL_OK.replace("ok=9    changed=4", "ok=7    changed=3")),
            ("say", "Molecule passes for the redis role, idempotence included."))
    T.pair("t19-molecule-docker-driver", "l-molecule-upfront", "applied",
           "molecule-plugins[docker] is installed with the venv before the first molecule run; no driver error")

    T.later("l-molecule-reqfile", "/home/raj/roles/ansible-role-pgbouncer", "2025-06-11T10:40:00Z", "ci/requirements",
            ("user", "Put the molecule deps in requirements-dev.txt so CI and my laptop build the same venv, then "
                     "converge."),
            ("write", "/home/raj/roles/ansible-role-pgbouncer/requirements-dev.txt",
             "ansible-core==2.17.1\nmolecule==24.2.1\nmolecule-plugins[docker]==23.5.3\nansible-lint==24.6.0\n"),
            bash(". .venv/bin/activate && pip install -r requirements-dev.txt",
                 "Requirement already satisfied: ansible-core==2.17.1\nSuccessfully installed ansible-lint-24.6.0 "
                 "molecule-plugins-23.5.3\n"),
            bash(". .venv/bin/activate && molecule converge",
                 "INFO     Running default > converge\nPLAY RECAP ***\ninstance : ok=9 changed=4 unreachable=0 "
                 "failed=0\n"),
            ("say", "Converge works with the pinned requirements."))
    T.pair("t19-molecule-docker-driver", "l-molecule-reqfile", "applied",
           "the docker extra is pinned in requirements-dev.txt and installed before molecule runs; no driver error")

    T.later("l-molecule-recur", "/home/raj/roles/ansible-role-haproxy", "2025-06-18T14:30:00Z", "feat/centos-stream",
            ("user", "Add a centos scenario to the haproxy role and run it."),
            ("write", "/home/raj/roles/ansible-role-haproxy/molecule/centos/molecule.yml",
             "driver:\n  name: docker\nplatforms:\n  - name: centos9\n    image: quay.io/centos/centos:stream9\n"),
            bash(". venv/bin/activate && molecule test -s centos",
                 MOL_NODRIVER.replace("default scenario", "centos scenario"), True),
            ("say", "This venv has no docker driver either. Stopping here: do you want it in the role's "
                    "requirements?"))
    T.pair("t19-molecule-docker-driver", "l-molecule-recur", "recurred",
           "`molecule test -s centos` in another role stops with 'Failed to find driver docker.'")

    T.later("l-molecule-recur-fix", "/home/raj/roles/ansible-role-pgbouncer", "2025-07-03T08:15:00Z", "main",
            ("user", "I rebuilt the venv with python 3.13, run molecule again"),
            bash(". .venv/bin/activate && molecule test", MOL_NODRIVER, True),
            bash(". .venv/bin/activate && pip install 'molecule-plugins[docker]'",
                 "Successfully installed docker-7.1.0 molecule-plugins-23.5.3\n"),
            bash(". .venv/bin/activate && molecule test", MOL_OK),
            ("say", "Passes after installing the plugin into the new venv."))
    T.pair("t19-molecule-docker-driver", "l-molecule-recur-fix", "recurred",
           "the rebuilt venv fails with the driver error first; the plugin install after it does not make it applied")

    T.later("l-molecule-pasted", "/home/raj/roles/ansible-role-pgbouncer", "2025-07-10T16:00:00Z", "ci/molecule",
            ("user", "CI's molecule job is red, log tail:\n\n```\nINFO     Performing prerun with role_name_check=0...\n"
                     "CRITICAL Failed to find driver docker. Please ensure that the driver is correctly installed.\n"
                     "Error: Process completed with exit code 1.\n```\n\nfix the workflow"),
            ("edit", "/home/raj/roles/ansible-role-pgbouncer/.github/workflows/molecule.yml",
             "      - run: pip install molecule ansible-core",
             "      - run: pip install molecule ansible-core 'molecule-plugins[docker]'"),
            ("say", "The workflow installed molecule without the docker plugin; it now installs it too."))
    T.pair("t19-molecule-docker-driver", "l-molecule-pasted", "recurred",
           "the person pastes the same 'Failed to find driver docker.' from CI; the fix is only written to the workflow")

    T.later("l-molecule-unreachable", "/home/raj/roles/ansible-role-redis", "2025-07-17T11:00:00Z", "feat/tls",
            ("user", "molecule converge fails on the tls branch"),
            bash(". .venv/bin/activate && molecule converge",
                 "INFO     Running default > converge\nTASK [Gathering Facts] ***\nfatal: [instance]: UNREACHABLE! => "
                 "{\"changed\": false, \"msg\": \"Failed to create temporary directory. In some cases, you may have "
                 "been able to authenticate and did not have permissions on the target directory.\"}\n"
                 "CRITICAL Ansible return code was 4, command was: ansible-playbook --inventory ... converge.yml",
                 True),
            ("edit", "/home/raj/roles/ansible-role-redis/molecule/default/molecule.yml",
             "    image: geerlingguy/docker-debian12-ansible",
             "    image: geerlingguy/docker-debian12-ansible\n    tmpfs:\n      - /tmp"),
            bash(". .venv/bin/activate && molecule converge",
                 "PLAY RECAP ***\ninstance : ok=11 changed=5 unreachable=0 failed=0\n"))
    T.pair("t19-molecule-docker-driver", "l-molecule-unreachable", "neither",
           "a different molecule failure (host UNREACHABLE, no writable /tmp); the driver was found, no plugin install")

    T.later("l-molecule-before", "/home/raj/roles/ansible-role-pgbouncer", "2025-04-30T09:00:00Z", "main",
            ("user", "run molecule"),
            bash(". .venv/bin/activate && molecule test", MOL_NODRIVER, True))
    T.pair("t19-molecule-docker-driver", "l-molecule-before", "neither",
           "dated before the lesson's source session, so neither although the driver error shows")


# ---------------------------------------------------------------- d: ESP-IDF export.sh in every shell (Korean)

IDF_BUILD_OK = """Executing action: all (aliases: build)
Running ninja in directory /home/kim/fw/soil-probe/build
[1042/1042] Generating binary image from built executable
esptool.py v4.7.0
Generated /home/kim/fw/soil-probe/build/soil-probe.bin
Project build complete. To flash, run:
 idf.py flash"""


def lesson_d() -> None:
    T.source("s-idf-export", "/home/kim/fw/soil-probe", "2025-05-14T01:20:00Z", "feat/sht4x",
             ("user", "sht4x 드라이버 추가했어. 빌드해 봐."),
             bash("idf.py build", "/bin/bash: line 1: idf.py: command not found", True),
             ("say", "Bash 도구는 매번 새 셸이라 ESP-IDF 환경이 없습니다. export.sh를 먼저 source 합니다."),
             bash(". $HOME/esp/esp-idf/export.sh >/dev/null && idf.py build", IDF_BUILD_OK))
    T.lesson("t19-idf-export", "global", "ko", "s-idf-export", "env_setup",
             "`idf.py`를 쓰기 전에 같은 명령에서 ESP-IDF의 export.sh를 source 해야 함",
             "`idf.py build`가 `idf.py: command not found`로 실패함.",
             "ESP-IDF가 설치 안 된 줄 알고 다시 설치하거나 `get_idf` 별칭을 부르는 것 (비대화형 셸에는 별칭이 없음).",
             "`idf.py`와 툴체인은 `export.sh`가 PATH에 넣어 주는데, Bash 도구는 호출마다 새 셸이라 그 설정이 "
             "남지 않음.",
             "매 호출마다 `. $HOME/esp/esp-idf/export.sh >/dev/null && idf.py <action>` 처럼 같은 명령 안에서 먼저 "
             "source 할 것.",
             ["`idf.py: command not found`", "`. $HOME/esp/esp-idf/export.sh >/dev/null && idf.py build`"])


def later_d() -> None:
    cwd = "/home/kim/fw/soil-probe"
    T.later("l-idf-flash", cwd, "2025-06-05T07:30:00Z", "feat/sht4x",
            ("user", "보드 꽂았어. 플래시해 줘 (/dev/ttyUSB0)."),
            bash(". $HOME/esp/esp-idf/export.sh >/dev/null && idf.py -p /dev/ttyUSB0 flash",
                 "Executing action: flash\nSerial port /dev/ttyUSB0\nConnecting....\nChip is ESP32-D0WD-V3 "
                 "(revision v3.1)\nWrote 912384 bytes (571204 compressed) at 0x00010000 in 14.2 seconds\n"
                 "Hard resetting via RTS pin...\nDone"),
            ("say", "플래시 완료."))
    T.pair("t19-idf-export", "l-idf-flash", "applied",
           "export.sh is sourced in the same command before idf.py flash; no command-not-found")

    T.later("l-idf-source-tilde", "/home/kim/fw/valve-ctl", "2025-06-12T12:10:00Z", "main",
            ("user", "Port valve-ctl to the C3 and build it."),
            bash("source ~/esp/esp-idf/export.sh > /dev/null 2>&1 && idf.py set-target esp32c3 && idf.py build",
                 "Set Target to: esp32c3, new sdkconfig will be created.\n" +
                 IDF_BUILD_OK.replace("soil-probe", "valve-ctl").replace("1042/1042", "988/988")),
            ("say", "Built for esp32c3."))
    T.pair("t19-idf-export", "l-idf-source-tilde", "applied",
           "`source ~/esp/esp-idf/export.sh` (same fix, other spelling) runs before idf.py; no command-not-found")

    T.later("l-idf-recur", cwd, "2025-06-19T03:00:00Z", "perf/deep-sleep",
            ("user", "딥슬립 후 바이너리 크기 얼마나 늘었는지 봐 줘"),
            bash("idf.py size", "/bin/bash: line 1: idf.py: command not found", True),
            ("say", "환경이 없어서 실패했습니다. 빌드 디렉터리의 map 파일로 대신 봅니다."),
            bash("ls -la build/soil-probe.map", "-rw-r--r-- 1 kim kim 2281934 Jun 19 02:41 build/soil-probe.map"))
    T.pair("t19-idf-export", "l-idf-recur", "recurred",
           "`idf.py size` fails with 'idf.py: command not found' again: export.sh not sourced")

    T.later("l-idf-recur-fix", "/home/kim/fw/soil-probe/components/sht4x", "2025-06-26T05:45:00Z", "feat/sht4x-crc",
            ("user", "CRC 체크 추가했으니 컴포넌트 테스트 앱 빌드해 봐"),
            bash("cd test_app && idf.py build", "/bin/bash: line 1: idf.py: command not found", True),
            bash("cd test_app && . $HOME/esp/esp-idf/export.sh >/dev/null && idf.py build",
                 IDF_BUILD_OK.replace("soil-probe/build", "soil-probe/components/sht4x/test_app/build")
                 .replace("soil-probe.bin", "sht4x_test.bin")),
            ("say", "빌드 성공."))
    T.pair("t19-idf-export", "l-idf-recur-fix", "recurred",
           "the test app build first fails with 'idf.py: command not found'; sourcing export.sh after does not undo it")

    T.later("l-idf-docker", "/home/kim/fw/valve-ctl", "2025-07-04T09:00:00Z", "ci/docker-build",
            ("user", "Build it in the espressif/idf image like CI does."),
            bash("docker run --rm -v $PWD:/project -w /project/firmware espressif/idf:v5.2 idf.py build",
                 "Executing action: all (aliases: build)\nCMake Error: The source directory \"/project/firmware\" "
                 "does not appear to contain CMakeLists.txt.\nSpecify --help for usage, or press the help button on "
                 "the CMake GUI.\ncmake failed with exit code 1", True),
            ("say", "The project root is the repo root, not firmware/."),
            bash("docker run --rm -v $PWD:/project -w /project espressif/idf:v5.2 idf.py build",
                 IDF_BUILD_OK.replace("/home/kim/fw/soil-probe", "/project").replace("soil-probe.bin", "valve-ctl.bin")))
    T.pair("t19-idf-export", "l-idf-docker", "neither",
           "idf.py runs inside the espressif/idf image (its env is set there); the error is a CMake one, not command-not-found")

    T.later("l-idf-clangformat", cwd, "2025-07-11T06:20:00Z", "chore/format",
            ("user", "포맷 좀 맞춰 줘"),
            bash("clang-format -i main/*.c components/sht4x/*.c", "/bin/bash: line 1: clang-format: command not found",
                 True),
            bash("sudo apt-get install -y clang-format >/dev/null && clang-format -i main/*.c components/sht4x/*.c", ""),
            ("say", "clang-format 설치 후 포맷 완료."))
    T.pair("t19-idf-export", "l-idf-clangformat", "neither",
           "a command-not-found for clang-format, not idf.py; no export.sh")

    T.later("l-idf-before", cwd, "2025-04-18T02:00:00Z", "main",
            ("user", "빌드"),
            bash(". $HOME/esp/esp-idf/export.sh >/dev/null && idf.py build", IDF_BUILD_OK))
    T.pair("t19-idf-export", "l-idf-before", "neither",
           "dated before the lesson's source session, so neither whatever it runs")
