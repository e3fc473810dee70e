"""corpus46's scripted sessions, part three: SQLMesh on DuckDB in macOS zsh (ANSI colour), a BentoML service (in
Korean), ComfyUI custom nodes under WSL 2 (in Korean, a long output), a Sparkle appcast and a productbuild package on
macOS zsh (a rejected tool use), Atuin sync for a fish user."""
from __future__ import annotations

from tests.truth.corpus_makers import ESC, REJECTED

_R, _G, _B, _X = f"{ESC}[31m", f"{ESC}[32m", f"{ESC}[1m", f"{ESC}[0m"

_SQLMESH_AUDIT = (
    f"Exit code 1\n======================================================================\n"
    f"Successfully Ran 0 tests against duckdb\n----------------------------------------------------------------------\n"
    f"New environment `dev` will be created from `prod`\n{_B}Models:{_X}\n└── {_G}Added:{_X}\n"
    f"    └── analytics__dev.orders_daily\nModels needing backfill (missing dates):\n"
    f"└── analytics__dev.orders_daily: 2024-01-01 - 2024-10-01\n"
    f"{_R}Failed models{_X}\n\n  analytics.orders_daily\n\n"
    f"    {_R}Audit 'not_null' for model 'analytics.orders_daily' failed.\n    Got 3 results, expected 0.{_X}\n"
    f"Error: Plan application failed.")

SQLMESH = [
    ("user", "sqlmesh plan dev complains about my new model orders_daily. DuckDB gateway, zsh on the mac."),
    ("bash", "sqlmesh plan dev --no-prompts",
     f"Exit code 1\n{_R}Error:{_X} Failed to load model definition at 'models/orders_daily.sql'.\n"
     f"  Incremental by time range models must have a time_column field. at 'models/orders_daily.sql'", True),
    ("tool", "Read", {"file_path": "/Users/yuna/analytics/sqlmesh-proj/models/orders_daily.sql"},
     "     1\tMODEL (\n     2\t  name analytics.orders_daily,\n     3\t  kind INCREMENTAL_BY_TIME_RANGE,\n"
     "     4\t  cron '@daily',\n     5\t  audits (not_null(columns := (order_id, customer_id)))\n     6\t);\n"
     "     8\tSELECT order_id, customer_id, order_date, amount\n     9\tFROM raw.orders\n"
     "    10\tWHERE order_date BETWEEN @start_ds AND @end_ds", False),
    ("edit", "/Users/yuna/analytics/sqlmesh-proj/models/orders_daily.sql", "  kind INCREMENTAL_BY_TIME_RANGE,",
     "  kind INCREMENTAL_BY_TIME_RANGE (\n    time_column order_date\n  ),"),
    ("bash", "sqlmesh plan dev --no-prompts --auto-apply", _SQLMESH_AUDIT, True),
    ("bash", "sqlmesh fetchdf \"select count(*) as n from analytics__dev.orders_daily where customer_id is null\"",
     "   n\n0  3", False),
    ("say", "Three rows have a null customer_id (guest checkouts). Either filter them out in the model or narrow the "
            "audit to `not_null(columns := (order_id))`. Which do you want?"),
    ("user", "filter them out"),
    ("edit", "/Users/yuna/analytics/sqlmesh-proj/models/orders_daily.sql",
     "WHERE order_date BETWEEN @start_ds AND @end_ds",
     "WHERE order_date BETWEEN @start_ds AND @end_ds\n  AND customer_id IS NOT NULL"),
    ("bash", "sqlmesh plan dev --no-prompts --auto-apply 2>&1 | tail -4",
     f"{_G}✔{_X} Model batches executed\n{_G}✔{_X} Audits passed\n{_G}✔{_X} Virtual layer updated\n"
     f"The target environment has been updated successfully", False),
    ("user", "good, thx"),
]

