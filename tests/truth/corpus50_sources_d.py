"""Scripted sessions of corpus50, part four: a Fyne app built with cgo in Windows cmd (tabs in output, doubled
backslashes), Hugging Face text-generation-inference under WSL 2 (in Korean, an interrupted call), Devbox for a fish
user (ANSI colour), mypy with django-stubs on Linux bash (file:line errors, a Task), Cygwin scripts called from Windows
cmd (doubled backslashes)."""
from __future__ import annotations

from tests.truth.corpus50_common import ESC, INTERRUPTED

E = ESC

# --- A Fyne GUI app with cgo in Windows cmd (tabs in output) -------------------------------------------------------

FYNE = [
    ("user", "go run . fails on my windows box for the fyne todo app. get it building, then package an exe with the "
             "icon in assets\\icon.png. I'm in cmd, MSYS2 is installed in C:\\msys64"),
    ("bash", "go run .",
     "package todo-fyne\n"
     "\timports fyne.io/fyne/v2/app\n"
     "\timports fyne.io/fyne/v2/internal/driver/glfw\n"
     "\timports fyne.io/fyne/v2/internal/driver/common\n"
     "\timports fyne.io/fyne/v2/internal/painter/gl\n"
     "\timports github.com/go-gl/gl/v2.1/gl: build constraints exclude all Go files in "
     "C:\\Users\\sofia\\go\\pkg\\mod\\github.com\\go-gl\\gl@v0.0.0-20231021071112-07e5d0ea2e71\\v2.1\\gl", True),
    ("bash", "go env CGO_ENABLED CC & where gcc",
     "0\ngcc\nINFO: Could not find files for the given pattern(s).", True),
    ("say", "Since Go 1.20, CGO_ENABLED defaults to 0 when no C compiler is on PATH, and go-gl is cgo-only, so all "
            "its files are excluded. MSYS2's UCRT64 gcc is the usual compiler for Fyne; I'll put it on PATH and turn "
            "cgo on."),
    ("bash", "dir /b C:\\msys64\\ucrt64\\bin\\gcc.exe", "gcc.exe", False),
    ("bash", "set PATH=C:\\msys64\\ucrt64\\bin;%PATH% && set CGO_ENABLED=1 && go build -o todo.exe . && echo built",
     "go: invalid CGO_ENABLED=\"1 \": must be 0 or 1", True),
    ("say", "cmd's `set NAME=value && …` keeps the space before `&&` as part of the value, so CGO_ENABLED became "
            "\"1 \". The quoted form `set \"NAME=value\"` ends the value at the closing quote."),
    ("bash", "set \"PATH=C:\\msys64\\ucrt64\\bin;%PATH%\" && set \"CGO_ENABLED=1\" && go build -o todo.exe . && "
             "echo built", "built", False),
    ("say", "todo.exe built (the first cgo build of go-gl and glfw takes a few minutes; later builds use the cache)."),
    ("user", "it opens! but there's a black console window behind it. the build.bat Marco uses has the same problem"),
    ("say", "A Go program is linked as a console application unless the linker is told otherwise; "
            "`-ldflags -H=windowsgui` marks the exe as a GUI app so Windows doesn't open a console for it. I'll add "
            "that to build.bat."),
    ("edit", "C:\\Users\\sofia\\code\\todo-fyne\\build.bat", "go build -o todo.exe .",
     "go build -ldflags \"-H=windowsgui\" -o todo.exe ."),
    ("say", "build.bat now passes `-H=windowsgui`; next time you run it the console window shouldn't appear."),
    ("user", "ok. now the packaged exe with the icon"),
    ("bash", "set \"PATH=C:\\msys64\\ucrt64\\bin;%PATH%\" && set \"CGO_ENABLED=1\" && fyne package -os windows",
     "failed to find icon: open C:\\Users\\sofia\\code\\todo-fyne\\Icon.png: The system cannot find the file "
     "specified.", True),
    ("say", "`fyne package` looks for Icon.png in the project root unless told otherwise (FyneApp.toml has no Icon "
            "entry here). Passing the icon path explicitly."),
    ("bash", "set \"PATH=C:\\msys64\\ucrt64\\bin;%PATH%\" && set \"CGO_ENABLED=1\" && fyne package -os windows "
             "-icon assets\\icon.png && dir /b *.exe", "todo-fyne.exe\ntodo.exe", False),
    ("say", "todo-fyne.exe is packaged with the icon embedded (fyne package also adds the Windows metadata)."),
]

