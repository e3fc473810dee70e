"""Cases of the forty-seventh tracking corpus (tables in tracking47_cases.py): docker push to Amazon ECR without a
registry login (a Korean lesson), multiprocessing under the spawn start method without a __main__ guard (a
prose-only fix), and pip's invalid command 'bdist_wheel' in a venv without the wheel package."""
from __future__ import annotations

from tests.truth.tracking47_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# --- docker push to ECR without docker login ---------------------------------------------------------------

_REG = "123456789012.dkr.ecr.ap-northeast-2.amazonaws.com"


def _ecr() -> None:
    T.source(
        "s-ecr", "/home/jun/deploy/orders-svc", "2025-04-05T02:00:00Z", "release/1.4",
        user("1.4.0 이미지를 ECR에 올려줘. aws configure는 이미 해놨어."),
        ok(f"docker build -t {_REG}/orders-svc:1.4.0 .", "[+] Building 41.2s (14/14) FINISHED\n"
           f" => => naming to {_REG}/orders-svc:1.4.0"),
        err(f"docker push {_REG}/orders-svc:1.4.0",
            f"The push refers to repository [{_REG}/orders-svc]\n5f70bf18a086: Preparing\nd1f8e3c2a7b4: Preparing\n"
            "no basic auth credentials"),
        ok("aws sts get-caller-identity --query Arn --output text", "arn:aws:iam::123456789012:user/jun"),
        say("AWS 자격 증명은 정상입니다. docker는 AWS CLI 설정을 읽지 않으니 ECR 레지스트리에 따로 로그인해야 합니다."),
        ok(f"aws ecr get-login-password --region ap-northeast-2 | docker login --username AWS --password-stdin {_REG}",
           "WARNING! Your password will be stored unencrypted in /home/jun/.docker/config.json.\n"
           "Configure a credential helper to remove this warning. See\n"
           "https://docs.docker.com/engine/reference/commandline/login/#credential-stores\n\nLogin Succeeded"),
        ok(f"docker push {_REG}/orders-svc:1.4.0",
           f"The push refers to repository [{_REG}/orders-svc]\n5f70bf18a086: Pushed\nd1f8e3c2a7b4: Pushed\n"
           "1.4.0: digest: sha256:3b8a0c1e9f2d4a7b6c5e8d1f0a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b size: 1786"),
    )
    T.lesson(
        "t47-ecr", "global", "ko", "s-ecr", "tool_quirk",
        "ECR에 docker push 전에 레지스트리 로그인이 필요하다 (no basic auth credentials)",
        "`docker push <계정>.dkr.ecr.<리전>.amazonaws.com/...` 또는 ECR 이미지 pull이 레이어 준비 후 "
        "`no basic auth credentials`로 실패한다.",
        "`aws sts get-caller-identity`가 성공하고 aws configure도 되어 있어서 인증 문제가 아닌 것처럼 보인다. "
        "docker는 AWS CLI 자격 증명을 전혀 읽지 않는다.",
        "docker 데몬은 ~/.docker/config.json에 있는 레지스트리별 자격 증명만 쓴다. ECR 로그인 토큰이 없거나 12시간이 "
        "지나 만료되면 이 오류가 난다.",
        "`aws ecr get-login-password --region <리전> | docker login --username AWS --password-stdin "
        "<계정>.dkr.ecr.<리전>.amazonaws.com` 으로 로그인한 뒤 push한다(토큰은 12시간 유효). PowerShell에서는 같은 "
        "파이프를 쓰면 된다. 매번 로그인하기 싫으면 amazon-ecr-credential-helper를 설치하고 ~/.docker/config.json의 "
        "credHelpers에 레지스트리를 \"ecr-login\"으로 지정한다.",
        "`docker push 123456789012.dkr.ecr.ap-northeast-2.amazonaws.com/orders-svc:1.4.0` 가 "
        "`no basic auth credentials` 로 실패했고, `aws ecr get-login-password --region ap-northeast-2` 를 "
        "`docker login --username AWS --password-stdin` 에 넘겨 `Login Succeeded` 후 다시 push하자 "
        "`1.4.0: digest: sha256:` 이 출력되었다.",
    )
    reg_us = "123456789012.dkr.ecr.us-east-1.amazonaws.com"
    T.later(
        "l-ecr-ci", "/home/jun/deploy/orders-worker", "2025-04-26T03:00:00Z", "release/0.9",
        user("CI 스크립트로 worker 이미지를 빌드하고 올려줘."),
        read("/home/jun/deploy/orders-worker/ci/push.sh",
             "#!/usr/bin/env bash\nset -euo pipefail\nREG=123456789012.dkr.ecr.us-east-1.amazonaws.com\n"
             "aws ecr get-login-password --region us-east-1 | docker login --username AWS --password-stdin \"$REG\"\n"
             "docker build -t \"$REG/orders-worker:$1\" .\ndocker push \"$REG/orders-worker:$1\"\n"),
        ok("bash ci/push.sh 0.9.2", f"Login Succeeded\n[+] Building 22.9s (11/11) FINISHED\n"
           f"The push refers to repository [{reg_us}/orders-worker]\n0.9.2: digest: sha256:9c1d2e3f4a5b6c7d8e9f0a1b2c"
           "3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b size: 1573"),
    )
    T.pair("t47-ecr", "l-ecr-ci", "applied",
           "a CI script that runs aws ecr get-login-password | docker login before the push; no auth error before")
    T.later(
        "l-ecr-credhelper", "/home/jun/deploy/infra", "2025-05-08T05:00:00Z", "main",
        user("매번 ECR 로그인하는 게 귀찮아. credential helper로 바꾸고 staging 이미지를 받아봐."),
        ok("sudo apt-get install -y amazon-ecr-credential-helper", "Setting up amazon-ecr-credential-helper "
           "(0.7.1-1) ..."),
        write("/home/jun/.docker/config.json", "{\n  \"credHelpers\": {\n    \"" + _REG + "\": \"ecr-login\"\n  }\n"
            "}\n"),
        ok(f"docker pull {_REG}/orders-svc:1.5.0-rc1", f"1.5.0-rc1: Pulling from orders-svc\n"
           f"Status: Downloaded newer image for {_REG}/orders-svc:1.5.0-rc1"),
    )
    T.pair("t47-ecr", "l-ecr-credhelper", "applied",
           "the ecr-login credHelpers entry the lesson names was written before the pull; no auth error before")
    T.later(
        "l-ecr-compose-ssh", "/home/jun/deploy/billing", "2025-05-21T01:30:00Z", "main",
        user("app-03 서버에서 billing 스택을 2.0.1로 올려줘."),
        err("ssh app-03 'cd /srv/billing && docker compose pull'",
            " billing Pulling \n billing Error \nError response from daemon: Head "
            f"\"https://{reg_us}/v2/billing/manifests/2.0.1\": no basic auth credentials"),
        ok(f"ssh app-03 'aws ecr get-login-password --region us-east-1 | docker login --username AWS "
           f"--password-stdin {reg_us} && cd /srv/billing && docker compose pull && docker compose up -d'",
           "Login Succeeded\n billing Pulled \n Container billing-app-1  Started"),
    )
    T.pair("t47-ecr", "l-ecr-compose-ssh", "recurred",
           "docker compose pull from ECR over ssh failed with no basic auth credentials before the login")
    T.later(
        "l-ecr-pwsh", "C:\\Users\\jun\\src\\report-api", "2025-06-05T06:00:00Z", "main",
        user("윈도우에서 report-api 이미지 푸시해줘 (PowerShell)."),
        err("docker push 123456789012.dkr.ecr.eu-west-1.amazonaws.com/report-api:3.2.0",
            "The push refers to repository [123456789012.dkr.ecr.eu-west-1.amazonaws.com/report-api]\n"
            "a1b2c3d4e5f6: Preparing\nno basic auth credentials"),
        ok("aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin "
           "123456789012.dkr.ecr.eu-west-1.amazonaws.com", "Login Succeeded"),
    )
    T.pair("t47-ecr", "l-ecr-pwsh", "recurred",
           "in PowerShell the push to another region's ECR failed with no basic auth credentials first")
    T.later(
        "l-ecr-no-repo", "/home/jun/deploy/orders-svc", "2025-06-11T02:20:00Z", "feature/worker-split",
        user("새 orders-reaper 이미지도 같은 레지스트리에 올려줘."),
        ok(f"aws ecr get-login-password --region ap-northeast-2 | docker login --username AWS --password-stdin {_REG}",
           "Login Succeeded"),
        err(f"docker push {_REG}/orders-reaper:0.1.0",
            f"The push refers to repository [{_REG}/orders-reaper]\n7e6d5c4b3a29: Preparing\n"
            "name unknown: The repository with name 'orders-reaper' does not exist in the registry with id "
            "'123456789012'"),
        ok("aws ecr create-repository --repository-name orders-reaper --region ap-northeast-2 --query "
           "repository.repositoryUri --output text", f"{_REG}/orders-reaper"),
    )
    T.pair("t47-ecr", "l-ecr-no-repo", "applied",
           "the ECR login ran before the push; the later name unknown error is a different failure")
    T.later(
        "l-ecr-ghcr", "/home/jun/oss/tiny-proxy", "2025-06-18T12:00:00Z", "main",
        user("오픈소스 tiny-proxy 이미지를 GHCR에 올려줘. 토큰은 GHCR_PAT 환경변수에 있어."),
        ok("echo \"$GHCR_PAT\" | docker login ghcr.io -u jun-park --password-stdin", "Login Succeeded"),
        ok("docker push ghcr.io/jun-park/tiny-proxy:0.3.0", "0.3.0: digest: "
            "sha256:0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8"
           "c7d6e5f4a3b2c1d0e9f8a7b6c5d4 size: 945"),
    )
    T.pair("t47-ecr", "l-ecr-ghcr", "neither",
           "docker login with --password-stdin to GHCR, not ECR: the fix's program used for another registry")
    T.later(
        "l-ecr-before", "/home/jun/deploy/orders-svc", "2025-03-14T01:00:00Z", "release/1.3",
        user("1.3.0 푸시."),
        ok(f"aws ecr get-login-password --region ap-northeast-2 | docker login --username AWS --password-stdin {_REG}",
           "Login Succeeded"),
        ok(f"docker push {_REG}/orders-svc:1.3.0", "1.3.0: digest: sha256:aa11 size: 1786"),
    )
    T.pair("t47-ecr", "l-ecr-before", "neither", "dated before the lesson's source session, so neither")


