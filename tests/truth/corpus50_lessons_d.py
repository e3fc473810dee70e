"""Labelled lessons of corpus50, part four: over the Fyne, text-generation-inference, Devbox, mypy and Cygwin sessions
(corpus50_sources_d.py). Each label was written from the session text before anything judged the lesson."""
from __future__ import annotations

from tests.truth.corpus50_common import ESC, INTERRUPTED, gotcha, knowledge

FYNE = "fyne-cgo-cmd"
TGI = "tgi-qwen-wsl-ko"
DBX = "devbox-storefront-fish"
MYPY = "mypy-django-stubs"
CYG = "cygwin-fwtools-cmd"

RECORDS = [
    # --- Fyne with cgo in Windows cmd -----------------------------------------------------------------------------
    gotcha(109, FYNE, "real shown fix_ran", (
        "Go silently disables cgo when no gcc is on PATH, which breaks Fyne's go-gl import",
        "go run: imports github.com/go-gl/gl/v2.1/gl: build constraints exclude all Go files",
        "Building a Fyne app on Windows without a C compiler on PATH and reading the error as a module problem",
        "Since Go 1.20 CGO_ENABLED defaults to 0 when no C compiler is found; go-gl is cgo-only",
        "Put MSYS2's C:\\msys64\\ucrt64\\bin first on PATH and set CGO_ENABLED=1"),
        "go run . →\n\timports github.com/go-gl/gl/v2.1/gl: build constraints exclude all Go files in …\n"
        "`go env CGO_ENABLED CC` printed 0 and `where gcc` found nothing; with C:\\msys64\\ucrt64\\bin on PATH and "
        "cgo on, go build printed `built`.",
        "go run fails on go-gl; go env shows cgo off and where finds no gcc; the build with MSYS2 gcc and "
        "CGO_ENABLED=1 succeeds.",
        ["tab-indented output line", "… cut", "code spans"],
        {"failure": "build constraints exclude all Go files",
         "fix": "set \"PATH=C:\\msys64\\ucrt64\\bin;%PATH%\" && set \"CGO_ENABLED=1\" && go build -o todo.exe ."},
        cat="build_config"),
    gotcha(110, FYNE, "real shown rerun_passes", (
        "In cmd, `set VAR=value && next` keeps the space before && in the value",
        "go: invalid CGO_ENABLED=\"1 \": must be 0 or 1",
        "Chaining `set CGO_ENABLED=1 && go build` on one cmd line",
        "cmd's set takes everything up to the && including the trailing space",
        "Quote the assignment: set \"CGO_ENABLED=1\" && go build …"),
        "set CGO_ENABLED=1 && go build -o todo.exe . → go: invalid CGO_ENABLED=\"1 \": must be 0 or 1\n"
        "set \"CGO_ENABLED=1\" && go build -o todo.exe . → built",
        "The unquoted set fails; the same chain with quoted sets prints 'built'.",
        ["code spans with embedded quotes"],
        {"failure": "go: invalid CGO_ENABLED=\"1 \": must be 0 or 1", "fix": "built"}, cat="tool_quirk"),
    gotcha(111, FYNE, "real not_shown never_run", (
        "Link Go GUI apps with -H=windowsgui to get rid of the console window",
        "A black console window opens behind the Fyne window",
        "Building a Windows GUI app with plain go build",
        "Go links console-subsystem executables by default",
        "go build -ldflags \"-H=windowsgui\" -o todo.exe . (in build.bat)"),
        "La personne : « there's a black console window behind it » → build.bat contient maintenant "
        "`go build -ldflags \"-H=windowsgui\" -o todo.exe .`",
        "build.bat is edited but never run, and todo.exe isn't rebuilt with the flag; the next build is fyne "
        "package.",
        ["French prose with guillemets", "person's words", "code span"],
        {"failure": "there's a black console window behind it",
         "fix": "go build -ldflags \"-H=windowsgui\" -o todo.exe ."}, cat="build_config"),
    knowledge(112, FYNE, "real knowledge", (
        "Diagnose cgo on Windows with go env CGO_ENABLED CC and where gcc",
        "A cgo dependency reports 'build constraints exclude all Go files' on Windows",
        "Run `go env CGO_ENABLED CC & where gcc` in the same shell before chasing module versions",
        "CGO_ENABLED 0 plus no gcc on PATH explains the exclusion immediately"),
        "go env CGO_ENABLED CC & where gcc\n0\ngcc\nINFO: Could not find files for the given pattern(s).",
        "The go env / where call.",
        ["command followed by raw output"],
        {"evidence": "INFO: Could not find files for the given pattern(s)."}, cat="debugging_technique"),
    gotcha(113, FYNE, "invented not_shown near_miss", (
        "Fyne's OpenGL binding is excluded without cgo",
        "build constraints exclude all Go files for go-gl",
        "cgo off",
        "No gcc",
        "Install gcc"),
        "`imports github.com/go-gl/gl/v3.2-core/gl: build constraints exclude all Go files`",
        "The package in the session is github.com/go-gl/gl/v2.1/gl.",
        ["code span"],
        {"evidence": "build constraints exclude all Go files"}, cat="build_config"),
    gotcha(114, FYNE, "invented not_shown names_false_claim", (
        "Set PATH and CGO_ENABLED inline in cmd to build Fyne",
        "cgo disabled",
        "No compiler",
        "MSYS2 not on PATH",
        "set PATH=…;%PATH% && set CGO_ENABLED=1 && go build"),
        "`set PATH=C:\\msys64\\ucrt64\\bin;%PATH% && set CGO_ENABLED=1 && go build -o todo.exe .` built todo.exe.",
        "That exact command failed with 'invalid CGO_ENABLED=\"1 \"'; only the quoted set form built.",
        ["code span", "false outcome on real tokens"],
        {"evidence": "go: invalid CGO_ENABLED"}, cat="tool_quirk"),

    # --- text-generation-inference under WSL 2 (Korean) ----------------------------------------------------------
    gotcha(115, TGI, "real shown fix_ran", (
        "WSL의 Docker Engine에서 --gpus all을 쓰려면 NVIDIA Container Toolkit이 있어야 한다",
        "docker: Error response from daemon: could not select device driver \"\" with capabilities: [[gpu]].",
        "nvidia-smi가 WSL에서 된다고 컨테이너에서도 GPU가 보일 거라 가정",
        "Docker Engine을 WSL 안에 직접 설치하면 nvidia 런타임이 등록돼 있지 않음",
        "sudo apt-get install -y nvidia-container-toolkit && sudo nvidia-ctk runtime configure --runtime=docker "
        "&& sudo systemctl restart docker"),
        "could not select device driver … with capabilities: [[gpu]] → nvidia-container-toolkit 설치, "
        "`nvidia-ctk runtime configure --runtime=docker` (\"Wrote updated config to /etc/docker/daemon.json\") → "
        "이후 -d 실행에서 가중치를 받고 \"Shard ready in 25.44s rank=0\".",
        "docker run fails on the gpu capability; the toolkit is installed and registered; the -d run loads the "
        "model onto the GPU (then fails in warmup for another reason).",
        ["Korean prose", "arrows", "nested quotes"],
        {"failure": "could not select device driver", "fix": "Shard ready in 25.44s rank=0"}, cat="env_setup"),
    gotcha(116, TGI, "real shown rerun_passes", (
        "TGI's default prefill budget doesn't fit a 7B model on 24 GB; lower the token limits",
        "Warmup fails: Not enough memory to handle 32768 prefill tokens. You need to decrease "
        "`--max-batch-prefill-tokens`",
        "Starting TGI with defaults derived from the model's 32k context",
        "Warmup allocates for max_prefill_tokens=32768, which doesn't fit next to the weights",
        "--max-input-tokens 8000 --max-total-tokens 8192 --max-batch-prefill-tokens 8192"),
        "Not enough memory to handle 32768 prefill tokens. You need to decrease `--max-batch-prefill-tokens` — "
        "after rerunning with `--max-input-tokens 8000 --max-total-tokens 8192 --max-batch-prefill-tokens 8192` "
        "the log ended in \"Setting max batch total tokens to 92480\" and \"Connected\".",
        "Warmup crashes the webserver; the container is recreated with lower limits and the router connects.",
        ["code spans", "em dash", "nested quotes"],
        {"failure": "Not enough memory to handle 32768 prefill tokens",
         "fix": "Setting max batch total tokens to 92480"}, cat="performance"),
    gotcha(117, TGI, "real not_shown confirmation_denied", (
        "Open WebUI must use TGI's OpenAI-compatible base URL ending in /v1",
        "Open WebUI shows the same run-on answers as /generate",
        "Pointing a chat UI at TGI's root URL instead of its Messages API",
        "Without /v1 the UI doesn't go through the chat template",
        "Settings → Connections → OpenAI API: http://host.docker.internal:8080/v1, model tgi"),
        "설정 → 연결 → OpenAI API URL `http://host.docker.internal:8080/v1` (끝에 /v1까지), 모델 `tgi`",
        "The person answers right after: '아니, 그렇게 바꿨는데도 여전히 똑같이 나와' — the fix did not work for them.",
        ["Korean", "code spans"],
        {"failure": "Open WebUI에서 붙이면 여전히 이상하게 이어서 말해",
         "fix": "http://host.docker.internal:8080/v1"}, cat="api_quirk"),
    knowledge(118, TGI, "real knowledge", (
        "Mount the Hugging Face cache into TGI's /data and run it detached",
        "Starting text-generation-inference containers repeatedly while tuning flags",
        "docker run -d --name tgi … -v ~/.cache/huggingface:/data …, then read docker logs --tail",
        "Weights survive container removal, and a detached container doesn't block the tool call"),
        "사용자: \"~/.cache/huggingface 를 /data 에 마운트하고 -d 로 띄워\" — 이후 `docker rm -f tgi` 후 재실행도 "
        "다시 받지 않고 바로 워밍업까지 갔다.",
        "The interrupted foreground run, the person's instruction, and the recreated container reaching warmup "
        "within 60 s.",
        ["Korean prose", "person's words", "code span"],
        {"evidence": "/data 에 마운트하고 -d 로 띄워"}, cat="workflow"),
    gotcha(119, TGI, "invented not_shown near_miss", (
        "TGI warmup on a 4090 fails with the default prefill budget",
        "Webserver Crashed after warmup",
        "Defaults",
        "Prefill budget too large",
        "Lower --max-batch-prefill-tokens"),
        "`Not enough memory to handle 16384 prefill tokens. You need to decrease --max-batch-prefill-tokens`",
        "The number in the session is 32768.",
        ["code span"],
        {"evidence": "Not enough memory to handle 32768 prefill tokens"}, cat="performance"),
    gotcha(120, TGI, "invented not_shown names_false_claim", (
        "TGI 첫 실행에서 모델이 컨테이너 안으로 다 받아진다",
        "TGI 컨테이너를 다시 만들 때마다 모델을 다시 받음",
        "캐시 마운트 없이 실행",
        "가중치가 컨테이너 레이어에 저장됨",
        "-v ~/.cache/huggingface:/data"),
        "첫 `docker run --gpus all --shm-size 1g -p 8080:80 …` 에서 15GB 다운로드가 끝나고 서버가 떴다.",
        "That foreground run was interrupted by the person mid-download; the server only came up later with -d "
        "and the cache mount.",
        ["Korean prose", "false outcome on an interrupted call"],
        {"evidence": INTERRUPTED}, cat="workflow"),
    gotcha(121, TGI, "invented not_shown never_seen_error", (
        "Flash attention in TGI needs an Ampere-or-newer GPU",
        "TGI shard fails to start",
        "Older GPU",
        "flash-attn kernels",
        "Use a newer GPU or disable flash attention"),
        "shard-manager: \"RuntimeError: FlashAttention only supports Ampere GPUs or newer.\"",
        "The shard started fine ('Shard ready in 25.44s'); there is no FlashAttention error.",
        ["quoted error"],
        {"evidence": "Shard ready in 25.44s rank=0"}, cat="env_setup"),

    # --- Devbox for a fish user -------------------------------------------------------------------------------------
    gotcha(122, DBX, "real shown rerun_passes", (
        "Pin pnpm in devbox.json to the version package.json's packageManager asks for",
        "pnpm install inside devbox: ERR_PNPM_BAD_PM_VERSION This project is configured to use v9.12.3 of pnpm. "
        "Your current pnpm is v9.4.0",
        "devbox add pnpm (pnpm@latest from nixpkgs) in a repo with packageManager: pnpm@9.12.3",
        "pnpm refuses to run under a different version than packageManager pins",
        "devbox rm pnpm && devbox add pnpm@9.12.3"),
        f"{ESC}[31m ERR_PNPM_BAD_PM_VERSION {ESC}[39m This project is configured to use v9.12.3 of pnpm. Your current "
        "pnpm is v9.4.0 → `devbox rm pnpm && devbox add pnpm@9.12.3` → devbox run -- pnpm install: Done in 14.2s",
        "pnpm install fails on the version check; pnpm is re-added at 9.12.3; the same install completes.",
        ["ANSI codes with the escape byte", "arrows", "code span"],
        {"failure": "ERR_PNPM_BAD_PM_VERSION", "fix": "Done in 14.2s"}, cat="env_setup"),
    gotcha(123, DBX, "real shown fix_ran", (
        "psycopg2 from source needs pg_config; in Devbox add postgresql",
        "pip install psycopg2 in devbox: Error: pg_config executable not found.",
        "Installing psycopg2 (not -binary) in a Devbox shell without libpq",
        "The build needs libpq's pg_config on PATH, which only the postgresql package provides in Devbox",
        "devbox add postgresql@16, then pip install again"),
        "- pip: \"Error: pg_config executable not found.\"\n- `devbox add postgresql@16`\n- pip again: "
        "\"Successfully installed psycopg2-2.9.10 python-dotenv-1.0.1 sqlparse-0.5.1\"",
        "pip fails on pg_config; postgresql@16 is added; pip builds and installs psycopg2.",
        ["bulleted list", "nested quotes"],
        {"failure": "Error: pg_config executable not found.", "fix": "Successfully installed psycopg2-2.9.10"},
        cat="env_setup"),
    gotcha(124, DBX, "real not_shown write_named_like_fix", (
        "fish needs `direnv hook fish | source` before devbox's .envrc loads on cd",
        "After devbox generate direnv, cd into the repo in fish doesn't load the devbox environment",
        "Generating .envrc (and direnv allow) without hooking direnv into fish",
        "Without the hook fish never calls direnv on directory change",
        "Add `direnv hook fish | source` (interactive only) to ~/.config/fish/conf.d/"),
        "devbox generate direnv: \"generated .envrc file\" and \"ran `direnv allow`\"; `grep -n direnv "
        "~/.config/fish/config.fish` found nothing; wrote ~/.config/fish/conf.d/direnv-devbox-fix.fish with "
        "`direnv hook fish | source`.",
        "The conf.d file is written but no fish shell is ever started to check it; the person will try after a "
        "meeting.",
        ["nested quotes with backticks", "code spans"],
        {"failure": "generated .envrc file", "fix": "direnv-devbox-fix.fish"}, cat="env_setup"),
    knowledge(125, DBX, "real knowledge", (
        "Run commands in a Devbox environment non-interactively with devbox run --",
        "An agent (or script) needs the Devbox packages without an interactive devbox shell",
        "devbox run -- <command> (e.g. devbox run -- pnpm install); the python plugin's venv "
        "(VENV_DIR=…/.devbox/virtenv/python/.venv) is active there too",
        "devbox shell is interactive and can't be driven from a tool call"),
        "`devbox run -- pnpm install`, `devbox run -- pip install -r tools/requirements.txt`; python NOTES: "
        "* VENV_DIR=/home/noor/src/storefront/.devbox/virtenv/python/.venv",
        "The devbox run calls and the python plugin notes.",
        ["code spans", "quoted notes line"],
        {"evidence": "* VENV_DIR=/home/noor/src/storefront/.devbox/virtenv/python/.venv"}, cat="workflow"),
    gotcha(126, DBX, "invented not_shown other_call_error", (
        "devbox can't add a pnpm version older than nixpkgs' current one",
        "devbox add pnpm@9.12.3 fails",
        "Pinning pnpm through devbox",
        "nixhub has no 9.12.3",
        "Use corepack instead"),
        "`devbox add pnpm@9.12.3` → ERR_PNPM_BAD_PM_VERSION This project is configured to use v9.12.3 of pnpm.",
        "devbox add pnpm@9.12.3 succeeded; the pnpm version error came from the earlier pnpm install.",
        ["arrow", "error attributed to another call"],
        {"evidence": "ERR_PNPM_BAD_PM_VERSION"}, cat="env_setup"),

    # --- mypy with django-stubs -------------------------------------------------------------------------------------
    gotcha(127, MYPY, "real shown edit_then_pass", (
        "Guard nullable ForeignKeys before attribute access under django-stubs",
        "orders/services.py:27: error: Item \"None\" of \"Customer | None\" has no attribute \"email\"  [union-attr]",
        "Accessing order.customer.email when customer is null=True",
        "django-stubs types nullable FKs as Optional",
        "order.customer.email if order.customer is not None else order.guest_email"),
        "orders/services.py:27: error: Item \"None\" of \"Customer | None\" has no attribute \"email\"  [union-attr] "
        "→ fallback to guest_email → mypy: Success: no issues found in 84 source files",
        "mypy flags line 27; the edit adds the None branch; the next mypy . is clean.",
        ["file:line error verbatim", "arrows"],
        {"failure": "Item \"None\" of \"Customer | None\" has no attribute \"email\"",
         "fix": "    to = order.customer.email if order.customer is not None else order.guest_email"},
        cat="api_quirk"),
    gotcha(128, MYPY, "real shown edit_then_pass", (
        "QuerySet[Model] annotations crash at import without django_stubs_ext.monkeypatch()",
        "pytest collection: TypeError: type 'QuerySet' is not subscriptable",
        "Using generic QuerySet/Manager annotations that are evaluated at runtime",
        "Django's classes have no __class_getitem__; django-stubs only helps the type checker",
        "import django_stubs_ext; django_stubs_ext.monkeypatch() at the top of settings.py"),
        "orders/selectors.py:12 `def open_orders() -> QuerySet[Order]:` → E   TypeError: type 'QuerySet' is not "
        "subscriptable; after `django_stubs_ext.monkeypatch()` in shop/settings.py, pytest -q: 38 passed in 4.12s",
        "pytest fails at collection; settings gets the monkeypatch; the same pytest passes 38 tests.",
        ["file:line", "code spans", "before/after the edit"],
        {"failure": "TypeError: type 'QuerySet' is not subscriptable", "fix": "38 passed in 4.12s"},
        cat="api_quirk"),
    gotcha(129, MYPY, "real not_shown other_check_passes", (
        "Re-run ruff after a subagent's typing edits: unused imports slip in",
        "ruff: orders/views.py:4:20: F401 [*] `typing.cast` imported but unused",
        "Trusting that a clean mypy means lint is clean too",
        "The subagent imported cast and then didn't use it",
        "Remove the import (or ruff check --fix) and re-run ruff check ."),
        "ruff: orders/views.py:4:20: F401 [*] `typing.cast` imported but unused — removed the import, then "
        "`mypy orders/views.py` → Success: no issues found in 1 source file",
        "After the import is removed only mypy runs (clean); ruff check is never re-run, though the closing "
        "message says all three CI steps are handled.",
        ["file:line:col", "code span inside a log line", "em dash"],
        {"failure": "F401 [*] `typing.cast` imported but unused",
         "fix": "Success: no issues found in 1 source file"}, cat="test_strategy"),
    knowledge(130, MYPY, "real knowledge", (
        "Type custom QuerySet methods with Manager.from_queryset under django-stubs",
        "mypy reports `\"QuerySet[Product, Product]\" has no attribute \"published\"` for a custom queryset method",
        "Define class ProductQuerySet(models.QuerySet[\"Product\"]) with the method and set objects = "
        "ProductManager.from_queryset(ProductQuerySet)()",
        "django-stubs understands from_queryset and exposes the queryset's methods on the manager"),
        "Subagent report — catalog/managers.py: `ProductQuerySet(models.QuerySet[\"Product\"])` with `published()`, "
        "and `objects = ProductManager.from_queryset(ProductQuerySet)()` so `.published()` type-checks.",
        "The mypy error at catalog/views.py:52 and the Task's report of the fix (mypy later clean).",
        ["Task result cited", "nested quotes", "code spans"],
        {"evidence": "objects = ProductManager.from_queryset(ProductQuerySet)()"}, cat="api_quirk"),
    gotcha(131, MYPY, "invented not_shown other_call_error", (
        "pytest fails when requests has no stubs installed",
        "pytest errors about library stubs for requests",
        "Missing types-requests",
        "Stub-only packages",
        "pip install types-requests"),
        "`pytest -q` → catalog/utils.py:9: error: Library stubs not installed for \"requests\"  [import-untyped]",
        "That message came from mypy; pytest failed only on the QuerySet subscript.",
        ["arrow", "error attributed to another call"],
        {"evidence": "Library stubs not installed for \"requests\""}, cat="test_strategy"),
    gotcha(132, MYPY, "invented not_shown near_miss", (
        "django-stubs reports nullable FK access",
        "union-attr error on order.customer.email",
        "Optional FK",
        "null=True",
        "Check for None"),
        "mypy: `orders/services.py:27: error: Item \"None\" of \"Optional[Customer]\" has no attribute \"email\"`",
        "mypy printed 'Customer | None', not 'Optional[Customer]'.",
        ["code span"],
        {"evidence": "has no attribute \"email\""}, cat="api_quirk"),
    knowledge(133, MYPY, "invented names_false_claim", (
        "mypy --install-types installs missing stub packages",
        "import-untyped errors for third-party libraries",
        "Run mypy --install-types --non-interactive once",
        "Saves adding types-* packages by hand"),
        "Running \"mypy --install-types\" installed types-requests and cleared the [import-untyped] error.",
        "mypy only printed that hint; the subagent added types-requests to requirements-dev.txt by hand. "
        "--install-types never ran.",
        ["quoted hint turned into a claimed run"],
        {"evidence": "(or run \"mypy --install-types\" to install all missing stub packages)"}, cat="tool_quirk"),

    # --- Cygwin from Windows cmd -----------------------------------------------------------------------------------
    gotcha(134, CYG, "real shown fix_ran", (
        "C:\\cygwin64\\bin\\bash.exe -c isn't a login shell: /usr/bin isn't on PATH",
        "/usr/bin/bash: line 1: dos2unix: command not found when calling bash.exe -c from cmd",
        "Calling Cygwin's bash.exe -c \"…\" from cmd and expecting Cygwin tools on PATH",
        "Only a login shell runs /etc/profile, which puts /usr/bin first; -l also starts in the Cygwin home",
        "C:\\cygwin64\\bin\\bash.exe -lc \"cd /cygdrive/c/work/fwtools && …\""),
        "C:\\\\cygwin64\\\\bin\\\\bash.exe -c \"dos2unix build.sh gen.sh\" → /usr/bin/bash: line 1: dos2unix: command "
        "not found; C:\\\\cygwin64\\\\bin\\\\bash.exe -lc \"cd /cygdrive/c/work/fwtools && dos2unix build.sh gen.sh\" "
        "→ dos2unix: converting file build.sh to Unix format...",
        "The non-login call can't find dos2unix; the -lc call with cd converts the files.",
        ["doubled backslashes", "arrows"],
        {"failure": "dos2unix: command not found",
         "fix": "C:\\cygwin64\\bin\\bash.exe -lc \"cd /cygdrive/c/work/fwtools && dos2unix build.sh gen.sh\""},
        cat="env_setup"),
    gotcha(135, CYG, "real shown edit_then_pass", (
        "Convert /cygdrive paths with cygpath -w before handing them to native Windows programs",
        "Windows Python: can't open file 'C:\\cygdrive\\c\\work\\fwtools\\gen.py': [Errno 2] No such file or directory",
        "Passing \"$PWD/gen.py\" from Cygwin bash to the native python.exe",
        "Native programs read /cygdrive/c/… as a path on the current drive, C:\\cygdrive\\c\\…",
        "python \"$(cygpath -w \"$PWD/gen.py\")\" --out \"$(cygpath -w \"$OUT\")\""),
        "python.exe: can't open file 'C:\\cygdrive\\c\\work\\fwtools\\gen.py' — wrapped both paths in cygpath -w "
        "in build.sh; rerun: gen.py: wrote C:\\work\\fwtools\\out\\regs.h (412 registers), [build] BUILD OK",
        "build.sh fails in gen.py; the edit adds cygpath -w; the same build prints BUILD OK.",
        ["single-backslash Windows paths", "em dash"],
        {"failure": "can't open file 'C:\\cygdrive\\c\\work\\fwtools\\gen.py'",
         "fix": "[build] BUILD OK: out/fw_v3.bin (196608 bytes)"}, cat="tool_quirk"),
    gotcha(136, CYG, "real not_shown ran_the_trap", (
        "Fix CRLF for good with .gitattributes (*.sh text eol=lf) instead of dos2unix after each checkout",
        "Cygwin scripts break again with $'\\r' after every fresh clone or checkout on Windows",
        "Re-running dos2unix on each checkout while core.autocrlf=true keeps rewriting CRLF",
        "Git for Windows converts LF to CRLF on checkout unless .gitattributes pins eol=lf",
        "Add `*.sh text eol=lf` to .gitattributes and run `git add --renormalize .` once"),
        "Assistant: \"The durable fix is a .gitattributes in the repo with `*.sh text eol=lf` (then `git add "
        "--renormalize .` once)\"",
        "No .gitattributes is written; for the second repo the person asks for 'the same thing', and the session "
        "runs dos2unix again, the very approach the lesson calls a trap.",
        ["nested quotes", "code spans"],
        {"failure": "./build.sh: line 2: $'\\r': command not found",
         "fix": "cd /cygdrive/c/work/bootrom && dos2unix *.sh && ./make_rom.sh"}, cat="project_convention"),
    gotcha(137, CYG, "invented not_shown never_seen_error", (
        "A CRLF shebang makes env look for 'bash\\r'",
        "build.sh won't start at all",
        "CRLF in the first line",
        "The kernel passes 'bash\\r' to env",
        "dos2unix"),
        "Running it printed `/usr/bin/env: 'bash\\r': No such file or directory`.",
        "The session's CRLF errors are \"$'\\r': command not found\" and the set/syntax errors; this message never "
        "appears.",
        ["code span with escaped \\r"],
        {"evidence": "$'\\r': command not found"}, cat="tool_quirk"),
    gotcha(138, CYG, "invented not_shown invented_detail", (
        "Switch Git for Windows to core.autocrlf input for Cygwin repos",
        "Cygwin scripts get CRLF on checkout",
        "core.autocrlf=true",
        "Checkout converts to CRLF",
        "git config --global core.autocrlf input"),
        "Set `git config --global core.autocrlf input` and re-cloned; build.sh has had LF ever since.",
        "No git config change or re-clone happens in the session.",
        ["code span", "invented step"],
        {"evidence": "true\n/usr/bin/bash: line 1: dos2unix: command not found"}, cat="env_setup"),
]