_BENTO_TRACE = """Exit code 1
Traceback (most recent call last):
  File "/home/jisoo/.local/bin/bentoml", line 8, in <module>
    sys.exit(cli())
  File "/home/jisoo/.local/lib/python3.10/site-packages/bentoml/_internal/service/loader.py", line 161, in\
 import_service
    module = importlib.import_module(module_name, package=working_dir)
  File "/home/jisoo/serving/sentiment-svc/service.py", line 3, in <module>
    from transformers import pipeline
ModuleNotFoundError: No module named 'transformers'"""

_BENTO_CONTAINERIZE_OK = """Building OCI-compliant image for sentiment:k3x2qhq7ws5u6aav with docker

#0 building with "default" instance using docker driver
#1 [internal] load build definition from Dockerfile
#1 transferring dockerfile: 1.92kB done
#5 [base-container  1/12] FROM docker.io/library/python:3.11-slim@sha256:7d3a
#9 [base-container  5/12] RUN --mount=type=cache,target=/root/.cache/pip pip install -r ./env/python/requirements.txt
#9 41.22 Successfully installed bentoml-1.3.5 torch-2.4.1 transformers-4.44.2
#14 exporting to image
#14 naming to docker.io/library/sentiment:k3x2qhq7ws5u6aav done
Successfully built Bento container for "sentiment:k3x2qhq7ws5u6aav" with tag(s) "sentiment:k3x2qhq7ws5u6aav\""""

BENTOML = [
    ("user", "bentoml serve 하면 `ModuleNotFoundError: No module named 'transformers'` 가 나와요. venv에는 분명히 "
             "깔려 있는데요."),
    ("bash", "bentoml serve service:Sentiment --port 3000", _BENTO_TRACE, True),
    ("bash", ".venv/bin/pip install -U transformers",
     "Requirement already satisfied: transformers in ./.venv/lib/python3.11/site-packages (4.44.2)", False),
    ("say", "venv에는 이미 최신 transformers가 있네요. 다시 실행해 보시겠어요?"),
    ("user", "아니요, 똑같은 에러예요."),
    ("bash", "which bentoml python; head -1 $(which bentoml)",
     "/home/jisoo/.local/bin/bentoml\n/home/jisoo/serving/sentiment-svc/.venv/bin/python\n#!/usr/bin/python3", False),
    ("say", "`bentoml` 명령이 venv가 아니라 ~/.local/bin 것이고, 그 shebang이 시스템 파이썬(/usr/bin/python3)이에요. "
            "venv 파이썬으로 실행해 볼게요."),
    ("bash", ".venv/bin/python -m bentoml serve service:Sentiment --port 3000 &> /tmp/bento.log & sleep 12; "
             "curl -s -X POST localhost:3000/classify -H 'content-type: application/json' "
             "-d '{\"texts\": [\"배송이 너무 느려요\"]}'", "[{\"label\":\"negative\",\"score\":0.94}]", False),
    ("user", "오 됐어요! 이제 bentoml build 해서 컨테이너로 만들어 주세요."),
    ("bash", ".venv/bin/python -m bentoml build | tail -1",
     "Successfully built Bento(tag=\"sentiment:k3x2qhq7ws5u6aav\").", False),
    ("bash", ".venv/bin/python -m bentoml containerize sentiment:k3x2qhq7ws5u6aav",
     "Exit code 1\nError: [bentoml-cli] `containerize` failed: Backend docker is not healthy: "
     "docker: 'buildx' is not a docker command.\nSee 'docker --help'", True),
    ("bash", "sudo apt-get install -y docker-buildx",
     "Reading package lists...\nThe following NEW packages will be installed:\n  docker-buildx\n"
     "Setting up docker-buildx (0.12.1-0ubuntu1~22.04.1) ...", False),
    ("bash", ".venv/bin/python -m bentoml containerize sentiment:k3x2qhq7ws5u6aav 2>&1 | tail -12",
     _BENTO_CONTAINERIZE_OK, False),
    ("user", "오늘은 여기까지 할게요."),
]