# --- multiprocessing with the spawn start method and no __main__ guard -------------------------------------

_BOOT = ("RuntimeError: \n        An attempt has been made to start a new process before the\n"
         "        current process has finished its bootstrapping phase.\n\n"
         "        This probably means that you are not using fork to start your\n"
         "        child processes and you have forgotten to use the proper idiom\n"
         "        in the main module:\n\n            if __name__ == '__main__':\n                freeze_support()\n"
         "                ...\n\n        The \"freeze_support()\" line can be omitted if the program\n"
         "        is not going to be frozen to produce an executable.\n\n"
         "        To fix this issue, refer to the \"Safe importing of main module\"\n"
         "        section in https://docs.python.org/3/library/multiprocessing.html\n")


def _spawn() -> None:
    T.source(
        "s-spawn", "/Users/lina/proj/thumbs", "2025-04-06T08:30:00Z", "main",
        user("Make thumbs.py use all cores with a multiprocessing Pool, then run it on photos/."),
        write("/Users/lina/proj/thumbs/thumbs.py",
              "import sys\nfrom multiprocessing import Pool\nfrom pathlib import Path\nfrom shrink import "
              "make_thumb\n\n"
              "files = sorted(Path(sys.argv[1]).glob('*.jpg'))\nwith Pool() as pool:\n"
              "    done = pool.map(make_thumb, files)\nprint(f'made {len(done)} thumbnails')\n"),
        err("python3 thumbs.py photos/",
            "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
            "  File \"/opt/homebrew/Cellar/python@3.12/3.12.9/Frameworks/Python.framework/Versions/3.12/lib/"
            "python3.12/multiprocessing/spawn.py\", line 122, in spawn_main\n    exitcode = _main(fd, "
            "parent_sentinel)\n"
            + _BOOT),
        say("On macOS Python starts workers with spawn, which re-imports thumbs.py in every child; the Pool is "
            "created at import time, so each child tries to start its own pool. The pool code has to run only "
            "in the main process."),
        edit("/Users/lina/proj/thumbs/thumbs.py",
             "files = sorted(Path(sys.argv[1]).glob('*.jpg'))\nwith Pool() as pool:\n"
             "    done = pool.map(make_thumb, files)\nprint(f'made {len(done)} thumbnails')\n",
             "def main():\n    files = sorted(Path(sys.argv[1]).glob('*.jpg'))\n    with Pool() as pool:\n"
             "        done = pool.map(make_thumb, files)\n    print(f'made {len(done)} thumbnails')\n\n\n"
             "if __name__ == '__main__':\n    main()\n"),
        ok("python3 thumbs.py photos/", "made 214 thumbnails"),
    )
    T.lesson(
        "t47-spawn", "global", "en", "s-spawn", "api_quirk",
        "multiprocessing on macOS and Windows (spawn) needs the if __name__ == '__main__' guard",
        "A script that creates a multiprocessing Pool, Process or ProcessPoolExecutor at module level fails on "
        "macOS or Windows with `An attempt has been made to start a new process before the current process has "
        "finished its bootstrapping phase` (a ProcessPoolExecutor then reports BrokenProcessPool), though the same "
        "script works on Linux.",
        "It runs fine on Linux, where the default start method is fork, so the code looks correct and the error "
        "looks like a platform bug; the traceback's freeze_support() hint suggests freezing is involved when it "
        "is not.",
        "With the spawn start method (the default on macOS since 3.8 and on Windows) every child re-imports the "
        "main module; module-level code that starts workers runs again in each child, which multiprocessing "
        "refuses.",
        "Move everything that starts processes (and other side effects) into a function that is called only "
        "under an if __name__ == '__main__' block at the bottom of the main script, so importing the module in a "
        "child does nothing but define functions.",
        "`python3 thumbs.py photos/` failed in `spawn_main` with `An attempt has been made to start a new process "
        "before the` / `current process has finished its bootstrapping phase.`; after wrapping the pool code in "
        "`def main():` under `if __name__ == '__main__':` the rerun printed `made 214 thumbnails`.",
    )
    T.later(
        "l-spawn-windows", "C:\\Users\\lina\\proj\\resizer", "2025-04-25T10:00:00Z", "main",
        user("Write resize.py that shrinks every PNG in .\\in to 50% using all cores, then run it (PowerShell)."),
        say("Windows uses spawn, so the pool goes inside main() behind the __main__ guard."),
        write("C:\\Users\\lina\\proj\\resizer\\resize.py",
              "from concurrent.futures import ProcessPoolExecutor\nfrom pathlib import Path\nfrom PIL import Image\n\n"
              "def half(p):\n    im = Image.open(p)\n    im.resize((im.width // 2, im.height // "
              "2)).save(Path('out') / p.name)\n"
              "\n\ndef main():\n    with ProcessPoolExecutor() as ex:\n        list(ex.map(half, "
              "Path('in').glob('*.png')))\n"
              "\n\nif __name__ == '__main__':\n    main()\n"),
        ok("python .\\resize.py; (Get-ChildItem .\\out).Count", "57"),
    )
    T.pair("t47-spawn", "l-spawn-windows", "applied",
           "the new script put its process pool behind the __main__ guard from the start; ran on Windows, no error")
    T.later(
        "l-spawn-uv", "/Users/lina/proj/geo-batch", "2025-05-09T16:45:00Z", "feature/parallel",
        user("Parallelise the tile rendering in render.py (it's run with uv run on my Mac)."),
        read("/Users/lina/proj/geo-batch/render.py",
             "import sys\nfrom tiles import render_tile, tile_list\n\nfor t in tile_list(sys.argv[1]):\n"
             "    render_tile(t)\n"),
        write("/Users/lina/proj/geo-batch/render.py",
              "import sys\nfrom multiprocessing import Pool\nfrom tiles import render_tile, tile_list\n\n\n"
              "def main():\n    with Pool() as pool:\n        pool.map(render_tile, tile_list(sys.argv[1]))\n\n\n"
              "if __name__ == '__main__':\n    main()\n"),
        ok("uv run python render.py zoom12.txt", "rendered 4096 tiles in 38.2s"),
    )
    T.pair("t47-spawn", "l-spawn-uv", "applied",
           "the Pool was written inside main() under the __main__ guard before the first run on macOS; no error")
    T.later(
        "l-spawn-executor", "/Users/lina/proj/ocr-batch", "2025-05-22T11:20:00Z", "main",
        user("ocr_all.py is slow, make it use a ProcessPoolExecutor and run it on scans/."),
        write("/Users/lina/proj/ocr-batch/ocr_all.py",
              "from concurrent.futures import ProcessPoolExecutor\nfrom pathlib import Path\nfrom ocr import "
              "read_page\n"
              "\nex = ProcessPoolExecutor()\nresults = list(ex.map(read_page, sorted(Path('scans').glob('*.tif'))))\n"
              "print(len(results), 'pages')\n"),
        err("python3 ocr_all.py",
            "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n  File "
            "\"/Library/Frameworks/"
            "Python.framework/Versions/3.12/lib/python3.12/multiprocessing/spawn.py\", line 122, in spawn_main\n"
            + _BOOT + "concurrent.futures.process.BrokenProcessPool: A process in the process pool was terminated "
            "abruptly while the future was running or pending."),
        say("The executor is created at import time; under spawn each worker re-imports the script."),
    )
    T.pair("t47-spawn", "l-spawn-executor", "recurred",
           "a module-level ProcessPoolExecutor on macOS hit the same bootstrapping RuntimeError and BrokenProcessPool")
    T.later(
        "l-spawn-cmd", "C:\\work\\ml\\splitter", "2025-06-06T09:10:00Z", "main",
        user("Run train_split.py on the new dataset (cmd, the Windows box)."),
        err("python train_split.py data\\raw",
            "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n  File "
            "\"C:\\Python311\\Lib\\"
            "multiprocessing\\spawn.py\", line 120, in spawn_main\n    exitcode = _main(fd, parent_sentinel)\n"
            + _BOOT.split("        To fix")[0]),
        read("C:\\work\\ml\\splitter\\train_split.py",
             "import sys\nfrom multiprocessing import Pool\nfrom shards import write_shard\n\npool = Pool(8)\n"
             "pool.map(write_shard, range(64))\n"),
    )
    T.pair("t47-spawn", "l-spawn-cmd", "recurred",
           "on Windows a module-level Pool failed with the bootstrapping-phase RuntimeError (spawn, no guard)")
    T.later(
        "l-spawn-lambda", "/Users/lina/proj/thumbs", "2025-06-13T14:00:00Z", "feature/sizes",
        user("Add a size argument to the thumbnail pool call."),
        edit("/Users/lina/proj/thumbs/thumbs.py", "done = pool.map(make_thumb, files)",
             "done = pool.map(lambda f: make_thumb(f, size), files)"),
        err("python3 thumbs.py photos/ 256",
            "Traceback (most recent call last):\n  File \"/Users/lina/proj/thumbs/thumbs.py\", line 14, in <module>\n"
            "    main()\n  File \"/Users/lina/proj/thumbs/thumbs.py\", line 10, in main\n"
            "    done = pool.map(lambda f: make_thumb(f, size), files)\n"
            "AttributeError: Can't pickle local object 'main.<locals>.<lambda>'"),
        edit("/Users/lina/proj/thumbs/thumbs.py", "done = pool.map(lambda f: make_thumb(f, size), files)",
             "done = pool.map(partial(make_thumb, size=size), files)"),
    )
    T.pair("t47-spawn", "l-spawn-lambda", "neither",
           "a lambda that cannot be pickled in an already guarded script: a different multiprocessing error")
    T.later(
        "l-spawn-linux", "/home/lina/proj/log-crunch", "2025-06-20T07:30:00Z", "main",
        user("Run crunch.py on the server logs (this is the Linux box)."),
        read("/home/lina/proj/log-crunch/crunch.py",
             "from multiprocessing import Pool\nfrom parse import parse_file\nimport glob\n\n"
             "with Pool(16) as p:\n    print(sum(p.map(parse_file, glob.glob('/var/log/app/*.log'))))\n"),
        ok("python3 crunch.py", "1843302"),
    )
    T.pair("t47-spawn", "l-spawn-linux", "neither",
           "an unguarded module-level Pool ran fine on Linux (fork): no failure and no guard added")
    T.later(
        "l-spawn-template", "/Users/lina/proj/cookiecutter-batch", "2025-06-27T13:00:00Z", "main",
        user("Our batch-job cookiecutter template should have the multiprocessing main guard baked in. Just edit "
             "the template, don't generate anything."),
        write("/Users/lina/proj/cookiecutter-batch/{{cookiecutter.slug}}/run.py",
              "from multiprocessing import Pool\n\n\ndef work(item):\n    return item\n\n\ndef main():\n"
              "    with Pool() as pool:\n        pool.map(work, range(10))\n\n\nif __name__ == '__main__':\n    "
              "main()\n"),
        say("The template's run.py now has main() behind the guard; nothing was generated or run."),
    )
    T.pair("t47-spawn", "l-spawn-template", "neither",
           "the guard was only written into a template file that was never generated or run")


