"""Scripted sessions of corpus27, part one: pixi on macOS zsh, Lean 4 with lake and Mathlib on Linux (a Task, an
Edit's replace_all as the fix), snapcraft with LXD (in Korean), SELinux in front of nginx on Rocky Linux."""
from __future__ import annotations

PIXI_SOLVE_FAIL = """Exit code 1
Error:   × failed to solve the conda requirements of 'default' 'osx-arm64'
  ╰─▶ Cannot solve the request because of: esmpy ==8.4.2 cannot be installed because there are no viable options:
      └─ esmpy 8.4.2 is excluded because there is no candidate for osx-arm64"""

PIXI_CI_ERROR = """CI (ubuntu-latest) fails at the install step now:

Error:   × the project is not configured for your current platform
   ╭─[pixi.toml:5:13]
 4 │ channels = ["conda-forge"]
 5 │ platforms = ["osx-arm64"]
   ·             ──────┬──────
   ·                   ╰── add 'linux-64' here
   ╰────
  help: The project needs to be configured to support your platform (linux-64)."""

S01 = ("/Users/hana/code/climate-notebooks", "2026-12-07T09:12:00Z", "pixi-migrate", [
    ("user", "we're moving climate-notebooks from conda's environment.yml to pixi. Get `pixi run test` working on "
             "my M2; CI runs ubuntu-latest."),
    ("say", "I'll import the existing environment.yml into a pixi manifest first."),
    ("bash", "pixi init --import environment.yml",
     "✔ Created /Users/hana/code/climate-notebooks/pixi.toml", False),
    ("bash", "pixi install", PIXI_SOLVE_FAIL, True),
    ("say", "environment.yml pins esmpy to 8.4.2, and conda-forge has no osx-arm64 build of that version (the "
            "first arm64 build is 8.5.0). I'll relax the pin in pixi.toml."),
    ("edit", "/Users/hana/code/climate-notebooks/pixi.toml", 'esmpy = "==8.4.2"', 'esmpy = ">=8.5,<9"'),
    ("bash", "pixi install", "✔ The default environment has been installed.", False),
    ("bash", "pixi run test", "Exit code 127\n✨ Pixi task (test in default): pytest -n auto tests/\n"
                              "pytest: command not found", True),
    ("say", "pytest lived in environment-dev.yml, which the import never read. Should I add it as a `test` "
            "feature with `pixi add --feature test pytest` plus a `test` environment, or just put it in the "
            "default environment?"),
    ("user", "just default, keep it simple"),
    ("bash", "pixi add pytest pytest-xdist",
     "✔ Added pytest >=8.3.4,<9\n✔ Added pytest-xdist >=3.6.1,<4", False),
    ("bash", "pixi run test",
     "✨ Pixi task (test in default): pytest -n auto tests/\n============================= test session starts "
     "==============================\nplatform darwin -- Python 3.12.8, pytest-8.3.4, pluggy-1.5.0\n"
     "8 workers [42 items]\n..........................................                               [100%]\n"
     "============================== 42 passed in 18.31s ==============================", False),
    ("user", PIXI_CI_ERROR),
    ("say", "The import only recorded the platform of this Mac. Adding linux-64 re-solves the lock file for it."),
    ("bash", "pixi project platform add linux-64", "✔ Added linux-64", False),
    ("bash", "pixi list --platform linux-64 --explicit | head -4",
     "Package      Version  Build                        Size      Kind   Source\n"
     "esmpy        8.6.1    mpi_mpich_py312h2a3b8c1_1    112.4 KiB conda  esmpy\n"
     "pytest       8.3.4    pyhd8ed1ab_1                 253.0 KiB conda  pytest\n"
     "xarray       2024.11.0 pyhd8ed1ab_0                788.6 KiB conda  xarray", False),
    ("bash", "git add pixi.toml pixi.lock && git commit -m 'Move to pixi, add linux-64'",
     "[pixi-migrate 4b1e7a2] Move to pixi, add linux-64\n 2 files changed, 3411 insertions(+)", False),
    ("user", "CI is green now, thanks"),
])

LAKE_TIMEOUT = """Command timed out after 2m 0.0s
[405/6012] Building Mathlib.Order.Basic
[406/6012] Building Mathlib.Order.Lattice"""

LAKE_UNKNOWN = """Exit code 1
⚠ [5330/5334] Built RamseyBounds.Basic
warning: ././././RamseyBounds/Basic.lean:48:8: declaration uses 'sorry'
✖ [5332/5334] Building RamseyBounds.Diagonal
error: ././././RamseyBounds/Diagonal.lean:112:4: unknown identifier 'Finset.card_le_of_subset'
error: Lean exited with code 1
Some required builds logged failures:
- RamseyBounds.Diagonal
error: build failed"""