_COMFY_FAIL = """Exit code 1
Total VRAM 12282 MB, total RAM 31945 MB
pytorch version: 2.4.1+cu121
Set vram state to: NORMAL_VRAM
Device: cuda:0 NVIDIA GeForce RTX 4070 : cudaMallocAsync
Traceback (most recent call last):
  File "/home/minho/ComfyUI/nodes.py", line 1993, in load_custom_node
    module_spec.loader.exec_module(module)
  File "/home/minho/ComfyUI/custom_nodes/ComfyUI-Impact-Pack/modules/impact/core.py", line 12, in <module>
    from segment_anything import SamPredictor, sam_model_registry
ModuleNotFoundError: No module named 'segment_anything'

Cannot import /home/minho/ComfyUI/custom_nodes/ComfyUI-Impact-Pack module for custom nodes: No module named\
 'segment_anything'

Import times for custom nodes:
   0.0 seconds: /home/minho/ComfyUI/custom_nodes/websocket_image_save.py
   0.1 seconds: /home/minho/ComfyUI/custom_nodes/ComfyUI-Manager
   0.4 seconds (IMPORT FAILED): /home/minho/ComfyUI/custom_nodes/ComfyUI-Impact-Pack"""

_COMFY_PIP = """Collecting segment-anything
  Downloading segment_anything-1.0-py3-none-any.whl (36 kB)
Collecting torch>=2.1
  Downloading https://download.pytorch.org/whl/cpu/torch-2.4.1%2Bcpu-cp311-cp311-linux_x86_64.whl (194.9 MB)
Installing collected packages: segment-anything, torch
  Attempting uninstall: torch
    Found existing installation: torch 2.4.1+cu121
    Uninstalling torch-2.4.1+cu121:
      Successfully uninstalled torch-2.4.1+cu121
Successfully installed segment-anything-1.0 torch-2.4.1+cpu"""

COMFYUI = [
    ("user", "ComfyUI 실행하면 커스텀 노드 ComfyUI-Impact-Pack 이 IMPORT FAILED 로 떠요. WSL2 우분투예요."),
    ("bash", "./venv/bin/python main.py --quick-test-for-ci", _COMFY_FAIL, True),
    ("bash", "./venv/bin/pip install -r custom_nodes/ComfyUI-Impact-Pack/requirements.txt 2>&1 | tail -10",
     _COMFY_PIP, False),
    ("bash", "./venv/bin/python main.py --quick-test-for-ci 2>&1 | grep -A4 'Import times'",
     "Import times for custom nodes:\n   0.0 seconds: /home/minho/ComfyUI/custom_nodes/websocket_image_save.py\n"
     "   0.1 seconds: /home/minho/ComfyUI/custom_nodes/ComfyUI-Manager\n"
     "   1.2 seconds: /home/minho/ComfyUI/custom_nodes/ComfyUI-Impact-Pack", False),
    ("user", "노드는 떴는데 생성이 엄청 느려졌어요. GPU를 안 쓰는 것 같아요."),
    ("bash", "./venv/bin/python -c \"import torch; print(torch.__version__, torch.cuda.is_available())\"",
     "2.4.1+cpu False", False),
    ("say", "Impact-Pack requirements를 설치하면서 torch가 CPU 빌드(2.4.1+cpu)로 바뀌었어요. CUDA 빌드로 다시 "
            "설치할게요."),
    ("bash", "./venv/bin/pip install --force-reinstall --no-deps torch==2.4.1 "
             "--index-url https://download.pytorch.org/whl/cu121 2>&1 | tail -1",
     "Successfully installed torch-2.4.1+cu121", False),
    ("bash", "./venv/bin/python -c \"import torch; print(torch.__version__, torch.cuda.get_device_name(0))\"",
     "2.4.1+cu121 NVIDIA GeForce RTX 4070", False),
    ("user", "좋아요! 근데 WSL에서 nvidia-smi는 어디 있어요?"),
    ("bash", "nvidia-smi --query-gpu=name,driver_version --format=csv",
     "Exit code 127\n/bin/bash: line 1: nvidia-smi: command not found", True),
    ("bash", "ls /usr/lib/wsl/lib/ | grep nvidia-smi && /usr/lib/wsl/lib/nvidia-smi "
             "--query-gpu=name,driver_version --format=csv",
     "nvidia-smi\nname, driver_version\nNVIDIA GeForce RTX 4070, 560.94", False),
    ("user", "Windows 브라우저에서 http://127.0.0.1:8188 이 안 열려요."),
    ("bash", "ss -ltnp | grep 8188",
     "LISTEN 0      128        127.0.0.1:8188      0.0.0.0:*    users:((\"python\",pid=4120,fd=23))", False),
    ("say", "ComfyUI가 WSL 안의 127.0.0.1에만 바인딩돼 있어요. `./venv/bin/python main.py --listen 0.0.0.0`으로 다시 "
            "시작하면 Windows 브라우저에서 열릴 거예요. 지금 돌고 있는 서버(pid 4120)는 건드리지 않을게요."),
    ("user", "네. 아 그리고 아까 모델 폴더 정리한 건 됐어요. 고마워요."),
]

