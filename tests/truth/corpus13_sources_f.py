"""Scripted sessions of corpus13, part f: OpenMP with Apple clang and a local Ollama server (the person writes
Korean), Unity batch builds on Windows."""
from __future__ import annotations

from tests.truth.corpus13_common import B, E, F, S, U

OMP_FAIL = """      building 'embed_batch._kernels' extension
      clang -fno-strict-overflow -Wsign-compare -DNDEBUG -O3 -Wall -I/Users/hana/ml/embed-batch/.venv/include -I/opt/homebrew/opt/python@3.12/Frameworks/Python.framework/Versions/3.12/include/python3.12 -c src/kernels.c -o build/temp.macosx-14.0-arm64-cpython-312/src/kernels.o -fopenmp
      clang: error: unsupported option '-fopenmp'
      error: command '/usr/bin/clang' failed with exit code 1
      [end of output]

  note: This error originates from a subprocess, and is likely not a problem with pip.
error: subprocess-exited-with-error"""


def openmp_ollama() -> list:
    cflags = 'CFLAGS="-Xpreprocessor -fopenmp -I/opt/homebrew/opt/libomp/include" ' \
             'LDFLAGS="-L/opt/homebrew/opt/libomp/lib -lomp"'
    return [
        U("맥에서 `pip install -e .` 하면 -fopenmp 에러가 나요. 리눅스에서는 잘 돼요."),
        F("pip install -e . 2>&1 | tail -n 9", 1, OMP_FAIL),
        S("Apple's clang ships without an OpenMP runtime and rejects `-fopenmp` as a driver flag. The usual "
          "route is Homebrew's libomp plus `-Xpreprocessor -fopenmp`:"),
        B("brew install libomp && brew --prefix libomp",
          "==> Pouring libomp--18.1.6.arm64_sonoma.bottle.tar.gz\n==> Caveats\nlibomp is keg-only, which means "
          "it was not symlinked into /opt/homebrew,\nbecause it can override GCC headers and result in broken "
          "builds.\n/opt/homebrew/opt/libomp"),
        F(f"{cflags} pip install -e . 2>&1 | tail -n 6", 1,
          "      clang: error: unsupported option '-fopenmp'\n"
          "      error: command '/usr/bin/clang' failed with exit code 1\n      [end of output]\n\n"
          "  note: This error originates from a subprocess, and is likely not a problem with pip.\n"
          "error: subprocess-exited-with-error"),
        S("Same error: the CFLAGS arrive, but `setup.py` appends a bare `-fopenmp` from `extra_compile_args` "
          "after them, and that's the flag clang rejects. Making the flags platform-specific:"),
        E("/Users/hana/ml/embed-batch/setup.py",
          '    extra_compile_args=["-O3", "-fopenmp"],\n    extra_link_args=["-fopenmp"],',
          '    extra_compile_args=["-O3", *OMP_CFLAGS],\n    extra_link_args=OMP_LDFLAGS,'),
        E("/Users/hana/ml/embed-batch/setup.py", "from setuptools import Extension, setup",
          "import sys\n\nfrom setuptools import Extension, setup\n\nif sys.platform == \"darwin\":\n"
          "    OMP_CFLAGS = [\"-Xpreprocessor\", \"-fopenmp\", \"-I/opt/homebrew/opt/libomp/include\"]\n"
          "    OMP_LDFLAGS = [\"-L/opt/homebrew/opt/libomp/lib\", \"-lomp\"]\nelse:\n"
          "    OMP_CFLAGS = [\"-fopenmp\"]\n    OMP_LDFLAGS = [\"-fopenmp\"]"),
        B("pip install -e . 2>&1 | tail -n 1 && python -c 'import embed_batch; print(embed_batch.num_threads())'",
          "Successfully installed embed-batch-0.2.0\n10"),
        S("Builds, and the kernels see 10 OpenMP threads (the M2 Pro's cores)."),
        U("좋아요! 이제 임베딩 돌려볼게요. 근데 `ollama serve` 하면 에러가 나요"),
        F("ollama serve", 1, "Error: listen tcp 127.0.0.1:11434: bind: address already in use"),
        B("curl -s localhost:11434/api/tags | head -c 120",
          '{"models":[{"name":"nomic-embed-text:latest","model":"nomic-embed-text:latest","modified_at":'
          '"2026-03-01T10:02:11'),
        S("The Ollama menu-bar app already runs the server on 11434 and answers `/api/tags` with your "
          "`nomic-embed-text` model, so there's no need for `ollama serve`; the script can use it directly."),
        B("python scripts/embed.py --model nomic-embed-text --input data/docs.jsonl",
          "embedded 5000 docs in 41.3s -> out/embeddings.npy"),
        U("두 번째 서버를 다른 포트로 띄울 수도 있어요? 실험용으로요"),
        S("네, `OLLAMA_HOST=127.0.0.1:11500 ollama serve` 로 띄우면 두 번째 서버가 11500 포트를 씁니다. 클라이언트 쪽도 "
          "같은 `OLLAMA_HOST` 를 설정해야 해요."),
        U("네 됐어요, 임베딩 결과도 잘 나왔어요. 고마워요!"),
    ]