# --- Hugging Face text-generation-inference under WSL 2 (in Korean, an interrupted call) --------------------------

_TGI_WARMUP = (
    "2024-11-14T06:21:44.102381Z  INFO download: text_generation_launcher: Successfully downloaded weights for "
    "Qwen/Qwen2.5-7B-Instruct\n"
    "2024-11-14T06:21:44.102774Z  INFO shard-manager: text_generation_launcher: Starting shard rank=0\n"
    "2024-11-14T06:22:09.551310Z  INFO shard-manager: text_generation_launcher: Shard ready in 25.44s rank=0\n"
    "2024-11-14T06:22:09.640228Z  INFO text_generation_launcher: Starting Webserver\n"
    "2024-11-14T06:22:09.715502Z  INFO text_generation_router_v3: backends/v3/src/lib.rs:125: Warming up model\n"
    "2024-11-14T06:22:14.201843Z ERROR warmup{max_input_length=Some(32767) max_prefill_tokens=32768 "
    "max_total_tokens=Some(32768) max_batch_size=None}:warmup: text_generation_router_v3::client: "
    "backends/v3/src/client/mod.rs:45: Server error: Not enough memory to handle 32768 prefill tokens. You need "
    "to decrease `--max-batch-prefill-tokens`\n"
    "Error: Backend(Warmup(Generation(\"Not enough memory to handle 32768 prefill tokens. You need to decrease "
    "`--max-batch-prefill-tokens`\")))\n"
    "2024-11-14T06:22:14.330157Z ERROR text_generation_launcher: Webserver Crashed\n"
    "2024-11-14T06:22:14.330180Z  INFO text_generation_launcher: Shutting down shards"
)

