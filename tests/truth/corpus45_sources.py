"""Scripted sessions of corpus45, part one: Dhall rendering Kubernetes manifests on Linux, Idris 2 with pack (an
interrupted call, file:line:col errors), Agda's standard library on macOS zsh, Pony with corral for a fish user,
Hyprland config errors (in Korean)."""
from __future__ import annotations

from tests.truth.corpus_makers import INTERRUPTED

DHALL = [
    ("user", "render the manifests from deploy.dhall into out/ and dry-run apply them against the staging cluster"),
    ("bash", "dhall-to-yaml --file deploy.dhall --output out/deploy.yaml",
     "Exit code 1\ndhall: \nError: Expression doesn't match annotation\n\n"
     "{ spec : { replicas : - Natural\n                      + Integer\n         , …\n         }\n, …\n}\n\n"
     "12│         replicas = +3\n\n./deploy.dhall:12:20", True),
    ("say", "`replicas` is annotated `Natural`, but `+3` is an `Integer` literal in Dhall. Dropping the sign."),
    ("edit", "/home/ravi/src/infra-dhall/deploy.dhall", "        replicas = +3", "        replicas = 3"),
    ("bash", "dhall-to-yaml --file deploy.dhall --output out/deploy.yaml && wc -l out/deploy.yaml",
     "148 out/deploy.yaml", False),
    ("bash", "kubectl --context staging apply --dry-run=server -f out/deploy.yaml",
     "Exit code 1\nerror: unable to recognize \"out/deploy.yaml\": Object 'Kind' is missing in '- apiVersion: apps/v1\n"
     "  kind: Deployment\n  metadata:\n    name: ledger-api\n...'", True),
    ("say", "deploy.dhall evaluates to a List, so dhall-to-yaml wrote one YAML sequence and kubectl sees no `kind` at "
            "the top. `--documents` writes each element of a top-level list as its own YAML document."),
    ("bash", "dhall-to-yaml --documents --file deploy.dhall --output out/deploy.yaml && grep -c '^---' out/deploy.yaml",
     "3", False),
    ("bash", "kubectl --context staging apply --dry-run=server -f out/deploy.yaml",
     "deployment.apps/ledger-api created (server dry run)\nservice/ledger-api created (server dry run)\n"
     "configmap/ledger-api-env created (server dry run)", False),
    ("user", "CI runs this in a container with no internet and the prelude import fails there:\n```\n"
             "↳ https://prelude.dhall-lang.org/v23.0.0/package.dhall\n\nError: Remote host not found\n\n"
             "URL: https://prelude.dhall-lang.org/v23.0.0/package.dhall\n```\ncan we avoid that?"),
    ("bash", "grep -n 'prelude.dhall-lang.org' deploy.dhall",
     "1:let Prelude = https://prelude.dhall-lang.org/v23.0.0/package.dhall", False),
    ("say", "Dhall only answers an import from its cache when the import carries an integrity check. Running "
            "`dhall freeze --inplace deploy.dhall` would append `sha256:…` to the Prelude import; with "
            "`~/.cache/dhall` kept between CI jobs it then resolves offline. I have not changed deploy.dhall; say if "
            "you want me to freeze it."),
    ("user", "leave it for now, I'll do it in the CI PR. commit the --documents change"),
    ("bash", "git commit -am \"render manifests as separate YAML documents\"",
     "[main 4e1c0a9] render manifests as separate YAML documents\n 2 files changed, 3 insertions(+), 3 deletions(-)",
     False),
]

