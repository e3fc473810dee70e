"""The tenth tracking corpus, part two: lessons F-I (an old apt protoc and proto3 optional, Homebrew on Apple
Silicon off PATH, the Command Line Tools gone after a macOS upgrade, a shared library outside the loader's path).
The label rules are in tracking10_cases.py."""
from __future__ import annotations

from tests.truth.tracking10_cases import B, E, S, U, W, later, lesson, pair, source


# --- F: protoc too old for proto3 optional ---------------------------------------------------------------------

def _optional(path: str) -> str:
    return f"{path}: This file contains proto3 optional fields, but --experimental_allow_proto3_optional was not set."


def _protoc() -> None:
    d = "/home/sam/telemetry"
    source("s-telemetry-protoc", d, "2026-11-04T10:00:00Z", "main",
           U("Regenerate the Python stubs for proto/telemetry/v1/metrics.proto, I added an optional field"),
           B("protoc -I proto --python_out=gen proto/telemetry/v1/metrics.proto",
             "Exit code 1\n" + _optional("telemetry/v1/metrics.proto"), True),
           B("protoc --version; which protoc", "libprotoc 3.12.4\n/usr/bin/protoc"),
           S("apt's protoc 3.12.4 predates stable proto3 optional (3.15). grpcio-tools in the venv bundles a current "
             "protoc, so I'll generate through it."),
           B(".venv/bin/python -m grpc_tools.protoc -I proto --python_out=gen --grpc_python_out=gen "
             "proto/telemetry/v1/metrics.proto", ""),
           B("ls gen/telemetry/v1", "__init__.py\nmetrics_pb2.py\nmetrics_pb2_grpc.py"))
    lesson("t10-protoc-old", "project", "en", "s-telemetry-protoc", "build_config",
           "/usr/bin/protoc (3.12.4 from apt) rejects proto3 optional fields",
           "protoc stops with `This file contains proto3 optional fields, but --experimental_allow_proto3_optional "
           "was not set.`",
           "Generating stubs with the system `protoc` after adding an `optional` field to a .proto.",
           "Ubuntu's protoc is 3.12.4; proto3 optional is only on by default from 3.15.",
           "Use the protoc bundled with grpcio-tools: `python -m grpc_tools.protoc -I proto --python_out=gen "
           "--grpc_python_out=gen <file>.proto` (or put a current protoc release in ~/.local/bin).",
           "protoc -I proto … metrics.proto -> `telemetry/v1/metrics.proto: This file contains proto3 optional "
           "fields…`; `protoc --version` said `libprotoc 3.12.4`. The grpc_tools run "
           "(`.venv/bin/python -m grpc_tools.protoc -I proto --python_out=gen --grpc_python_out=gen "
           "proto/telemetry/v1/metrics.proto`) came back clean and `ls gen/telemetry/v1` listed `metrics_pb2.py`.")

    later("l-telemetry-traces", d, "2026-11-08T10:00:00Z", "feat/traces",
          U("add traces.proto with an optional parent_span_id and generate python"),
          W("proto/telemetry/v1/traces.proto", "syntax = \"proto3\";\npackage telemetry.v1;\n\nmessage Span {\n"
            "  bytes span_id = 1;\n  optional bytes parent_span_id = 2;\n  string name = 3;\n}\n"),
          B("python -m grpc_tools.protoc -I proto --python_out=gen proto/telemetry/v1/traces.proto", ""),
          B("python -c 'from gen.telemetry.v1 import traces_pb2; print(traces_pb2.Span().HasField(\"parent_span_id\"))'",
            "False"))
    pair("t10-protoc-old", "l-telemetry-traces", "applied",
         "generates straight away with python -m grpc_tools.protoc (no venv path, other flags); no optional error")

    later("l-telemetry-release-protoc", d, "2026-11-10T13:00:00Z", "chore/protoc",
          U("install a current protoc for everyone's use in ~/.local/bin and regenerate all stubs with it"),
          B("cd /tmp && curl -sLO https://github.com/protocolbuffers/protobuf/releases/download/v29.3/"
            "protoc-29.3-linux-x86_64.zip && unzip -oq protoc-29.3-linux-x86_64.zip -d ~/.local && "
            "~/.local/bin/protoc --version", "libprotoc 29.3"),
          B("~/.local/bin/protoc -I proto --python_out=gen $(find proto -name '*.proto')", ""),
          B("git status --short gen | head", " M gen/telemetry/v1/metrics_pb2.py\n M gen/telemetry/v1/traces_pb2.py"))
    pair("t10-protoc-old", "l-telemetry-release-protoc", "applied",
         "installs a current protoc release into ~/.local/bin and generates with it; the old protoc never runs")

    o = "/home/sam/telemetry-go"
    later("l-telemetry-go-protoc", o, "2026-11-12T09:00:00Z", "main",
          U("generate the go code for proto/events.proto"),
          B("protoc --go_out=. --go_opt=paths=source_relative proto/events.proto",
            "Exit code 1\n" + _optional("proto/events.proto"), True),
          S("The system protoc is too old for optional fields here as well."))
    pair("t10-protoc-old", "l-telemetry-go-protoc", "recurred",
         "the sibling Go project's protoc run fails with the proto3 optional message on events.proto")

    later("l-telemetry-make-proto", d, "2026-11-14T16:00:00Z", "main",
          U("make proto is failing for me, can you see?"),
          B("make proto", "Exit code 2\nprotoc -I proto --python_out=gen proto/telemetry/v1/logs.proto\n" +
            _optional("telemetry/v1/logs.proto") + "\nmake: *** [Makefile:12: proto] Error 1", True),
          E("Makefile", "\tprotoc -I proto --python_out=gen $<", "\tpython -m grpc_tools.protoc -I proto --python_out=gen $<"),
          B("make proto", "python -m grpc_tools.protoc -I proto --python_out=gen proto/telemetry/v1/logs.proto"))
    pair("t10-protoc-old", "l-telemetry-make-proto", "recurred",
         "make's protoc call fails on logs.proto with the optional-fields message before the Makefile is changed")

    later("l-telemetry-undefined", d, "2026-11-16T11:00:00Z", "main",
          U("add a timestamp to Metric and regenerate"),
          E("proto/telemetry/v1/metrics.proto", "  double value = 3;", "  double value = 3;\n  "
            "google.protobuf.Timestamp at = 4;"),
          B("python -m grpc_tools.protoc -I proto --python_out=gen proto/telemetry/v1/metrics.proto",
            "Exit code 1\ntelemetry/v1/metrics.proto:14:3: \"google.protobuf.Timestamp\" is not defined.", True),
          E("proto/telemetry/v1/metrics.proto", "package telemetry.v1;",
            "package telemetry.v1;\n\nimport \"google/protobuf/timestamp.proto\";"),
          B("python -m grpc_tools.protoc -I proto --python_out=gen proto/telemetry/v1/metrics.proto", ""))
    pair("t10-protoc-old", "l-telemetry-undefined", "applied",
         "generates through grpc_tools from the start; its error is a missing import (another kind)")

    later("l-telemetry-deps-bump", d, "2026-11-18T09:30:00Z", "chore/deps",
          U("bump the python deps that have patch releases"),
          B("pip list --outdated --format=columns | grep -E 'grpcio|protobuf'",
            "grpcio        1.68.0  1.68.1  wheel\ngrpcio-tools  1.68.0  1.68.1  wheel\nprotobuf      5.28.3  5.28.3  wheel"),
          E("requirements.txt", "grpcio-tools==1.68.0", "grpcio-tools==1.68.1"),
          B("pip install -q -r requirements.txt && python -m pytest -q", "14 passed in 0.88s"))
    pair("t10-protoc-old", "l-telemetry-deps-bump", "neither",
         "grpcio-tools only appears as a version bump; no stubs generated, no protoc error")

    later("l-telemetry-go-early", o, "2026-10-29T09:00:00Z", "main",
          U("generate go code"),
          B("protoc --go_out=. proto/events.proto", "Exit code 1\n" + _optional("proto/events.proto"), True))
    pair("t10-protoc-old", "l-telemetry-go-early", "neither",
         "dated before the lesson's source session")


