"""Scripted sessions of corpus43, part two: qpdf for a fish user, calibre's ebook-convert under WSL 2 (in Korean), CUE
vet and export over Kubernetes configs (file:line:col errors), TruffleHog in pre-commit on macOS zsh (a rejected tool
use, ANSI colour), ktlint 1.5 through Spotless in Windows PowerShell 7 (ANSI colour, file:line:col errors), Error
Prone with NullAway in Maven on JDK 21 (a long output)."""
from __future__ import annotations

from tests.truth.corpus43_common import ESC, REJECTED

E = ESC

QPDF = [
    ("user", "linearize all pdfs here into out/ with qpdf, then encrypt annual-report for the client with the owner "
             "password from $QPDF_OWNER. my shell is fish"),
    ("bash", "for f in *.pdf; qpdf --linearize $f out/$f; end",
     "qpdf: open out/annual-report.pdf: No such file or directory\n"
     "qpdf: open out/invoice-0311.pdf: No such file or directory\nExit code 2", True),
    ("bash", "mkdir -p out; and for f in *.pdf; qpdf --linearize $f out/$f; end",
     "WARNING: invoice-0311.pdf: file is damaged\n"
     "WARNING: invoice-0311.pdf (offset 88214): xref not found\n"
     "WARNING: invoice-0311.pdf: Attempting to reconstruct cross-reference table\n"
     "qpdf: operation succeeded with warnings; resulting file may have some problems\nExit code 3", True),
    ("say", "Exit code 3 is qpdf's 'succeeded with warnings': invoice-0311.pdf had a broken xref that qpdf "
            "rebuilt. Checking the rewritten file."),
    ("bash", "qpdf --check out/invoice-0311.pdf",
     "checking out/invoice-0311.pdf\nPDF Version: 1.7\nFile is not encrypted\nFile is linearized\n"
     "No syntax or stream encoding errors found; the file may still contain\nerrors that qpdf cannot detect", False),
    ("bash", "qpdf --encrypt \"\" $QPDF_OWNER 256 -- out/annual-report.pdf out/annual-report-locked.pdf",
     "qpdf: encryption key length must be 40, 128, or 256\nExit code 2", True),
    ("bash", "set -q QPDF_OWNER; or echo unset", "unset", False),
    ("say", "In fish an unset variable expands to nothing, so `256` became the owner password and `--` the key "
            "length. Where does the owner password live?"),
    ("user", "in 1Password: op://Private/qpdf/owner"),
    ("bash", "set -gx QPDF_OWNER (op read op://Private/qpdf/owner); and qpdf --encrypt --user-password= "
             "--owner-password=$QPDF_OWNER --bits=256 -- out/annual-report.pdf out/annual-report-locked.pdf; and "
             "qpdf --show-encryption out/annual-report-locked.pdf | head -4",
     "R = 6\nP = -4\nUser password = \nextract for accessibility: allowed", False),
    ("say", "annual-report-locked.pdf is AES-256 (R = 6) with an empty user password and your owner password."),
]