IDRIS = [
    ("user", "pack build fails on a fresh checkout of tinyparse, can you fix it"),
    ("bash", "pack build tinyparse.ipkg",
     "Exit code 1\n[ info ] Found local package tinyparse\n[ build ] tinyparse\n"
     "1/3: Building Parser.Core (src/Parser/Core.idr)\nError: Module Data.String.Extra not found\n\n"
     "src/Parser/Core.idr:4:1--4:25\n 1 | module Parser.Core\n 2 | \n 3 | import Data.List\n"
     " 4 | import Data.String.Extra\n     ^^^^^^^^^^^^^^^^^^^^^^^^\n[ fatal ] Error when executing system command.",
     True),
    ("say", "`Data.String.Extra` lives in the `contrib` package, and tinyparse.ipkg only depends on `base`."),
    ("edit", "/home/ines/code/tinyparse/tinyparse.ipkg", "depends = base", "depends = base\n        , contrib"),
    ("bash", "pack build tinyparse.ipkg",
     "[ info ] Found local package tinyparse\n[ build ] tinyparse\n1/3: Building Parser.Core (src/Parser/Core.idr)\n"
     "2/3: Building Parser.List (src/Parser/List.idr)\n3/3: Building Main (src/Main.idr)", False),
    ("say", "Builds. I'll also put the language server in place so the editor picks up contrib."),
    ("bash", "pack install-app idris2-lsp", INTERRUPTED, True),
    ("user", "don't install the LSP here, it rebuilds the compiler and takes twenty minutes. next: the style guide "
             "wants `%default total` in every module, add it to Parser.List"),
    ("edit", "/home/ines/code/tinyparse/src/Parser/List.idr", "module Parser.List\n",
     "module Parser.List\n\n%default total\n"),
    ("bash", "pack typecheck tinyparse.ipkg",
     "Exit code 1\n2/3: Building Parser.List (src/Parser/List.idr)\n"
     "Error: parseMany is not total, possibly not terminating due to recursive path Parser.List.parseMany -> "
     "Parser.List.parseMany\n\nsrc/Parser/List.idr:43:1--43:44\n 43 | parseMany : Parser a -> List Char -> List a\n"
     "      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^", True),
    ("say", "parseMany recurses on whatever input the parser hands back, which Idris cannot see is smaller. The "
            "quickest way through is `assert_total` around the recursive call."),
    ("edit", "/home/ines/code/tinyparse/src/Parser/List.idr", "  Just (x, rest) => x :: parseMany p rest",
     "  Just (x, rest) => x :: assert_total (parseMany p rest)"),
    ("bash", "pack typecheck tinyparse.ipkg 2>&1 | tail -n 3",
     "2/3: Building Parser.List (src/Parser/List.idr)\n3/3: Building Main (src/Main.idr)", False),
    ("user", "hmm, assert_total just tells the checker to trust us. the style guide bans it: give parseMany a Nat "
             "fuel argument or make the parser return a proof the input shrank. not today though, note it"),
    ("write", "/home/ines/code/tinyparse/TODO.md",
     "- Parser.List.parseMany: replace assert_total with a Nat fuel argument (style guide: no assert_total)\n"),
    ("say", "Noted in TODO.md. `assert_total` is still in Parser.List for now."),
]

