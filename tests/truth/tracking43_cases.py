"""The case tables of the forty-third tracking corpus (written by build_tracking43.py), and its first cases:
CMake 4 refusing a cmake_minimum_required below 3.5, an npm script's NODE_ENV=… prefix under Windows cmd.exe, and
kubectl after kubeadm init with no kubeconfig for the user (Korean). The other cases are in tracking43_cases_b.py …
_e.py.

Each lesson is a gotcha written, as an extraction model writes it, from a scripted source session `s-*` in
which the failing call and the fix call really happen (the fix is the session's last call and it passes). Each
pair joins a lesson to a later session `l-*` and carries one label, given from the session text alone, before
anything judged it, with a one-line reason:

- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with
  other names: another branch, path, module, package, host or version), shown by a call there, whatever
  follows it; a recurrence that is then fixed is still `recurred`;
- applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way
  the lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool
  reads, a script that runs it) with no such failure before it; a different failure after it does not undo
  that;
- neither: everything else (the fix's program run for something else, the fix only written into a document
  or a file that is never run, a different error from the same tool, the same symptom from another cause,
  the failure text quoted by the person but not re-run), and any session dated before the lesson's source
  session, whatever it holds.

Pairs without an honest single label are left out. The labels were written without reading the product's
tracking code.
"""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables, edit, err, ok, read, say, user, write

