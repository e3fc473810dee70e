"""Cases of the thirty-sixth tracking corpus (tables and rules in tracking36_cases.py): Jupyter refusing to run
as root in a container, BitBake's UTF-8 locale check (Korean) and rules_python's hermetic interpreter refusing
root under Bazel (a prose-only fix)."""
from __future__ import annotations

from tests.truth.tracking36_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user

# --- Jupyter refusing to run as root ----------------------------------------------------------------------------

def asroot(day: str) -> str:
    return (f"[I {day} 08:01:12.402 ServerApp] jupyter_lsp | extension was successfully linked.\n"
            f"[I {day} 08:01:12.406 ServerApp] jupyter_server_terminals | extension was successfully linked.\n"
            f"[C {day} 08:01:12.410 ServerApp] Running as root is not recommended. Use --allow-root to bypass.")


def running(port: int = 8888) -> str:
    return (f"[I 2026-03-11 08:03:40.118 ServerApp] Jupyter Server 2.14.0 is running at:\n"
            f"[I 2026-03-11 08:03:40.118 ServerApp] http://127.0.0.1:{port}/lab?token=3f0c9b1e5d7a42c8")


def fill_jupyter() -> None:
    T.source(
        "s-jupyter-root", "/home/ana/src/churn-model", "2026-03-11T08:00:00Z", "main",
        user("Start JupyterLab from our churn-nb image with the repo mounted, on 8888, so I can open the "
             "feature notebook."),
        err('docker run --rm -p 8888:8888 -v "$PWD:/work" -w /work churn-nb:latest jupyter lab --ip 0.0.0.0 '
            '--no-browser', asroot("2026-03-11")),
        ok("docker run --rm churn-nb:latest id", "uid=0(root) gid=0(root) groups=0(root)"),
        say("The image has no user, so Jupyter runs as root and refuses. This is a throwaway local container, "
            "so I'll pass --allow-root."),
        ok('docker run -d --name churn-nb -p 8888:8888 -v "$PWD:/work" -w /work churn-nb:latest jupyter lab '
           '--ip 0.0.0.0 --no-browser --allow-root && timeout 30 sh -c \'until docker logs churn-nb 2>&1 | '
           'grep -q "is running at"; do sleep 1; done\' && docker logs churn-nb 2>&1 | tail -2', running()),
    )
    T.lesson(
        "t36-jupyter-root", "global", "en", "s-jupyter-root", "workflow",
        "Jupyter exits at start when run as root in a container",
        "jupyter lab prints `Running as root is not recommended. Use --allow-root to bypass.` at critical level "
        "and exits instead of serving.",
        "Images built FROM a plain python base have no user, so everything runs as uid 0 and Jupyter refuses "
        "to start; the message reads like a warning but the server does stop.",
        "Jupyter Server refuses to run as root unless allow_root is set.",
        "For a local throwaway container pass --allow-root (jupyter lab --allow-root, also jupyter notebook), or "
        "bake c.ServerApp.allow_root = True into jupyter_server_config.py in the image; better, run the container "
        "as a normal user (docker run --user 1000:100 or a USER line in the Dockerfile).",
        ["`Running as root is not recommended. Use --allow-root to bypass.`",
         "`jupyter lab --ip 0.0.0.0 --no-browser --allow-root`",
         "`uid=0(root) gid=0(root) groups=0(root)`"],
    )

    T.later(
        "l-jupyter-notebook-allow-root", "/home/ana/src/pricing", "2026-03-24T07:30:00Z", "main",
        user("Start classic notebook in the pricing container on 8890."),
        ok('docker run -d --name pricing-nb -p 8890:8890 -v "$PWD:/work" -w /work pricing-nb:latest '
           'jupyter notebook --ip 0.0.0.0 --port 8890 --no-browser --allow-root', "a41c9e0d2b7f"),
        ok("docker logs pricing-nb 2>&1 | tail -1",
           "[I 2026-03-24 07:30:51.004 ServerApp] http://127.0.0.1:8890/tree?token=91bd0e"),
        ok("docker exec pricing-nb pip list 2>/dev/null | grep -i lightgbm", "lightgbm 4.3.0"),
    )
    T.pair("t36-jupyter-root", "l-jupyter-notebook-allow-root", "applied",
           "jupyter notebook with --allow-root in a root container starts, no refusal before it")

    T.later(
        "l-jupyter-config-allow-root", "/home/ana/src/churn-model", "2026-04-05T09:00:00Z", "chore/nb-image",
        user("I'm tired of adding the flag. Put it in the image config and rebuild, then start lab."),
        read("docker/Dockerfile.nb", "FROM python:3.12-slim\nRUN pip install jupyterlab==4.2.0 pandas lightgbm\n"),
        edit("docker/Dockerfile.nb", "RUN pip install jupyterlab==4.2.0 pandas lightgbm\n",
             "RUN pip install jupyterlab==4.2.0 pandas lightgbm\n"
             "RUN mkdir -p /etc/jupyter && echo 'c.ServerApp.allow_root = True' "
             ">> /etc/jupyter/jupyter_server_config.py\n"),
        ok("docker build -q -t churn-nb:latest -f docker/Dockerfile.nb .", "sha256:77d0a1c5e9b2"),
        ok('docker run -d --name churn-nb -p 8888:8888 -v "$PWD:/work" -w /work churn-nb:latest jupyter lab '
           '--ip 0.0.0.0 --no-browser && docker logs churn-nb 2>&1 | tail -1',
           "[I 2026-04-05 09:02:10.311 ServerApp] http://127.0.0.1:8888/lab?token=0ad4e2"),
    )
    T.pair("t36-jupyter-root", "l-jupyter-config-allow-root", "applied",
           "bakes c.ServerApp.allow_root = True into the image's jupyter_server_config.py; lab then starts as root")

    T.later(
        "l-jupyter-user-flag", "/home/ana/src/churn-model", "2026-04-16T10:15:00Z", "feat/shap",
        user("Start lab but not as root this time, and make files it writes mine."),
        ok('docker run -d --name churn-nb --user "$(id -u):$(id -g)" -e HOME=/tmp -p 8888:8888 -v "$PWD:/work" '
           '-w /work churn-nb:latest jupyter lab --ip 0.0.0.0 --no-browser && docker logs churn-nb 2>&1 | tail -1',
           "[I 2026-04-16 10:15:40.552 ServerApp] http://127.0.0.1:8888/lab?token=ce1b57"),
        ok("docker exec churn-nb id -u", "1000"),
    )
    T.pair("t36-jupyter-root", "l-jupyter-user-flag", "applied",
           "runs the container with --user so Jupyter is not root, the lesson's preferred fix")

    T.later(
        "l-jupyter-recur-compose", "/home/ana/src/forecast", "2026-04-22T06:50:00Z", "main",
        user("docker compose up the notebook service in forecast and give me the URL."),
        ok("docker compose up -d notebook", " ✔ Container forecast-notebook-1  Started"),
        err("docker compose logs notebook --tail 3 && docker compose ps notebook --format '{{.State}}' | "
            "grep -q running", asroot("2026-04-22")),
        edit("compose.yaml", "    command: jupyter lab --ip 0.0.0.0 --no-browser\n",
             "    command: jupyter lab --ip 0.0.0.0 --no-browser --allow-root\n"),
        ok("docker compose up -d notebook && docker compose logs notebook --tail 1",
           "notebook-1  | [I 2026-04-22 06:52:03.771 ServerApp] http://127.0.0.1:8888/lab?token=5e8f0a"),
    )
    T.pair("t36-jupyter-root", "l-jupyter-recur-compose", "recurred",
           "the compose notebook service exits with 'Running as root is not recommended' again; fixed after")

    T.later(
        "l-jupyter-recur-gpu-ssh", "/home/ana/src/churn-model", "2026-05-04T12:00:00Z", "main",
        user("Start lab on gpu02 (I log in as root there) on port 8890 and I'll tunnel to it."),
        err("ssh root@gpu02 'cd /srv/churn && jupyter lab --no-browser --port 8890'", asroot("2026-05-04")),
        say("Jupyter refuses because you're root on gpu02. Should I add --allow-root or start it as the ana "
            "user there?"),
    )
    T.pair("t36-jupyter-root", "l-jupyter-recur-gpu-ssh", "recurred",
           "as root over ssh on another host jupyter lab refuses the same way; left unfixed")

    T.later(
        "l-jupyter-nbconvert-root", "/home/ana/src/churn-model", "2026-05-13T08:20:00Z", "report/april",
        user("Render the April report notebook to HTML inside the churn-nb container."),
        ok('docker run --rm -v "$PWD:/work" -w /work churn-nb:latest jupyter nbconvert --to html --execute '
           'reports/april.ipynb',
           "[NbConvertApp] Converting notebook reports/april.ipynb to html\n"
           "[NbConvertApp] Writing 1284093 bytes to reports/april.html"),
    )
    T.pair("t36-jupyter-root", "l-jupyter-nbconvert-root", "neither",
           "jupyter nbconvert as root: the tool used for something else, no server and no root refusal")

    T.later(
        "l-jupyter-port-busy", "/home/ana/src/pricing", "2026-05-19T14:00:00Z", "main",
        user("Start lab on my laptop (not docker), I have another one open already."),
        err("jupyter lab --no-browser",
            "[C 2026-05-19 14:00:31.080 ServerApp] ERROR: the Jupyter server could not be started because port "
            "8888 is not available."),
        ok("jupyter lab --no-browser --port 8889 > /tmp/lab.log 2>&1 & disown; grep -m1 'http://127' /tmp/lab.log "
           "|| true", ""),
    )
    T.pair("t36-jupyter-root", "l-jupyter-port-busy", "neither",
           "a busy port as a normal user is a different Jupyter error; nothing about root")