TGI = [
    ("user", "WSL에서 TGI로 Qwen2.5-7B-Instruct 띄워줘. GPU는 4090 하나, 포트는 8080으로"),
    ("bash", "docker run --gpus all --shm-size 1g -p 8080:80 ghcr.io/huggingface/text-generation-inference:2.4.1 "
             "--model-id Qwen/Qwen2.5-7B-Instruct",
     "docker: Error response from daemon: could not select device driver \"\" with capabilities: [[gpu]].\n"
     "See 'docker run --help'.", True),
    ("bash", "nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv; which nvidia-ctk",
     "name, driver_version, memory.total [MiB]\nNVIDIA GeForce RTX 4090, 565.90, 24564 MiB", True),
    ("say", "WSL 안에서 GPU는 보이는데(nvidia-smi OK), WSL에 직접 설치한 Docker Engine에는 NVIDIA Container Toolkit이 "
            "없어서 `--gpus all`을 처리할 런타임이 없습니다. 설치하고 docker에 런타임을 등록할게요."),
    ("bash", "sudo apt-get install -y nvidia-container-toolkit && sudo nvidia-ctk runtime configure --runtime=docker "
             "&& sudo systemctl restart docker",
     "Setting up nvidia-container-toolkit-base (1.17.2-1) ...\nSetting up nvidia-container-toolkit (1.17.2-1) ...\n"
     "INFO[0000] Config file does not exist; using empty config\n"
     "INFO[0000] Wrote updated config to /etc/docker/daemon.json\n"
     "INFO[0000] It is recommended that docker daemon be restarted.", False),
    ("bash", "docker run --gpus all --shm-size 1g -p 8080:80 ghcr.io/huggingface/text-generation-inference:2.4.1 "
             "--model-id Qwen/Qwen2.5-7B-Instruct", INTERRUPTED, True),
    ("user", "잠깐, 지금 모델 15GB를 컨테이너 안에 받고 있잖아. 컨테이너 지우면 또 받아야 돼. ~/.cache/huggingface 를 "
             "/data 에 마운트하고 -d 로 띄워"),
    ("bash", "docker run -d --name tgi --gpus all --shm-size 1g -p 8080:80 -v ~/.cache/huggingface:/data "
             "ghcr.io/huggingface/text-generation-inference:2.4.1 --model-id Qwen/Qwen2.5-7B-Instruct && sleep 240 && "
             "docker logs --tail 10 tgi", "3f9c2a7e1b0d\n" + _TGI_WARMUP, True),
    ("say", "GPU 런타임은 이제 잡히고 가중치도 /data에 받았습니다. 워밍업에서 기본값(프리필 32768 토큰)이 24GB에 "
            "안 들어가서 죽었어요. 입력/전체 토큰 한도를 줄여서 다시 띄울게요."),
    ("bash", "docker rm -f tgi && docker run -d --name tgi --gpus all --shm-size 1g -p 8080:80 -v "
             "~/.cache/huggingface:/data ghcr.io/huggingface/text-generation-inference:2.4.1 --model-id "
             "Qwen/Qwen2.5-7B-Instruct --max-input-tokens 8000 --max-total-tokens 8192 --max-batch-prefill-tokens "
             "8192 && sleep 60 && docker logs --tail 4 tgi",
     "tgi\n8a41d07c9e2f\n"
     "2024-11-14T06:31:02.884120Z  INFO text_generation_router_v3: backends/v3/src/lib.rs:125: Warming up model\n"
     "2024-11-14T06:31:05.310442Z  INFO text_generation_router_v3: backends/v3/src/lib.rs:137: Setting max batch "
     "total tokens to 92480\n"
     "2024-11-14T06:31:05.310461Z  INFO text_generation_router_v3: backends/v3/src/lib.rs:166: Using backend V3\n"
     "2024-11-14T06:31:05.402915Z  INFO text_generation_router::server: router/src/server.rs:2356: Connected", False),
    ("bash", "curl -s localhost:8080/generate -H 'Content-Type: application/json' -d '{\"inputs\":\"한국의 수도는?\","
             "\"parameters\":{\"max_new_tokens\":40}}'",
     "{\"generated_text\":\" 서울\\n한국의 수도는 어디인가요? 서울입니다. 서울은<|im_end|>\\n<|im_start|>user\\n"
     "일본의 수도는?\"}", False),
    ("user", "답이 이상해. 지 혼자 대화를 계속 이어가"),
    ("say", "`/generate`는 입력을 그대로 이어 쓰기만 하고 Qwen의 채팅 템플릿(<|im_start|> …)을 적용하지 않아요. "
            "Messages API인 `/v1/chat/completions`를 쓰면 TGI가 토크나이저의 템플릿을 적용합니다."),
    ("bash", "curl -s localhost:8080/v1/chat/completions -H 'Content-Type: application/json' -d '{\"model\":\"tgi\","
             "\"messages\":[{\"role\":\"user\",\"content\":\"한국의 수도는?\"}],\"max_tokens\":40}' | python3 -m "
             "json.tool | grep -E '\"(content|finish_reason)\"'",
     "                \"content\": \"한국의 수도는 서울입니다.\"\n            \"finish_reason\": \"stop\",", False),
    ("user", "curl은 되네. 근데 Open WebUI에서 붙이면 여전히 이상하게 이어서 말해"),
    ("say", "Open WebUI가 TGI를 OpenAI 호환 API로 보게 해야 합니다. 관리자 설정 → 연결 → OpenAI API에서 URL을 "
            "`http://host.docker.internal:8080/v1` 로(끝에 /v1까지), 키는 아무 값이나 넣고 저장한 뒤 새 채팅에서 "
            "모델 `tgi`를 골라 보세요."),
    ("user", "아니, 그렇게 바꿨는데도 여전히 똑같이 나와"),
]

# --- Devbox for a fish user (ANSI colour) ------------------------------------------------------------------------

