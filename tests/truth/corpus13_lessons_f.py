"""Labelled lessons of corpus13, part f: the sessions of corpus13_sources_f.py (OpenMP on macOS with Ollama, in
Korean; Unity batchmode on Windows)."""
from __future__ import annotations

from tests.truth.corpus13_common import gotcha, knowledge, steps


def _g(rid, s, ev, fix, cls, title, evidence, why, phrasing, st, category="tool_quirk", group=None, *,
       symptom, trap, cause, workaround):
    return gotcha(rid, s, ev, fix, cls, title=title, symptom=symptom, trap=trap, cause=cause, workaround=workaround,
                  evidence=evidence, why=why, phrasing=phrasing, st=st, category=category, group=group)


def _k(rid, s, ev, cls, title, evidence, why, phrasing, st, category="env_setup", *, situation, approach, rationale):
    return knowledge(rid, s, ev, cls, title=title, situation=situation, approach=approach, rationale=rationale,
                     evidence=evidence, why=why, phrasing=phrasing, st=st, category=category)


def openmp() -> list:
    s = "openmp-ollama"
    return [
        _g("c13-143", s, "real", "not_shown", "rerun_still_fails",
           "CFLAGS with -Xpreprocessor -fopenmp let Apple clang build OpenMP extensions",
           "`CFLAGS=\"-Xpreprocessor -fopenmp -I/opt/homebrew/opt/libomp/include\"` 를 줘도 다시 "
           "`clang: error: unsupported option '-fopenmp'` 로 실패했다.",
           "the pip install with the CFLAGS fails with the same clang error",
           ["Korean prose around code spans", "double quotes inside a code span", "'again'"],
           steps(failure="unsupported option '-fopenmp'", fix='CFLAGS="-Xpreprocessor -fopenmp'),
           category="build_config", group="c13-omp",
           symptom="pip install -e . on macOS: clang: error: unsupported option '-fopenmp'.",
           trap="The same package builds on Linux.",
           cause="Apple clang has no OpenMP driver support.",
           workaround="brew install libomp and pass the flags through CFLAGS/LDFLAGS."),
        _g("c13-144", s, "real", "shown", "edit_then_pass",
           "setup.py's own -fopenmp must become -Xpreprocessor -fopenmp on macOS",
           "setup.py now uses `[\"-Xpreprocessor\", \"-fopenmp\", \"-I/opt/homebrew/opt/libomp/include\"]` on "
           "darwin; `pip install -e .` → `Successfully installed embed-batch-0.2.0` and `num_threads()` printed 10",
           "the CFLAGS attempt still fails; the setup.py Edits; the install succeeds and the import reports 10 threads",
           ["code span", "double quotes inside a code span", "arrow"],
           steps("Successfully installed embed-batch-0.2.0", "unsupported option '-fopenmp'",
                 'OMP_CFLAGS = ["-Xpreprocessor", "-fopenmp"'),
           category="build_config", group="c13-omp",
           symptom="clang rejects -fopenmp even with CFLAGS set.",
           trap="The environment flags arrive, so the build should work.",
           cause="extra_compile_args appends a bare -fopenmp after CFLAGS.",
           workaround="Platform-specific flags in setup.py: -Xpreprocessor -fopenmp with libomp's include/lib, -lomp."),
        _k("c13-145", s, "real", "knowledge", "Homebrew's libomp is keg-only and lives under opt/libomp",
           "`brew install libomp` says `libomp is keg-only, which means it was not symlinked into /opt/homebrew,`; "
           "`brew --prefix libomp` → `/opt/homebrew/opt/libomp`",
           "the brew install output", ["code span", "arrow"],
           steps("libomp is keg-only"),
           situation="Pointing a build at OpenMP on Apple Silicon.",
           approach="Use $(brew --prefix libomp)/include and /lib explicitly.",
           rationale="Keg-only formulae are not linked into /opt/homebrew/include or lib."),
        _k("c13-146", s, "real", "knowledge", "The Ollama desktop app already serves on 11434",
           "`ollama serve` → `Error: listen tcp 127.0.0.1:11434: bind: address already in use`, because the "
           "menu-bar app already serves; `curl -s localhost:11434/api/tags` listed `nomic-embed-text:latest`",
           "ollama serve fails; the curl shows the running server with the model", ["code span", "arrow"],
           steps("bind: address already in use"), category="tool_quirk",
           situation="ollama serve fails on a Mac with the Ollama app installed.",
           approach="Check curl localhost:11434/api/tags and use the running server.",
           rationale="The app starts its own server on the default port."),
        _g("c13-147", s, "real", "not_shown", "korean_other", "OLLAMA_HOST runs a second Ollama server on another port",
           "`Error: listen tcp 127.0.0.1:11434: bind: address already in use` → `OLLAMA_HOST=127.0.0.1:11500 ollama "
           "serve` 로 두 번째 서버를 띄움; 사용자: \"네 됐어요\"",
           "the command is only suggested in Korean; the person's 됐어요 is about the embeddings",
           ["code span", "arrow", "Korean prose", "person quoted"],
           steps(failure="bind: address already in use", fix="네 됐어요, 임베딩 결과도 잘 나왔어요"),
           symptom="ollama serve: bind: address already in use.",
           trap="The default port is taken by the app's server.",
           cause="Only one server can listen on 127.0.0.1:11434.",
           workaround="OLLAMA_HOST=127.0.0.1:11500 ollama serve, and the same OLLAMA_HOST for clients."),
        _g("c13-148", s, "invented", None, "near_miss", "Apple clang rejects the OpenMP argument",
           "`clang: error: unsupported argument '-fopenmp'`",
           "clang said 'unsupported option', not 'unsupported argument'", ["code span"],
           steps("unsupported option '-fopenmp'"), category="build_config",
           symptom="Build fails.", trap="None.", cause="Apple clang.", workaround="libomp."),
        _g("c13-149", s, "invented", None, "names_false_claim", "brew links libomp into the Homebrew prefix",
           "`brew install libomp` symlinked libomp into /opt/homebrew/lib, so no extra -L was needed",
           "brew said libomp is keg-only and not symlinked", ["code span", "false state"],
           steps("libomp is keg-only"), category="env_setup",
           symptom="Link.", trap="None.", cause="None.", workaround="None."),
        _g("c13-150", s, "invented", None, "other_call_error", "The Ollama tags endpoint is unreachable while the app runs",
           "`curl -s localhost:11434/api/tags` failed with `bind: address already in use`",
           "the curl listed the models; the bind error came from ollama serve",
           ["code span", "wrong attribution"], steps("bind: address already in use"),
           symptom="curl fails.", trap="None.", cause="Port.", workaround="Other port."),
    ]