AGDA = [
    ("user", "agda can't find the standard library since I upgraded it with brew"),
    ("bash", "agda src/Main.agda",
     "Exit code 42\nLibrary 'standard-library-2.1' not found.\nAdd the path to its .agda-lib file to\n"
     "  '/Users/sora/.config/agda/libraries'\nto install.\nInstalled libraries:\n  (none)", True),
    ("bash", "find /opt/homebrew -name 'standard-library*.agda-lib' 2>/dev/null",
     "/opt/homebrew/Cellar/agda/2.7.0.1/lib/agda/standard-library.agda-lib", False),
    ("say", "The libraries file lists .agda-lib paths. I'll point it at the `opt` symlink rather than the Cellar "
            "path, so the next brew upgrade doesn't break it again."),
    ("bash", "mkdir -p ~/.config/agda && echo /opt/homebrew/opt/agda/lib/agda/standard-library.agda-lib "
             "> ~/.config/agda/libraries", "", False),
    ("bash", "agda src/Main.agda",
     "Exit code 42\nLibrary 'standard-library-2.1' not found.\nAdd the path to its .agda-lib file to\n"
     "  '/Users/sora/.config/agda/libraries'\nto install.\nInstalled libraries:\n  standard-library-2.2\n"
     "    (/opt/homebrew/opt/agda/lib/agda/standard-library.agda-lib)", True),
    ("say", "Agda sees the library now, but brew ships 2.2 and proofs.agda-lib still depends on "
            "`standard-library-2.1`."),
    ("edit", "/Users/sora/proofs/proofs.agda-lib", "depend: standard-library-2.1", "depend: standard-library-2.2"),
    ("bash", "agda src/Main.agda",
     "Checking Main (/Users/sora/proofs/src/Main.agda).\n Checking Data.Vec.Extra (/Users/sora/proofs/src/Data/Vec/"
     "Extra.agda).\n Checking Data.Nat.Lemmas (/Users/sora/proofs/src/Data/Nat/Lemmas.agda).", False),
    ("user", "good. also check src/Rewrite/Sandbox.agda, that one never worked for me"),
    ("bash", "agda src/Rewrite/Sandbox.agda",
     "Exit code 42\nChecking Rewrite.Sandbox (/Users/sora/proofs/src/Rewrite/Sandbox.agda).\n"
     "/Users/sora/proofs/src/Rewrite/Sandbox.agda:1,15-26\nCannot set OPTIONS pragma --rewriting with safe flag.\n"
     "when checking the pragma OPTIONS --rewriting", True),
    ("say", "Sandbox.agda turns on `--rewriting`, and proofs.agda-lib sets `flags: --safe` for every module; Agda "
            "refuses the two together. Should I drop `--safe` from the flags in proofs.agda-lib, or move Sandbox "
            "into a second .agda-lib without it?"),
    ("user", "different question: in emacs agda-mode the holes are unreadable on my dark theme, which face is that?"),
    ("say", "Holes use `agda2-highlight-goal-face`; `M-x customize-group RET agda2-highlight RET` lists all of "
            "them."),
]

PONY = [
    ("user", "get the relay building with corral, I added http_server to main.pony"),
    ("bash", "corral run -- ponyc -o build",
     "Exit code 1\nrun: ponyc -o build\n  exit: 1\n  out:\n  err: Building builtin -> "
     "/usr/local/lib/pony/0.58.5/packages/builtin\nBuilding . -> /home/tomas/pony/webhook-relay\nError:\n"
     "/home/tomas/pony/webhook-relay/main.pony:2:1: couldn't locate this path\nuse \"http_server\"\n^", True),
    ("say", "corral.json has no dependency on http_server, so ponyc's search path doesn't include it."),
    ("bash", "corral add github.com/ponylang/http_server.git --version 0.6.1; and corral fetch",
     "fetch: github.com/ponylang/http_server.git @ 0.6.1\nfetch: github.com/ponylang/net_ssl.git @ 1.3.3\n"
     "fetch: github.com/ponylang/valbytes.git @ 0.6.2", False),
    ("bash", "corral run -- ponyc -o build",
     "Exit code 1\nrun: ponyc -o build\n  exit: 1\n  out:\n  err: Building builtin -> "
     "/usr/local/lib/pony/0.58.5/packages/builtin\nBuilding net_ssl -> "
     "/home/tomas/pony/webhook-relay/_corral/github_com_ponylang_net_ssl/net_ssl\nGenerating\n Reachability\n"
     " Selector painting\n Data prototypes\n Writing ./build/webhook-relay.o\nLinking ./build/webhook-relay\n"
     "/usr/bin/ld: ./build/webhook-relay.o: in function `net_ssl_SSLContext_ref_create_oo':\n"
     "webhook-relay:(.text+0x4c1d): undefined reference to `SSL_library_init'\n"
     "/usr/bin/ld: webhook-relay:(.text+0x4c2a): undefined reference to `SSL_load_error_strings'\n"
     "collect2: error: ld returned 1 exit status\nError:\nunable to link: cc -o ./build/webhook-relay -O3 "
     "-march=x86-64 -mtune=generic ./build/webhook-relay.o -lssl -lcrypto -lpthread -ldl -lm", True),
    ("say", "net_ssl builds against the OpenSSL 1.1 API unless told otherwise, and this Ubuntu 24.04 box only has "
            "libssl3. net_ssl switches to the 3.x API with `-Dopenssl_3.0.x`."),
    ("bash", "corral run -- ponyc -Dopenssl_3.0.x -o build",
     "run: ponyc -Dopenssl_3.0.x -o build\n  exit: 0\n  out:\n  err: Building builtin -> "
     "/usr/local/lib/pony/0.58.5/packages/builtin\nGenerating\n Writing ./build/webhook-relay.o\n"
     "Linking ./build/webhook-relay", False),
    ("bash", "./build/webhook-relay --port 8088 & sleep 1; curl -s -o /dev/null -w '%{http_code}\\n' "
             "localhost:8088/health; kill %1", "200", False),
    ("user", "nice, thanks"),
]