PKG = [
    ("user", "generate_appcast leaves 2.4.0 out of appcast.xml, and the .pkg from productbuild installs nothing on the "
             "test mac."),
    ("bash", "./bin/generate_appcast --ed-key-file ~/.sparkle/ed25519.key releases/",
     "Skipping Clipmate-2.4.0.zip: No bundle found in archive.\nWrote 0 new updates, updated 1 existing update, and "
     "removed 0 old updates in appcast.xml", False),
    ("bash", "unzip -l releases/Clipmate-2.4.0.zip | head -6",
     "Archive:  releases/Clipmate-2.4.0.zip\n  Length      Date    Time    Name\n---------  ---------- -----   ----\n"
     "        0  10-03-2024 14:02   Contents/\n     1433  10-03-2024 14:02   Contents/Info.plist\n"
     "        0  10-03-2024 14:02   Contents/MacOS/", False),
    ("say", "The zip holds `Contents/` at its top, not `Clipmate.app/`, so Sparkle finds no bundle. Re-zipping with "
            "ditto, keeping the parent folder."),
    ("bash", "rm releases/Clipmate-2.4.0.zip && ditto -c -k --sequesterRsrc --keepParent build/Release/Clipmate.app "
             "releases/Clipmate-2.4.0.zip && ./bin/generate_appcast --ed-key-file ~/.sparkle/ed25519.key releases/",
     "Wrote 1 new update, updated 0 existing updates, and removed 0 old updates in appcast.xml", False),
    ("bash", "grep -c '<enclosure' releases/appcast.xml && grep -o 'sparkle:version=\"[^\"]*\"' releases/appcast.xml",
     "2\nsparkle:version=\"2.3.1\"\nsparkle:version=\"2.4.0\"", False),
    ("bash", "productbuild --component build/Release/Clipmate.app /Applications dist/Clipmate-2.4.0.pkg",
     "productbuild: Adding component at /Users/theo/dev/Clipmate/build/Release/Clipmate.app\n"
     "productbuild: Wrote product to dist/Clipmate-2.4.0.pkg", False),
    ("bash", "sudo installer -pkg dist/Clipmate-2.4.0.pkg -target /", REJECTED, True),
    ("user", "don't install it on my machine. I want to know why the test mac never gets /Applications/Clipmate.app"),
    ("bash", "pkgutil --expand dist/Clipmate-2.4.0.pkg /tmp/cm-pkg && grep -E 'relocatable|bundle ' "
             "/tmp/cm-pkg/*.pkg/PackageInfo",
     "<pkg-info overwrite-permissions=\"true\" relocatable=\"true\" identifier=\"com.theo.clipmate\" "
     "postinstall-action=\"none\" version=\"2.4.0\" format-version=\"2\" install-location=\"/Applications\" "
     "auth=\"root\">\n    <bundle path=\"./Clipmate.app\" id=\"com.theo.clipmate\""
     " CFBundleShortVersionString=\"2.4.0\" "
     "CFBundleVersion=\"240\"/>", False),
    ("say", "The component is `relocatable=\"true\"`: Installer updates any existing copy of com.theo.clipmate it "
            "finds (the test mac has an old build in ~/Downloads) instead of writing /Applications. Building the "
            "component with BundleIsRelocatable set to false fixes it. Want a script for that?"),
    ("user", "yes write it"),
    ("write", "/Users/theo/dev/Clipmate/scripts/build-pkg.sh",
     "#!/bin/zsh\nset -euo pipefail\nrm -rf build/root && mkdir -p build/root\n"
     "ditto build/Release/Clipmate.app build/root/Clipmate.app\n"
     "pkgbuild --analyze --root build/root build/components.plist\n"
     "plutil -replace 0.BundleIsRelocatable -bool NO build/components.plist\n"
     "pkgbuild --root build/root --component-plist build/components.plist --install-location /Applications "
     "--identifier com.theo.clipmate --version 2.4.0 build/Clipmate-component.pkg\n"
     "productbuild --package build/Clipmate-component.pkg dist/Clipmate-2.4.0.pkg\n"),
    ("say", "Wrote scripts/build-pkg.sh. It rebuilds dist/Clipmate-2.4.0.pkg with relocation off; run it before the "
            "next test-mac install."),
]

