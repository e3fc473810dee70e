"""The cases of the twenty-second tracking corpus, part three: twine uploads with a PyPI token under another user name
(a Korean lesson) and doctl with no access token (in fish). The rules are in tracking22_cases.py."""
from __future__ import annotations

from tests.truth.tracking22_cases import T, bash

# ---------------------------------------------------------------- e: twine, a PyPI API token needs __token__

PYPI_403 = ("WARNING  Error during upload. Retry with the --verbose option for more details.\n"
            "ERROR    HTTPError: 403 Forbidden from https://upload.pypi.org/legacy/\n"
            "         Username/Password authentication is no longer supported. Migrate to API Tokens or Trusted "
            "Publishers instead. See https://pypi.org/help/#apitoken and https://pypi.org/help/#trusted-publishers\n")
BAR = "100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 48.2/48.2 kB • 00:00 • 71.3 MB/s\n"


def twine_up(pkg: str, ver: str, repo: str = "https://upload.pypi.org/legacy/") -> str:
    return f"Uploading distributions to {repo}\nUploading {pkg}-{ver}-py3-none-any.whl\n" + BAR


def twine_ok(pkg: str, ver: str, host: str = "pypi.org", repo: str = "https://upload.pypi.org/legacy/") -> str:
    return (twine_up(pkg, ver, repo) + f"Uploading {pkg}-{ver}.tar.gz\n" + BAR
            + f"\nView at:\nhttps://{host}/project/{pkg}/{ver}/\n")


def built(pkg: str, ver: str) -> str:
    return ("* Creating isolated environment: venv+pip...\n* Installing packages in isolated environment:\n  - "
            "hatchling\n* Building sdist...\n* Building wheel from sdist\n"
            f"Successfully built {pkg}-{ver}.tar.gz and {pkg}-{ver}-py3-none-any.whl\n")


def lesson_e() -> None:
    cwd = "/home/jiwoo/work/kobridge"
    T.source("s-twine-token", cwd, "2025-10-10T01:00:00Z", "release/1.4.0",
             ("user", "kobridge 1.4.0 빌드해서 PyPI에 올려줘. API 토큰은 ~/.pypi-token 파일에 있어."),
             bash("rm -rf dist && python -m build", built("kobridge", "1.4.0")),
             bash('TWINE_USERNAME=jiwoo TWINE_PASSWORD="$(cat ~/.pypi-token)" twine upload dist/kobridge-1.4.0*',
                  twine_up("kobridge", "1.4.0") + PYPI_403, True),
             ("say", "API 토큰으로 올릴 때는 사용자 이름이 반드시 `__token__` 이어야 합니다. 계정 이름을 주면 PyPI가 "
                     "아이디/비밀번호 로그인으로 보고 거절합니다. 사용자 이름만 바꿔서 다시 올리겠습니다."),
             bash('TWINE_USERNAME=__token__ TWINE_PASSWORD="$(cat ~/.pypi-token)" twine upload dist/kobridge-1.4.0*',
                  twine_ok("kobridge", "1.4.0")))
    T.lesson("t22-twine-token-user", "global", "ko", "s-twine-token", "tool_quirk",
             "PyPI API 토큰으로 twine upload 할 때 사용자 이름이 __token__ 이 아니면 403",
             "토큰을 `TWINE_USERNAME=jiwoo` 와 함께 넘긴 twine upload 가 403 Forbidden 과 \"Username/Password "
             "authentication is no longer supported\" 로 실패했다.",
             "토큰이 틀렸거나 만료됐다고 보고 토큰을 새로 발급하는 것.",
             "PyPI는 사용자 이름이 __token__ 일 때만 비밀번호 자리의 값을 API 토큰으로 취급한다. 계정 이름을 주면 더 "
             "이상 지원하지 않는 아이디/비밀번호 로그인으로 처리해 거절한다.",
             "사용자 이름을 `__token__` 으로 준다: `TWINE_USERNAME=__token__`, `twine upload -u __token__`, 또는 "
             "`~/.pypirc` 의 `username = __token__`. 비밀번호 자리에는 `pypi-` 로 시작하는 토큰을 그대로 넣는다.",
             ["`TWINE_USERNAME=jiwoo`", "`ERROR    HTTPError: 403 Forbidden from https://upload.pypi.org/legacy/`",
              "`Username/Password authentication is no longer supported.`", "`TWINE_USERNAME=__token__`",
              "`https://pypi.org/project/kobridge/1.4.0/`"])


