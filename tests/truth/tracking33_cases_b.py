"""Cases of the thirty-third tracking corpus, part b: tlmgr refusing a TeX Live older than its repository (a
Korean lesson, in zsh), codesign's errSecInternalComponent over SSH while the keychain is locked, and certutil
refusing to overwrite an existing output file (a Korean lesson, in cmd). The rules are in tracking33_cases.py."""
from __future__ import annotations

from tests.truth.tracking33_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write

# ---------------------------------------------------------------------------------------------------------
# 4. tlmgr on a TeX Live older than the current release (a historic repository), a Korean lesson

HISTORIC23 = "https://ftp.math.utah.edu/pub/tex/historic/systems/texlive/2023/tlnet-final"


def tl_old(local: int, remote: int) -> str:
    return (f"tlmgr: Local TeX Live ({local}) is older than remote repository ({remote}).\nCross release updates are "
            "only supported with\n  update-tlmgr-latest(.sh/.exe) --update\nSee https://tug.org/texlive/upgrade.html "
            "for details.")


def tlmgr() -> None:
    T.source("s-tlmgr-historic", "/Users/minji/thesis", "2026-02-16T05:40:00Z", "main",
             user("논문 빌드에 kotex-utf 패키지가 필요해. tlmgr로 설치해줘. (맥북, zsh)"),
             ok("tlmgr --version", "tlmgr revision 66457 (2023-03-08 00:07:12 +0100)\ntlmgr using installation: "
                "/Users/minji/texlive/2023\nTeX Live (https://tug.org/texlive) version 2023"),
             err("tlmgr install kotex-utf", tl_old(2023, 2024)),
             say("설치된 TeX Live는 2023인데 기본 저장소는 이미 2024라서 tlmgr가 설치를 거부합니다. 2023년의 동결된 "
                 "historic 저장소를 기본값으로 지정하겠습니다."),
             ok(f"tlmgr option repository {HISTORIC23} && tlmgr install kotex-utf",
                f"tlmgr: setting default package repository to {HISTORIC23}\ntlmgr: package repository {HISTORIC23} "
                "(not verified: gpg unavailable)\n[1/1, ??:??/??:??] install: kotex-utf [1240k]\nrunning mktexlsr ...\n"
                "done running mktexlsr.\ntlmgr: package log updated: /Users/minji/texlive/2023/texmf-var/web2c/tlmgr.log"))
    T.lesson("t33-tlmgr-historic", "global", "ko", "s-tlmgr-historic", "workflow",
             "오래된 TeX Live에서 tlmgr install이 원격 저장소 연도와 달라 거부됨",
             "`tlmgr install kotex-utf`가 `tlmgr: Local TeX Live (2023) is older than remote repository (2024).`를 "
             "출력하고 아무것도 설치하지 않는다.",
             "tlmgr도 네트워크도 멀쩡해서 패키지 이름이나 미러 문제처럼 보인다. 메시지가 권하는 "
             "update-tlmgr-latest는 연도 간 업그레이드용이라 패키지 하나 설치하는 데에는 맞지 않다.",
             "기본 저장소(mirror.ctan.org의 tlnet)는 항상 최신 연도의 TeX Live를 가리키고, tlmgr는 설치된 것과 "
             "다른 연도의 저장소에서는 설치도 업데이트도 하지 않는다.",
             "설치된 연도의 동결된 historic 저장소를 쓴다. `tlmgr option repository <historic URL>`로 기본값을 "
             "바꾸거나, 한 번만 쓸 때는 `tlmgr --repository <historic URL> install …`로 지정한다 (2023이면 "
             f"{HISTORIC23}, 다른 historic 미러도 된다).",
             ["`tlmgr install kotex-utf` 실패: `tlmgr: Local TeX Live (2023) is older than remote repository (2024).`",
              f"`tlmgr option repository {HISTORIC23} && tlmgr install kotex-utf` 후 `install: kotex-utf` 성공"])

    T.later("l-tl-chemnitz", "/Users/minji/thesis", "2026-02-27T13:05:00Z", "ch3-references",
            user("참고문헌 스타일을 APA로 바꾸려면 biblatex-apa가 필요해. 설치하고 빌드까지 해줘."),
            ok("tlmgr --repository https://ftp.tu-chemnitz.de/pub/tug/historic/systems/texlive/2023/tlnet-final "
               "install biblatex-apa",
               "tlmgr: package repository https://ftp.tu-chemnitz.de/pub/tug/historic/systems/texlive/2023/tlnet-final "
               "(not verified: gpg unavailable)\n[1/1, ??:??/??:??] install: biblatex-apa [164k]\nrunning mktexlsr ...\n"
               "done running mktexlsr."),
            edit("/Users/minji/thesis/main.tex", "\\usepackage[style=authoryear]{biblatex}",
                 "\\usepackage[style=apa]{biblatex}"),
            ok("latexmk -xelatex -interaction=nonstopmode main.tex | tail -2",
               "Output written on main.pdf (84 pages).\nLatexmk: All targets (main.pdf) are up-to-date"))
    T.pair("t33-tlmgr-historic", "l-tl-chemnitz", "applied",
           "installs through --repository pointing at a 2023 historic mirror, the one-shot spelling; no error")

    T.later("l-tl-2024", "/home/minji/slides", "2026-04-08T02:10:00Z", "main",
            user("새 리눅스 노트북(TeX Live 2024)에서 발표 자료 빌드하는데 beamertheme-metropolis가 없대. 설치해줘."),
            err("tlmgr install beamertheme-metropolis", tl_old(2024, 2025)),
            say("2024 설치본이라 2025 저장소에서 거부됩니다. 2024 historic 저장소로 설치하겠습니다."),
            ok("tlmgr --repository https://ftp.math.utah.edu/pub/tex/historic/systems/texlive/2024/tlnet-final install "
               "beamertheme-metropolis", "[1/1, ??:??/??:??] install: beamertheme-metropolis [43k]\nrunning mktexlsr ...\n"
               "done running mktexlsr."))
    T.pair("t33-tlmgr-historic", "l-tl-2024", "recurred",
           "tlmgr install on TeX Live 2024 fails with Local TeX Live (2024) is older than remote repository (2025)")

    T.later("l-tl-debian", "/home/minji/thesis", "2026-03-06T08:20:00Z", "ci/ubuntu",
            user("CI 우분투 러너에서 minted가 없대. 러너 이미지에서 설치해봐."),
            err("docker run --rm thesis-ci:jammy tlmgr install minted",
                "(running on Debian, switching to user mode!)\n(see /usr/share/doc/texlive-base/README.tlmgr-on-Debian.md)"
                "\n\ntlmgr: user mode not initialized, please read the documentation!"),
            say("우분투의 TeX Live는 apt가 관리해서 tlmgr가 사용자 모드로만 돕니다. Dockerfile에 apt 패키지를 "
                "추가하겠습니다."),
            edit("/home/minji/thesis/ci/Dockerfile", "texlive-xetex \\", "texlive-xetex texlive-latex-extra \\"),
            ok("docker build -q -t thesis-ci:jammy ci/", "sha256:5e1f0c2d9a7b"))
    T.pair("t33-tlmgr-historic", "l-tl-debian", "neither",
           "tlmgr fails on Debian's user mode, a different error; no historic repository, no year mismatch")

    T.later("l-tl-latest-image", "/home/minji/thesis", "2026-03-13T10:00:00Z", "ci/texlive-image",
            user("Switch CI to the texlive/texlive:latest image and make sure kotex is there."),
            err("docker run --rm -v \"$PWD\":/w -w /w texlive/texlive:latest-minimal latexmk -xelatex "
                "-interaction=nonstopmode main.tex",
                "! LaTeX Error: File `kotex.sty' not found.\n\nType X to quit or <RETURN> to proceed,\nor enter new "
                "name. (Default extension: sty)"),
            ok("docker run --rm -v \"$PWD\":/w -w /w texlive/texlive:latest-minimal sh -c 'tlmgr install kotex-utf "
               "collection-langkorean && latexmk -xelatex main.tex'",
               "[1/14, ??:??/??:??] install: kotex-utf [1240k]\n...\nOutput written on main.pdf (84 pages)."))
    T.pair("t33-tlmgr-historic", "l-tl-latest-image", "neither",
           "a missing package in a current-year image; tlmgr installs it from the default repository without error")

    T.later("l-tl-makefile", "/Users/minji/thesis", "2026-03-21T04:45:00Z", "build/make",
            user("패키지 설치를 make 타깃으로 묶어줘. texdeps.txt에 목록이 있어."),
            write("/Users/minji/thesis/Makefile",
                  f"TL_HISTORIC := {HISTORIC23}\n\n.PHONY: texdeps pdf\n\ntexdeps:\n\ttlmgr --repository "
                  "$(TL_HISTORIC) install $$(cat texdeps.txt)\n\npdf:\n\tlatexmk -xelatex main.tex\n"),
            ok("make texdeps", f"tlmgr --repository {HISTORIC23} install $(cat texdeps.txt)\ntlmgr: package "
               f"repository {HISTORIC23} (not verified: gpg unavailable)\ntlmgr install: package already present: "
               "kotex-utf\ntlmgr install: package already present: biblatex-apa\n[1/1, ??:??/??:??] install: "
               "tabularray [412k]\nrunning mktexlsr ...\ndone running mktexlsr."),
            ok("make pdf | tail -1", "Latexmk: All targets (main.pdf) are up-to-date"))
    T.pair("t33-tlmgr-historic", "l-tl-makefile", "applied",
           "make texdeps runs tlmgr --repository with the 2023 historic URL; no error")

    T.later("l-tl-readme", "/Users/minji/thesis", "2026-03-29T07:30:00Z", "docs",
            user("연구실 후배가 'Local TeX Live (2023) is older than remote repository (2024)' 오류를 봤대. README에 "
                 "해결법만 적어줘. 명령은 실행하지 말고."),
            edit("/Users/minji/thesis/README.md", "## 빌드\n",
                 f"## 빌드\n\nTeX Live 2023을 쓰면 먼저 historic 저장소를 지정하세요:\n\n    tlmgr option repository "
                 f"{HISTORIC23}\n\n"),
            say("README의 빌드 절에 historic 저장소 설정을 적었습니다."))
    T.pair("t33-tlmgr-historic", "l-tl-readme", "neither",
           "the error is quoted by the person and the fix only written into the README; tlmgr is never run")