ATUIN = [
    ("user", "atuin sync fails against my self-hosted server since I reinstalled the laptop. fish shell."),
    ("bash", "atuin sync",
     "Exit code 1\nError: attempting to decrypt with incorrect key. currently using k4.lid.Fq0s2B-7uT3n, expecting "
     "k4.lid.9JmXr4cAw0pl", True),
    ("say", "The reinstall generated a new encryption key; the server's records were written with the old one. Your "
            "desktop still has it, so I'll copy it over without printing it."),
    ("bash", "ssh desk 'atuin key --base64' > /tmp/atuin.key; and chmod 600 /tmp/atuin.key", "", False),
    ("bash", "atuin logout; and atuin login -u ravi -p (cat ~/.config/atuin-pass) -k (cat /tmp/atuin.key)",
     "You have logged out!\nLogged in!", False),
    ("bash", "atuin sync; and rm /tmp/atuin.key",
     "0/0 up/down to record store\nSync complete! 48213 items in history database, force: false", False),
    ("user", "nice. also ctrl-r doesn't open atuin in fish, only the up arrow does"),
    ("bash", "grep -n atuin ~/.config/fish/config.fish", "31:    atuin init fish --disable-ctrl-r | source", False),
    ("edit", "/home/ravi/.config/fish/config.fish", "    atuin init fish --disable-ctrl-r | source",
     "    atuin init fish --disable-up-arrow | source"),
    ("say", "Swapped the flag: ctrl-r goes to atuin, the up arrow stays fish's own history. Open a new fish to pick "
            "it up."),
    ("user", "yep, ctrl-r opens atuin now 👌"),
    ("user", "last one: atuin server start on the pi says address in use"),
    ("bash", "ssh pi 'atuin server start'", "Exit code 1\nError: Address already in use (os error 98)", True),
    ("bash", "ssh pi 'ss -ltnp | grep 8888'",
     "LISTEN 0      128          0.0.0.0:8888       0.0.0.0:*    users:((\"atuin\",pid=712,fd=9))", False),
    ("say", "An atuin server is already listening on 8888 (pid 712), most likely the systemd unit; a second "
            "`atuin server start` can't bind the same port. Nothing to start."),
]

SOURCES = {
    "sqlmesh-duckdb-zsh": ("/Users/yuna/analytics/sqlmesh-proj", "2024-10-01T05:44:10Z", "orders-daily", SQLMESH),
    "bentoml-venv-ko": ("/home/jisoo/serving/sentiment-svc", "2024-09-27T02:10:00Z", "main", BENTOML),
    "comfyui-wsl-ko": ("/home/minho/ComfyUI", "2024-10-05T12:30:45Z", "master", COMFYUI),
    "sparkle-productbuild": ("/Users/theo/dev/Clipmate", "2024-10-03T14:10:09Z", "release/2.4", PKG),
    "atuin-fish-sync": ("/home/ravi/dotfiles", "2024-10-06T19:02:33Z", "main", ATUIN),
}