DEVBOX = [
    ("user", "set up devbox for this repo: node 20, pnpm, python 3.12 and whatever psycopg2 in tools/ needs. I use "
             "fish btw"),
    ("bash", "cd ~/src/storefront && devbox init && devbox add nodejs@20 pnpm python@3.12",
     f"{E}[32mInfo:{E}[0m Adding package \"nodejs@20\" to devbox.json\n"
     f"{E}[32mInfo:{E}[0m Adding package \"pnpm@latest\" to devbox.json\n"
     f"{E}[32mInfo:{E}[0m Adding package \"python@3.12\" to devbox.json\n"
     f"{E}[32mInfo:{E}[0m Installing the following packages to the nix store: nodejs@20, pnpm@latest, python@3.12\n"
     "✓ Computed the Devbox environment.\n"
     f"{E}[33mWarning:{E}[0m python NOTES:\n"
     "This plugin creates the following helper files:\n"
     "\n"
     "This plugin sets the following environment variables:\n"
     "* VENV_DIR=/home/noor/src/storefront/.devbox/virtenv/python/.venv\n"
     "\n"
     "To show this information, run `devbox info python`", False),
    ("bash", "cd ~/src/storefront && devbox run -- pnpm install",
     f"{E}[31m ERR_PNPM_BAD_PM_VERSION {E}[39m This project is configured to use v9.12.3 of pnpm. Your current pnpm "
     "is v9.4.0\n\n"
     "If you want to bypass this version check, you can set the \"package-manager-strict\" configuration to "
     "\"false\" or set the \"COREPACK_ENABLE_STRICT\" environment variable to \"0\"\n"
     f"{E}[31mError:{E}[0m error running script \"pnpm\" in Devbox: exit status 1", True),
    ("say", "`pnpm@latest` in Devbox resolved to the nixpkgs pnpm (9.4.0), but package.json pins "
            "`packageManager: pnpm@9.12.3`, and pnpm refuses to run under a different version. Pinning the exact "
            "version in devbox.json."),
    ("bash", "cd ~/src/storefront && devbox rm pnpm && devbox add pnpm@9.12.3 && devbox run -- pnpm install | tail -3",
     f"{E}[32mInfo:{E}[0m Removing packages: [pnpm]\n"
     f"{E}[32mInfo:{E}[0m Adding package \"pnpm@9.12.3\" to devbox.json\n"
     "✓ Computed the Devbox environment.\n"
     "dependencies:\n+ next 14.2.15\nDone in 14.2s", False),
    ("bash", "cd ~/src/storefront && devbox run -- pip install -r tools/requirements.txt 2>&1 | tail -14",
     "Collecting psycopg2==2.9.10 (from -r tools/requirements.txt (line 3))\n"
     "  Using cached psycopg2-2.9.10.tar.gz (385 kB)\n"
     "  Preparing metadata (setup.py) ... error\n"
     "  error: subprocess-exited-with-error\n\n"
     "  × python setup.py egg_info did not run successfully.\n"
     "  │ exit code: 1\n"
     "  ╰─> [21 lines of output]\n"
     "      running egg_info\n"
     "      …\n"
     "      Error: pg_config executable not found.\n\n"
     "      pg_config is required to build psycopg2 from source.  Please add the directory\n"
     "      containing pg_config to the $PATH or specify the full executable path with the\n"
     "      option:\n"
     f"{E}[31mError:{E}[0m error running script \"pip\" in Devbox: exit status 1", True),
    ("say", "psycopg2 (not -binary) builds from source and needs libpq's pg_config. In Devbox that comes from the "
            "postgresql package."),
    ("bash", "cd ~/src/storefront && devbox add postgresql@16 && devbox run -- pip install -r tools/requirements.txt "
             "2>&1 | tail -2",
     f"{E}[32mInfo:{E}[0m Adding package \"postgresql@16\" to devbox.json\n"
     "✓ Computed the Devbox environment.\n"
     "Building wheel for psycopg2 (setup.py) ... done\n"
     "Successfully installed psycopg2-2.9.10 python-dotenv-1.0.1 sqlparse-0.5.1", False),
    ("user", "cool. `devbox shell` works in my fish, but I want the env to load by itself when I cd into the repo, "
             "like direnv"),
    ("bash", "cd ~/src/storefront && which direnv && devbox generate direnv && cat .envrc; "
             "grep -n direnv ~/.config/fish/config.fish",
     "/usr/bin/direnv\n"
     f"{E}[32mSuccess:{E}[0m generated .envrc file\n"
     f"{E}[32mSuccess:{E}[0m ran `direnv allow`\n"
     "# Automatically sets up your devbox environment whenever you cd into this\n"
     "# directory via our direnv integration:\n\n"
     "eval \"$(devbox generate direnv --print-envrc)\"\n\n"
     "# check out https://www.jetify.com/docs/devbox/ide_configuration/direnv/\n"
     "# for more details", True),
    ("say", "The .envrc is in place and allowed, but your fish config never hooks direnv in, so fish won't run it "
            "on cd. fish needs `direnv hook fish | source`; I'll drop that in conf.d so it loads in every new fish."),
    ("write", "/home/noor/.config/fish/conf.d/direnv-devbox-fix.fish",
     "# Load direnv's hook so .envrc files (devbox generate direnv) apply on cd.\n"
     "if status is-interactive\n    direnv hook fish | source\nend\n"),
    ("say", "Open a new fish tab and `cd ~/src/storefront`; direnv should print `direnv: loading .envrc` and the "
            "devbox packages will be on PATH."),
    ("user", "will try after this meeting"),
]