CALIBRE = [
    ("user", "WSL에서 calibre ebook-convert로 novel.epub을 novel.pdf로 만들려는데 Qt 에러가 나. 한글도 깨질 것 같아."),
    ("bash", "ebook-convert novel.epub novel.pdf",
     "qt.qpa.xcb: could not connect to display \n"
     "qt.qpa.plugin: Could not load the Qt platform plugin \"xcb\" in \"\" even though it was found.\n"
     "This application failed to start because no Qt platform plugin could be initialized. Reinstalling the "
     "application may fix this problem.\n\nAborted (core dumped)\nExit code 134", True),
    ("say", "PDF 출력은 Qt WebEngine으로 렌더링해서 디스플레이가 필요해요. 화면 없이 `QT_QPA_PLATFORM=offscreen`으로 "
            "돌려볼게요."),
    ("bash", "QT_QPA_PLATFORM=offscreen ebook-convert novel.epub novel.pdf",
     "Converting input to HTML...\nInputFormatPlugin: EPUB Input running\non /home/jiho/books/novel.epub\n"
     "Parsing all content...\nConverting XHTML to PDF...\n89% Rendering pages to PDF\n"
     "PDF output written to /home/jiho/books/novel.pdf\nOutput saved to   /home/jiho/books/novel.pdf", False),
    ("bash", "pdffonts novel.pdf | head -4",
     "name                                 type              encoding         emb sub uni\n"
     "------------------------------------ ----------------- ---------------- --- --- ---\n"
     "AAAAAA+DejaVuSerif                   CID TrueType      Identity-H       yes yes yes\n"
     "AAAAAB+DejaVuSans                    CID TrueType      Identity-H       yes yes yes", False),
    ("say", "한글 글꼴이 하나도 없어요. `fonts-noto-cjk`를 설치하고 `--pdf-serif-family \"Noto Serif CJK KR\"`를 "
            "주면 됩니다. 설치할까요?"),
    ("user", "응 설치해"),
    ("bash", "sudo apt-get install -y fonts-noto-cjk",
     "sudo: a terminal is required to read the password; either use the -S option to read from standard input "
     "or configure an askpass helper\nsudo: a password is required\nExit code 1", True),
    ("say", "sudo가 비밀번호를 물어서 여기서는 설치가 안 돼요. 터미널에서 `sudo apt-get install -y fonts-noto-cjk`를 "
            "직접 실행해 주시면 다시 변환할게요."),
    ("user", "내가 설치했어"),
    ("bash", "QT_QPA_PLATFORM=offscreen ebook-convert novel.epub novel.pdf --pdf-serif-family \"Noto Serif CJK KR\" "
             "--pdf-sans-family \"Noto Sans CJK KR\"",
     "Converting input to HTML...\nParsing all content...\nConverting XHTML to PDF...\n"
     "Output saved to   /home/jiho/books/novel.pdf", False),
    ("bash", "pdffonts novel.pdf | grep -c CJK", "2", False),
    ("user", "이제 한글 잘 나와. 고마워!"),
]

CUE = [
    ("user", "cue vet fails on our k8s configs since I added the api service. Fix it without loosening the schema."),
    ("bash", "cue vet ./...",
     "deployments.api.spec.replicas: conflicting values \"3\" and int (mismatched types string and int):\n"
     "    ./schema.cue:14:13\n    ./services/api.cue:9:13\n"
     "deployments.api.spec.template.spec.containers.0.ports.0.containerPort: invalid value 80800 "
     "(out of bound <=65535):\n    ./schema.cue:22:27\n    ./services/api.cue:17:25\nExit code 1", True),
    ("say", "Two mistakes in services/api.cue: replicas is a string, and the port has an extra zero."),
    ("edit", "/home/ana/platform/deploy/services/api.cue", "replicas: \"3\"", "replicas: 3"),
    ("edit", "/home/ana/platform/deploy/services/api.cue", "containerPort: 80800", "containerPort: 8080"),
    ("bash", "cue vet ./... && echo vet-ok", "vet-ok", False),
    ("bash", "cue export ./services --out yaml -e deployments.api | head -8",
     "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: api\n  namespace: shop\nspec:\n  replicas: 3\n"
     "  selector:", False),
    ("user", "can the schema also require a real tag on images, never :latest?"),
    ("edit", "/home/ana/platform/deploy/schema.cue", "image: string",
     "image: string & =~\"^[^:]+:[^:]+$\" & !~\":latest$\""),
    ("bash", "cue vet ./...",
     "deployments.worker.spec.template.spec.containers.0.image: invalid value \"registry.local/worker:latest\" "
     "(out of bound !~\":latest$\"):\n    ./schema.cue:19:30\n    ./services/worker.cue:15:12\nExit code 1", True),
    ("say", "The constraint works: worker still uses `:latest`. It needs a pinned tag; which one should worker use? "
            "I can set it in services/worker.cue."),
    ("user", "leave worker, that team will pin it themselves"),
]