# --- G: Homebrew on Apple Silicon off PATH (global) ---------------------------------------------------------------

NOBREW = "Exit code 127\n(eval):1: command not found: brew"


def _brew() -> None:
    d = "/Users/ana/code/pager"
    source("s-pager-brew", d, "2026-11-05T19:00:00Z", "main",
           U("install jq with brew, I need it for the release script"),
           B("brew install jq", NOBREW, True),
           B("ls -l /opt/homebrew/bin/brew", "lrwxr-xr-x  1 ana  admin  28 Oct 30 10:12 /opt/homebrew/bin/brew -> "
             "../Homebrew/bin/brew"),
           S("Homebrew is installed under /opt/homebrew (Apple Silicon) but that directory isn't on this shell's PATH."),
           B("eval \"$(/opt/homebrew/bin/brew shellenv)\" && brew install jq",
             "==> Fetching jq\n==> Pouring jq--1.7.1.arm64_sequoia.bottle.tar.gz\n🍺  /opt/homebrew/Cellar/jq/1.7.1: "
             "19 files, 1.3MB"))
    lesson("t10-brew-path", "global", "en", "s-pager-brew", "env_setup",
           "Homebrew on Apple Silicon: brew is not on PATH in the agent's shell",
           "`command not found: brew` (exit 127) although Homebrew is installed.",
           "Calling `brew` (or anything it installed) from a non-login shell on an M-series Mac.",
           "On Apple Silicon Homebrew lives in /opt/homebrew/bin, which only `brew shellenv` in ~/.zprofile puts "
           "on PATH; the tool's shell doesn't get it.",
           "Prefix `eval \"$(/opt/homebrew/bin/brew shellenv)\" && brew install <formula>`, or call "
           "`/opt/homebrew/bin/brew` by full path; for good, add that eval line to ~/.zprofile.",
           "\"(eval):1: command not found: brew\" for brew install jq although ls showed /opt/homebrew/bin/brew; "
           "after eval \"$(/opt/homebrew/bin/brew shellenv)\" the same install poured the jq 1.7.1 bottle")

    i = "/Users/ana/code/inbox"
    later("l-inbox-fullpath-brew", i, "2026-11-09T18:00:00Z", "main",
          U("the search script wants ripgrep, get it installed"),
          B("/opt/homebrew/bin/brew install ripgrep", "==> Pouring ripgrep--14.1.1.arm64_sequoia.bottle.tar.gz\n"
            "🍺  /opt/homebrew/Cellar/ripgrep/14.1.1: 12 files, 6.4MB"),
          B("/opt/homebrew/bin/rg --version | head -1", "ripgrep 14.1.1"),
          B("./scripts/search.sh TODO | wc -l", "      23"))
    pair("t10-brew-path", "l-inbox-fullpath-brew", "applied",
         "calls brew by its /opt/homebrew/bin full path in another project; no command-not-found")

    later("l-pager-export-path", d, "2026-11-11T20:00:00Z", "chore/node22",
          U("upgrade node via brew to 22 and run the tests"),
          B("export PATH=\"/opt/homebrew/bin:/opt/homebrew/sbin:$PATH\"; brew upgrade node",
            "==> Upgrading 1 outdated package:\nnode 22.11.0 -> 22.12.0\n🍺  /opt/homebrew/Cellar/node/22.12.0: "
            "2,603 files, 74.5MB"),
          B("npm test", "> pager@2.1.0 test\n> vitest run\n\n Test Files  11 passed (11)\n      Tests  87 passed (87)"))
    pair("t10-brew-path", "l-pager-export-path", "applied",
         "puts /opt/homebrew/bin on PATH with export before calling brew; it works")

    later("l-dotfiles-zprofile", "/Users/ana/dotfiles", "2026-11-13T21:00:00Z", "main",
          U("make brew work in every new shell please"),
          B("cat ~/.zprofile", "export EDITOR=nvim"),
          E("/Users/ana/.zprofile", "export EDITOR=nvim", "export EDITOR=nvim\neval \"$(/opt/homebrew/bin/brew shellenv)\""),
          B("zsh -lc 'brew --version | head -1'", "Homebrew 4.4.11"))
    pair("t10-brew-path", "l-dotfiles-zprofile", "applied",
         "edits ~/.zprofile with the shellenv line and checks brew in a login shell; no error")

    k = "/Users/ana/code/pager-infra"
    later("l-infra-bundle", k, "2026-11-15T17:00:00Z", "main",
          U("install the tools from the Brewfile"),
          B("cat Brewfile", "brew \"terraform\"\nbrew \"tflint\"\nbrew \"awscli\""),
          B("brew bundle --file=Brewfile", NOBREW, True),
          S("brew isn't on PATH in this shell; the Homebrew prefix on this Mac is /opt/homebrew."))
    pair("t10-brew-path", "l-infra-bundle", "recurred",
         "brew bundle in a sibling project: command not found: brew")

    later("l-pager-services", d, "2026-11-17T08:30:00Z", "main",
          U("start redis via brew services, the integration tests need it"),
          B("brew services start redis", NOBREW, True),
          B("/opt/homebrew/bin/brew services start redis", "==> Successfully started `redis` (label: homebrew.mxcl.redis)"),
          B("npm run test:int", " Test Files  3 passed (3)\n      Tests  19 passed (19)"))
    pair("t10-brew-path", "l-pager-services", "recurred",
         "brew services fails with command not found: brew before the full-path call")

    later("l-pager-no-formula", d, "2026-11-19T09:00:00Z", "main",
          U("install pgcli 4 with brew"),
          B("eval \"$(/opt/homebrew/bin/brew shellenv)\"; brew install pgcli@4",
            "Exit code 1\nWarning: No available formula with the name \"pgcli@4\". Did you mean pgcli?\n"
            "==> Searching for similarly named formulae and casks...", True),
          B("eval \"$(/opt/homebrew/bin/brew shellenv)\"; brew install pgcli", "🍺  /opt/homebrew/Cellar/pgcli/4.1.0: "
            "1,204 files, 15.2MB"))
    pair("t10-brew-path", "l-pager-no-formula", "applied",
         "brew shellenv is evaluated first and brew runs; the failure is a formula name (another kind)")

    later("l-inbox-pnpm", i, "2026-11-20T10:00:00Z", "main",
          U("install deps with pnpm"),
          B("pnpm install", "Exit code 127\n(eval):1: command not found: pnpm", True),
          B("corepack enable && pnpm install", "Lockfile is up to date, resolution step is skipped\n"
            "Packages: +412\nDone in 6.1s"))
    pair("t10-brew-path", "l-inbox-pnpm", "neither",
         "command not found for pnpm (not a Homebrew tool; corepack fixes it); brew is never involved")