T = CaseTables("t43-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


# --- CMake 4 and cmake_minimum_required below 3.5 ---------------------------------------------------------------
def _cmake_err(where: str) -> str:
    return (f"CMake Error at {where} (cmake_minimum_required):\n"
            "  Compatibility with CMake < 3.5 has been removed from CMake.\n\n"
            "  Update the VERSION argument <min> value.  Or, use the <min>...<max> syntax\n"
            "  to tell CMake that the project requires at least <min> but has been updated\n"
            "  to work with policies introduced by <max> or earlier.\n\n"
            "  Or, add -DCMAKE_POLICY_VERSION_MINIMUM=3.5 to try configuring anyway.\n\n\n"
            "-- Configuring incomplete, errors occurred!")


_CC = ("-- The C compiler identification is GNU 13.3.0\n-- Detecting C compiler ABI info\n"
       "-- Detecting C compiler ABI info - done\n-- Check for working C compiler: /usr/bin/cc - skipped\n")


def cmake_policy() -> None:
    T.source(
        "s-cmake4-policy", "/home/dana/src/sensor-gw", "2025-04-22T09:02:00Z", "build/cmake4",
        user("A fresh build dir fails at configure since pip upgraded cmake on this box. Get it building again."),
        ok("cmake --version", "cmake version 4.0.1\n\nCMake suite maintained and supported by Kitware "
                              "(kitware.com/cmake)."),
        err("cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release",
            _CC + _cmake_err("third_party/cjson/CMakeLists.txt:2")),
        read("/home/dana/src/sensor-gw/third_party/cjson/CMakeLists.txt",
             "set(CMAKE_LEGACY_CYGWIN_WIN32 0)\ncmake_minimum_required(VERSION 3.0)\n\nproject(cJSON\n    VERSION "
             "1.7.15\n    LANGUAGES C)\n"),
        say("The vendored cJSON declares `cmake_minimum_required(VERSION 3.0)` and CMake 4 dropped compatibility "
            "below 3.5. Instead of patching the vendored file I'll pass a policy floor on a fresh configure."),
        ok("rm -rf build && cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release "
           "-DCMAKE_POLICY_VERSION_MINIMUM=3.5",
           _CC + "-- Configuring done (0.4s)\n-- Generating done (0.0s)\n"
           "-- Build files have been written to: /home/dana/src/sensor-gw/build"),
        ok("cmake --build build -j8", "[1/24] Building C object third_party/cjson/CMakeFiles/cjson.dir/cJSON.c.o\n"
           "[2/24] Building C object CMakeFiles/sensor-gw.dir/src/main.c.o\n[24/24] Linking C executable sensor-gw"))
    T.lesson(
        "t43-cmake-policy-min", "global", "en", "s-cmake4-policy", "build_config",
        "CMake 4 stops configuring when any (vendored) CMakeLists.txt has cmake_minimum_required below 3.5",
        "A fresh configure with `cmake version 4.0.1` fails at `CMake Error at third_party/cjson/CMakeLists.txt:2 "
        "(cmake_minimum_required):` with `Compatibility with CMake < 3.5 has been removed from CMake.`",
        "Suspecting the project's own CMakeLists.txt, downgrading CMake, or patching the vendored third-party file, "
        "which the next vendor update silently undoes.",
        "CMake 4.0 removed compatibility with policy versions older than 3.5. The vendored cJSON still declares "
        "`cmake_minimum_required(VERSION 3.0)`, and one add_subdirectory'd dependency like that fails the whole "
        "configure.",
        "Configure a fresh build directory with `-DCMAKE_POLICY_VERSION_MINIMUM=3.5` (or set the environment "
        "variable `CMAKE_POLICY_VERSION_MINIMUM=3.5`, which CMake 4 reads for a new build tree), e.g. "
        "`cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_POLICY_VERSION_MINIMUM=3.5`.",
        ["`Compatibility with CMake < 3.5 has been removed from CMake.`",
         "`cmake_minimum_required(VERSION 3.0)`",
         "`rm -rf build && cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_POLICY_VERSION_MINIMUM=3.5`"
         " → `-- Build files have been written to: /home/dana/src/sensor-gw/build`"])

    T.later(
        "l-cmake-pwsh-env", "C:\\Users\\dana\\src\\sensor-gw", "2025-05-06T10:15:00Z", "win-port",
        user("Set up the Windows build of sensor-gw with the VS 2022 generator, in a new build-win dir."),
        ok("powershell -NoProfile -Command \"$env:CMAKE_POLICY_VERSION_MINIMUM = '3.5'; "
           "cmake -S . -B build-win -G 'Visual Studio 17 2022' -A x64\"",
           "-- Selecting Windows SDK version 10.0.22621.0 to target Windows 10.0.26100.\n"
           "-- The C compiler identification is MSVC 19.42.34435.0\n-- Configuring done (6.1s)\n"
           "-- Generating done (0.2s)\n-- Build files have been written to: C:/Users/dana/src/sensor-gw/build-win"),
        ok("cmake --build build-win --config Release",
           "  sensor-gw.vcxproj -> C:\\Users\\dana\\src\\sensor-gw\\build-win\\Release\\sensor-gw.exe"))
    T.pair("t43-cmake-policy-min", "l-cmake-pwsh-env", "applied",
           "CMAKE_POLICY_VERSION_MINIMUM=3.5 is set as an env var in PowerShell before a fresh configure that passes")

    T.later(
        "l-cmake-make-target", "/home/dana/src/sensor-gw", "2025-05-20T14:02:00Z", "main",
        user("Add a `configure` target to the Makefile so nobody has to remember the cmake flags, then run it."),
        edit("/home/dana/src/sensor-gw/Makefile", "build:\n\tcmake --build build -j8\n",
             "configure:\n\tcmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release "
             "-DCMAKE_POLICY_VERSION_MINIMUM=3.5\n\nbuild:\n\tcmake --build build -j8\n"),
        ok("rm -rf build && make configure",
           "cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_POLICY_VERSION_MINIMUM=3.5\n" + _CC +
           "-- Configuring done (0.3s)\n-- Generating done (0.0s)\n"
           "-- Build files have been written to: /home/dana/src/sensor-gw/build"))
    T.pair("t43-cmake-policy-min", "l-cmake-make-target", "applied",
           "a make target that runs cmake with -DCMAKE_POLICY_VERSION_MINIMUM=3.5 is run; no compatibility error "
           "before")

    T.later(
        "l-cmake-docker-yaml", "/home/ravi/src/edge-agent", "2025-06-03T08:31:00Z", "ci/bump-image",
        user("We bumped the build image to 2025.06 and the container build fails now. Look."),
        ok("docker run --rm ghcr.io/acme/build-env:2025.06 cmake --version", "cmake version 4.0.2\n\n"
           "CMake suite maintained and supported by Kitware (kitware.com/cmake)."),
        err("docker run --rm -v \"$PWD\":/src -w /src ghcr.io/acme/build-env:2025.06 sh -c "
            "'cmake -S . -B /tmp/b -G Ninja && cmake --build /tmp/b'",
            "-- The CXX compiler identification is GNU 14.2.0\n" + _cmake_err("external/yaml-cpp/CMakeLists.txt:3")),
        say("The new image carries CMake 4.0.2 and external/yaml-cpp still asks for an old policy version. "
            "Adding the policy floor to the configure call."),
        ok("docker run --rm -v \"$PWD\":/src -w /src ghcr.io/acme/build-env:2025.06 sh -c "
           "'cmake -S . -B /tmp/b -G Ninja -DCMAKE_POLICY_VERSION_MINIMUM=3.5 && cmake --build /tmp/b'",
           "-- Build files have been written to: /tmp/b\n[58/58] Linking CXX executable edge-agent"))
    T.pair("t43-cmake-policy-min", "l-cmake-docker-yaml", "recurred",
           "CMake 4.0.2 in the container fails on external/yaml-cpp with the same < 3.5 compatibility error; fixed "
           "after")

    T.later(
        "l-cmake-ssh-nightly", "/home/dana/src/sensor-gw", "2025-07-11T06:50:00Z", "release/2.1",
        user("The nightly on build-03 went red overnight, check what happened."),
        err("ssh ci@build-03 'cd /srv/ci/sensor-gw && ./ci/nightly.sh'",
            "+ cmake --version\ncmake version 4.0.3\n+ cmake -S . -B out/nightly -G Ninja\n" + _CC +
            _cmake_err("third_party/cjson/CMakeLists.txt:2")),
        say("build-03 picked up CMake 4.0.3 and ci/nightly.sh configures without a policy floor, so the vendored "
            "cJSON stops it. Do you want me to change the script on the release branch?"))
    T.pair("t43-cmake-policy-min", "l-cmake-ssh-nightly", "recurred",
           "the nightly script over ssh hits the same CMake 4 compatibility error on the vendored cJSON")

    T.later(
        "l-cmake-too-old", "/home/ravi/src/edge-agent", "2025-05-14T11:20:00Z", "main",
        user("Configure edge-agent on this Ubuntu 22.04 VM."),
        err("cmake -S . -B build", "CMake Error at CMakeLists.txt:1 (cmake_minimum_required):\n"
            "  CMake 3.28 or higher is required.  You are running version 3.22.1\n\n\n"
            "-- Configuring incomplete, errors occurred!"),
        ok("python3 -m pip install --user 'cmake>=3.28,<4' && ~/.local/bin/cmake --version",
           "Successfully installed cmake-3.31.6\ncmake version 3.31.6"),
        ok("~/.local/bin/cmake -S . -B build", "-- Configuring done (1.2s)\n-- Generating done (0.1s)\n"
           "-- Build files have been written to: /home/ravi/src/edge-agent/build"))
    T.pair("t43-cmake-policy-min", "l-cmake-too-old", "neither",
           "a CMake older than the project's minimum is another error; the policy floor is never used")

    T.later(
        "l-cmake-doc-only", "/home/dana/src/sensor-gw", "2025-06-18T16:40:00Z", "docs/build",
        user("Write the CMake 4 workaround into BUILDING.md. No need to build anything."),
        write("/home/dana/src/sensor-gw/BUILDING.md",
              "# Building\n\nWith CMake 4 configure a fresh build dir with the policy floor:\n\n"
              "    cmake -S . -B build -G Ninja -DCMAKE_POLICY_VERSION_MINIMUM=3.5\n    cmake --build build\n"),
        ok("git add BUILDING.md && git commit -m 'docs: cmake 4 policy floor'",
           "[docs/build 9c1e2f4] docs: cmake 4 policy floor\n 1 file changed, 7 insertions(+)"))
    T.pair("t43-cmake-policy-min", "l-cmake-doc-only", "neither",
           "the flag is only written into BUILDING.md and committed; cmake never runs")

    T.later(
        "l-cmake-early", "/home/dana/src/sensor-gw", "2025-04-09T15:05:00Z", "main",
        user("configure fails after upgrading cmake, just get me back to something that works"),
        err("cmake -S . -B build -G Ninja", _CC + _cmake_err("third_party/cjson/CMakeLists.txt:2")),
        ok("python3 -m pip install --user 'cmake<4' && cmake --version", "Successfully installed cmake-3.31.6\n"
           "cmake version 3.31.6"),
        ok("rm -rf build && cmake -S . -B build -G Ninja",
           "-- Build files have been written to: /home/dana/src/sensor-gw/build"))
    T.pair("t43-cmake-policy-min", "l-cmake-early", "neither",
           "dated before the lesson's source session")


# --- NODE_ENV=… in npm scripts on Windows ------------------------------------------------------------------------
_NOT_CMD = "' is not recognized as an internal or external command,\noperable program or batch file."


def npm_script_env() -> None:
    pkg = "C:\\Users\\mina\\src\\dashboard\\package.json"
    T.source(
        "s-npm-node-env-win", "C:\\Users\\mina\\src\\dashboard", "2025-04-10T13:20:00Z", "feat/prod-build",
        user("npm run build fails on my Windows machine, works on the Mac. Fix it please."),
        read(pkg, '{\n  "name": "dashboard",\n  "version": "1.4.0",\n  "scripts": {\n    "dev": "vite",\n'
                  '    "build": "NODE_ENV=production vite build"\n  }\n}\n'),
        err("npm run build", "\n> dashboard@1.4.0 build\n> NODE_ENV=production vite build\n\n'NODE_ENV" + _NOT_CMD),
        say("npm runs package scripts through cmd.exe on Windows, and cmd has no `VAR=value cmd` syntax. cross-env "
            "sets the variable the same way on every OS."),
        ok("npm install --save-dev cross-env", "\nadded 1 package, and audited 212 packages in 2s\n\n"
           "41 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities"),
        edit(pkg, '"build": "NODE_ENV=production vite build"', '"build": "cross-env NODE_ENV=production vite build"'),
        ok("npm run build", "\n> dashboard@1.4.0 build\n> cross-env NODE_ENV=production vite build\n\n"
           "vite v5.2.8 building for production...\n✓ 412 modules transformed.\n"
           "dist/index.html                   0.46 kB │ gzip:  0.30 kB\n✓ built in 3.71s"))
    T.lesson(
        "t43-npm-script-env-win", "global", "en", "s-npm-node-env-win", "tool_quirk",
        "npm scripts that start with NODE_ENV=… fail on Windows, where npm runs them with cmd.exe",
        "`npm run build` on Windows prints `'NODE_ENV' is not recognized as an internal or external command,` for "
        "a script that works on macOS and Linux.",
        "Setting NODE_ENV in the calling shell, or calling npm from Git Bash: npm ignores the calling shell and still "
        "hands the script to cmd.exe.",
        "On Windows npm (and pnpm and yarn) run package.json scripts through cmd.exe by default. The POSIX "
        "`VAR=value command` prefix is not cmd syntax, so cmd tries to run `NODE_ENV=production` as a program.",
        "Put cross-env in front of the assignment: `npm install --save-dev cross-env` and write the script as "
        "`cross-env NODE_ENV=production vite build`. Alternatively point npm's script-shell at Git Bash with "
        "`npm config set script-shell` and the path of bash.exe.",
        ["`> NODE_ENV=production vite build` → `'NODE_ENV' is not recognized as an internal or external command,`",
         "`npm install --save-dev cross-env`",
         "`> cross-env NODE_ENV=production vite build` → `✓ built in 3.71s`"])

    T.later(
        "l-xenv-jest-pwsh", "C:\\Users\\mina\\src\\reports-api", "2025-05-08T09:40:00Z", "test-setup",
        user("Add a test script that runs jest with NODE_ENV=test. It has to work for the Windows people too."),
        ok("npm install --save-dev cross-env jest", "\nadded 274 packages, and audited 275 packages in 19s\n\n"
           "found 0 vulnerabilities"),
        edit("C:\\Users\\mina\\src\\reports-api\\package.json", '"test": "echo \\"Error: no test specified\\" && '
                                                                'exit 1"',
             '"test": "cross-env NODE_ENV=test jest --runInBand"'),
        ok("npm test", "\n> reports-api@0.3.0 test\n> cross-env NODE_ENV=test jest --runInBand\n\n"
           "PASS test/report.test.js\nTest Suites: 1 passed, 1 total\nTests:       9 passed, 9 total"))
    T.pair("t43-npm-script-env-win", "l-xenv-jest-pwsh", "applied",
           "the new script sets NODE_ENV through cross-env and npm test passes on Windows with no cmd error first")

    T.later(
        "l-xenv-script-shell", "C:\\Users\\jae\\work\\storefront", "2025-06-02T17:10:00Z", "main",
        user("Our scripts are full of VAR=x prefixes. Can npm on my Windows box just use Git Bash instead of me "
             "rewriting them all?"),
        ok("npm config set script-shell \"C:\\Program Files\\Git\\bin\\bash.exe\"", ""),
        ok("npm config get script-shell", "C:\\Program Files\\Git\\bin\\bash.exe"),
        ok("npm run build:prod", "\n> storefront@2.0.1 build:prod\n> NODE_ENV=production webpack --mode production\n\n"
           "asset main.3f9a1c.js 412 KiB [emitted] [immutable] [minimized] (name: main)\n"
           "webpack 5.91.0 compiled successfully in 8123 ms"))
    T.pair("t43-npm-script-env-win", "l-xenv-script-shell", "applied",
           "npm's script-shell is set to Git Bash, the named alternative, and the NODE_ENV= script then runs")

    T.later(
        "l-xenv-pnpm-port", "C:\\Users\\mina\\src\\admin-portal", "2025-05-27T11:05:00Z", "feat/start-prod",
        user("pnpm run start:prod doesn't start on Windows. Can you look?"),
        err("pnpm run start:prod", "\n> admin-portal@0.9.2 start:prod C:\\Users\\mina\\src\\admin-portal\n"
            "> PORT=4100 node dist/server.js\n\n'PORT" + _NOT_CMD + "\n ELIFECYCLE  Command failed with exit "
            "code 1."),
        ok("pnpm add -D cross-env", "devDependencies:\n+ cross-env 7.0.3\n\nDone in 1.8s"),
        edit("C:\\Users\\mina\\src\\admin-portal\\package.json", '"start:prod": "PORT=4100 node dist/server.js"',
             '"start:prod": "cross-env PORT=4100 node dist/server.js"'),
        ok("pnpm run start:prod", "\n> admin-portal@0.9.2 start:prod C:\\Users\\mina\\src\\admin-portal\n"
           "> cross-env PORT=4100 node dist/server.js\n\nadmin-portal listening on :4100"))
    T.pair("t43-npm-script-env-win", "l-xenv-pnpm-port", "recurred",
           "pnpm on Windows fails on the PORT=4100 prefix with the same cmd error before cross-env is added")

    T.later(
        "l-xenv-ssh-winbuild", "/home/mina/src/dashboard-sdk", "2025-06-20T08:25:00Z", "ci/windows-matrix",
        user("Build the SDK on the Windows build VM too, it has never been tried there."),
        err("ssh builder@win-build-02 \"cd /d C:\\ci\\dashboard-sdk && yarn build\"",
            "yarn run v1.22.22\n$ BABEL_ENV=production babel src -d lib\n'BABEL_ENV" + _NOT_CMD +
            "\nerror Command failed with exit code 1.\n"
            "info Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command."),
        say("yarn on that VM runs the script through cmd.exe, so the BABEL_ENV=production prefix is taken for a "
            "command. I'll leave the scripts as they are until you decide how to handle Windows."))
    T.pair("t43-npm-script-env-win", "l-xenv-ssh-winbuild", "recurred",
           "yarn build over ssh on a Windows VM fails with 'BABEL_ENV' is not recognized: same cmd.exe cause")

    T.later(
        "l-xenv-asked-only", "/home/mina/src/dashboard", "2025-06-11T15:30:00Z", "main",
        user("A contractor says `npm run build` gives him \"'NODE_ENV' is not recognized as an internal or external "
             "command\" on his laptop. Just explain why in two lines, I'll forward it. Don't change anything."),
        ok("grep -n '\"build\"' package.json", '7:    "build": "cross-env NODE_ENV=production vite build"'),
        say("His checkout is older than the cross-env change: cmd.exe can't parse `NODE_ENV=production vite build`. "
            "Pulling main, where the script starts with cross-env, fixes it."))
    T.pair("t43-npm-script-env-win", "l-xenv-asked-only", "neither",
           "the failure is only quoted by the person; nothing is run but a grep on package.json")

    T.later(
        "l-xenv-mac-zsh", "/Users/mina/src/dashboard", "2025-05-02T10:00:00Z", "perf/bundle",
        user("Build with NODE_ENV=production and show me the bundle sizes."),
        ok("NODE_ENV=production npx vite build --mode production", "vite v5.2.8 building for production...\n"
           "✓ 415 modules transformed.\ndist/assets/index-4b1f0c2e.js   187.40 kB │ gzip: 61.02 kB\n✓ built in 3.20s"))
    T.pair("t43-npm-script-env-win", "l-xenv-mac-zsh", "neither",
           "a macOS shell sets NODE_ENV itself; no npm script under cmd.exe, no failure and no cross-env")

    T.later(
        "l-xenv-early", "C:\\Users\\jae\\work\\storefront", "2025-03-28T13:45:00Z", "main",
        user("Run the production build."),
        ok("npm run build", "\n> storefront@2.0.1 build\n> cross-env NODE_ENV=production webpack --mode production\n\n"
           "webpack 5.91.0 compiled successfully in 7990 ms"))
    T.pair("t43-npm-script-env-win", "l-xenv-early", "neither", "dated before the lesson's source session")


# --- kubectl after kubeadm init without a kubeconfig (Korean) ---------------------------------------------------
def _refused(ts: str, pid: str, addr: str = "127.0.0.1:8080") -> str:
    line = (f"E{ts} {pid} memcache.go:265] couldn't get current server API group list: Get "
            f"\"http://localhost:8080/api?timeout=32s\": dial tcp {addr}: connect: connection refused\n")
    return line * 3


_K8080 = "The connection to the server localhost:8080 was refused - did you specify the right host or port?"


def kubeadm_kubeconfig() -> None:
    cp = "mkdir -p $HOME/.kube && sudo cp -i /etc/kubernetes/admin.conf $HOME/.kube/config && " \
         "sudo chown $(id -u):$(id -g) $HOME/.kube/config"
    T.source(
        "s-kubeadm-kubeconfig", "/home/ubuntu", "2025-04-12T08:40:00Z", "HEAD",
        user("cp-1에 kubeadm init은 끝났어. kubectl로 노드 상태 확인하고 flannel 올려줘."),
        err("kubectl get nodes", _refused("0412 08:41:07.512093", "  21877") + _K8080),
        err("ls -l ~/.kube/config /etc/kubernetes/admin.conf",
            "ls: cannot access '/home/ubuntu/.kube/config': No such file or directory\n"
            "-rw------- 1 root root 5651 Apr 12 08:38 /etc/kubernetes/admin.conf", 2),
        say("kubeadm init는 관리자 kubeconfig를 root 전용 /etc/kubernetes/admin.conf에만 씁니다. ~/.kube/config가 "
            "없으니 kubectl이 기본값 localhost:8080으로 붙다가 실패한 것입니다. 복사해서 소유자를 바꾸겠습니다."),
        ok(cp, ""),
        ok("kubectl apply -f https://github.com/flannel-io/flannel/releases/latest/download/kube-flannel.yml",
           "namespace/kube-flannel created\nclusterrole.rbac.authorization.k8s.io/flannel created\n"
           "serviceaccount/flannel created\nconfigmap/kube-flannel-cfg created\ndaemonset.apps/kube-flannel-ds "
           "created"),
        ok("kubectl get nodes", "NAME   STATUS   ROLES           AGE   VERSION\ncp-1   Ready    control-plane   4m    "
           "v1.30.2"))
    T.lesson(
        "t43-kubeadm-kubeconfig", "global", "ko", "s-kubeadm-kubeconfig", "env_setup",
        "kubeadm init 직후 kubectl이 localhost:8080으로 붙다가 실패함 — admin.conf를 ~/.kube/config로 복사해야 함",
        "`kubectl get nodes` 가 `The connection to the server localhost:8080 was refused - did you specify the right "
        "host or port?` 로 실패하고, 그 앞에 `dial tcp 127.0.0.1:8080: connect: connection refused` 가 반복됨.",
        "kube-apiserver나 kubelet이 죽었다고 보고 재시작하거나 kubeadm reset 후 재설치하는 것. 8080은 클러스터와 "
        "무관한, kubeconfig가 없을 때 kubectl이 쓰는 기본 주소임.",
        "kubeadm init은 관리자 kubeconfig를 root만 읽을 수 있는 `/etc/kubernetes/admin.conf` 에만 쓰고, 일반 "
        "사용자의 `~/.kube/config` 는 만들지 않음. kubeconfig가 없으면 kubectl은 localhost:8080으로 접속함.",
        "`mkdir -p $HOME/.kube && sudo cp -i /etc/kubernetes/admin.conf $HOME/.kube/config && sudo chown "
        "$(id -u):$(id -g) $HOME/.kube/config` 로 복사함. root로 작업할 때는 `export "
        "KUBECONFIG=/etc/kubernetes/admin.conf` 또는 `--kubeconfig /etc/kubernetes/admin.conf` 를 써도 됨.",
        ["`kubectl get nodes` → `The connection to the server localhost:8080 was refused - did you specify the right "
         "host or port?`",
         "`ls: cannot access '/home/ubuntu/.kube/config': No such file or directory`",
         "`" + cp + "`",
         "`cp-1   Ready    control-plane   4m    v1.30.2`"])

    T.later(
        "l-kadm-sudo-flag", "/home/ops", "2025-05-19T07:55:00Z", "HEAD",
        user("lab-cp2에 kubeadm init 끝났어. kube-system 파드 상태 봐줘."),
        ok("sudo kubectl --kubeconfig /etc/kubernetes/admin.conf get pods -n kube-system",
           "NAME                              READY   STATUS    RESTARTS   AGE\n"
           "coredns-7db6d8ff4d-8qz2p          0/1     Pending   0          3m\n"
           "etcd-lab-cp2                      1/1     Running   0          3m\n"
           "kube-apiserver-lab-cp2            1/1     Running   0          3m"),
        say("coredns가 Pending인 건 아직 CNI가 없어서입니다."))
    T.pair("t43-kubeadm-kubeconfig", "l-kadm-sudo-flag", "applied",
           "kubectl is pointed at /etc/kubernetes/admin.conf with --kubeconfig, a named spelling; no 8080 failure")

    T.later(
        "l-kadm-ssh-copy", "/home/jiwoo/infra", "2025-06-09T13:12:00Z", "lab/k8s-131",
        user("새 컨트롤 플레인 10.20.0.11 세팅 중이야. 원격으로 kubeconfig 잡고 노드 확인까지 해줘."),
        ok("ssh ubuntu@10.20.0.11 'mkdir -p $HOME/.kube && sudo cp -i /etc/kubernetes/admin.conf $HOME/.kube/config "
           "&& sudo chown $(id -u):$(id -g) $HOME/.kube/config && kubectl get nodes'",
           "NAME         STATUS     ROLES           AGE   VERSION\nk8s-lab-cp   NotReady   control-plane   2m    "
           "v1.31.1"))
    T.pair("t43-kubeadm-kubeconfig", "l-kadm-ssh-copy", "applied",
           "over ssh admin.conf is copied to ~/.kube/config and chowned before the first kubectl, which works")

    T.later(
        "l-kadm-zsh-calico", "/home/hyun", "2025-05-29T10:30:00Z", "HEAD",
        user("edge-cp 클러스터 방금 init 했어. calico operator 올려줘."),
        err("kubectl create -f https://raw.githubusercontent.com/projectcalico/calico/v3.28.0/manifests/"
            "tigera-operator.yaml",
            "error: error validating \"https://raw.githubusercontent.com/projectcalico/calico/v3.28.0/manifests/"
            "tigera-operator.yaml\": error validating data: failed to download openapi: Get "
            "\"http://localhost:8080/openapi/v2?timeout=32s\": dial tcp [::1]:8080: connect: connection refused; "
            "if you choose to ignore these errors, turn validation off with --validate=false"),
        err("kubectl get nodes", _refused("0529 10:31:02.114583", "  9912", "[::1]:8080") + _K8080),
        ok("mkdir -p ~/.kube && sudo cp /etc/kubernetes/admin.conf ~/.kube/config && sudo chown $(id -u):$(id -g) "
           "~/.kube/config && kubectl get nodes",
           "NAME      STATUS     ROLES           AGE   VERSION\nedge-cp   NotReady   control-plane   5m    v1.30.4"))
    T.pair("t43-kubeadm-kubeconfig", "l-kadm-zsh-calico", "recurred",
           "on a fresh kubeadm node kubectl again falls back to localhost:8080 and is refused; fixed after")

    T.later(
        "l-kadm-deploy-user", "/srv/deploy", "2025-07-02T16:20:00Z", "main",
        user("deploy 사용자로 롤아웃 스크립트 돌려줘. staging, api 1.8.4."),
        err("sudo -u deploy ./rollout.sh staging api 1.8.4",
            "+ kubectl -n staging set image deploy/api api=registry.local/api:1.8.4\n" + _K8080),
        ok("sudo -u deploy ls -la /home/deploy/.kube", "ls: cannot access '/home/deploy/.kube': No such file or "
           "directory"),
        say("이 호스트는 지난주 kubeadm으로 새로 올린 노드라 deploy 사용자에게 kubeconfig가 없습니다. "
            "어떤 자격 증명을 줄지 정해 주시면 이어서 하겠습니다."))
    T.pair("t43-kubeadm-kubeconfig", "l-kadm-deploy-user", "recurred",
           "kubectl in the rollout script, as a user with no ~/.kube/config, fails on localhost:8080 again")

    T.later(
        "l-kadm-apiserver-down", "/home/ubuntu", "2025-06-24T03:10:00Z", "HEAD",
        user("kubectl 갑자기 안 돼. 확인해줘."),
        err("kubectl get pods -A",
            "E0624 03:10:44.901223   30211 memcache.go:265] couldn't get current server API group list: Get "
            "\"https://10.20.0.11:6443/api?timeout=32s\": dial tcp 10.20.0.11:6443: connect: connection refused\n"
            "The connection to the server 10.20.0.11:6443 was refused - did you specify the right host or port?"),
        ok("sudo crictl ps -a --name kube-apiserver", "CONTAINER      IMAGE          CREATED         STATE    NAME"
           "             ATTEMPT\n4f1d0c9e2b7a1  6f1d1d8b2e5c0  2 minutes ago   Exited   kube-apiserver   17"),
        ok("df -h /var/lib/etcd", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda1        29G   29G     "
                                  "0 100% /"),
        ok("sudo journalctl --vacuum-size=200M && sudo systemctl restart kubelet && sleep 60 && kubectl get nodes",
           "Vacuuming done, freed 6.1G of archived journals from /var/log/journal.\n"
           "NAME         STATUS   ROLES           AGE   VERSION\nk8s-lab-cp   Ready    control-plane   15d   v1.31.1"))
    T.pair("t43-kubeadm-kubeconfig", "l-kadm-apiserver-down", "neither",
           "the kubeconfig is there (6443); the API server died on a full disk: same refusal, another cause")

    T.later(
        "l-kadm-early-k3s", "/home/ubuntu", "2025-03-20T09:00:00Z", "HEAD",
        user("k3s 노드 상태만 봐줘."),
        ok("sudo k3s kubectl get nodes", "NAME    STATUS   ROLES                  AGE   VERSION\n"
           "k3s-1   Ready    control-plane,master   41d   v1.29.4+k3s1"))
    T.pair("t43-kubeadm-kubeconfig", "l-kadm-early-k3s", "neither", "dated before the lesson's source session")


FILLS = [cmake_policy, npm_script_env, kubeadm_kubeconfig]