def unity() -> list:
    s = "unity-batchmode"
    return [
        _k("c13-151", s, "real", "knowledge", "Unity batchmode logs nowhere visible without -logFile -",
           "batchmode exited 1 with no output at all; with `-logFile -` the log went to stdout (`It looks like "
           "another Unity instance is running with this project open.`) — otherwise it lands in "
           "%LOCALAPPDATA%/Unity/Editor/Editor.log",
           "the silent first run and the second run with -logFile -", ["code span", "Windows path with / separators"],
           steps("It looks like another Unity instance is running"), category="debugging_technique",
           situation="A CI Unity build fails with exit 1 and no output.",
           approach="Add -logFile - to the command line.",
           rationale="Batchmode writes its log to Editor.log, not stdout."),
        _g("c13-153", s, "real", "shown", "edit_then_pass", "An editor build script needs using UnityEditor",
           "`Assets\\Editor\\BuildScript.cs(14,9): error CS0103: The name 'EditorUserBuildSettings' does not exist "
           "in the current context` → added `using UnityEditor;` → `Build Finished, Result: Success.`",
           "the compile error; the Edit adds the using; the build succeeds",
           ["code span", "Windows path", "arrows"],
           steps("Build Finished, Result: Success.", "error CS0103", "using UnityEditor;\nusing UnityEngine;"),
           category="build_config",
           symptom="Scripts have compiler errors: CS0103 EditorUserBuildSettings does not exist.",
           trap="The script sits in an Editor folder, so editor APIs seem available.",
           cause="The file lacks using UnityEditor;.",
           workaround="Add using UnityEditor; to BuildScript.cs."),
        _g("c13-154", s, "real", "not_shown", "confirmation_denied",
           "IL2CPP builds on Windows need Visual Studio's Desktop development with C++ workload",
           "IL2CPP: `Error: C++ code builder is unable to build C++ code.` — install the \"Desktop development with "
           "C++\" workload",
           "after the workload install the person reports the same error from CI",
           ["code span", "double quotes", "em dash"],
           steps(failure="C++ code builder is unable to build C++ code",
                 fix="installed the workload via the VS Installer"),
           category="env_setup",
           symptom="IL2CPP build: C++ code builder is unable to build C++ code.",
           trap="Visual Studio is installed.",
           cause="Its C++ workload is missing.",
           workaround="Add the Desktop development with C++ workload and rebuild."),
        _g("c13-155", s, "invented", None, "near_miss", "Unity writes the Windows player under Builds",
           "`Build output: C:\\Users\\rafa\\games\\HexRunner\\Builds\\Windows\\HexRunner.exe`",
           "the output path was Builds\\Win64\\HexRunner.exe", ["code span", "Windows path"],
           steps("Build Finished, Result: Success."), category="build_config",
           symptom="None.", trap="None.", cause="None.", workaround="None."),
        _k("c13-156", s, "invented", "names_false_claim", "Unity batchmode prints its log to stdout",
           "the first batchmode run printed `error CS0103` straight to the terminal",
           "the first run printed nothing; CS0103 appeared only with -logFile - after the editor was closed",
           ["code span", "false attribution"], steps("error CS0103"), category="debugging_technique",
           situation="Debugging a CI Unity build.", approach="Read the terminal output.",
           rationale="Batchmode logs to stdout."),
    ]


def records() -> list:
    return [*openmp(), *unity()]