# --- mypy with django-stubs on Linux bash (file:line errors, a Task) ------------------------------------------------

MYPY = [
    ("user", "add mypy with django-stubs to the shop project and get it clean. CI will run `mypy .`, `pytest -q` "
             "and `ruff check .`"),
    ("edit", "/home/sam/src/shop/pyproject.toml", "[tool.ruff]",
     "[tool.mypy]\nplugins = [\"mypy_django_plugin.main\"]\nstrict_optional = true\nwarn_unused_ignores = true\n"
     "exclude = [\"migrations/\"]\n\n[tool.ruff]"),
    ("bash", "cd ~/src/shop && mypy .",
     "pyproject.toml: error: Error importing plugin \"mypy_django_plugin.main\": No module named "
     "'mypy_django_plugin'\nFound 1 error in 1 file (errors prevented further checking)", True),
    ("bash", "cd ~/src/shop && pip install \"django-stubs[compatible-mypy]==5.1.1\" 2>&1 | tail -1",
     "Successfully installed django-stubs-5.1.1 django-stubs-ext-5.1.1 mypy-1.13.0 types-PyYAML-6.0.12.20240917",
     False),
    ("bash", "cd ~/src/shop && mypy .",
     "usage: mypy [-h] [-v] [-V] [more options; see below]\n"
     "            [-m MODULE] [-p PACKAGE] [-c PROGRAM_TEXT] [files ...]\n"
     "mypy: error: 'django_settings_module' is not set: either set it in your config file or set "
     "'DJANGO_SETTINGS_MODULE' environment variable", True),
    ("edit", "/home/sam/src/shop/pyproject.toml", "exclude = [\"migrations/\"]\n",
     "exclude = [\"migrations/\"]\n\n[tool.django-stubs]\ndjango_settings_module = \"shop.settings\"\n"),
    ("bash", "cd ~/src/shop && mypy . | tail -12",
     "orders/models.py:41: error: Need type annotation for \"items\"  [var-annotated]\n"
     "orders/services.py:27: error: Item \"None\" of \"Customer | None\" has no attribute \"email\"  [union-attr]\n"
     "orders/views.py:18: error: Incompatible return value type (got \"HttpResponse\", expected \"JsonResponse\")  "
     "[return-value]\n"
     "orders/views.py:33: error: Argument 1 to \"get_object_or_404\" has incompatible type \"str\"; expected "
     "\"type[Model] | Manager[Model] | QuerySet[Model]\"  [arg-type]\n"
     "catalog/utils.py:9: error: Library stubs not installed for \"requests\"  [import-untyped]\n"
     "catalog/utils.py:9: note: Hint: \"python3 -m pip install types-requests\"\n"
     "catalog/utils.py:9: note: (or run \"mypy --install-types\" to install all missing stub packages)\n"
     "catalog/utils.py:9: note: See https://mypy.readthedocs.io/en/stable/running_mypy.html#missing-imports\n"
     "catalog/views.py:52: error: \"QuerySet[Product, Product]\" has no attribute \"published\"  [attr-defined]\n"
     "accounts/forms.py:14: error: Incompatible types in assignment (expression has type \"None\", variable has "
     "type \"str\")  [assignment]\n"
     "…\n"
     "Found 23 errors in 9 files (checked 84 source files)", True),
    ("task", "Fix the mechanical mypy errors",
     "In /home/sam/src/shop, run `mypy .` and fix the errors that have an obvious mechanical fix (missing stub "
     "packages, annotations, custom manager/queryset typing, return types). Leave anything that needs a product "
     "decision (e.g. whether a value can really be None) and list those. Don't touch migrations/.",
     "Done. Fixed 21 of the 23 errors:\n\n"
     "- Added `types-requests` to requirements-dev.txt and installed it (catalog/utils.py:9).\n"
     "- catalog/managers.py: `ProductQuerySet(models.QuerySet[\"Product\"])` with `published()`, and "
     "`objects = ProductManager.from_queryset(ProductQuerySet)()` so `.published()` type-checks.\n"
     "- orders/selectors.py: annotated `open_orders() -> QuerySet[Order]` and two siblings.\n"
     "- orders/views.py: return types, and `get_object_or_404(Order, pk=...)` instead of the string model name.\n"
     "- accounts/forms.py: `help_text: str | None = None`.\n\n"
     "Left for you (2):\n"
     "1. orders/services.py:27 `order.customer.email` — customer is nullable for guest checkouts; needs a "
     "decision on what to send to guests.\n"
     "2. orders/models.py:41 `items = []` class attribute on Order — looks like dead code, but it's used in "
     "orders/admin.py.\n\n"
     "`mypy .` now reports: Found 2 errors in 2 files (checked 84 source files)."),
    ("say", "For guests the email lives on the order itself (order.guest_email), so I'll fall back to that; and "
            "`items` on the model is a plain list used as a scratch attribute by the admin, so it gets a type."),
    ("edit", "/home/sam/src/shop/orders/services.py", "    to = order.customer.email",
     "    to = order.customer.email if order.customer is not None else order.guest_email"),
    ("edit", "/home/sam/src/shop/orders/models.py", "    items = []", "    items: list[\"OrderItem\"] = []"),
    ("bash", "cd ~/src/shop && mypy .", "Success: no issues found in 84 source files", False),
    ("bash", "cd ~/src/shop && pytest -q 2>&1 | tail -12",
     "==================================== ERRORS ====================================\n"
     "___________________ ERROR collecting orders/tests/test_selectors.py ___________________\n"
     "orders/tests/test_selectors.py:3: in <module>\n"
     "    from orders.selectors import open_orders\n"
     "orders/selectors.py:12: in <module>\n"
     "    def open_orders() -> QuerySet[Order]:\n"
     "E   TypeError: type 'QuerySet' is not subscriptable\n"
     "=========================== short test summary info ============================\n"
     "ERROR orders/tests/test_selectors.py - TypeError: type 'QuerySet' is not subscriptable\n"
     "!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n"
     "1 error in 0.84s", True),
    ("say", "The annotations the subagent added are evaluated at import time, and Django's QuerySet and Manager "
            "aren't subscriptable at runtime. django-stubs-ext's `monkeypatch()` adds `__class_getitem__` to them; "
            "it has to run in settings, before any model module is imported."),
    ("edit", "/home/sam/src/shop/shop/settings.py", "from pathlib import Path\n",
     "from pathlib import Path\n\nimport django_stubs_ext\n\ndjango_stubs_ext.monkeypatch()\n"),
    ("bash", "cd ~/src/shop && pytest -q 2>&1 | tail -2",
     "........................................                                 [100%]\n38 passed in 4.12s", False),
    ("bash", "cd ~/src/shop && ruff check .",
     "orders/views.py:4:20: F401 [*] `typing.cast` imported but unused\n"
     "  |\n2 | from typing import cast\n  |                    ^^^^ F401\n  |\n"
     "  = help: Remove unused import: `typing.cast`\n\nFound 1 error.\n[*] 1 fixable with the `--fix` option.", True),
    ("edit", "/home/sam/src/shop/orders/views.py", "from typing import cast\n", ""),
    ("bash", "cd ~/src/shop && mypy orders/views.py", "Success: no issues found in 1 source file", False),
    ("say", "All three CI steps are handled: mypy is clean, the 38 tests pass, and the unused `cast` import the "
            "subagent left in orders/views.py is gone."),
]