# --- pip: invalid command 'bdist_wheel' -------------------------------------------------------------------

def _bdist_out(pkg: str, ver: str) -> str:
    return (f"Collecting {pkg}=={ver}\n  Downloading {pkg}-{ver}.tar.gz (16 kB)\n  Preparing metadata (setup.py) ... "
            f"done\nBuilding wheels for collected packages: {pkg}\n  Building wheel for {pkg} (setup.py) ... error\n"
            "  error: subprocess-exited-with-error\n  \n  × python setup.py bdist_wheel did not run successfully.\n"
            "  │ exit code: 1\n  ╰─> [6 lines of output]\n"
            "      usage: setup.py [global_opts] cmd1 [cmd1_opts] [cmd2 cmd2_opts ...]\n"
            "         or: setup.py --help [cmd1 cmd2 ...]\n         or: setup.py --help-commands\n"
            "         or: setup.py cmd --help\n      \n      error: invalid command 'bdist_wheel'\n"
            "      [end of output]\n  \n  note: This error originates from a subprocess, and is likely not a problem "
            f"with pip.\n  ERROR: Failed building wheel for {pkg}\n  Running setup.py clean for {pkg}\n"
            f"Failed to build {pkg}\nERROR: Could not build wheels for {pkg}, which is required to install "
            "pyproject.toml-based projects")