LEAN_FILE = "/home/oskar/lean/ramsey-bounds/RamseyBounds/Diagonal.lean"

S02 = ("/home/oskar/lean/ramsey-bounds", "2026-12-07T13:40:00Z", "main", [
    ("user", "bump mathlib to the latest and make sure lake build still goes through. the CI box is slow so don't "
             "rebuild mathlib from source if you can avoid it"),
    ("bash", "lake update mathlib",
     "mathlib: updating repository '././.lake/packages/mathlib' to revision '3f1c5a8e0b7d'\n"
     "warning: toolchain mismatch: mathlib requires leanprover/lean4:v4.15.0 but this project uses "
     "leanprover/lean4:v4.14.0", False),
    ("say", "Mathlib's new revision wants a newer Lean than our lean-toolchain; I'll copy its toolchain file across "
            "so elan picks the matching compiler."),
    ("bash", "cp .lake/packages/mathlib/lean-toolchain lean-toolchain && cat lean-toolchain",
     "leanprover/lean4:v4.15.0", False),
    ("bash", "lake build", LAKE_TIMEOUT, True),
    ("say", "It is compiling Mathlib itself instead of using the prebuilt oleans. Fetching those from Mathlib's "
            "cache executable first, then building with a longer limit."),
    ("bash", "lake exe cache get",
     "Attempting to download 5321 file(s)\nDownloaded: 5321 file(s) [attempted 5321/5321 = 100%] (100% success)\n"
     "Decompressing 5321 file(s)\nUnpacked in 21874 ms\nCompleted successfully!", False),
    ("tool", "Bash", {"command": "lake build", "timeout": 600000, "description": "Build with a 10-minute timeout"},
     LAKE_UNKNOWN, True),
    ("task", "Find the renamed Finset lemma",
     "In the mathlib checkout at .lake/packages/mathlib, find what `Finset.card_le_of_subset` was renamed to and "
     "whether a deprecated alias still exists. Report the new name, file and signature.",
     "`Finset.card_le_of_subset` was deprecated on 2023-12-27 and the alias was removed in the 2024-11 cleanup; "
     "the lemma is now `Finset.card_le_card` (Mathlib/Data/Finset/Card.lean:140). Signature unchanged: "
     "`(h : s ⊆ t) : s.card ≤ t.card`."),
    ("tool", "Edit", {"file_path": LEAN_FILE, "old_string": "Finset.card_le_of_subset",
                      "new_string": "Finset.card_le_card", "replace_all": False},
     "<tool_use_error>Found 3 matches of the string to replace, but replace_all is false. To replace all "
     "occurrences, set replace_all to true. To replace only one occurrence, please provide more context to "
     "uniquely identify the instance.\nString: Finset.card_le_of_subset</tool_use_error>", True),
    ("tool", "Edit", {"file_path": LEAN_FILE, "old_string": "Finset.card_le_of_subset",
                      "new_string": "Finset.card_le_card", "replace_all": True},
     f"The file {LEAN_FILE} has been updated. All occurrences of 'Finset.card_le_of_subset' were successfully "
     "replaced with 'Finset.card_le_card'.", False),
    ("tool", "Bash", {"command": "lake build", "timeout": 600000, "description": "Rebuild after the lemma rename"},
     "⚠ [5330/5334] Built RamseyBounds.Basic\nwarning: ././././RamseyBounds/Basic.lean:48:8: declaration uses "
     "'sorry'\n✔ [5333/5334] Built RamseyBounds.Diagonal\nBuild completed successfully.", False),
    ("user", "nice. leave the sorry in Basic, that's Pieter's"),
    ("bash", "git add lean-toolchain lake-manifest.json RamseyBounds/Diagonal.lean && git commit -m 'Bump mathlib, "
             "Lean v4.15.0; card_le_of_subset -> card_le_card'",
     "[main 8c2e41d] Bump mathlib, Lean v4.15.0; card_le_of_subset -> card_le_card\n 3 files changed, 9 "
     "insertions(+), 9 deletions(-)", False),
])

SNAP_YAML = """name: sensor-agent
base: core22
version: '0.4.1'
summary: Reads the line sensors over serial and pushes readings to MQTT
confinement: strict
grade: stable

apps:
  sensor-agent:
    command: bin/sensor-agent
    plugs: [network]

parts:
  sensor-agent:
    plugin: python
    source: .
"""