HYPR = [
    ("user", "hyprland.conf 수정했는데 모니터 배율이 적용이 안 돼요. 확인해 주세요"),
    ("bash", "hyprctl reload", "ok", False),
    ("bash", "hyprctl configerrors",
     "Config error in file /home/jiwoo/.config/hypr/hyprland.conf at line 3: Invalid scale passed to monitor DP-1, "
     "failed to find a clean divisor. Suggested nearest scale: 1.333333\n"
     "Config error in file /home/jiwoo/.config/hypr/hyprland.conf at line 58: config option "
     "<decoration:drop_shadow> does not exist.", False),
    ("say", "`hyprctl reload`는 설정에 오류가 있어도 `ok`만 출력합니다. 실제 오류는 `hyprctl configerrors`로 봐야 "
            "해요. 두 가지입니다: 3번째 줄의 배율 1.3은 깔끔한 약수가 아니라서 무시되었고, 58번째 줄의 "
            "`drop_shadow`는 0.45부터 `shadow { enabled }` 블록으로 옮겨졌습니다."),
    ("edit", "/home/jiwoo/.config/hypr/hyprland.conf", "monitor = DP-1, 2560x1440@144, 0x0, 1.3",
     "monitor = DP-1, 2560x1440@144, 0x0, 1.333333"),
    ("edit", "/home/jiwoo/.config/hypr/hyprland.conf", "    drop_shadow = true",
     "    shadow {\n        enabled = true\n    }"),
    ("bash", "hyprctl reload && hyprctl configerrors", "ok\n", False),
    ("user", "됐어요! 화면 배율 이제 맞아요. 그리고 커서가 너무 작아요. XCURSOR_SIZE 24로 해 주세요"),
    ("edit", "/home/jiwoo/.config/hypr/hyprland.conf", "env = XCURSOR_SIZE,16", "env = XCURSOR_SIZE,24"),
    ("say", "`env =` 줄은 Hyprland가 시작될 때만 읽혀서, 다시 로그인해야 적용됩니다. 지금 바로 보고 싶으면 "
            "`hyprctl setcursor Bibata-Modern-Ice 24`도 쓸 수 있어요."),
    ("user", "배경화면은 아까 제가 hyprpaper.conf 고쳐서 이제 잘 나와요, 고마워요"),
]

SOURCES = {
    "dhall-k8s": ("/home/ravi/src/infra-dhall", "2026-03-02T09:12:00Z", "main", DHALL),
    "idris2-pack": ("/home/ines/code/tinyparse", "2026-03-03T14:40:00Z", "main", IDRIS),
    "agda-stdlib": ("/Users/sora/proofs", "2026-03-04T20:05:00Z", "main", AGDA),
    "pony-corral": ("/home/tomas/pony/webhook-relay", "2026-03-05T11:30:00Z", "main", PONY),
    "hyprland-ko": ("/home/jiwoo/.config/hypr", "2026-03-06T12:10:00Z", "HEAD", HYPR),
}
