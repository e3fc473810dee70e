"""Cases of the twenty-fourth tracking corpus, part four: PyInstaller missing modules imported by name, and
OpenSSL 3 refusing old PKCS#12 files (a Korean lesson). The labelling rules are in tracking24_cases.py."""
from __future__ import annotations

from tests.truth.tracking24_cases import B, E, S, T, U

BUILT = "INFO: Building EXE from EXE-00.toc completed successfully."


def missing(exe: str, mod: str, frames: str) -> str:
    return ("Traceback (most recent call last):\n  File \"__main__.py\", line 3, in <module>\n" + frames +
            f"  File \"importlib\\__init__.py\", line 126, in import_module\nModuleNotFoundError: No module named "
            f"'{mod}'\n[PYI-{len(exe) * 911}:ERROR] Failed to execute script '__main__' due to unhandled exception!")


def lesson_pyinstaller() -> None:
    T.source("s-pyinstaller", r"C:\Users\akira\src\ledger-cli", "2025-05-22T07:15:00Z", "release/1.3",
             U("Build the one-file ledger.exe for the 1.3 release and smoke-test the monthly report (PowerShell)."),
             B(r"pyinstaller --onefile ledger\__main__.py -n ledger", BUILT),
             B(r".\dist\ledger.exe report --month 2025-04",
               missing("ledger", "ledger.exporters.xlsx",
                       "  File \"ledger\\cli.py\", line 41, in main\n"
                       "  File \"ledger\\plugins.py\", line 18, in load\n"),
               True),
             S("The exporters are loaded with importlib.import_module from a string, so PyInstaller's analysis "
               "never saw ledger.exporters.xlsx. Naming it as a hidden import."),
             B(r"pyinstaller --onefile --hidden-import ledger.exporters.xlsx ledger\__main__.py -n ledger; "
               r".\dist\ledger.exe report --month 2025-04",
               BUILT + "\nReport for 2025-04 written to reports\\2025-04.xlsx"))
    T.lesson("t24-pyinstaller-hidden", "global", "en", "s-pyinstaller", "build_config",
             "PyInstaller one-file builds miss modules that are imported by name at runtime",
             "The build succeeds, but running `dist\\ledger.exe` dies with `ModuleNotFoundError: No module named "
             "'ledger.exporters.xlsx'` and `Failed to execute script '__main__'`.",
             "Everything works with `python -m ledger`, and PyInstaller reports no warning, so the missing module "
             "only shows when the frozen executable reaches the plugin loader.",
             "Modules loaded through `importlib.import_module` (or `__import__`) with a string name are invisible "
             "to PyInstaller's import analysis, so they are not bundled.",
             "Name them at build time with `--hidden-import ledger.exporters.xlsx` (repeatable; "
             "`--collect-submodules ledger.exporters` takes the whole package), or list them in "
             "`hiddenimports=[...]` in the `.spec` file and build from the spec.",
             ["`.\\dist\\ledger.exe report --month 2025-04` -> `ModuleNotFoundError: No module named "
              "'ledger.exporters.xlsx'`",
              "rebuilt with `--hidden-import ledger.exporters.xlsx` -> `Report for 2025-04 written to`"])