_FOUND = (
    "🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷\n\n"
    f"{E}[92mFound verified result 🐷🔑{E}[0m\n"
    "Detector Type: Stripe\nDecoder Type: PLAIN\nRaw result: sk_live_51H…redacted\n"
    "Commit: 9f3c2e1\nFile: config/dev.env\nLine: 4\n")

TRUFFLE = [
    ("user", "CI flagged a leaked key in payments-api. Scan the branch with trufflehog and add it as a pre-commit "
             "hook."),
    ("bash", "trufflehog git file://. --since-commit main --only-verified --fail", _FOUND + "Exit code 183", True),
    ("say", "A verified live Stripe key in config/dev.env, added in 9f3c2e1. It has to be rotated; I'll also "
            "drop the file from history."),
    ("bash", "git filter-repo --path config/dev.env --invert-paths --force", REJECTED, True),
    ("user", "don't rewrite history, we rotate the key instead. Just remove it from the file and add the hook."),
    ("edit", "/Users/priya/src/payments-api/config/dev.env", "STRIPE_SECRET_KEY=sk_live_51H…redacted\n", ""),
    ("write", "/Users/priya/src/payments-api/.pre-commit-config.yaml",
     "repos:\n  - repo: local\n    hooks:\n      - id: trufflehog\n        name: TruffleHog\n"
     "        entry: bash -c 'trufflehog git file://. --since-commit HEAD --only-verified --fail'\n"
     "        language: system\n        stages: [\"pre-commit\", \"pre-push\"]\n"),
    ("bash", "pre-commit install && pre-commit run trufflehog --all-files",
     "pre-commit installed at .git/hooks/pre-commit\n"
     f"TruffleHog...............................................................{E}[42mPassed{E}[m", False),
    ("bash", "trufflehog git file://. --since-commit main --only-verified --fail; echo \"exit $?\"",
     _FOUND + "exit 183", False),
    ("say", "The hook passes, but the branch scan still finds the key: it is in commit 9f3c2e1 whatever the file "
            "says now. Once the key is rolled in the Stripe dashboard it stops verifying, and `--only-verified` "
            "will no longer report it."),
    ("user", "ok, I'll get finance to roll it"),
]

_SPOTLESS_1 = (
    "> Task :app:spotlessKotlin FAILED\n\n"
    f"{E}[31mFAILURE: {E}[39m{E}[31mBuild failed with an exception.{E}[39m\n\n"
    "* What went wrong:\nExecution failed for task ':app:spotlessKotlin'.\n"
    "> There were 3 lint error(s), they must be fixed or suppressed.\n"
    "  src\\main\\kotlin\\com\\ledger\\ui\\Screens.kt:L3 ktlint(standard:no-wildcard-imports) Wildcard import\n"
    "  src\\main\\kotlin\\com\\ledger\\ui\\Screens.kt:L21 ktlint(standard:function-naming) Function name should "
    "start with a lowercase letter (except factory methods) and use camel case\n"
    "  src\\main\\kotlin\\com\\ledger\\Money.kt:L12 ktlint(standard:function-naming) Function name should start "
    "with a lowercase letter (except factory methods) and use camel case\n"
    "  Resolve these lints or suppress with `suppressLintsFor`\n\n"
    f"{E}[31mBUILD FAILED{E}[39m in 14s\nExit code 1")