# --- BitBake's UTF-8 locale check (Korean) -----------------------------------------------------------------------

NOUTF8 = ("Please use a locale setting which supports UTF-8 (such as LANG=en_US.UTF-8).\n"
          "Python can't change the filesystem locale after loading so we need a UTF-8 when Python starts or "
          "things won't work.")
DONE = "NOTE: Tasks Summary: Attempted 4321 tasks of which 4310 didn't need to be rerun and all succeeded."


def fill_bitbake() -> None:
    T.source(
        "s-bitbake-locale", "/home/build/poky", "2026-03-12T05:00:00Z", "scarthgap",
        user("새로 만든 빌드 컨테이너에서 core-image-minimal 빌드해줘. poky는 /home/build/poky에 있어."),
        err("bash -c 'source oe-init-build-env build >/dev/null && bitbake core-image-minimal'", NOUTF8),
        ok("echo \"LANG=$LANG\"; locale -a", "LANG=\nC\nC.utf8\nPOSIX"),
        say("컨테이너에 LANG이 비어 있어서 파이썬이 ASCII 로케일로 뜨고, bitbake가 시작하자마자 멈춰요. "
            "en_US.UTF-8 로케일을 만들고 LANG/LC_ALL을 지정해서 다시 돌릴게요."),
        ok("sudo locale-gen en_US.UTF-8",
           "Generating locales (this might take a while)...\n  en_US.UTF-8... done\nGeneration complete."),
        ok("LANG=en_US.UTF-8 LC_ALL=en_US.UTF-8 bash -c 'source oe-init-build-env build >/dev/null && "
           "bitbake core-image-minimal'", DONE),
    )
    T.lesson(
        "t36-bitbake-utf8-locale", "project", "ko", "s-bitbake-locale", "workflow",
        "LANG이 비어 있는 빌드 컨테이너에서 bitbake가 UTF-8 로케일을 요구하며 바로 종료된다",
        "bitbake가 아무 작업도 하지 않고 `Please use a locale setting which supports UTF-8 (such as "
        "LANG=en_US.UTF-8).`를 출력하고 끝난다.",
        "새 컨테이너나 ssh 비대화형 셸은 LANG이 비어 있는 경우가 많다. oe-init-build-env는 로케일을 고쳐 주지 "
        "않는다.",
        "bitbake는 파이썬 시작 시점의 파일시스템 인코딩이 UTF-8이어야 하고, 파이썬은 시작 후에 이를 바꿀 수 없다.",
        "UTF-8 로케일을 만들고(sudo locale-gen en_US.UTF-8) bitbake를 LANG=en_US.UTF-8 LC_ALL=en_US.UTF-8로 "
        "실행한다(export LANG=en_US.UTF-8도 같다; 이미 있는 C.UTF-8도 된다). 컨테이너 이미지라면 Dockerfile에 "
        "locale-gen과 ENV LANG=en_US.UTF-8을 넣는다.",
        ["`Please use a locale setting which supports UTF-8 (such as LANG=en_US.UTF-8).`",
         "`LANG=en_US.UTF-8 LC_ALL=en_US.UTF-8 bash -c 'source oe-init-build-env build >/dev/null && "
         "bitbake core-image-minimal'`"],
    )

    T.later(
        "l-bitbake-export-lang", "/home/build/poky", "2026-03-25T04:00:00Z", "scarthgap",
        user("busybox 레시피 패치 넣었어. cleansstate 하고 busybox만 다시 빌드해줘."),
        ok("export LANG=en_US.UTF-8 && source oe-init-build-env build >/dev/null && "
           "bitbake -c cleansstate busybox && bitbake busybox",
           "NOTE: Tasks Summary: Attempted 412 tasks of which 398 didn't need to be rerun and all succeeded."),
        ok("ls build/tmp/deploy/ipk/core2-64/ | grep '^busybox_'", "busybox_1.36.1-r0_core2-64.ipk"),
    )
    T.pair("t36-bitbake-utf8-locale", "l-bitbake-export-lang", "applied",
           "exports LANG=en_US.UTF-8 before bitbake, the lesson's export spelling, and the build runs")

    T.later(
        "l-bitbake-dockerfile-env", "/home/build/ci-images", "2026-04-02T03:30:00Z", "main",
        user("yocto 빌드 이미지 Dockerfile에 로케일 설정 넣고, 새 이미지로 core-image-base 한 번 돌려봐."),
        read("yocto/Dockerfile", "FROM ubuntu:22.04\nRUN apt-get update && apt-get install -y gawk wget git "
                                 "diffstat unzip texinfo gcc build-essential chrpath socat cpio python3 locales\n"
                                 "USER build\n"),
        edit("yocto/Dockerfile", "USER build\n",
             "RUN locale-gen en_US.UTF-8\nENV LANG=en_US.UTF-8 LC_ALL=en_US.UTF-8\nUSER build\n"),
        ok("docker build -q -t yocto-builder:2 yocto/", "sha256:3ad1c0e7f9b4"),
        ok("docker run --rm -v /srv/yocto/poky:/home/build/poky -w /home/build/poky yocto-builder:2 "
           "bash -c 'source oe-init-build-env build >/dev/null && bitbake core-image-base'", DONE),
    )
    T.pair("t36-bitbake-utf8-locale", "l-bitbake-dockerfile-env", "applied",
           "locale-gen and ENV LANG=en_US.UTF-8 in the builder Dockerfile, then bitbake runs in the new image")

    T.later(
        "l-bitbake-c-utf8", "/home/build/poky", "2026-04-11T06:10:00Z", "scarthgap",
        user("로케일 생성 없이 되는지 보자. 있는 C.UTF-8로 meta-toolchain 빌드해."),
        ok("LC_ALL=C.UTF-8 LANG=C.UTF-8 bash -c 'source oe-init-build-env build >/dev/null && "
           "bitbake meta-toolchain'",
           "NOTE: Tasks Summary: Attempted 2210 tasks of which 2087 didn't need to be rerun and all succeeded."),
    )
    T.pair("t36-bitbake-utf8-locale", "l-bitbake-c-utf8", "applied",
           "runs bitbake with LC_ALL/LANG=C.UTF-8, which the lesson names, and it succeeds")

    T.later(
        "l-bitbake-recur-ci", "/builds/bsp/poky", "2026-04-20T02:00:00Z", "kirkstone",
        user("kirkstone 브랜치 CI 컨테이너에서 sdk 빌드가 바로 죽어. 봐줘."),
        err("bash -c 'source oe-init-build-env build >/dev/null && bitbake core-image-minimal -c populate_sdk'",
            NOUTF8),
        ok("locale -a | grep -i utf", "C.utf8"),
        ok("LANG=C.UTF-8 LC_ALL=C.UTF-8 bash -c 'source oe-init-build-env build >/dev/null && "
           "bitbake core-image-minimal -c populate_sdk'", DONE),
    )
    T.pair("t36-bitbake-utf8-locale", "l-bitbake-recur-ci", "recurred",
           "bitbake stops with the same UTF-8 locale message on the kirkstone CI container, fixed afterwards")

    T.later(
        "l-bitbake-recur-ssh", "/home/jw/src/rpi-bsp", "2026-05-01T00:30:00Z", "main",
        user("빌드 서버에서 rpi 이미지 빌드 돌려줘. ssh yocto-build로 들어가면 돼."),
        err("ssh yocto-build 'cd ~/poky && . ./oe-init-build-env build >/dev/null && bitbake rpi-test-image'",
            NOUTF8),
        say("ssh 비대화형 셸이라 LANG이 안 넘어가서 같은 로케일 에러가 나요. 서버의 ~/.bashrc에 넣을지, "
            "명령에 LANG을 붙일지 정해 주세요."),
    )
    T.pair("t36-bitbake-utf8-locale", "l-bitbake-recur-ssh", "recurred",
           "over ssh the non-interactive shell has no LANG and bitbake gives the UTF-8 message again; unfixed")

    T.later(
        "l-bitbake-nothing-provides", "/home/build/poky", "2026-05-07T05:20:00Z", "scarthgap",
        user("core-image-weston 빌드해줘."),
        err("bash -lc 'source oe-init-build-env build >/dev/null && bitbake core-image-weston'",
            "ERROR: Nothing PROVIDES 'core-image-weston'\nSummary: There was 1 ERROR message, returning a non-zero "
            "exit code."),
        ok("bash -lc 'source oe-init-build-env build >/dev/null && bitbake-layers show-layers | grep -c meta'", "3"),
        say("core-image-weston은 meta 레이어에 있는데 bblayers.conf에 meta-poky만 있고 openembedded-core 레이어 "
            "경로가 바뀌었어요. 레이어를 추가할까요?"),
    )
    T.pair("t36-bitbake-utf8-locale", "l-bitbake-nothing-provides", "neither",
           "bitbake fails with Nothing PROVIDES, a different error; no locale problem and no LANG set")

    T.later(
        "l-bitbake-as-root", "/root/poky", "2026-05-15T07:45:00Z", "scarthgap",
        user("루트로 접속했는데 그냥 여기서 빌드해봐."),
        err("LANG=en_US.UTF-8 bash -c 'source oe-init-build-env build >/dev/null && bitbake core-image-minimal'",
            "ERROR:  OE-core's config sanity checker detected a potential misconfiguration.\n"
            "    Either fix the cause of this error or at your own risk disable the checker (see sanity.conf).\n"
            "    Following is the list of potential problems / advisories:\n\n    Do not use Bitbake as root."),
        say("bitbake는 root 실행을 막아요. build 사용자로 바꿔서 실행해야 합니다."),
    )
    T.pair("t36-bitbake-utf8-locale", "l-bitbake-as-root", "applied",
           "bitbake is run with LANG=en_US.UTF-8 (the fix) and passes the locale check; the root refusal is another error")