def later_pyinstaller_a() -> None:
    T.later("l-pi-scanner", r"C:\Users\akira\src\scan-tool", "2025-06-04T08:30:00Z", "feat/epson",
            U("build scanner.exe and check it lists the devices"),
            B(r"pyinstaller -F scanner\__main__.py -n scanner", BUILT),
            B(r".\dist\scanner.exe devices",
              missing("scanner", "scanner.drivers.epson", "  File \"scanner\\registry.py\", line 22, in discover\n"),
              True),
            S("Drivers are discovered by name; the epson driver was never bundled."))
    T.pair("t24-pyinstaller-hidden", "l-pi-scanner", "recurred",
           "another frozen exe fails with No module named 'scanner.drivers.epson' (a driver loaded by name)")
    T.later("l-pi-tagger-mac", "/Users/bea/src/tagger", "2025-06-07T17:45:00Z", "main",
            U("zsh: make a standalone tagger binary for the mac and run it on the sample folder"),
            B("pyinstaller --onefile tagger/__main__.py -n tagger", BUILT),
            B("./dist/tagger scan samples/",
              missing("tagger", "tagger.backends.sqlite", "  File \"tagger/store.py\", line 9, in open_store\n")
              .replace("importlib\\__init__.py", "importlib/__init__.py"), True),
            S("Same plugin-by-name pattern. Rebuilding with the backend as a hidden import."),
            B("pyinstaller --onefile --hidden-import tagger.backends.sqlite tagger/__main__.py -n tagger && "
              "./dist/tagger scan samples/", BUILT + "\ntagged 214 files"))
    T.pair("t24-pyinstaller-hidden", "l-pi-tagger-mac", "recurred",
           "No module named 'tagger.backends.sqlite' from the frozen binary on macOS, then --hidden-import: recurred")
    T.later("l-pi-spec", r"C:\Users\akira\src\ledger-cli", "2025-06-10T09:00:00Z", "feat/pdf-export",
            U("we added a PDF exporter; update the build so it's bundled and rebuild from the spec"),
            E(r"C:\Users\akira\src\ledger-cli\ledger.spec", "hiddenimports=['ledger.exporters.xlsx'],",
              "hiddenimports=['ledger.exporters.xlsx', 'ledger.exporters.pdf'],"),
            B(r"pyinstaller ledger.spec; .\dist\ledger.exe report --month 2025-05 --format pdf",
              BUILT + "\nReport for 2025-05 written to reports\\2025-05.pdf"))
    T.pair("t24-pyinstaller-hidden", "l-pi-spec", "applied",
           "hiddenimports in ledger.spec extended, build from the spec, exe works; no ModuleNotFoundError before")


def later_pyinstaller_b() -> None:
    T.later("l-pi-collect", r"C:\Users\dev\src\invoice-bot", "2025-06-13T13:20:00Z", "main",
            U("PowerShell: build the bot as one exe; its handlers are loaded by name so bundle the whole package"),
            B(r"pyinstaller -F --collect-submodules invoice_bot.handlers invoice_bot\main.py -n invoice-bot; "
              r".\dist\invoice-bot.exe --self-test", BUILT + "\nself-test: 6 handlers loaded"))
    T.pair("t24-pyinstaller-hidden", "l-pi-collect", "applied",
           "--collect-submodules (a spelling the lesson names) on the first build; no missing-module failure")
    T.later("l-pi-datafile", r"C:\Users\akira\src\ledger-cli", "2025-06-16T10:40:00Z", "feat/html-report",
            U("smoke-test the html report in the built exe"),
            B(r".\dist\ledger.exe report --month 2025-05 --format html",
              "Traceback (most recent call last):\n  File \"ledger\\render.py\", line 12, in html\n"
              "FileNotFoundError: [Errno 2] No such file or directory: 'C:\\\\Users\\\\akira\\\\AppData\\\\Local\\\\"
              "Temp\\\\_MEI51202\\\\ledger\\\\templates\\\\report.html'", True),
            S("The template is a data file, not a module; it needs --add-data."),
            B(r"pyinstaller --onefile --add-data 'ledger\templates;ledger\templates' ledger\__main__.py -n ledger; "
              r".\dist\ledger.exe report --month 2025-05 --format html",
              BUILT + "\nReport for 2025-05 written to reports\\2025-05.html"))
    T.pair("t24-pyinstaller-hidden", "l-pi-datafile", "neither",
           "a different PyInstaller problem (a data file missing, FileNotFoundError, fixed with --add-data)")
    T.later("l-pi-doc", r"C:\Users\akira\src\ledger-cli", "2025-06-18T15:00:00Z", "docs/build",
            U("document the release build in docs/BUILD.md, mention the exporter gotcha"),
            E(r"C:\Users\akira\src\ledger-cli\docs\BUILD.md", "## Release build\n",
              "## Release build\n\nExporters are imported by name, so every new one must be added with "
              "`--hidden-import ledger.exporters.<name>` (or to `hiddenimports` in ledger.spec).\n"),
            S("Added the note to docs/BUILD.md."))
    T.pair("t24-pyinstaller-hidden", "l-pi-doc", "neither",
           "the --hidden-import fix only written into docs/BUILD.md; no build, no run")