# ---------------------------------------------------------------------------------------------------------
# 5. codesign over SSH: errSecInternalComponent while the keychain is locked

IDENT = "Developer ID Application: Pebble Labs (7Q2K9LM4XZ)"


def codesign() -> None:
    T.source("s-codesign-ssh", "/Users/ci/src/pebble", "2026-02-18T21:00:00Z", "release/3.4",
             user("I'm ssh'd into the build mac mini (zsh). Sign the release build of Pebble.app with our Developer ID."),
             ok("security find-identity -v -p codesigning",
                f'  1) 3F2A9C0D7E51B86A4C2D19F0E7A3B5C8D6E4F201 "{IDENT}"\n     1 valid identities found'),
             err(f'codesign --force --options runtime --timestamp --sign "{IDENT}" build/Release/Pebble.app',
                 "build/Release/Pebble.app: errSecInternalComponent"),
             say("In an SSH session the login keychain stays locked, so codesign cannot use the private key even "
                 "though the identity is listed. Unlocking the keychain in the same shell first."),
             ok('security unlock-keychain -p "$(cat ~/.config/pebble/kc-pass)" ~/Library/Keychains/login.keychain-db '
                f'&& codesign --force --options runtime --timestamp --sign "{IDENT}" build/Release/Pebble.app && '
                "codesign --verify --strict --verbose=2 build/Release/Pebble.app",
                "build/Release/Pebble.app: valid on disk\nbuild/Release/Pebble.app: satisfies its Designated Requirement"))
    T.lesson("t33-codesign-locked", "global", "en", "s-codesign-ssh", "security",
             "codesign over SSH fails with errSecInternalComponent while the keychain is locked",
             "`codesign --force --options runtime --timestamp --sign … build/Release/Pebble.app` prints "
             "`build/Release/Pebble.app: errSecInternalComponent` and exits 1.",
             "`security find-identity -v -p codesigning` lists the identity as valid, so the certificate looks "
             "usable, and the same command works in a GUI Terminal.",
             "An SSH login does not unlock the login keychain; codesign (and xcodebuild's CodeSign step) cannot "
             "reach the private key without a UI to ask for the password, and reports errSecInternalComponent.",
             "Unlock the keychain that holds the identity in the same SSH session before signing: `security "
             "unlock-keychain -p <password> ~/Library/Keychains/login.keychain-db` (or the build keychain you use), "
             "then run codesign or xcodebuild.",
             ["`build/Release/Pebble.app: errSecInternalComponent`",
              "`security unlock-keychain -p \"$(cat ~/.config/pebble/kc-pass)\" ~/Library/Keychains/login.keychain-db` "
              "then codesign: `build/Release/Pebble.app: valid on disk`"])

    T.later("l-cs-before", "/Users/ci/src/pebble", "2026-02-04T20:15:00Z", "release/3.3",
            user("Sign the 3.3 helper tool, I'm on the mini over ssh."),
            err(f'codesign --force --options runtime --sign "{IDENT}" build/Release/pebble-helper',
                "build/Release/pebble-helper: errSecInternalComponent"),
            say("codesign can't use the key from this SSH session. Could you sign it from the mini's screen "
                "sharing session instead?"),
            user("ok I'll do it via screen sharing"))
    T.pair("t33-codesign-locked", "l-cs-before", "neither",
           "dated before the lesson's source session (the same error is in it, which does not count)")

    T.later("l-cs-xcodebuild", "/Users/ci/src/pebble", "2026-03-01T22:40:00Z", "release/3.5",
            user("Archive 3.5 from the command line on the mini (I'm in over ssh again)."),
            ok("git describe --tags", "v3.5.0-rc1"),
            err("xcodebuild -scheme Pebble -configuration Release archive -archivePath build/Pebble.xcarchive",
                "...\n/Users/ci/Library/Developer/Xcode/DerivedData/Pebble-bq3x/Build/Intermediates.noindex/ArchiveIntermediates"
                "/Pebble/InstallationBuildProductsLocation/Applications/Pebble.app: errSecInternalComponent\n"
                "Command CodeSign failed with a nonzero exit code\n\n** ARCHIVE FAILED **", 65),
            ok('security unlock-keychain -p "$(cat ~/.config/pebble/kc-pass)" ~/Library/Keychains/login.keychain-db && '
               "xcodebuild -scheme Pebble -configuration Release archive -archivePath build/Pebble.xcarchive 2>&1 | "
               "tail -1", "** ARCHIVE SUCCEEDED **"))
    T.pair("t33-codesign-locked", "l-cs-xcodebuild", "recurred",
           "xcodebuild's CodeSign step fails with errSecInternalComponent over ssh before the keychain is unlocked")

    T.later("l-cs-buildkc", "/Users/ci/src/pebble", "2026-03-07T06:30:00Z", "ci/signing",
            user("CI should sign with the dedicated build keychain, not the login one. Wire it up in the nightly "
                 "script and try it once."),
            write("/Users/ci/src/pebble/ci/sign.sh",
                  "#!/bin/zsh\nset -e\nKC=$HOME/Library/Keychains/build.keychain-db\nsecurity unlock-keychain -p "
                  "\"$BUILD_KC_PASS\" \"$KC\"\nsecurity list-keychains -d user -s \"$KC\" "
                  "$HOME/Library/Keychains/login.keychain-db\ncodesign --force --options runtime --timestamp --sign "
                  f"\"{IDENT}\" \"$1\"\ncodesign --verify --strict \"$1\" && echo signed \"$1\"\n"),
            ok("chmod +x ci/sign.sh && BUILD_KC_PASS=$(cat ~/.config/pebble/build-kc-pass) ci/sign.sh "
               "build/Release/Pebble.app", "signed build/Release/Pebble.app"))
    T.pair("t33-codesign-locked", "l-cs-buildkc", "applied",
           "the script it runs unlocks the build keychain with security unlock-keychain before codesign; no error")

    T.later("l-cs-make", "/Users/ci/src/pebble", "2026-03-16T19:50:00Z", "release/3.5",
            user("Use `make sign` for the release bundle, it's what the release checklist says."),
            ok("sed -n '/^sign:/,/^$/p' Makefile",
               "sign:\n\tsecurity unlock-keychain -p \"$$KC_PASS\" $(KEYCHAIN)\n\tcodesign --force --options runtime "
               "--timestamp --sign \"$(IDENTITY)\" build/Release/Pebble.app\n\tcodesign --verify --strict "
               "build/Release/Pebble.app"),
            ok("KC_PASS=$(cat ~/.config/pebble/kc-pass) make sign",
               "security unlock-keychain -p \"$KC_PASS\" /Users/ci/Library/Keychains/login.keychain-db\ncodesign "
               f"--force --options runtime --timestamp --sign \"{IDENT}\" build/Release/Pebble.app\n"
               "build/Release/Pebble.app: replacing existing signature\ncodesign --verify --strict build/Release/Pebble.app"),
            say("Signed and verified through make sign."))
    T.pair("t33-codesign-locked", "l-cs-make", "applied",
           "make sign runs security unlock-keychain before codesign; no error")

    T.later("l-cs-sealed", "/Users/ci/src/pebble", "2026-03-23T16:05:00Z", "fix/localization",
            user("Gatekeeper says the 3.5 build is damaged. Check the signature."),
            err("codesign --verify --deep --strict --verbose=2 build/Release/Pebble.app",
                "build/Release/Pebble.app: a sealed resource is missing or invalid\nfile modified: "
                "/Users/ci/src/pebble/build/Release/Pebble.app/Contents/Resources/ko.lproj/Localizable.strings"),
            ok("grep -n 'Localizable' scripts/postbuild.sh",
               "14:plutil -convert binary1 \"$APP/Contents/Resources/ko.lproj/Localizable.strings\""),
            say("The post-build script rewrites Localizable.strings after signing, which breaks the seal. It has to "
                "run before the CodeSign step; want me to move it?"))
    T.pair("t33-codesign-locked", "l-cs-sealed", "neither",
           "codesign verify fails because a file changed after signing, a different error; nothing is unlocked")


