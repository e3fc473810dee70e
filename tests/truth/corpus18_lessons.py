"""Labelled lessons of corpus18, part A (sessions of corpus18_sources.py: Racket, Mill, a Neovim plugin with busted
and LuaRocks, Conan 2, Bevy). Each lesson is written as a model replies it; its labels were written from the session
text before anything judged it."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus18_common import G, K, sid
from tests.truth.corpus18_sources import BEVY, CONAN, MILL, NVIM, RACKET


def _racket() -> list[dict[str, Any]]:
    s = "racket-parsekit"
    return [
        G("001", s, "srfi/13 and racket/string both export string-prefix?: import srfi/13 with only-in",
          "`raco test` fails to compile lexer.rkt with an identifier-already-required error.",
          "Requiring all of srfi/13 beside racket/string.", "Both modules provide `string-prefix?`.",
          "`(require racket/string (only-in srfi/13 string-index))`.",
          "`raco test -p parsekit` → `module: identifier already required` (`also provided by: racket/string`); after "
          "`(require racket/string (only-in srfi/13 string-index))` → `14 tests passed`",
          "real", "edit_then_pass", "the only-in edit is followed by raco test passing 14 tests",
          ["code spans", "arrows", "terse"],
          {"failure": "identifier already required", "fix": "14 tests passed",
           "evidence": "identifier already required"}, category="api_quirk"),
        G("002", s, "Packages using srfi/13 must declare srfi-lite-lib in info.rkt deps",
          "CI's package install complains about a dependency the package never declared.",
          "Assuming `base` covers the srfi libraries.", "srfi/13 comes from the srfi-lite-lib package.",
          "Add it: `(define deps '(\"base\" \"srfi-lite-lib\"))`, check with `raco setup --check-pkg-deps`.",
          f"[{sid(RACKET, 'found undeclared dependency')}] `raco setup --check-pkg-deps --pkgs parsekit` reported "
          "`found undeclared dependency` for `on package: \"srfi-lite-lib\"`; after adding it to `(define deps ...)` "
          f"the same check ran to `raco setup: --- finished ---` [{sid(RACKET, 'raco setup: --- finished ---')}]",
          "real", "rerun_passes", "the dependency check is re-run after the info.rkt edit and finishes clean",
          ["step ids inline", "code spans", "nested quotes", "ellipsis"],
          {"failure": "found undeclared dependency", "fix": "raco setup: --- finished ---",
           "evidence": "found undeclared dependency"}, category="build_config"),
        G("003", s, "Scribble defproc needs a @defmodule before it",
          "`raco scribble` stops with `defproc: no declared exporting libraries for definition`.",
          "Documenting functions without saying which module exports them.",
          "defproc looks up the exporting library from the enclosing defmodule.",
          "Put `@defmodule[parsekit]` at the top of the section.",
          "When I ran `raco scribble --html +m --dest doc scribblings/parsekit.scrbl` it failed with "
          "`defproc: no declared exporting libraries for definition` (in: tokenize). Fix: add `@defmodule[parsekit]` "
          "right after the title.",
          "real", "only_suggested", "the defmodule line is only proposed in prose; the person leaves the docs for "
          "tomorrow and scribble is never re-run", ["chatty prose", "code spans"],
          {"failure": "no declared exporting libraries for definition",
           "fix": "Add `@defmodule[parsekit]` at the top", "evidence": "no declared exporting libraries"}),
        G("004", s, "racket/string plus full srfi/13 import clashes on string-prefix?",
          "Module compile error about a twice-imported identifier.", "Blanket `(require srfi/13)`.",
          "Overlapping exports.", "Use only-in.",
          "`module: identifier imported twice` — `string-prefix?` from srfi/13 and racket/string",
          "invented", "near_miss", "Racket said `identifier already required`, not `imported twice`",
          ["code span", "reworded error"], {"evidence": "identifier already required"}, category="api_quirk"),
        G("005", s, "Declaring srfi-lite-lib also unblocks the parsekit docs build",
          "Undeclared dependency in CI, then scribble errors.", "Fixing only the deps.", "Missing dependency.",
          "Add srfi-lite-lib to info.rkt deps.",
          "after adding srfi-lite-lib to info.rkt deps, `raco scribble --html +m --dest doc scribblings/parsekit.scrbl`"
          " built the manual too",
          "invented", "names_false_claim", "scribble failed with the defproc error after the deps edit and was never "
          "re-run", ["false outcome", "code span"], {"evidence": "raco scribble --html +m"}, category="build_config"),
        K("006", s, "Run raco setup --check-pkg-deps locally before pushing a Racket package",
          "A package passes its tests locally but CI's install finds a missing dependency.",
          "`raco setup --check-pkg-deps --pkgs <pkg>` names each undeclared package and the source needing it.",
          "Local tests use whatever is installed; only the dependency check compares against info.rkt.",
          "`raco setup --check-pkg-deps --pkgs parsekit` prints `found undeclared dependency` with "
          "`dependent source: /home/lotte/src/parsekit/private/lexer.rkt`",
          "real", "knowledge", "command and output are in the dependency check step", ["code spans"],
          {"evidence": "dependent source: /home/lotte/src/parsekit/private/lexer.rkt"}, category="build_config"),
        K("007", s, "Parallelise raco test with -j",
          "Slow Racket test runs.", "Pass `-j N` to raco test.", "Test modules are independent.",
          "`raco test -j 4 -p parsekit` → `14 tests passed`",
          "invented", "invented_detail", "raco test ran without -j; the flag is made up around a real result line",
          ["code spans", "arrow"], {"evidence": "14 tests passed"}),
    ]


def _mill() -> list[dict[str, Any]]:
    s = "mill-geo-tiles"
    return [
        G("008", s, "Scala 3 collections have no View.force: materialise with toList",
          "`./mill tiles.compile` fails after bumping scalaVersion to 3.4.2.",
          "Looking for a compiler flag instead of fixing the call.",
          "`.force` went away with the 2.13 collections Scala 3 uses.", "Replace `.view.force` with `.view.toList`.",
          "```\n[error]    |value force is not a member of scala.collection.View[(Int, Int)]\n```\n"
          f"fixed by `.view.toList`; `./mill tiles.compile` then printed `[info] done compiling` [{sid(MILL, 'done compiling')}]",
          "real", "edit_then_pass", "the edit is followed by a clean tiles.compile",
          ["fenced block", "step id inline", "code spans"],
          {"failure": "value force is not a member", "fix": "[info] done compiling",
           "evidence": "value force is not a member"}, category="api_quirk"),
        G("009", s, "Mill's TestModule.Munit does not add munit itself",
          "`./mill tiles.test` fails to compile: `Not found: munit`.",
          "Expecting the TestModule.Munit mixin to bring the library.", "The test module declares no ivyDeps.",
          "Give the test module `def ivyDeps = Agg(ivy\"org.scalameta::munit:1.0.0\")`.",
          "`./mill tiles.test` failed (`Not found: munit`, `1 targets failed`) until the test module got "
          "`def ivyDeps = Agg(ivy\"org.scalameta::munit:1.0.0\")`; the next `./mill tiles.test` ran all five suite "
          "cases (`+ quadkey round trip 0.003s`).",
          "real", "rerun_passes", "the same mill target is re-run after the build.sc edit and every case passes",
          ["chatty prose", "code spans", "nested quotes"],
          {"failure": "Not found: munit", "fix": "+ quadkey round trip 0.003s", "evidence": "Not found: munit"},
          category="build_config"),
        G("010", s, "Give the Mill server more heap via .mill-jvm-opts for tiles.assembly",
          "`./mill tiles.assembly` dies with OutOfMemoryError.", "Setting JAVA_OPTS, which the server ignores.",
          "The Mill server JVM builds the fat jar in memory.",
          "Write `-Xmx2g` into `.mill-jvm-opts`, `./mill shutdown`, rebuild.",
          f"[{sid(MILL, 'tiles.assembly java.lang')}] `./mill tiles.assembly` → `java.lang.OutOfMemoryError: Java heap "
          f"space`; wrote `.mill-jvm-opts` with `-Xmx2g` [{sid(MILL, '-Xmx2g')}]",
          "real", "never_run", "the options file is written but the server is never restarted nor assembly re-run; "
          "the person leaves for a call", ["step ids inline", "arrow"],
          {"failure": "java.lang.OutOfMemoryError: Java heap space", "fix": "-Xmx2g\n-Xss4m",
           "evidence": "java.lang.OutOfMemoryError: Java heap space"}, category="performance"),
        G("011", s, "mill tiles.test trips over View.force after the Scala 3 bump",
          "Test target fails after the Scala upgrade.", "Fixing only main sources.", "Scala 3 collections.",
          "Use toList.",
          "`./mill tiles.test` failed with `value force is not a member of scala.collection.View[(Int, Int)]`",
          "invented", "other_call_error", "that error came from tiles.compile; tiles.test failed on munit",
          ["code spans", "wrong call"], {"evidence": "./mill tiles.test"}, category="api_quirk"),
        G("012", s, "Mill's default 512m heap is too small for assemblies",
          "Assembly OOM.", "Leaving the default.", "Default heap.", "Raise -Xmx.",
          "`./mill tiles.assembly` died at the default `-Xmx512m` (`java.lang.OutOfMemoryError: Java heap space`); "
          "raising to `-Xmx2g` fixed it",
          "invented", "invented_detail", "no -Xmx512m appears anywhere, and assembly was never re-run",
          ["code spans", "invented flag"], {"evidence": "java.lang.OutOfMemoryError: Java heap space"},
          category="performance"),
        K("013", s, "The ./mill launcher pins its version in .mill-version",
          "Reproducing a Mill build on another machine.",
          "Check `.mill-version` first; the repo-local `./mill` script downloads exactly that version.",
          "Build file syntax differs between Mill releases.",
          "`cat .mill-version` → `0.11.7`, then `./mill tiles.compile`",
          "real", "knowledge", "the version file is printed in the first call", ["code spans", "arrow"],
          {"evidence": "cat .mill-version"}, category="env_setup"),
        K("014", s, "Restart the Mill server after editing .mill-jvm-opts",
          "JVM options for Mill changed.", "`./mill shutdown` before the next build.",
          "The running server keeps its old heap.",
          "After `./mill shutdown` the server came back with `.mill-jvm-opts` applied and `./mill tiles.assembly` "
          "finished.",
          "invented", "names_false_claim", "shutdown is only mentioned; neither it nor the assembly ran again",
          ["false outcome", "code spans"], {"evidence": "./mill shutdown"}),
    ]


def _nvim() -> list[dict[str, Any]]:
    s = "nvim-busted"
    return [
        G("015", s, "busted needs lpath for a Neovim plugin's lua/ directory",
          "busted can't require the plugin's own modules.", "Setting LUA_PATH in the shell profile.",
          "busted only searches `./?.lua` by default.", "Add `.busted` with `lpath = \"lua/?.lua;lua/?/init.lua\"`.",
          "`busted` 실행 시 `module 'quickmarks.store' not found:` 에러 → `.busted` 에 "
          "`lpath = \"lua/?.lua;lua/?/init.lua\"` 추가 후 다시 `busted` → `6 successes / 0 failures / 0 errors / 0 pending`",
          "real", "rerun_passes", "busted is re-run after writing .busted and all six pass",
          ["Korean prose", "code spans", "arrows"],
          {"failure": "module 'quickmarks.store' not found", "fix": "6 successes / 0 failures",
           "evidence": "module 'quickmarks.store' not found"}, category="test_strategy"),
        G("016", s, "LuaRocks 2.4 cannot read rockspec_format 3.0",
          "`luarocks make` fails in CI.", "Editing the rockspec while the old LuaRocks stays.",
          "The apt LuaRocks is 2.4.2.", "Upgrade LuaRocks to 3.x (or drop the 3.0 fields).",
          "`luarocks make --local quickmarks-scm-1.rockspec` → `Error: Rockspec format 3.0 is not supported, please "
          "upgrade LuaRocks.`; `luarocks --version` = `/usr/bin/luarocks 2.4.2`",
          "real", "korean_other", "the upgrade is only offered; the closing 됐어요 thanks for the test fix while the "
          "person defers the CI image", ["code spans", "arrow"],
          {"failure": "Rockspec format 3.0 is not supported", "fix": "LuaRocks 를 3.x 로 올리거나",
           "evidence": "Rockspec format 3.0 is not supported"}, category="env_setup"),
        G("017", s, "busted can't find plugin modules outside ./",
          "Specs fail on require.", "LUA_PATH.", "package.path.", "Configure lpath.",
          "`module 'quickmarks.store' not found in package.path`",
          "invented", "near_miss", "the message ends `not found:` followed by the searched paths",
          ["code span", "reworded error"], {"evidence": "module 'quickmarks.store' not found"},
          category="test_strategy"),
        G("018", s, "Adding .busted also fixes luarocks make for the plugin",
          "Tests and packaging both broken.", "Two separate fixes.", "Path config.", "Write .busted.",
          "`.busted` 파일 추가 후 `luarocks make --local quickmarks-scm-1.rockspec` 도 통과함",
          "invented", "names_false_claim", "luarocks make failed on the rockspec format after .busted existed",
          ["Korean prose", "false outcome"], {"evidence": "luarocks make --local"}),
        K("019", s, "Configure busted for the lua/ layout with a .busted file",
          "Unit-testing a Neovim plugin with busted.",
          "Commit a `.busted` whose `_all` block sets `lpath` to `lua/?.lua;lua/?/init.lua`.",
          "Every busted run, local or CI, then resolves `require('quickmarks.x')` the same way.",
          ["`.busted`: `_all = {` ... `lpath = \"lua/?.lua;lua/?/init.lua\"`",
           "then `busted` → `6 successes / 0 failures`"],
          "real", "knowledge", "the Write of .busted and the passing run", ["evidence list", "code spans"],
          {"evidence": "lpath = \"lua/?.lua;lua/?/init.lua\""}, category="test_strategy"),
        K("020", s, "Install luarocks explicitly in the CI image",
          "CI packaging of a Lua plugin.", "apt-get install luarocks before `luarocks make`.",
          "The CI image had no luarocks at all.",
          "CI 에서 `luarocks: command not found` 가 나서 apt 로 설치해야 했음",
          "invented", "never_seen_error", "luarocks existed (2.4.2); no command-not-found appears",
          ["Korean prose", "code span"], {"evidence": "luarocks --version"}, category="env_setup"),
    ]


def records() -> list[dict[str, Any]]:
    return [*_racket(), *_mill(), *_nvim()]