def legacy_fail(path: str) -> str:
    """What OpenSSL 3 prints for a PKCS#12 file `path` encrypted with RC2-40 (the path is not in the text)."""
    assert path
    return ("Error outputting keys and certificates\n4081C1F6F87F0000:error:0308010C:digital envelope routines:"
            "inner_evp_generic_fetch:unsupported:crypto/evp/evp_fetch.c:355:Global default library context, "
            "Algorithm (RC2-40-CBC : 0), Properties ()")


def lesson_openssl() -> None:
    T.source("s-openssl", "/Users/seoyeon/certs", "2025-05-25T11:00:00Z", "main",
             U("거래처에서 받은 vendor-client.p12를 PEM으로 풀어줘. 비밀번호는 $P12_PASS에 있어."),
             B("openssl pkcs12 -in vendor-client.p12 -nodes -out vendor-client.pem -passin env:P12_PASS",
               legacy_fail("vendor-client.p12"), True),
             S("비밀번호 문제가 아니라 OpenSSL 3이 RC2-40-CBC를 기본 provider에서 뺀 것입니다. -legacy로 다시 "
               "실행합니다."),
             B("openssl pkcs12 -legacy -in vendor-client.p12 -nodes -out vendor-client.pem -passin env:P12_PASS "
               "&& grep -c BEGIN vendor-client.pem", "2"))
    T.lesson("t24-openssl-pkcs12-legacy", "global", "ko", "s-openssl", "tool_quirk",
             "OpenSSL 3에서 오래된 `.p12` 파일을 열면 `RC2-40-CBC` unsupported 오류가 남",
             "`openssl pkcs12 -in vendor-client.p12 ...`가 `Error outputting keys and certificates`와 "
             "`Algorithm (RC2-40-CBC : 0)` 포함 `unsupported` 오류로 실패한다.",
             "비밀번호가 틀린 것처럼 보이지만 비밀번호 문제가 아니다. 비밀번호가 틀리면 `Mac verify error`가 "
             "나온다.",
             "OpenSSL 3은 RC2, DES 같은 옛 알고리즘을 기본 provider에서 빼서 legacy provider로 옮겼고, 오래된 "
             "도구로 만든 `.p12`/`.pfx`는 RC2-40으로 암호화되어 있다.",
             "`openssl pkcs12 -legacy ...`로 실행한다. 같은 것을 `-provider legacy -provider default`로 쓸 수도 "
             "있고, legacy provider를 켠 `openssl.cnf`를 `OPENSSL_CONF`로 지정해도 된다.",
             ["`openssl pkcs12 -in vendor-client.p12 -nodes -out vendor-client.pem` 실패: `Algorithm "
              "(RC2-40-CBC : 0)`",
              "`openssl pkcs12 -legacy -in vendor-client.p12 -nodes -out vendor-client.pem` 성공: `2`"])