KTLINT = [
    ("user", "spotlessCheck fails since I bumped ktlint to 1.5.0 in ledger-android. Fix the build, don't just "
             "suppress everything."),
    ("bash", "./gradlew spotlessCheck", _SPOTLESS_1, True),
    ("bash", "ktlint --relative \"src/**/*.kt\"",
     "src\\main\\kotlin\\com\\ledger\\ui\\Screens.kt:3:1: Wildcard import (standard:no-wildcard-imports)\n"
     "src\\main\\kotlin\\com\\ledger\\ui\\Screens.kt:21:5: Function name should start with a lowercase letter "
     "(except factory methods) and use camel case (standard:function-naming)\n"
     "src\\main\\kotlin\\com\\ledger\\Money.kt:12:5: Function name should start with a lowercase letter "
     "(except factory methods) and use camel case (standard:function-naming)\n\n"
     "Summary error count (descending) by rule:\n  standard:function-naming: 2\n  standard:no-wildcard-imports: 1\n"
     "Exit code 1", True),
    ("say", "Screens.kt:21 is the `LedgerScreen` Composable. ktlint 1.x exempts Composables only when told to in "
            ".editorconfig. The wildcard import I'll replace with explicit imports."),
    ("edit", "C:\\src\\ledger-android\\.editorconfig", "[*.{kt,kts}]\n",
     "[*.{kt,kts}]\nktlint_function_naming_ignore_when_annotated_with = Composable\n"),
    ("edit", "C:\\src\\ledger-android\\app\\src\\main\\kotlin\\com\\ledger\\ui\\Screens.kt",
     "import androidx.compose.material3.*\n",
     "import androidx.compose.material3.Scaffold\nimport androidx.compose.material3.Text\n"),
    ("bash", "./gradlew spotlessCheck",
     "> Task :app:spotlessKotlin FAILED\n\n"
     f"{E}[31mFAILURE: {E}[39m{E}[31mBuild failed with an exception.{E}[39m\n\n"
     "> There were 1 lint error(s), they must be fixed or suppressed.\n"
     "  src\\main\\kotlin\\com\\ledger\\Money.kt:L12 ktlint(standard:function-naming) Function name should start "
     "with a lowercase letter (except factory methods) and use camel case\n\n"
     f"{E}[31mBUILD FAILED{E}[39m in 9s\nExit code 1", True),
    ("say", "Money.kt:12 is `fun Money(amount: Long): Money?`. ktlint only treats it as a factory method when it "
            "returns exactly `Money`; this one returns `Money?`. It has no callers outside the file."),
    ("tool", "Grep", {"pattern": "Money\\(", "path": "C:\\src\\ledger-android\\app\\src", "output_mode": "content"},
     "app\\src\\main\\kotlin\\com\\ledger\\Money.kt:12:fun Money(amount: Long): Money? =", False),
    ("edit", "C:\\src\\ledger-android\\app\\src\\main\\kotlin\\com\\ledger\\Money.kt",
     "fun Money(amount: Long): Money? =", "fun moneyOrNull(amount: Long): Money? ="),
    ("bash", "./gradlew spotlessCheck compileDebugKotlin",
     f"{E}[32mBUILD SUCCESSFUL{E}[0m in 22s\n9 actionable tasks: 3 executed, 6 up-to-date", False),
]

_EP_CRASH = (
    "[INFO] --- compiler:3.13.0:compile (default-compile) @ inventory-svc ---\n"
    "[INFO] Compiling 37 source files with javac [debug release 21] to target/classes\n"
    "[INFO] ------------------------------------------------------------------------\n"
    "[INFO] BUILD FAILURE\n"
    "[INFO] ------------------------------------------------------------------------\n"
    "[INFO] Total time:  3.412 s\n"
    "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile "
    "(default-compile) on project inventory-svc: Fatal error compiling: java.lang.IllegalAccessError: class "
    "com.google.errorprone.BaseErrorProneJavaCompiler (in unnamed module @0x5a2e4553) cannot access class "
    "com.sun.tools.javac.api.BasicJavacTask (in module jdk.compiler) because module jdk.compiler does not export "
    "com.sun.tools.javac.api to unnamed module @0x5a2e4553 -> [Help 1]\n"
    "[ERROR] \n[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.\n"
    "[ERROR] Re-run Maven using the -X switch to enable full debug logging.\nExit code 1")

_JVM_CONFIG = "\n".join(
    f"--add-{kind} jdk.compiler/com.sun.tools.javac.{pkg}=ALL-UNNAMED"
    for kind, pkg in (("exports", "api"), ("exports", "file"), ("exports", "main"), ("exports", "model"),
                      ("exports", "parser"), ("exports", "processing"), ("exports", "tree"), ("exports", "util"),
                      ("opens", "code"), ("opens", "comp"))) + "\n"