# --- H: the Command Line Tools gone after a macOS upgrade (Japanese, fix only in prose) -------------------------

XCRUN = ("xcrun: error: invalid active developer path (/Library/Developer/CommandLineTools), missing xcrun at: "
         "/Library/Developer/CommandLineTools/usr/bin/xcrun")


def _xcode() -> None:
    d = "/Users/ken/dev/kiosk"
    source("s-kiosk-xcrun", d, "2026-11-06T02:00:00Z", "main",
           U("macOS を 15.2 に上げた。git status 見て"),
           B("git status", "Exit code 1\n" + XCRUN, True),
           S("OS アップデートでコマンドラインツールが消えています。インストーラを起動します。"),
           B("xcode-select --install", "xcode-select: note: install requested for command line developer tools"),
           U("インストール終わりました"),
           B("git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, "
             "working tree clean"))
    lesson("t10-xcode-clt", "global", "ja", "s-kiosk-xcrun", "env_setup",
           "macOS アップデート後に git や make が xcrun エラーで動かない",
           "`xcrun: error: invalid active developer path (/Library/Developer/CommandLineTools)` が出て git も動かない。",
           "macOS のメジャー/マイナーアップデート直後に git、make、clang などを使う。",
           "アップデートでコマンドラインツールが削除され、/usr/bin の git などのスタブが xcrun を見つけられない。",
           "コマンドラインツールを入れ直す。xcode-select にインストール用のオプションを付けて実行し、表示されるダイアログで"
           "インストールを完了させてから、失敗したコマンドをもう一度実行する。",
           "git status → `invalid active developer path` / `missing xcrun at: "
           "/Library/Developer/CommandLineTools/usr/bin/xcrun`。`xcode-select --install` "
           "(`install requested for command line developer tools`) のあと再実行すると `nothing to commit, working tree "
           "clean`。")

    p = "/Users/ken/dev/printer-bridge"
    later("l-printer-install-first", p, "2026-11-12T03:00:00Z", "main",
          U("Sequoia 15.3 にアップデートしたばかり。ビルドの前に開発ツールを確認して、make して"),
          B("xcode-select --install", "xcode-select: note: install requested for command line developer tools"),
          U("入れました"),
          B("make", "cc -O2 -Wall -o bridge src/main.c src/usb.c -framework IOKit\nbuilt ./bridge"))
    pair("t10-xcode-clt", "l-printer-install-first", "applied",
         "reinstalls the command line tools right after the upgrade before any build; make works")

    c = "/Users/ken/dev/cashbox"
    later("l-cashbox-clt-first", c, "2026-11-13T01:00:00Z", "main",
          U("15.3 のアップデートが入った。念のためツールを入れ直してからテストして"),
          B("xcode-select --install", "Exit code 1\nxcode-select: note: Command line tools are already installed. Use "
            "\"Software Update\" in System Settings or the softwareupdate command line interface to install updates",
            True),
          B("make test", "cc -O2 -o tests/run tests/run.c src/ledger.c\n./tests/run\n31 tests, 0 failures"))
    pair("t10-xcode-clt", "l-cashbox-clt-first", "applied",
         "runs the reinstall first (the tools turn out to be there) and builds; no xcrun error before or after")

    later("l-printer-make-xcrun", p, "2026-11-15T04:00:00Z", "feat/usb-retry",
          U("make test"),
          B("make test", "Exit code 2\ncc -O2 -Wall -o tests/run tests/run.c src/usb.c -framework IOKit\n" + XCRUN +
            "\nmake: *** [tests/run] Error 1", True),
          S("コマンドラインツールがまた消えています。"))
    pair("t10-xcode-clt", "l-printer-make-xcrun", "recurred",
         "make's cc call fails with the invalid active developer path message in another project")

    later("l-kiosk-python-venv", d, "2026-11-17T05:30:00Z", "main",
          U("スクリプト用に venv 作って"),
          B("python3 -m venv .venv", "Exit code 1\n" + XCRUN, True),
          B("xcode-select --install", "xcode-select: note: install requested for command line developer tools"),
          U("完了"),
          B("python3 -m venv .venv && .venv/bin/python --version", "Python 3.9.6"))
    pair("t10-xcode-clt", "l-kiosk-python-venv", "recurred",
         "the python3 stub fails with the xcrun invalid developer path error, then the reinstall")

    later("l-kiosk-simctl", d, "2026-11-19T06:00:00Z", "feat/ios-preview",
          U("iOS シミュレータの一覧を出して"),
          B("xcrun simctl list devices", "Exit code 72\nxcrun: error: unable to find utility \"simctl\", not a developer "
            "tool or in PATH", True),
          S("simctl は Xcode 本体に入っているツールなので、コマンドラインツールだけでは使えません。Xcode を App Store から入れて、"
            "xcode-select -s で切り替える必要があります。"))
    pair("t10-xcode-clt", "l-kiosk-simctl", "neither",
         "an xcrun error of another kind (simctl needs full Xcode); the tools are present")

    later("l-kiosk-early", d, "2026-10-27T02:00:00Z", "main",
          U("git log 見せて"),
          B("git log --oneline -3", "Exit code 1\n" + XCRUN, True))
    pair("t10-xcode-clt", "l-kiosk-early", "neither",
         "dated before the lesson's source session")

    later("l-printer-clean-build", p, "2026-11-21T07:00:00Z", "main",
          U("warning を直してビルド"),
          E("src/usb.c", "int i;", "size_t i;"),
          B("make clean && make", "rm -f bridge\ncc -O2 -Wall -o bridge src/main.c src/usb.c -framework IOKit\n"
            "built ./bridge"))
    pair("t10-xcode-clt", "l-printer-clean-build", "neither",
         "make and cc run fine; no xcrun error and no reinstall")