# --- Cygwin scripts called from Windows cmd (doubled backslashes) ---------------------------------------------------

CYGWIN = [
    ("user", "our firmware tool scripts run under cygwin. build.sh fails since I re-cloned the repo. fix it; I run "
             "it from cmd as C:\\cygwin64\\bin\\bash.exe"),
    ("bash", "C:\\cygwin64\\bin\\bash.exe -c \"./build.sh\"",
     "./build.sh: line 2: $'\\r': command not found\n"
     "./build.sh: line 3: set: -\r: invalid option\n"
     "set: usage: set [-abefhkmnptuvxBCHP] [-o option-name] [--] [arg ...]\n"
     "./build.sh: line 9: syntax error near unexpected token `$'{\\r''\n"
     "./build.sh: line 9: `gen() {\r'", True),
    ("bash", "git config --get core.autocrlf & C:\\cygwin64\\bin\\bash.exe -c \"dos2unix build.sh gen.sh\"",
     "true\n/usr/bin/bash: line 1: dos2unix: command not found", True),
    ("say", "Two things. The scripts have CRLF line endings: Git for Windows has core.autocrlf=true, so the re-clone "
            "converted them on checkout. And `bash.exe -c` from cmd is not a login shell, so Cygwin's /etc/profile "
            "never puts /usr/bin on PATH; `-l` does, but it also starts in your Cygwin home, so I cd back "
            "explicitly."),
    ("bash", "C:\\cygwin64\\bin\\bash.exe -lc \"cd /cygdrive/c/work/fwtools && dos2unix build.sh gen.sh\"",
     "dos2unix: converting file build.sh to Unix format...\ndos2unix: converting file gen.sh to Unix format...",
     False),
    ("bash", "C:\\cygwin64\\bin\\bash.exe -lc \"cd /cygdrive/c/work/fwtools && ./build.sh\"",
     "[build] generating register header\n"
     "C:\\Users\\hana\\AppData\\Local\\Programs\\Python\\Python312\\python.exe: can't open file "
     "'C:\\cygdrive\\c\\work\\fwtools\\gen.py': [Errno 2] No such file or directory\n"
     "[build] FAILED (gen.py exit 2)", True),
    ("say", "The line endings are fixed (the script runs now). build.sh calls the native Windows Python with "
            "\"$PWD/gen.py\", a /cygdrive path that Windows programs read as C:\\cygdrive\\…. cygpath -w converts it."),
    ("edit", "C:\\work\\fwtools\\build.sh", "python \"$PWD/gen.py\" --out \"$OUT\"",
     "python \"$(cygpath -w \"$PWD/gen.py\")\" --out \"$(cygpath -w \"$OUT\")\""),
    ("bash", "C:\\cygwin64\\bin\\bash.exe -lc \"cd /cygdrive/c/work/fwtools && ./build.sh\"",
     "[build] generating register header\n"
     "gen.py: wrote C:\\work\\fwtools\\out\\regs.h (412 registers)\n"
     "[build] compiling image\n"
     "[build] BUILD OK: out/fw_v3.bin (196608 bytes)", False),
    ("user", "nice. why did this happen though, I don't want to dos2unix after every clone"),
    ("say", "Git for Windows is set to core.autocrlf=true, so every checkout writes CRLF. The durable fix is a "
            ".gitattributes in the repo with `*.sh text eol=lf` (then `git add --renormalize .` once); Cygwin "
            "bash then always gets LF, whatever anyone's autocrlf says. Running dos2unix after each checkout just "
            "gets undone by the next one."),
    ("user", "later. for now do the same thing in C:\\work\\bootrom, make_rom.sh is broken the same way"),
    ("bash", "C:\\cygwin64\\bin\\bash.exe -lc \"cd /cygdrive/c/work/bootrom && dos2unix *.sh && ./make_rom.sh\"",
     "dos2unix: converting file make_rom.sh to Unix format...\n"
     "dos2unix: converting file sign.sh to Unix format...\n"
     "[rom] packing stage1\n[rom] signing with keys/dev.pem\n[rom] OK: out/bootrom.bin", False),
    ("say", "bootrom builds again. The .gitattributes change is still worth doing in both repos."),
]

SOURCES = {
    "fyne-cgo-cmd": ("C:\\Users\\sofia\\code\\todo-fyne", "2024-11-14T13:10:00Z", "main", FYNE),
    "tgi-qwen-wsl-ko": ("/home/jiwoo/llm", "2024-11-14T06:10:00Z", "HEAD", TGI),
    "devbox-storefront-fish": ("/home/noor/src/storefront", "2024-11-14T10:40:00Z", "devbox", DEVBOX),
    "mypy-django-stubs": ("/home/sam/src/shop", "2024-11-14T15:50:00Z", "typing", MYPY),
    "cygwin-fwtools-cmd": ("C:\\work\\fwtools", "2024-11-14T08:30:00Z", "main", CYGWIN),
}