# --- rules_python's hermetic interpreter refusing root under Bazel (a prose-only fix) ------------------------------

def rootfail(repo: str = "rules_python~~python~python_3_11_x86_64-unknown-linux-gnu") -> str:
    return (f"ERROR: An error occurred during the fetch of repository '{repo}':\n"
            "   Traceback (most recent call last):\n"
            "\tFile \"/root/.cache/bazel/_bazel_root/3f1c/external/rules_python~/python/repositories.bzl\", "
            "line 235, column 25, in _python_repository_impl\n"
            "\t\tfail(\"The current user is root, please run as non-root when using the hermetic Python "
            "interpreter. See https://github.com/bazelbuild/rules_python/pull/713.\")\n"
            "Error in fail: The current user is root, please run as non-root when using the hermetic Python "
            "interpreter. See https://github.com/bazelbuild/rules_python/pull/713.")


def built(n: int) -> str:
    return f"INFO: Found {n} targets...\nINFO: Elapsed time: 182.443s, Critical Path: 61.02s\n" \
           f"INFO: Build completed successfully, {n * 37} total actions"


def fill_bazel() -> None:
    T.source(
        "s-bazel-root-python", "/home/tom/src/monorepo", "2026-03-13T09:00:00Z", "ci/container-build",
        user("Build //services/api/... inside our CI image (bazel-ci:7) the way the new pipeline will."),
        err('docker run --rm -v "$PWD:/src" -w /src bazel-ci:7 bazel build //services/api/...', rootfail()),
        read("ci/Dockerfile", "FROM gcr.io/bazel-public/bazel:7.1.1\nUSER root\n"
                              "RUN apt-get update && apt-get install -y build-essential\n"),
        say("rules_python's hermetic interpreter refuses to be set up by root (its files would be writable and "
            "break caching). The image switches to root for apt and never switches back, so I'll run the build as "
            "the image's ubuntu user again."),
        edit("ci/Dockerfile", "RUN apt-get update && apt-get install -y build-essential\n",
             "RUN apt-get update && apt-get install -y build-essential\nUSER ubuntu\n"),
        ok('docker build -q -t bazel-ci:7 ci/ && docker run --rm -v "$PWD:/src" -w /src bazel-ci:7 '
           'bazel build //services/api/...', built(23)),
    )
    T.lesson(
        "t36-bazel-rules-python-root", "project", "en", "s-bazel-root-python", "workflow",
        "rules_python's hermetic Python refuses to be fetched by root",
        "bazel build fails while fetching the python toolchain repository with `Error in fail: The current user "
        "is root, please run as non-root when using the hermetic Python interpreter.`",
        "CI images often switch to root to install packages and never switch back, so Bazel runs as root inside "
        "the container; the failure appears during repository fetch and looks like a download problem.",
        "rules_python refuses to unpack its interpreter as root, because root can still write to the read-only "
        "files it relies on for cache correctness.",
        "Run Bazel as a non-root user: switch back to an unprivileged user with a USER line in the CI image after "
        "the root-only steps, or start the container with a non-root uid and a writable HOME. If root cannot be "
        "avoided, set ignore_root_user_error = True on the python.toolchain call in MODULE.bazel.",
        ["`Error in fail: The current user is root, please run as non-root when using the hermetic Python "
         "interpreter.`",
         "`USER ubuntu`"],
    )

    T.later(
        "l-bazel-ignore-root-flag", "/home/tom/src/monorepo", "2026-03-26T10:00:00Z", "ci/rbe-runner",
        user("The remote runner image must stay root (its agent needs it). Make the python toolchain accept that "
             "and build the api."),
        read("MODULE.bazel", 'python = use_extension("@rules_python//python/extensions:python.bzl", "python")\n'
                             'python.toolchain(python_version = "3.11")\n'),
        edit("MODULE.bazel", 'python.toolchain(python_version = "3.11")\n',
             'python.toolchain(\n    python_version = "3.11",\n    ignore_root_user_error = True,\n)\n'),
        ok('docker run --rm -v "$PWD:/src" -w /src rbe-runner:3 bazel build //services/api/...', built(23)),
    )
    T.pair("t36-bazel-rules-python-root", "l-bazel-ignore-root-flag", "applied",
           "sets ignore_root_user_error = True on python.toolchain and the root build passes, as the lesson names")

    T.later(
        "l-bazel-docker-user", "/home/tom/src/monorepo", "2026-04-06T08:10:00Z", "feat/grpc-gateway",
        user("Run the gateway tests in the stock bazel image, as me."),
        ok('docker run --rm --user "$(id -u):$(id -g)" -e HOME=/tmp -v "$PWD:/src" -w /src '
           'gcr.io/bazel-public/bazel:7.1.1 test //services/gateway/...',
           "INFO: Found 6 test targets...\n//services/gateway:gateway_test   PASSED in 4.2s\n"
           "Executed 6 out of 6 tests: 6 tests pass."),
    )
    T.pair("t36-bazel-rules-python-root", "l-bazel-docker-user", "applied",
           "runs bazel in the container with a non-root --user and a writable HOME, the lesson's fix")

    T.later(
        "l-bazel-recur-bazel8-image", "/home/tom/src/monorepo", "2026-04-17T13:00:00Z", "chore/bazel-8",
        user("Try the new bazel-ci:8 image on the whole repo."),
        err('docker run --rm -v "$PWD:/src" -w /src bazel-ci:8 bazel build //...',
            rootfail("rules_python++python+python_3_12_x86_64-unknown-linux-gnu")),
        read("ci/Dockerfile.8", "FROM gcr.io/bazel-public/bazel:8.0.0\nUSER root\nRUN apt-get update && "
                                "apt-get install -y build-essential protobuf-compiler\n"),
        edit("ci/Dockerfile.8", "protobuf-compiler\n", "protobuf-compiler\nUSER ubuntu\n"),
        ok('docker build -q -t bazel-ci:8 -f ci/Dockerfile.8 ci/ && docker run --rm -v "$PWD:/src" -w /src '
           'bazel-ci:8 bazel build //...', built(140)),
    )
    T.pair("t36-bazel-rules-python-root", "l-bazel-recur-bazel8-image", "recurred",
           "the new bazel-ci:8 image runs bazel as root and the hermetic python fetch refuses again; fixed after")

    T.later(
        "l-bazel-recur-sudo", "/home/tom/src/monorepo", "2026-04-29T07:40:00Z", "main",
        user("Build the tools with sudo, the output base under /opt needs root."),
        err("sudo bazel --output_base=/opt/bazel-out build //tools/...", rootfail()),
        say("Under sudo Bazel runs as root and rules_python refuses. I'd rather give you a writable output base "
            "than set ignore_root_user_error; your call."),
    )
    T.pair("t36-bazel-rules-python-root", "l-bazel-recur-sudo", "recurred",
           "sudo bazel build runs as root and hits the same hermetic-python refusal; left unfixed")

    T.later(
        "l-bazel-missing-target", "/home/tom/src/monorepo", "2026-05-05T09:30:00Z", "refactor/auth-lib",
        user("Build the api after I moved the auth lib."),
        err("bazel build //services/api/...",
            "ERROR: /home/tom/src/monorepo/services/api/BUILD.bazel:12:10: no such target '//libs/auth:auth': "
            "target 'auth' not declared in package 'libs/auth'\nERROR: Analysis of target '//services/api:server' "
            "failed; build aborted"),
        edit("services/api/BUILD.bazel", '"//libs/auth:auth"', '"//libs/auth:authn"'),
        ok("bazel build //services/api/...", built(23)),
    )
    T.pair("t36-bazel-rules-python-root", "l-bazel-missing-target", "neither",
           "a missing-target analysis error as a normal user; another Bazel error, nothing about root")

    T.later(
        "l-bazel-early", "/home/tom/src/monorepo", "2026-02-27T11:00:00Z", "ci/container-build",
        user("First try of the api build in the CI image."),
        err('docker run --rm -v "$PWD:/src" -w /src bazel-ci:7 bazel build //services/api/...', rootfail()),
        say("The hermetic python refuses root. Let's look at the image tomorrow."),
    )
    T.pair("t36-bazel-rules-python-root", "l-bazel-early", "neither",
           "dated before the lesson's source session, so neither whatever it holds")


FILLS = [fill_jupyter, fill_bitbake, fill_bazel]