def later_e() -> None:
    cwd = "/home/jiwoo/work/kobridge"
    T.later("l-twine-pypirc", cwd, "2025-10-17T01:00:00Z", "release/1.4.1",
            ("user", "1.4.1 올려줘. 이번엔 매번 환경변수 안 쓰게 ~/.pypirc 로 설정해줘."),
            bash("umask 077 && printf '[distutils]\\nindex-servers = pypi\\n\\n[pypi]\\nusername = __token__\\n"
                 "password = %s\\n' \"$(cat ~/.pypi-token)\" > ~/.pypirc && ls -l ~/.pypirc",
                 "-rw------- 1 jiwoo jiwoo 241 Oct 17 10:02 /home/jiwoo/.pypirc\n"),
            bash("rm -rf dist && python -m build && twine upload dist/*",
                 built("kobridge", "1.4.1") + twine_ok("kobridge", "1.4.1")),
            ("say", "~/.pypirc 에 `username = __token__` 으로 저장했고 1.4.1 업로드 완료했습니다."))
    T.pair("t22-twine-token-user", "l-twine-pypirc", "applied", "~/.pypirc with username = __token__ written before "
           "the upload, which twine reads; no 403")
    test_repo = "https://test.pypi.org/legacy/"
    T.later("l-twine-uv-u", "/home/jiwoo/work/hangul-slug", "2025-10-22T05:30:00Z", "main",
            ("user", "hangul-slug 0.2.0 을 TestPyPI 에 먼저 올려보자. 토큰은 ~/.testpypi-token."),
            bash("uv build", "Building source distribution...\nBuilding wheel from source distribution...\n"
                 "Successfully built dist/hangul_slug-0.2.0.tar.gz\nSuccessfully built "
                 "dist/hangul_slug-0.2.0-py3-none-any.whl\n"),
            bash('uv run --with twine twine upload -r testpypi -u __token__ -p "$(cat ~/.testpypi-token)" dist/*',
                 twine_ok("hangul_slug", "0.2.0", "test.pypi.org", test_repo)))
    T.pair("t22-twine-token-user", "l-twine-uv-u", "applied", "-u __token__ through uv run from the first upload; "
           "it passes")
    T.later("l-twine-cli-recur", "/home/jiwoo/work/kobridge-cli", "2025-10-26T02:10:00Z", "release/0.3.0",
            ("user", "kobridge-cli 0.3.0 도 PyPI 에 올려줘. 토큰 파일 같은 거 써."),
            bash("rm -rf dist && python -m build", built("kobridge_cli", "0.3.0")),
            bash('TWINE_USERNAME=jiwoo-kim TWINE_PASSWORD="$(cat ~/.pypi-token)" twine upload dist/*',
                 twine_up("kobridge_cli", "0.3.0") + PYPI_403, True),
            ("say", "사용자 이름에 계정 이름을 넣어서 거절됐습니다. `__token__` 으로 다시 올립니다."),
            bash('TWINE_USERNAME=__token__ TWINE_PASSWORD="$(cat ~/.pypi-token)" twine upload dist/*',
                 twine_ok("kobridge_cli", "0.3.0")))
    T.pair("t22-twine-token-user", "l-twine-cli-recur", "recurred", "the same 403 with the account name for "
           "kobridge-cli, then __token__")
    later_e2()