NULLAWAY = [
    ("user", "add NullAway (through Error Prone) to the maven build of inventory-svc, JDK 21. It blows up at "
             "compile time."),
    ("bash", "mvn -q compile", _EP_CRASH, True),
    ("say", "Error Prone runs inside javac in Maven's JVM, which needs the jdk.compiler packages exported to it. "
            "That goes in .mvn/jvm.config."),
    ("write", "/home/dev/inventory-svc/.mvn/jvm.config", _JVM_CONFIG),
    ("bash", "mvn -q compile",
     "[ERROR] /home/dev/inventory-svc/src/main/java/com/acme/inventory/StockService.java:[41,27] [NullAway] "
     "dereferenced expression item.getSku() is @Nullable\n    (see http://t.uber.com/nullaway )\n"
     "[ERROR] /home/dev/inventory-svc/src/main/java/com/acme/inventory/StockService.java:[58,16] [NullAway] "
     "returning @Nullable expression from method with @NonNull return type\n    (see http://t.uber.com/nullaway )\n"
     "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile "
     "(default-compile) on project inventory-svc: Compilation failure: Compilation failure:\nExit code 1", True),
    ("say", "Error Prone runs now, and NullAway reports two real findings in StockService."),
    ("edit", "/home/dev/inventory-svc/src/main/java/com/acme/inventory/StockService.java",
     "String sku = item.getSku().trim();", "String sku = Objects.requireNonNull(item.getSku(), \"sku\").trim();"),
    ("edit", "/home/dev/inventory-svc/src/main/java/com/acme/inventory/StockService.java",
     "    public Stock find(String sku) {", "    public @Nullable Stock find(String sku) {"),
    ("bash", "mvn -q compile",
     "[ERROR] /home/dev/inventory-svc/src/main/java/com/acme/inventory/StockService.java:[58,13] cannot find symbol\n"
     "  symbol:   class Nullable\n  location: class com.acme.inventory.StockService\nExit code 1", True),
    ("edit", "/home/dev/inventory-svc/src/main/java/com/acme/inventory/StockService.java",
     "import java.util.Objects;\n", "import java.util.Objects;\nimport org.jspecify.annotations.Nullable;\n"),
    ("bash", "mvn -q compile && echo COMPILED", "COMPILED", False),
    ("bash", "mvn -q test",
     "[INFO] -------------------------------------------------------\n[INFO]  T E S T S\n"
     "[INFO] -------------------------------------------------------\n"
     "[INFO] Running com.acme.inventory.StockServiceTest\n"
     "[INFO] Tests run: 31, Failures: 0, Errors: 0, Skipped: 2, Time elapsed: 1.204 s\n"
     "[INFO] Running com.acme.inventory.ReservationTest\n"
     "[INFO] Tests run: 17, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.311 s\n[INFO] \n"
     "[INFO] Results:\n[INFO] \n[INFO] Tests run: 48, Failures: 0, Errors: 0, Skipped: 2", False),
]

SOURCES = {
    "qpdf-fish-encrypt": ("/home/tomas/docs", "2025-03-16T07:55:12Z", "main", QPDF),
    "calibre-wsl-cjk": ("/home/jiho/books", "2025-03-16T12:03:40Z", "main", CALIBRE),
    "cue-vet-k8s": ("/home/ana/platform/deploy", "2025-03-17T09:20:31Z", "cue-api", CUE),
    "trufflehog-precommit-zsh": ("/Users/priya/src/payments-api", "2025-03-17T15:41:09Z", "fix/leak", TRUFFLE),
    "ktlint-spotless-pwsh": ("C:\\src\\ledger-android", "2025-03-18T08:12:44Z", "ktlint-1.5", KTLINT),
    "errorprone-nullaway-mvn": ("/home/dev/inventory-svc", "2025-03-18T13:27:02Z", "nullaway", NULLAWAY),
}