def later_openssl_a() -> None:
    T.later("l-os-partner-ubuntu", "/home/deploy/partner-sftp", "2025-06-05T09:12:00Z", "main",
            U("extract the cert and key from partner-2019.pfx for the nginx mTLS config"),
            B("openssl pkcs12 -in partner-2019.pfx -nodes -out partner.pem -passin file:pfx.pass",
              legacy_fail("partner-2019.pfx"), True),
            S("Ubuntu 22.04 ships OpenSSL 3 and this pfx uses RC2-40."))
    T.pair("t24-openssl-pkcs12-legacy", "l-os-partner-ubuntu", "recurred",
           "another pfx on another host fails with the RC2-40-CBC unsupported error")
    T.later("l-os-pwsh-sign", r"C:\Users\lena\src\installer", "2025-06-08T14:35:00Z", "release/4.2",
            U("PowerShell: check what's in old-signing.pfx before we renew it"),
            B(r"openssl pkcs12 -info -in .\old-signing.pfx -noout -passin pass:$env:PFX_PASS",
              "MAC: sha1, Iteration 2048\nMAC length: 20, salt length: 8\nPKCS7 Encrypted data: "
              "pbeWithSHA1And40BitRC2-CBC, Iteration 2048\n" + legacy_fail("old-signing.pfx"), True),
            S("RC2-40 encrypted, which OpenSSL 3 won't read by default. Adding -legacy."),
            B(r"openssl pkcs12 -legacy -info -in .\old-signing.pfx -noout -passin pass:$env:PFX_PASS",
              "MAC: sha1, Iteration 2048\nMAC length: 20, salt length: 8\nPKCS7 Encrypted data: "
              "pbeWithSHA1And40BitRC2-CBC, Iteration 2048\nCertificate bag\nPKCS7 Data\nShrouded Keybag: "
              "pbeWithSHA1And3-KeyTripleDES-CBC, Iteration 2048"))
    T.pair("t24-openssl-pkcs12-legacy", "l-os-pwsh-sign", "recurred",
           "the RC2-40-CBC unsupported error on old-signing.pfx under PowerShell, then -legacy: still recurred")
    T.later("l-os-provider", "/home/max/mtls-client", "2025-06-11T10:10:00Z", "feat/client-cert",
            U("convert client.p12 (from the old Windows CA) to PEM for curl"),
            B("openssl pkcs12 -provider legacy -provider default -in client.p12 -nodes -out client.pem "
              "-passin env:CLIENT_P12_PASS && openssl x509 -in client.pem -noout -subject",
              "subject=CN=max-laptop, O=Example Corp"))
    T.pair("t24-openssl-pkcs12-legacy", "l-os-provider", "applied",
           "-provider legacy -provider default (a spelling the lesson names) on the first pkcs12 call")


def later_openssl_b() -> None:
    T.later("l-os-wrong-pass", "/Users/seoyeon/certs", "2025-06-13T16:45:00Z", "main",
            U("새로 받은 vendor-client-2025.p12도 풀어줘"),
            B("openssl pkcs12 -legacy -in vendor-client-2025.p12 -nodes -out vendor-client-2025.pem "
              "-passin env:P12_PASS", "Mac verify error: invalid password?", True),
            S("이번 파일은 비밀번호가 다릅니다. 거래처에 새 비밀번호를 확인해 주세요."))
    T.pair("t24-openssl-pkcs12-legacy", "l-os-wrong-pass", "applied",
           "pkcs12 -legacy used on the first call; the Mac verify error (wrong password) is a different failure")
    T.later("l-os-enddate", "/home/deploy/partner-sftp", "2025-06-15T08:00:00Z", "main",
            U("when does the partner cert expire?"),
            B("openssl x509 -in partner.pem -noout -enddate", "notAfter=Mar  3 23:59:59 2026 GMT"))
    T.pair("t24-openssl-pkcs12-legacy", "l-os-enddate", "neither",
           "openssl run for an x509 expiry check; no pkcs12, no RC2 error, no -legacy")
    T.later("l-os-early", "/Users/seoyeon/certs", "2025-05-20T10:00:00Z", "main",
            U("example.p12 풀어볼래?"),
            B("openssl pkcs12 -legacy -in example.p12 -nodes -out example.pem -passin pass:changeit", ""))
    T.pair("t24-openssl-pkcs12-legacy", "l-os-early", "neither",
           "uses -legacy, but dated before the lesson's source session (May 20 vs May 25)")


FILLS = (lesson_pyinstaller, later_pyinstaller_a, later_pyinstaller_b, lesson_openssl, later_openssl_a,
         later_openssl_b)