def later_e2() -> None:
    T.later("l-twine-exists", "/home/jiwoo/work/kobridge", "2025-11-02T03:00:00Z", "release/1.4.2",
            ("user", "1.4.2 올려줘."),
            bash("python -m build", built("kobridge", "1.4.2")),
            bash('twine upload -u __token__ -p "$(cat ~/.pypi-token)" dist/*',
                 "Uploading distributions to https://upload.pypi.org/legacy/\nUploading "
                 "kobridge-1.4.0-py3-none-any.whl\n" + BAR + "WARNING  Error during upload. Retry with the --verbose "
                 "option for more details.\nERROR    HTTPError: 400 Bad Request from https://upload.pypi.org/legacy/\n"
                 "         File already exists ('kobridge-1.4.0-py3-none-any.whl', with blake2_256 hash "
                 "'5f0c3e9d'). See https://pypi.org/help/#file-name-reuse for more information.\n", True),
            ("say", "dist/ 에 예전 버전 파일이 남아 있었습니다. 이미 올라간 파일은 건너뛰게 하겠습니다."),
            bash('twine upload --skip-existing -u __token__ -p "$(cat ~/.pypi-token)" dist/*',
                 "Skipping kobridge-1.4.0-py3-none-any.whl because it appears to already exist\nSkipping "
                 "kobridge-1.4.0.tar.gz because it appears to already exist\n" + twine_ok("kobridge", "1.4.2")))
    T.pair("t22-twine-token-user", "l-twine-exists", "applied", "-u __token__ from the first upload; the 400 File "
           "already exists is a different failure")
    gitea = "https://git.jiwoo.kr/api/packages/platform/pypi"
    T.later("l-twine-gitea", "/home/jiwoo/work/internal-auth", "2025-11-06T06:20:00Z", "main",
            ("user", "사내 Gitea 패키지 레지스트리에 internal-auth 올려줘. Gitea 토큰은 ~/.gitea-token."),
            bash(f'twine upload --repository-url {gitea} -u jiwoo -p "$(cat ~/.gitea-token)" dist/*',
                 twine_up("internal_auth", "2.1.0", gitea) + "WARNING  Error during upload. Retry with the --verbose "
                 f"option for more details.\nERROR    HTTPError: 401 Unauthorized from {gitea}\n         "
                 "Unauthorized\n", True),
            ("say", "Gitea 는 계정 이름과 액세스 토큰 조합이 맞습니다. 401 이면 토큰에 write:package 권한이 없는 "
                    "겁니다. 권한 있는 토큰을 만들어 주세요."),
            ("user", "~/.gitea-token-pkg 에 새로 만들었어."),
            bash(f'twine upload --repository-url {gitea} -u jiwoo -p "$(cat ~/.gitea-token-pkg)" dist/*',
                 twine_up("internal_auth", "2.1.0", gitea) + "Uploading internal_auth-2.1.0.tar.gz\n" + BAR))
    T.pair("t22-twine-token-user", "l-twine-gitea", "neither", "a 401 from Gitea's registry for a token without "
           "package scope; account name is right there, no PyPI 403")
    T.later("l-twine-workflow", "/home/jiwoo/work/kobridge", "2025-11-09T04:00:00Z", "ci/release",
            ("user", "GitHub Actions 에서 태그 push 하면 PyPI 에 올라가게 워크플로 만들어줘. 시크릿은 PYPI_TOKEN."),
            ("write", "/home/jiwoo/work/kobridge/.github/workflows/release.yml",
             "name: release\non:\n  push:\n    tags: ['v*']\njobs:\n  pypi:\n    runs-on: ubuntu-latest\n    steps:\n"
             "      - uses: actions/checkout@v4\n      - uses: actions/setup-python@v5\n        with:\n          "
             "python-version: '3.12'\n      - run: pip install build twine && python -m build\n      - run: twine "
             "upload dist/*\n        env:\n          TWINE_USERNAME: __token__\n          TWINE_PASSWORD: "
             "${{ secrets.PYPI_TOKEN }}\n"),
            ("say", "태그를 push 하면 실행됩니다. 사용자 이름은 `__token__` 으로 넣어 두었습니다."))
    T.pair("t22-twine-token-user", "l-twine-workflow", "neither", "TWINE_USERNAME: __token__ only written into a "
           "workflow that never runs in the session")
    T.later("l-twine-early", "/home/jiwoo/work/kobridge", "2025-09-28T02:00:00Z", "release/1.3.2",
            ("user", "1.3.2 올려줘."),
            bash('TWINE_USERNAME=jiwoo TWINE_PASSWORD="$(cat ~/.pypi-token)" twine upload dist/*',
                 twine_up("kobridge", "1.3.2") + PYPI_403, True),
            bash('TWINE_USERNAME=__token__ TWINE_PASSWORD="$(cat ~/.pypi-token)" twine upload dist/*',
                 twine_ok("kobridge", "1.3.2")))
    T.pair("t22-twine-token-user", "l-twine-early", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- f: doctl with no access token

DOCTL_NO_TOKEN = ("Error: Unable to initialize DigitalOcean API client: access token is required. (hint: run 'doctl "
                  "auth init')\n")
DROPLETS = ("Name           Public IPv4        Region\nweb-fra1-01    164.90.161.12      fra1\nweb-fra1-02    "
            "164.90.161.57      fra1\nworker-ams3    188.166.44.9       ams3\n")


def lesson_f() -> None:
    cwd = "/home/rafa/ops/droplets"
    T.source("s-doctl-token", cwd, "2025-10-11T08:00:00Z", "main",
             ("user", "List our droplets and save the kubeconfig for the staging-fra1 cluster. The API token is in "
                      "~/.config/doctl/token.txt. Heads up, this box runs fish."),
             bash("doctl compute droplet list --format Name,PublicIPv4,Region", DOCTL_NO_TOKEN, True),
             ("say", "doctl has no token configured on this machine yet. Initialising it from the token file."),
             bash("doctl auth init --access-token (cat ~/.config/doctl/token.txt)", "Validating token... OK\n"),
             bash("doctl compute droplet list --format Name,PublicIPv4,Region", DROPLETS),
             bash("doctl kubernetes cluster kubeconfig save staging-fra1",
                  "Notice: Adding cluster credentials to kubeconfig file found in \"/home/rafa/.kube/config\"\n"
                  "Notice: Setting current-context to do-fra1-staging-fra1\n"))
    T.lesson("t22-doctl-token", "global", "en", "s-doctl-token", "env_setup",
             "doctl fails every API call until it has an access token",
             "The first `doctl compute droplet list` failed with \"access token is required\" and a hint to run "
             "doctl auth init.",
             "Assuming the token file alone is enough, or that doctl reads a token from somewhere else on its own.",
             "doctl only uses a token from its config file (written by doctl auth init), the "
             "DIGITALOCEAN_ACCESS_TOKEN environment variable or the --access-token flag; a fresh machine has none.",
             "Authenticate once with `doctl auth init --access-token <token>`, or export "
             "`DIGITALOCEAN_ACCESS_TOKEN`, or pass `-t`/`--access-token` on each call (per context with --context).",
             ["`doctl compute droplet list --format Name,PublicIPv4,Region`",
              "`Error: Unable to initialize DigitalOcean API client: access token is required. (hint: run 'doctl "
              "auth init')`",
              "`doctl auth init --access-token (cat ~/.config/doctl/token.txt)`", "`Validating token... OK`"])