SNAP_DENIED = """Exit code 1
sensor-agent 0.4.1 installed
Traceback (most recent call last):
  File "/snap/sensor-agent/x1/bin/sensor-agent", line 8, in <module>
    sys.exit(main())
serial.serialutil.SerialException: [Errno 13] could not open port /dev/ttyUSB0: [Errno 13] Permission denied: \
'/dev/ttyUSB0'"""

S03 = ("/home/jiwoo/work/sensor-agent", "2026-12-08T01:05:00Z", "snap-packaging", [
    ("user", "sensor-agent를 snap으로 패키징해 줘. strict confinement로, 시리얼 포트(/dev/ttyUSB0)를 읽어야 해."),
    ("say", "snapcraft.yaml 을 만들고 core22 베이스로 빌드해 볼게요."),
    ("write", "/home/jiwoo/work/sensor-agent/snap/snapcraft.yaml", SNAP_YAML),
    ("bash", "snapcraft",
     "Exit code 1\nLXD is required but was not found. Install it with `snap install lxd` and run `lxd init "
     "--auto`, or run with --destructive-mode.", True),
    ("bash", "sudo snap install lxd && sudo lxd init --auto && sudo usermod -aG lxd $USER",
     "lxd (5.21/stable) 5.21.2-2f4ba6b from Canonical✓ installed", False),
    ("bash", "snapcraft",
     "Exit code 1\ncraft-providers error: Failed to connect to LXD: permission denied on "
     "/var/snap/lxd/common/lxd/unix.socket\nRecommended resolution: Ensure the current user is in the 'lxd' "
     "group.", True),
    ("say", "usermod 로 바꾼 그룹은 새 로그인 셸에서만 적용돼요. 지금 셸에서 그룹을 바꿔서 실행할게요."),
    ("bash", "sg lxd -c snapcraft",
     "Launching instance...\nPulled sensor-agent\nBuilt sensor-agent\nStaged sensor-agent\nPrimed sensor-agent\n"
     "Packed sensor-agent_0.4.1_amd64.snap", False),
    ("bash", "sudo snap install --dangerous ./sensor-agent_0.4.1_amd64.snap && sensor-agent --port /dev/ttyUSB0",
     SNAP_DENIED, True),
    ("say", "strict confinement 에서는 /dev/ttyUSB* 접근에 인터페이스가 필요해요. serial-port 는 gadget snap 의 "
            "slot 이 있어야 해서, 일반 PC 에서는 raw-usb plug 를 씁니다."),
    ("edit", "/home/jiwoo/work/sensor-agent/snap/snapcraft.yaml", "plugs: [network]", "plugs: [network, raw-usb]"),
    ("bash", "sg lxd -c snapcraft && sudo snap install --dangerous ./sensor-agent_0.4.1_amd64.snap",
     "Packed sensor-agent_0.4.1_amd64.snap\nsensor-agent 0.4.1 installed", False),
    ("bash", "sensor-agent --port /dev/ttyUSB0 --once",
     "Exit code 1\nserial.serialutil.SerialException: [Errno 13] could not open port /dev/ttyUSB0: [Errno 13] "
     "Permission denied: '/dev/ttyUSB0'", True),
    ("say", "raw-usb 는 자동 연결되지 않는 인터페이스라서 수동으로 연결해야 해요. sudo 비밀번호가 필요하니 "
            "터미널에서 `sudo snap connect sensor-agent:raw-usb` 를 실행해 주세요."),
    ("user", "아 그건 내가 나중에 할게. 그보다 README에 설치 방법 추가해 줘."),
    ("edit", "/home/jiwoo/work/sensor-agent/README.md", "## Development\n",
     "## 설치 (snap)\n\n```\nsudo snap install --dangerous ./sensor-agent_0.4.1_amd64.snap\n```\n\n"
     "## Development\n"),
    ("user", "됐어요, 고마워요"),
])

NGINX_502 = """HTTP/1.1 502 Bad Gateway
2026/12/08 10:12:44 [crit] 4121#4121: *7 connect() to 127.0.0.1:3000 failed (13: Permission denied) while \
connecting to upstream, client: 127.0.0.1, server: _, request: "HEAD /grafana/ HTTP/1.1", upstream: \
"http://127.0.0.1:3000/grafana/", host: "localhost\""""

AVC = ('type=AVC msg=audit(1765189964.512:881): avc:  denied  { name_connect } for  pid=4121 comm="nginx" '
       'dest=3000 scontext=system_u:system_r:httpd_t:s0 tcontext=system_u:object_r:ntop_port_t:s0 '
       'tclass=tcp_socket permissive=0')