UNITY = '"/c/Program Files/Unity/Hub/Editor/2022.3.21f1/Editor/Unity.exe"'
ARGS = "-batchmode -quit -projectPath . -executeMethod BuildScript.BuildWindows"


def unity() -> list:
    return [
        U("our CI build script for Unity fails silently: exit 1 and no log at all"),
        F(f"{UNITY} {ARGS}", 1, ""),
        S("In batchmode Unity writes its log to `%LOCALAPPDATA%\\Unity\\Editor\\Editor.log`, not stdout. "
          "`-logFile -` sends it to stdout:"),
        F(f"{UNITY} {ARGS} -logFile - 2>&1 | tail -n 8", 1,
          "It looks like another Unity instance is running with this project open.\n\n"
          "Multiple Unity instances cannot open the same project.\n\n"
          "Project: C:/Users/rafa/games/HexRunner\nAborting batchmode due to failure:\n"
          "Multiple Unity instances cannot open the same project."),
        S("The editor you have open holds the project lock. Close it and I'll run the build again."),
        U("closed the editor"),
        F(f"{UNITY} {ARGS} -logFile - 2>&1 | grep -E 'error|Aborting'", 1,
          "Assets\\Editor\\BuildScript.cs(14,9): error CS0103: The name 'EditorUserBuildSettings' does not "
          "exist in the current context\nAborting batchmode due to failure:\nScripts have compiler errors."),
        S("`BuildScript.cs` uses `EditorUserBuildSettings` without `using UnityEditor;`:"),
        E("C:\\Users\\rafa\\games\\HexRunner\\Assets\\Editor\\BuildScript.cs", "using UnityEngine;",
          "using UnityEditor;\nusing UnityEngine;"),
        B(f"{UNITY} {ARGS} -logFile - 2>&1 | grep -E 'Build Finished|output|Exiting'",
          "Build Finished, Result: Success.\n"
          "Build output: C:\\Users\\rafa\\games\\HexRunner\\Builds\\Win64\\HexRunner.exe\n"
          "Exiting batchmode successfully now!"),
        U("great. can we switch to IL2CPP for release builds?"),
        E("C:\\Users\\rafa\\games\\HexRunner\\Assets\\Editor\\BuildScript.cs",
          "        var options = new BuildPlayerOptions();",
          "        PlayerSettings.SetScriptingBackend(BuildTargetGroup.Standalone, ScriptingImplementation.IL2CPP);\n"
          "        var options = new BuildPlayerOptions();"),
        F(f"{UNITY} {ARGS} -logFile - 2>&1 | grep -E 'C\\+\\+|Aborting'", 1,
          "Error: C++ code builder is unable to build C++ code. In order to build C++ code for Windows Desktop, "
          "you need Visual Studio 2019 or newer with \"Desktop development with C++\" workload installed.\n"
          "Aborting batchmode due to failure:"),
        S("IL2CPP compiles the generated C++ with MSVC, and this machine's Visual Studio has no C++ workload. "
          "Add \"Desktop development with C++\" in the Visual Studio Installer, then run the build again."),
        U("installed the workload via the VS Installer, rebooted"),
        S("Did the IL2CPP build go through on your side after the reboot?"),
        U("no — same 'C++ code builder is unable to build C++ code' error from CI"),
    ]


def sources() -> dict:
    return {
        "openmp-ollama": ("/Users/hana/ml/embed-batch", "2026-03-11T13:30:00Z", "mac-build", openmp_ollama()),
        "unity-batchmode": ("C:\\Users\\rafa\\games\\HexRunner", "2026-03-12T10:10:00Z", "ci", unity()),
    }