# --- I: a shared library outside the loader's path -------------------------------------------------------------

def _nolib(binary: str, lib: str) -> str:
    return (f"Exit code 127\n{binary}: error while loading shared libraries: {lib}: cannot open shared object file: "
            "No such file or directory")


def _ldpath() -> None:
    d = "/home/raj/thumbs"
    source("s-thumbs-ldpath", d, "2026-11-07T11:00:00Z", "main",
           U("build thumbd and run its selftest"),
           B("cmake --build build -j8 2>&1 | tail -1", "[100%] Built target thumbd"),
           B("./build/thumbd --selftest", _nolib("./build/thumbd", "libvips.so.42"), True),
           B("ldconfig -p | grep -c vips; ls /opt/vips-8.16/lib | head -3",
             "0\nlibvips-cpp.so.42\nlibvips.so.42\nlibvips.so.42.18.2"),
           S("libvips was built into /opt/vips-8.16, which the dynamic loader doesn't search."),
           B("LD_LIBRARY_PATH=/opt/vips-8.16/lib ./build/thumbd --selftest", "selftest: 12/12 ok"))
    lesson("t10-ld-library-path", "project", "en", "s-thumbs-ldpath", "build_config",
           "thumbd can't find libvips.so.42 at run time",
           "`error while loading shared libraries: libvips.so.42: cannot open shared object file`",
           "running the freshly built thumbd (or any binary linked to the /opt libvips) directly",
           "libvips is installed under /opt/vips-8.16/lib; ldconfig doesn't know that dir (ldconfig -p shows no vips)",
           "`LD_LIBRARY_PATH=/opt/vips-8.16/lib:$LD_LIBRARY_PATH ./build/<binary>` or export it; permanent: a file "
           "in /etc/ld.so.conf.d with that dir, then `sudo ldconfig`",
           "./build/thumbd --selftest → `libvips.so.42: cannot open shared object file` → "
           "`LD_LIBRARY_PATH=/opt/vips-8.16/lib ./build/thumbd --selftest` → `selftest: 12/12 ok`, loader no longer "
           "complained")

    later("l-thumbs-export-serve", d, "2026-11-10T11:00:00Z", "feat/webp",
          U("add webp output and try it against the running server"),
          E("src/encode.cc", "  if (fmt == \"png\")", "  if (fmt == \"webp\") return vips_webpsave_buffer(img, out, "
            "len, NULL);\n  if (fmt == \"png\")"),
          B("cmake --build build -j8 2>&1 | tail -1", "[100%] Built target thumbd"),
          B("export LD_LIBRARY_PATH=/opt/vips-8.16/lib && (./build/thumbd --port 8088 &) && sleep 1 && "
            "curl -s -o /tmp/t.webp -w '%{http_code} %{content_type}\\n' 'localhost:8088/thumb?src=fixtures/cat.jpg&fmt=webp'",
            "200 image/webp"))
    pair("t10-ld-library-path", "l-thumbs-export-serve", "applied",
         "exports LD_LIBRARY_PATH before starting thumbd; it serves without a loader error")

    later("l-thumbs-ldconfig", d, "2026-11-12T12:00:00Z", "chore/ldconf",
          U("make the vips libs findable system-wide so we stop prefixing commands"),
          B("echo /opt/vips-8.16/lib | sudo tee /etc/ld.so.conf.d/vips.conf && sudo ldconfig && "
            "ldconfig -p | grep -c vips", "/opt/vips-8.16/lib\n4"),
          B("./build/thumbd --selftest", "selftest: 12/12 ok"))
    pair("t10-ld-library-path", "l-thumbs-ldconfig", "applied",
         "registers the /opt dir in ld.so.conf.d and runs ldconfig, then the binary runs; no loader error")

    later("l-thumbs-ctl", d, "2026-11-14T13:00:00Z", "main",
          U("try the new thumbctl resize command on fixtures/dog.png"),
          B("./build/thumbctl resize fixtures/dog.png 128", _nolib("./build/thumbctl", "libvips-cpp.so.42"), True),
          B("LD_LIBRARY_PATH=/opt/vips-8.16/lib ./build/thumbctl resize fixtures/dog.png 128",
            "wrote fixtures/dog.128.png (128x96)"))
    pair("t10-ld-library-path", "l-thumbs-ctl", "recurred",
         "another binary (thumbctl) fails to load libvips-cpp.so.42 before the prefix")

    b = "/home/raj/thumbs-bench"
    later("l-bench-nolib", b, "2026-11-16T14:00:00Z", "main",
          U("run the resize benchmark"),
          B("cmake --build build && ./build/bench --iterations 200", "[100%] Built target bench\n" +
            _nolib("./build/bench", "libvips.so.42"), True),
          S("The loader can't find libvips from /opt here either."))
    pair("t10-ld-library-path", "l-bench-nolib", "recurred",
         "the sibling benchmark binary cannot open libvips.so.42")

    later("l-thumbs-build02", d, "2026-11-17T09:00:00Z", "main",
          U("deploy the new build to build-02 and run the selftest there"),
          B("rsync -a build/thumbd build-02:thumbs/ && ssh build-02 'thumbs/thumbd --selftest'",
            _nolib("thumbs/thumbd", "libvips.so.42"), True),
          B("ssh build-02 'ls /opt/vips-8.16/lib | head -1'", "libvips-cpp.so.42"),
          S("Same loader problem on build-02; the libs are in /opt there too."))
    pair("t10-ld-library-path", "l-thumbs-build02", "recurred",
         "on another host (build-02) thumbd fails to load libvips.so.42")

    later("l-thumbs-glibc", d, "2026-11-18T15:00:00Z", "main",
          U("run the thumbd binary that CI built"),
          B("curl -sLo /tmp/thumbd-ci https://ci.internal/artifacts/thumbd/latest && chmod +x /tmp/thumbd-ci && "
            "LD_LIBRARY_PATH=/opt/vips-8.16/lib /tmp/thumbd-ci --selftest",
            "Exit code 1\n/tmp/thumbd-ci: /lib/x86_64-linux-gnu/libc.so.6: version `GLIBC_2.39' not found (required "
            "by /tmp/thumbd-ci)", True),
          S("CI builds on a newer distro than this box; the local build is the one to use."))
    pair("t10-ld-library-path", "l-thumbs-glibc", "applied",
         "the run carries LD_LIBRARY_PATH=/opt/vips-8.16/lib; the failure is a glibc version (another kind), not "
         "a missing libvips")

    later("l-thumbs-env-grep", d, "2026-11-20T16:00:00Z", "main",
          U("why is the CUDA sample slow? check what env the shell has"),
          B("env | grep -E '^(LD_LIBRARY_PATH|CUDA)'", "LD_LIBRARY_PATH=/usr/local/cuda-12.6/lib64\n"
            "CUDA_VISIBLE_DEVICES=0"),
          B("nvidia-smi --query-gpu=name,clocks.sm --format=csv,noheader", "NVIDIA RTX A2000, 210 MHz"),
          S("The GPU sits at idle clocks; nothing is wrong with the environment."))
    pair("t10-ld-library-path", "l-thumbs-env-grep", "neither",
         "LD_LIBRARY_PATH only shows in an env listing about CUDA; thumbd is not run and no library is missing")


def build_second_half() -> None:
    _protoc()
    _brew()
    _xcode()
    _ldpath()