# ---------------------------------------------------------------------------------------------------------
# 6. certutil -decode / -encode refuse to overwrite an existing output file (-f), a Korean lesson, in cmd

def cu_exists(verb: str) -> str:
    return f"CertUtil: {verb} command FAILED: 0x80070050 (WIN32: 80 ERROR_FILE_EXISTS)\nCertUtil: The file exists."


def certutil() -> None:
    T.source("s-certutil-exists", "C:\\work\\fwpack", "2026-02-19T01:30:00Z", "main",
             user("펌웨어 패키지 payload.b64를 풀어서 build\\payload.zip으로 만들어줘. 빌드 서버 스크립트랑 같게 cmd로 해."),
             ok('cmd.exe /c "dir /b build"', "payload.zip\nmanifest.json"),
             err('cmd.exe /c "certutil -decode payload.b64 build\\payload.zip"', cu_exists("-decode")),
             say("certutil은 출력 파일이 이미 있으면 덮어쓰지 않고 실패합니다. 이전 빌드의 build\\payload.zip이 남아 "
                 "있어요. -f로 덮어쓰겠습니다."),
             ok('cmd.exe /c "certutil -f -decode payload.b64 build\\payload.zip"',
                "Input Length = 1398232\nOutput Length = 1033472\nCertUtil: -decode command completed successfully."))
    T.lesson("t33-certutil-overwrite", "global", "ko", "s-certutil-exists", "workflow",
             "certutil -decode/-encode가 이미 있는 출력 파일을 덮어쓰지 않고 실패함",
             "`certutil -decode payload.b64 build\\payload.zip`가 `CertUtil: -decode command FAILED: 0x80070050 "
             "(WIN32: 80 ERROR_FILE_EXISTS)`로 끝난다.",
             "깨끗한 체크아웃에서는 같은 명령이 성공하므로 입력 파일이나 인코딩 문제처럼 보인다. 이전 빌드가 남긴 "
             "출력 파일 때문이라는 것이 메시지만으로는 잘 드러나지 않는다.",
             "certutil은 -f 없이는 출력 파일이 이미 있으면 쓰기를 거부한다 (-decode, -encode 모두 같다).",
             "`certutil -f -decode 입력 출력`처럼 -f(강제 덮어쓰기)를 붙인다. PowerShell에서 certutil.exe를 부를 "
             "때나 .cmd 스크립트 안에서도 같다.",
             ["`certutil -decode payload.b64 build\\payload.zip`: `CertUtil: -decode command FAILED: 0x80070050 "
              "(WIN32: 80 ERROR_FILE_EXISTS)`",
              "`certutil -f -decode payload.b64 build\\payload.zip`: `CertUtil: -decode command completed successfully.`"])

    T.later("l-cu-pwsh", "C:\\work\\fwpack", "2026-03-02T02:15:00Z", "feat/signing",
            user("keys\\signing.b64를 pfx로 풀고 지문을 확인해줘. PowerShell로."),
            ok('powershell.exe -NoProfile -Command "certutil.exe -f -decode .\\keys\\signing.b64 .\\keys\\signing.pfx"',
               "Input Length = 4412\nOutput Length = 3262\nCertUtil: -decode command completed successfully."),
            ok('powershell.exe -NoProfile -Command "(Get-PfxData -FilePath .\\keys\\signing.pfx -Password '
               '(ConvertTo-SecureString $env:PFX_PASS -AsPlainText -Force)).EndEntityCertificates.Thumbprint"',
               "9D1C44A0F3B27E6C5A81D0E2B4F69C37A25E8B10"))
    T.pair("t33-certutil-overwrite", "l-cu-pwsh", "applied",
           "certutil.exe -f -decode from PowerShell; no error")

    T.later("l-cu-encode", "C:\\work\\fwpack", "2026-03-08T05:05:00Z", "main",
            user("fw.bin을 다시 base64로 인코딩해서 build\\fw.b64를 갱신해줘."),
            err('cmd.exe /c "certutil -encode build\\fw.bin build\\fw.b64"', cu_exists("-encode")),
            ok('cmd.exe /c "certutil -f -encode build\\fw.bin build\\fw.b64"',
               "Input Length = 524288\nOutput Length = 720938\nCertUtil: -encode command completed successfully."))
    T.pair("t33-certutil-overwrite", "l-cu-encode", "recurred",
           "certutil -encode onto the existing build\\fw.b64 fails with ERROR_FILE_EXISTS before -f is added")

    T.later("l-cu-hash", "C:\\work\\fwpack", "2026-03-12T03:25:00Z", "release/1.9",
            user("릴리스 노트에 넣을 payload.zip SHA256 해시 구해줘."),
            ok('cmd.exe /c "certutil -hashfile build\\payload.zip SHA256"',
               "SHA256 hash of build\\payload.zip:\n4f0c1a9e7d3b2c58a6e1f09d7b34c2e8a15d6f7093b8e2c4d1a0f6e9b3c7d52a\n"
               "CertUtil: -hashfile command completed successfully."),
            edit("C:\\work\\fwpack\\RELEASE.md", "SHA256: TBD",
                 "SHA256: 4f0c1a9e7d3b2c58a6e1f09d7b34c2e8a15d6f7093b8e2c4d1a0f6e9b3c7d52a"))
    T.pair("t33-certutil-overwrite", "l-cu-hash", "neither",
           "certutil only hashes a file; nothing is decoded or encoded, no error")

    T.later("l-cu-baddata", "C:\\work\\fwpack", "2026-03-17T06:40:00Z", "fix/partner-payload",
            user("협력사가 보낸 partner.b64를 풀어줘."),
            err('cmd.exe /c "certutil -decode partner.b64 build\\partner.bin"',
                "CertUtil: -decode command FAILED: 0x80090005 (-2146893819 NTE_BAD_DATA)\nCertUtil: Bad Data."),
            ok('cmd.exe /c "findstr /n /b /c:----- partner.b64"', "1:-----BEGIN CERTIFICATE-----"),
            say("base64 본문 앞에 PEM 머리줄이 섞여 있고 끝줄이 없어서 certutil이 내용을 못 읽습니다. 협력사에 "
                "파일을 다시 받아야 할 것 같습니다."))
    T.pair("t33-certutil-overwrite", "l-cu-baddata", "neither",
           "certutil -decode fails with NTE_BAD_DATA on a malformed input, a different error; no existing output")

    T.later("l-cu-script", "C:\\work\\fwpack", "2026-03-24T01:10:00Z", "chore/unpack-script",
            user("디코딩을 tools\\unpack.cmd로 만들고 그걸로 payload를 풀어줘."),
            write("C:\\work\\fwpack\\tools\\unpack.cmd",
                  "@echo off\r\nrem -f: overwrite the output left by an earlier build\r\ncertutil -f -decode %1 %2 || "
                  "exit /b 1\r\n"),
            ok('cmd.exe /c "tools\\unpack.cmd payload.b64 build\\payload.zip"',
               "Input Length = 1398232\nOutput Length = 1033472\nCertUtil: -decode command completed successfully."))
    T.pair("t33-certutil-overwrite", "l-cu-script", "applied",
           "runs tools\\unpack.cmd, which calls certutil -f -decode; no error")

    T.later("l-cu-release-cmd", "C:\\work\\fwpack", "2026-03-28T04:00:00Z", "chore/release-script",
            user("빌드 서버의 release.cmd에 certutil -f를 넣어줘. 실행은 빌드 서버가 하니까 여기선 돌리지 마."),
            edit("C:\\work\\fwpack\\release.cmd", "certutil -decode payload.b64 build\\payload.zip",
                 "certutil -f -decode payload.b64 build\\payload.zip"),
            say("release.cmd만 고쳤고 실행하지 않았습니다."))
    T.pair("t33-certutil-overwrite", "l-cu-release-cmd", "neither",
           "the -f is only written into release.cmd, which is never run here")


FILLS = [tlmgr, codesign, certutil]