NGINX_403 = """unconfined_u:object_r:var_t:s0 /srv/status/index.html
2026/12/08 10:19:02 [error] 4121#4121: *12 open() "/srv/status/index.html" failed (13: Permission denied), \
client: 127.0.0.1, server: _, request: "GET /status/ HTTP/1.1", host: "localhost\""""

NGINX_RESTART = """Exit code 1
nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
nginx: configuration file /etc/nginx/nginx.conf test is successful
Job for nginx.service failed because the control process exited with error code.
See "systemctl status nginx.service" and "journalctl -xeu nginx.service" for details."""

CURL_STATUS = "curl -s -o /dev/null -w '%{http_code}\\n' http://localhost/status/"

S04 = ("/home/ops/infra/grafana-proxy", "2026-12-08T10:10:00Z", "main", [
    ("user", "nginx on the rocky 9 box gives 502 for /grafana/ - upstream is grafana on 127.0.0.1:3000 and it's "
             "definitely up. It should also serve the static status page from /srv/status."),
    ("bash", "curl -sI http://localhost/grafana/ | head -1 && sudo tail -n 1 /var/log/nginx/error.log",
     NGINX_502, False),
    ("bash", "sudo ausearch -m avc -ts recent | tail -n 1", AVC, False),
    ("say", "SELinux stops httpd_t from opening outbound connections. The httpd_can_network_connect boolean allows "
            "it, and -P keeps it across reboots."),
    ("bash", "sudo setsebool -P httpd_can_network_connect 1 && getsebool httpd_can_network_connect",
     "httpd_can_network_connect --> on", False),
    ("bash", "curl -sI http://localhost/grafana/ | head -1", "HTTP/1.1 302 Found", False),
    ("bash", CURL_STATUS, "403", False),
    ("bash", "ls -Z /srv/status/index.html && sudo tail -n 1 /var/log/nginx/error.log", NGINX_403, False),
    ("bash", "sudo restorecon -Rv /srv/status", "", False),
    ("bash", CURL_STATUS + " # after relabel", "403", False),
    ("say", "restorecon only resets files to the policy default, and the default for /srv is var_t, so nothing "
            "changed. The path needs an fcontext rule first."),
    ("bash", "sudo semanage fcontext -a -t httpd_sys_content_t '/srv/status(/.*)?' && sudo restorecon -Rv "
             "/srv/status",
     "Relabeled /srv/status from unconfined_u:object_r:var_t:s0 to unconfined_u:object_r:httpd_sys_content_t:s0\n"
     "Relabeled /srv/status/index.html from unconfined_u:object_r:var_t:s0 to "
     "unconfined_u:object_r:httpd_sys_content_t:s0", False),
    ("bash", CURL_STATUS + " # after fcontext", "200", False),
    ("user", "great. one more: they want it on port 8543 too"),
    ("edit", "/etc/nginx/conf.d/grafana.conf", "    listen 80;\n", "    listen 80;\n    listen 8543;\n"),
    ("bash", "sudo nginx -t && sudo systemctl restart nginx", NGINX_RESTART, True),
    ("bash", "sudo journalctl -u nginx -n 2 --no-pager",
     "Dec 08 10:31:07 rocky9 nginx[5230]: nginx: [emerg] bind() to 0.0.0.0:8543 failed (13: Permission denied)\n"
     "Dec 08 10:31:07 rocky9 systemd[1]: nginx.service: Control process exited, code=exited, status=1/FAILURE",
     False),
    ("say", "8543 is not labelled http_port_t, so httpd_t may not bind it. The fix is `sudo semanage port -a -t "
            "http_port_t -p tcp 8543` and then a restart. I've put both commands in scripts/selinux-8543.sh so "
            "they're in the repo."),
    ("write", "/home/ops/infra/grafana-proxy/scripts/selinux-8543.sh",
     "#!/bin/sh\nset -e\nsemanage port -a -t http_port_t -p tcp 8543\nsystemctl restart nginx\n"),
    ("user", "leave it there, I'll run it in tonight's maintenance window. nginx is down now though, take the "
             "8543 line back out"),
    ("edit", "/etc/nginx/conf.d/grafana.conf", "    listen 80;\n    listen 8543;\n", "    listen 80;\n"),
    ("bash", "sudo systemctl restart nginx && curl -sI http://localhost/grafana/ | head -1", "HTTP/1.1 302 Found",
     False),
])

SESSIONS = {"s01-pixi": S01, "s02-lean": S02, "s03-snap": S03, "s04-selinux": S04}