def _bdist() -> None:
    T.source(
        "s-bdist", "/home/ci/py-legacy-build", "2025-04-07T13:00:00Z", "chore/py39-venv",
        user("Fresh venv on the build VM, install requirements.txt."),
        ok("python3.9 -m venv .venv && .venv/bin/pip --version",
           "pip 23.0.1 from /home/ci/py-legacy-build/.venv/lib/python3.9/site-packages/pip (python 3.9)"),
        err(".venv/bin/pip install -r requirements.txt", _bdist_out("python-geohash", "0.8.5")),
        ok(".venv/bin/pip list 2>/dev/null | grep -iE '^(setuptools|wheel) '", "setuptools 58.1.0"),
        say("The venv has setuptools but not the wheel package, so the legacy setup.py build has no bdist_wheel "
            "command."),
        ok(".venv/bin/pip install wheel && .venv/bin/pip install -r requirements.txt",
           "Successfully installed wheel-0.45.1\nBuilding wheels for collected packages: python-geohash\n"
           "  Building wheel for python-geohash (setup.py) ... done\nSuccessfully installed python-geohash-0.8.5 "
           "requests-2.32.3"),
    )
    T.lesson(
        "t47-bdist", "global", "en", "s-bdist", "env_setup",
        "pip on a setup.py-only sdist fails with invalid command 'bdist_wheel' when the venv lacks wheel",
        "`pip install` of a package with only a setup.py (no pyproject.toml) fails with `error: invalid command "
        "'bdist_wheel'`, then `Failed building wheel for <pkg>` and `Could not build wheels for <pkg>`.",
        "The message points at the package's setup.py, so it looks like a broken package; it installs fine on "
        "machines whose venv happens to have wheel.",
        "Older venvs (python -m venv on 3.9–3.11 with its bundled pip and setuptools) do not contain the wheel "
        "package; pip builds setup.py-only sdists with the legacy `setup.py bdist_wheel`, and that command comes "
        "from wheel.",
        "Install wheel into the same environment first: `pip install wheel`, or `python -m pip install -U pip "
        "setuptools wheel` right after creating the venv (also in Dockerfiles, Makefiles and tox deps).",
        "`.venv/bin/pip install -r requirements.txt` failed with `error: invalid command 'bdist_wheel'` and "
        "`Failed building wheel for python-geohash`; `pip list` showed only `setuptools 58.1.0`; after "
        "`.venv/bin/pip install wheel` the install printed `Building wheel for python-geohash (setup.py) ... done`.",
    )
    T.later(
        "l-bdist-dockerfile", "/home/ci/geo-api", "2025-04-28T10:00:00Z", "feature/docker",
        user("Write a Dockerfile for geo-api on python:3.10-slim and build it."),
        write("/home/ci/geo-api/Dockerfile",
              "FROM python:3.10-slim\nWORKDIR /app\nCOPY requirements.txt .\n"
              "RUN python -m pip install --upgrade pip setuptools wheel && pip install -r requirements.txt\n"
              "COPY . .\nCMD [\"python\", \"-m\", \"geo_api\"]\n"),
        ok("docker build -t geo-api:dev .",
           "#7 [3/4] RUN python -m pip install --upgrade pip setuptools wheel && pip install -r requirements.txt\n"
           "#7 12.40   Building wheel for python-geohash (setup.py): finished with status 'done'\n"
           "#9 naming to docker.io/library/geo-api:dev done"),
    )
    T.pair("t47-bdist", "l-bdist-dockerfile", "applied",
           "the Dockerfile installs pip, setuptools and wheel before the requirements; no bdist_wheel error")
    T.later(
        "l-bdist-make", "/home/ci/tiles-worker", "2025-05-10T09:00:00Z", "main",
        user("Set up the dev env with the Makefile."),
        read("/home/ci/tiles-worker/Makefile",
             "venv:\n\tpython3.10 -m venv .venv\n\t.venv/bin/pip install -U pip setuptools wheel\n"
             "\t.venv/bin/pip install -r requirements-dev.txt\n"),
        ok("make venv", "python3.10 -m venv .venv\n.venv/bin/pip install -U pip setuptools wheel\n"
           "Successfully installed pip-25.1 setuptools-80.3.1 wheel-0.45.1\n.venv/bin/pip install -r "
           "requirements-dev.txt\nSuccessfully installed mercantile-1.2.1 python-geohash-0.8.5"),
    )
    T.pair("t47-bdist", "l-bdist-make", "applied",
           "a Makefile target that runs pip install -U pip setuptools wheel before the requirements; no error")
    T.later(
        "l-bdist-tox", "/home/ci/py-legacy-build", "2025-05-23T15:00:00Z", "feature/py310",
        user("Add a py310 env to tox and run it."),
        edit("/home/ci/py-legacy-build/tox.ini", "envlist = py39", "envlist = py39,py310"),
        err("tox -e py310", "py310: install_deps> python -I -m pip install -r requirements.txt\n"
            + _bdist_out("pyhashxx", "0.1.3") + "\npy310: exit 1 (9.12 seconds) /home/ci/py-legacy-build> "
            "python -I -m pip install -r requirements.txt pid=40211\n  py310: FAIL code 1 (9.80 seconds)"),
    )
    T.pair("t47-bdist", "l-bdist-tox", "recurred",
           "tox's py310 env hit error: invalid command 'bdist_wheel' on another setup.py-only package")
    T.later(
        "l-bdist-ssh", "/home/ci/py-legacy-build", "2025-06-07T08:00:00Z", "main",
        user("Install the reporting deps on report-vm (python3.8 venv at /opt/reports/.venv)."),
        err("ssh report-vm '/opt/reports/.venv/bin/pip install -r /opt/reports/requirements.txt'",
            _bdist_out("xlwt-future", "0.8.0")),
        ok("ssh report-vm '/opt/reports/.venv/bin/pip install wheel && /opt/reports/.venv/bin/pip install -r "
           "/opt/reports/requirements.txt'", "Successfully installed xlwt-future-0.8.0"),
    )
    T.pair("t47-bdist", "l-bdist-ssh", "recurred",
           "over ssh the venv lacked wheel and pip failed with invalid command 'bdist_wheel' before the fix")
    T.later(
        "l-bdist-gcc", "/home/ci/fastmath", "2025-06-14T11:30:00Z", "main",
        user("Install fastmath's deps in the slim container."),
        ok("pip list 2>/dev/null | grep -i '^wheel '", "wheel      0.45.1"),
        err("pip install -r requirements.txt",
            "Building wheels for collected packages: cityhash\n  Building wheel for cityhash (setup.py) ... error\n"
            "  error: subprocess-exited-with-error\n  \n  × python setup.py bdist_wheel did not run successfully.\n"
            "  │ exit code: 1\n  ╰─> [5 lines of output]\n      running bdist_wheel\n      running build_ext\n"
            "      building 'cityhash' extension\n      error: command 'gcc' failed: No such file or directory\n"
            "      [end of output]\n  ERROR: Failed building wheel for cityhash"),
        ok("apt-get update && apt-get install -y build-essential && pip install -r requirements.txt",
           "Successfully installed cityhash-0.4.7"),
    )
    T.pair("t47-bdist", "l-bdist-gcc", "neither",
           "wheel was present; the build failed because gcc was missing, a different error from the same build")
    T.later(
        "l-bdist-unpack", "/home/ci/py-legacy-build", "2025-06-21T10:00:00Z", "main",
        user("What files ended up in the wheel we built yesterday? dist/acme_utils-2.1.0-py3-none-any.whl"),
        ok("python -m wheel unpack dist/acme_utils-2.1.0-py3-none-any.whl -d /tmp/whl && find /tmp/whl -type f",
           "Unpacking to: /tmp/whl/acme_utils-2.1.0...OK\n/tmp/whl/acme_utils-2.1.0/acme_utils/__init__.py\n"
           "/tmp/whl/acme_utils-2.1.0/acme_utils-2.1.0.dist-info/METADATA"),
    )
    T.pair("t47-bdist", "l-bdist-unpack", "neither",
           "the wheel tool was only used to unpack a built wheel; no install failed and nothing was fixed")
    T.later(
        "l-bdist-before", "/home/ci/py-legacy-build", "2025-03-05T13:00:00Z", "main",
        user("Create the venv and install."),
        ok("python3.9 -m venv .venv && .venv/bin/pip install wheel && .venv/bin/pip install -r requirements.txt",
           "Successfully installed python-geohash-0.8.5"),
    )
    T.pair("t47-bdist", "l-bdist-before", "neither", "dated before the lesson's source session, so neither")


FILLS = [_ecr, _spawn, _bdist]
