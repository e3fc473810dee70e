"""Cases of the fifty-second tracking corpus (tables in tracking52_cases.py, whose docstring holds the labelling
rules): adb install refused with INSTALL_FAILED_UPDATE_INCOMPATIBLE over a build signed with another key, a legacy
Maven build with no language level failing on JDK 17 with "Source option 5 is no longer supported" (the fix stated
in prose), and Terraform's archived hashicorp/template provider with no darwin_arm64 package (the fix stated in
prose)."""
from __future__ import annotations

from tests.truth.tracking52_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


# --- adb install over an app signed with another key (global) -------------------------------------------------------

FN = "/home/kenji/fieldnotes-android"
RELEASE_APK = "app/build/outputs/apk/release/app-release.apk"


def _incompatible(apk: str, pkg: str = "com.kenji.fieldnotes") -> str:
    return (f"Performing Streamed Install\nadb: failed to install {apk}: Failure [INSTALL_FAILED_UPDATE_INCOMPATIBLE: "
            f"Existing package {pkg} signatures do not match newer version; ignoring!]")


def _adb() -> None:
    T.source(
        "s-adb-update-incompatible", FN, "2025-06-02T05:00:00Z", "release/1.9",
        user("Install the release build on my test phone so I can check the R8 rules didn't break anything."),
        ok("./gradlew assembleRelease", "> Task :app:minifyReleaseWithR8\n> Task :app:packageRelease\n\n"
           "BUILD SUCCESSFUL in 1m 12s\n48 actionable tasks: 12 executed, 36 up-to-date"),
        err(f"adb install {RELEASE_APK}", _incompatible(RELEASE_APK)),
        ok("adb shell dumpsys package com.kenji.fieldnotes | grep -m2 -E 'versionName|pkgFlags'",
           "    versionName=1.9.0-debug\n    pkgFlags=[ DEBUGGABLE HAS_CODE ALLOW_CLEAR_USER_DATA ALLOW_BACKUP ]"),
        say("The phone has the debug build, signed with the debug keystore, and the release APK is signed with the "
            "upload key. Android refuses an update whose signature differs (adb install -r doesn't change that), so "
            "the installed app has to go first. That deletes its local data on the phone."),
        ok(f"adb uninstall com.kenji.fieldnotes && adb install {RELEASE_APK}",
           "Success\nPerforming Streamed Install\nSuccess"),
    )
    T.lesson(
        "t52-adb-update-incompatible", "global", "en", "s-adb-update-incompatible", "tool_quirk",
        "adb install fails with INSTALL_FAILED_UPDATE_INCOMPATIBLE over an app signed with another key",
        "adb install of a release APK fails: Failure [INSTALL_FAILED_UPDATE_INCOMPATIBLE: Existing package "
        "<package> signatures do not match newer version; ignoring!].",
        "The APK built fine and the package name is right, and adb install -r changes nothing, so it looks like a "
        "broken build.",
        "The device already has the same package signed with a different certificate (a debug build, or a Play or "
        "CI build); Android only accepts updates signed with the same key.",
        "adb uninstall <package> first (this deletes the app's data on the device), then install again; with several "
        "devices pass -s <serial> to both commands.",
        ["\"Failure [INSTALL_FAILED_UPDATE_INCOMPATIBLE: Existing package com.kenji.fieldnotes signatures do not "
         "match newer version; ignoring!]\"",
         "the phone had \"versionName=1.9.0-debug\"",
         "\"adb uninstall com.kenji.fieldnotes && adb install app/build/outputs/apk/release/app-release.apk\" -> "
         "\"Success\""],
    )

    ci_apk = "/home/kenji/Downloads/fieldnotes-ci-1187.apk"
    T.later(
        "l-adb-ci-apk", FN, "2025-06-12T06:00:00Z", "main",
        user("Install the CI build 1187 APK I downloaded (~/Downloads/fieldnotes-ci-1187.apk) over what's on the "
             "test phone."),
        err("adb install -r ~/Downloads/fieldnotes-ci-1187.apk", _incompatible(ci_apk)),
        say("The phone has the release build you signed locally with the upload key, and CI signs with its own key, "
            "so the update is refused. Uninstalling first (the app's data on the phone goes with it)."),
        ok("adb uninstall com.kenji.fieldnotes && adb install ~/Downloads/fieldnotes-ci-1187.apk",
           "Success\nPerforming Streamed Install\nSuccess"),
    )
    T.pair("t52-adb-update-incompatible", "l-adb-ci-apk", "recurred",
           "installing the CI-signed APK over the local release build failed with INSTALL_FAILED_UPDATE_INCOMPATIBLE")

    T.later(
        "l-adb-gradle-install", FN, "2025-06-20T07:00:00Z", "main",
        user("Put the debug build on Aiko's phone, it's plugged in. She has the Play Store version on it."),
        err("./gradlew installDebug", """> Task :app:installDebug FAILED
Installing APK 'app-debug.apk' on 'SM-A546E - 14' for :app:debug

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:installDebug'.
> java.util.concurrent.ExecutionException: com.android.builder.testing.api.DeviceException: \
com.android.ddmlib.InstallException: INSTALL_FAILED_UPDATE_INCOMPATIBLE: Existing package com.kenji.fieldnotes \
signatures do not match newer version; ignoring!

* Try:
> Run with --stacktrace option to get the stack trace.
> Run with --info or --debug option to get more log output.
> Run with --scan to get full insights.
> Get more help at https://help.gradle.org.

BUILD FAILED in 14s
31 actionable tasks: 1 executed, 30 up-to-date"""),
        say("The Play version is signed with the Play app signing key, so the debug build can't replace it. It "
            "has to be uninstalled first, which wipes Aiko's data in the app. OK to do that?"),
        user("Yes, she's fine losing it."),
        ok("adb uninstall com.kenji.fieldnotes && ./gradlew installDebug",
           "Success\n> Task :app:installDebug\nInstalling APK 'app-debug.apk' on 'SM-A546E - 14' for :app:debug\n"
           "Installed on 1 device.\n\nBUILD SUCCESSFUL in 9s\n31 actionable tasks: 1 executed, 30 up-to-date"),
    )
    T.pair("t52-adb-update-incompatible", "l-adb-gradle-install", "recurred",
           "gradle installDebug over the Play-signed app failed with the same INSTALL_FAILED_UPDATE_INCOMPATIBLE")

    T.later(
        "l-adb-two-phones", "/home/mei/pocketbudget", "2025-06-16T03:00:00Z", "main",
        user("Two phones are connected. On the Pixel (35091FDJH000KX) replace the Play Store version of "
             "pocketbudget with my local release build. Losing its data is fine."),
        ok("adb devices", "List of devices attached\n35091FDJH000KX\tdevice\nR58M42ABCDE\tdevice"),
        say("The Play version is signed with a different key than your local release build, so an update would be "
            "refused; uninstalling it on the Pixel first."),
        ok(f"adb -s 35091FDJH000KX uninstall com.mei.pocketbudget && adb -s 35091FDJH000KX install {RELEASE_APK}",
           "Success\nPerforming Streamed Install\nSuccess"),
    )
    T.pair("t52-adb-update-incompatible", "l-adb-two-phones", "applied",
           "adb -s <serial> uninstall then install, before any install attempt; it succeeded")

    T.later(
        "l-adb-flutter-rewrite", "/home/kenji/fieldnotes_flutter", "2025-06-24T05:30:00Z", "main",
        user("The Flutter rewrite uses the same application id as the old native app, which is on my phone (serial "
             "R5CT30ABCD). Install the Flutter release build on it."),
        say("The native app there is signed with a different key, so Android would refuse the Flutter build as an "
            "update. Uninstalling it first."),
        ok("adb -s R5CT30ABCD uninstall com.kenji.fieldnotes && flutter install -d R5CT30ABCD",
           "Success\nInstalling app-release.apk to SM S918B...\n"
           "Installing build/app/outputs/flutter-apk/app-release.apk...         3.1s"),
    )
    T.pair("t52-adb-update-incompatible", "l-adb-flutter-rewrite", "applied",
           "the differently signed app was uninstalled with adb before flutter install; no failure")

    T.later(
        "l-adb-downgrade", FN, "2025-06-18T08:00:00Z", "main",
        user("Put the 1.8.4 debug build from the CI artifacts back on the test phone so I can reproduce the old "
             "sync bug."),
        err("adb install ~/releases/fieldnotes-1.8.4-debug.apk",
            "Performing Streamed Install\nadb: failed to install /home/kenji/releases/fieldnotes-1.8.4-debug.apk: "
            "Failure [INSTALL_FAILED_VERSION_DOWNGRADE: Downgrade detected: Update version code 184 is older than "
            "current 190]"),
        say("It's an older version code than what's installed. Both are debuggable builds, so adb may downgrade "
            "with -d."),
        ok("adb install -r -d ~/releases/fieldnotes-1.8.4-debug.apk", "Performing Streamed Install\nSuccess"),
    )
    T.pair("t52-adb-update-incompatible", "l-adb-downgrade", "neither",
           "a different adb install failure (INSTALL_FAILED_VERSION_DOWNGRADE), fixed with -d")

    T.later(
        "l-adb-free-storage", FN, "2025-06-22T09:00:00Z", "main",
        user("The test phone is out of storage. Remove the old sample apps (com.example.*) I installed."),
        ok("adb shell pm list packages | grep com.example",
           "package:com.example.camerax\npackage:com.example.composetutorial"),
        ok("adb uninstall com.example.camerax && adb uninstall com.example.composetutorial", "Success\nSuccess"),
    )
    T.pair("t52-adb-update-incompatible", "l-adb-free-storage", "neither",
           "adb uninstall used for something else (freeing storage); no install and no signature failure")


# --- Maven on JDK 17 with no language level (project: legacy-billing, prose-only fix) -------------------------------

BILL = "/home/ivan/legacy-billing"
MVN_HELP = """[ERROR] -> [Help 1]
[ERROR]
[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.
[ERROR] Re-run Maven using the -X switch to enable full debug logging.
[ERROR]
[ERROR] For more information about the errors and possible solutions, please read the following articles:
[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/MojoFailureException"""


def _source_option(old: int, least: int, module: str, plugin: str = "3.1") -> str:
    pair = (f"[ERROR] Source option {old} is no longer supported. Use {least} or later.\n"
            f"[ERROR] Target option {old} is no longer supported. Use {least} or later.\n")
    return ("[ERROR] COMPILATION ERROR :\n" + pair
            + f"[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:{plugin}:compile "
            f"(default-compile) on project {module}: Compilation failure: Compilation failure:\n" + pair + MVN_HELP)


PARENT_PROPS = ("  <properties>\n    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>\n"
                "  </properties>\n")


def _maven() -> None:
    T.source(
        "s-maven-source-option-5", BILL, "2025-06-05T11:00:00Z", "chore/jdk17",
        user("Build billing-core with the JDK 17 this machine has now."),
        err("mvn -q -pl billing-core -DskipTests package", _source_option(5, 7, "billing-core")),
        read(f"{BILL}/pom.xml", "<project>\n  <modelVersion>4.0.0</modelVersion>\n"
             "  <groupId>com.acme.billing</groupId>\n"
             "  <artifactId>legacy-billing</artifactId>\n  <version>2.3.1-SNAPSHOT</version>\n"
             "  <packaging>pom</packaging>\n" + PARENT_PROPS + "  <build>\n    <pluginManagement>\n      <plugins>\n"
             "        <plugin>\n          <artifactId>maven-compiler-plugin</artifactId>\n"
             "          <version>3.1</version>\n        </plugin>\n      </plugins>\n    </pluginManagement>\n"
             "  </build>\n</project>\n"),
        say("The poms never set a language level, so maven-compiler-plugin 3.1 falls back to -source 1.5 "
            "-target 1.5. JDK 17's javac only accepts 7 and later. I'll declare Java 8 in the parent pom's "
            "properties so every module inherits it."),
        edit(f"{BILL}/pom.xml", "    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>\n",
             "    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>\n"
             "    <maven.compiler.source>1.8</maven.compiler.source>\n"
             "    <maven.compiler.target>1.8</maven.compiler.target>\n"),
        ok("mvn -q -pl billing-core -DskipTests package && ls billing-core/target/*.jar",
           "billing-core/target/billing-core-2.3.1-SNAPSHOT.jar"),
    )
    T.lesson(
        "t52-maven-source-option", "project", "en", "s-maven-source-option-5", "build_config",
        "legacy-billing doesn't compile on JDK 17: Source option 5 is no longer supported",
        "mvn package fails in maven-compiler-plugin:3.1:compile with [ERROR] Source option 5 is no longer supported. "
        "Use 7 or later. (and the same for Target option 5).",
        "Neither the code nor the poms changed, only the JDK did, and no pom mentions Java 5 anywhere.",
        "The poms declare no language level, so the old maven-compiler-plugin 3.1 falls back to source/target 1.5, "
        "which javac from JDK 12+ rejects; any module whose level is below what the current JDK supports fails the "
        "same way.",
        "Declare the language level in the pom: maven.compiler.source and maven.compiler.target of 1.8 or later in "
        "<properties> (or maven.compiler.release with compiler plugin 3.6+), including modules that set their own "
        "compiler configuration.",
        ["\"Source option 5 is no longer supported. Use 7 or later.\" from \"maven-compiler-plugin:3.1:compile\"",
         "after \"<maven.compiler.source>1.8</maven.compiler.source>\" and the target in the parent pom, the build "
         "produced \"billing-core/target/billing-core-2.3.1-SNAPSHOT.jar\""],
    )

    T.later(
        "l-billing-export-module", BILL, "2025-06-13T10:00:00Z", "chore/jdk17",
        user("Now build billing-export as well."),
        err("mvn -q -pl billing-export -am -DskipTests package", _source_option(5, 7, "billing-export")),
        read(f"{BILL}/billing-export/pom.xml",
             "      <plugin>\n        <artifactId>maven-compiler-plugin</artifactId>\n"
             "        <configuration>\n          <source>1.5</source>\n          <target>1.5</target>\n"
             "        </configuration>\n      </plugin>\n"),
        say("billing-export overrides the compiler configuration with 1.5, which wins over the parent's "
            "properties. Raising it to 1.8."),
        edit(f"{BILL}/billing-export/pom.xml", "          <source>1.5</source>\n          <target>1.5</target>\n",
             "          <source>1.8</source>\n          <target>1.8</target>\n"),
        ok("mvn -q -pl billing-export -am -DskipTests package && ls billing-export/target/*.jar",
           "billing-export/target/billing-export-2.3.1-SNAPSHOT.jar"),
    )
    T.pair("t52-maven-source-option", "l-billing-export-module", "recurred",
           "billing-export failed with the same Source option 5 error from its own 1.5 compiler setting")

    T.later(
        "l-billing-reports-jdk21", BILL, "2025-06-26T09:00:00Z", "ci/jdk21",
        user("CI moves to JDK 21 next week. Try building billing-reports in the maven:3.9-eclipse-temurin-21 image."),
        err("docker run --rm -v \"$PWD\":/src -v ~/.m2:/root/.m2 -w /src maven:3.9-eclipse-temurin-21 mvn -q -pl "
            "billing-reports -am -DskipTests package", _source_option(7, 8, "billing-reports")),
        ok("grep -n 'maven.compiler' billing-reports/pom.xml",
           "14:    <maven.compiler.source>1.7</maven.compiler.source>\n"
           "15:    <maven.compiler.target>1.7</maven.compiler.target>"),
        say("billing-reports pins Java 7, which JDK 21's javac no longer supports. Moving it to 1.8 like the rest."),
        edit(f"{BILL}/billing-reports/pom.xml", "    <maven.compiler.source>1.7</maven.compiler.source>\n"
             "    <maven.compiler.target>1.7</maven.compiler.target>\n",
             "    <maven.compiler.source>1.8</maven.compiler.source>\n"
             "    <maven.compiler.target>1.8</maven.compiler.target>\n"),
        ok("docker run --rm -v \"$PWD\":/src -v ~/.m2:/root/.m2 -w /src maven:3.9-eclipse-temurin-21 mvn -q -pl "
           "billing-reports -am -DskipTests package && ls billing-reports/target/*.jar",
           "billing-reports/target/billing-reports-2.3.1-SNAPSHOT.jar"),
    )
    T.pair("t52-maven-source-option", "l-billing-reports-jdk21", "recurred",
           "the same error with another version: billing-reports' 1.7 level rejected by JDK 21 (Use 8 or later)")

    T.later(
        "l-billing-audit-module", BILL, "2025-06-19T13:00:00Z", "feat/audit",
        user("Add a new billing-audit module, set up like billing-export, with one placeholder class, and build it."),
        say("billing-export had its own compiler section pinned to 1.5, which broke on JDK 17; the new module gets "
            "an explicit Java 8 level through the compiler properties instead."),
        write(f"{BILL}/billing-audit/pom.xml", "<project>\n  <modelVersion>4.0.0</modelVersion>\n  <parent>\n"
              "    <groupId>com.acme.billing</groupId>\n    <artifactId>legacy-billing</artifactId>\n"
              "    <version>2.3.1-SNAPSHOT</version>\n  </parent>\n  <artifactId>billing-audit</artifactId>\n"
              "  <properties>\n    <maven.compiler.source>1.8</maven.compiler.source>\n"
              "    <maven.compiler.target>1.8</maven.compiler.target>\n  </properties>\n</project>\n"),
        write(f"{BILL}/billing-audit/src/main/java/com/acme/billing/audit/AuditLog.java",
              "package com.acme.billing.audit;\n\npublic final class AuditLog {\n    private AuditLog() {\n    }\n}\n"),
        edit(f"{BILL}/pom.xml", "    <module>billing-export</module>\n",
             "    <module>billing-export</module>\n    <module>billing-audit</module>\n"),
        ok("mvn -q -pl billing-audit -am -DskipTests package && ls billing-audit/target/*.jar",
           "billing-audit/target/billing-audit-2.3.1-SNAPSHOT.jar"),
    )
    T.pair("t52-maven-source-option", "l-billing-audit-module", "applied",
           "the new module's pom declares maven.compiler.source/target 1.8 before its first build; no error")

    T.later(
        "l-billing-sun-base64", BILL, "2025-06-23T15:00:00Z", "chore/jdk17",
        user("billing-legacy-crypto doesn't compile on 17 either. Check it."),
        err("mvn -q -pl billing-legacy-crypto -am -DskipTests package",
            "[ERROR] COMPILATION ERROR :\n[ERROR] /home/ivan/legacy-billing/billing-legacy-crypto/src/main/java/com/"
            "acme/billing/crypto/TokenCodec.java:[4,16] cannot find symbol\n  symbol:   class BASE64Encoder\n"
            "  location: package sun.misc\n[ERROR] Failed to execute goal org.apache.maven.plugins:"
            "maven-compiler-plugin:3.1:compile (default-compile) on project billing-legacy-crypto: Compilation "
            "failure\n" + MVN_HELP),
        say("sun.misc.BASE64Encoder was removed after JDK 8; java.util.Base64 replaces it."),
        edit(f"{BILL}/billing-legacy-crypto/src/main/java/com/acme/billing/crypto/TokenCodec.java",
             "import sun.misc.BASE64Encoder;\n", "import java.util.Base64;\n"),
        edit(f"{BILL}/billing-legacy-crypto/src/main/java/com/acme/billing/crypto/TokenCodec.java",
             "        return new BASE64Encoder().encode(raw);",
             "        return Base64.getEncoder().encodeToString(raw);"),
        ok("mvn -q -pl billing-legacy-crypto -am -DskipTests package && ls billing-legacy-crypto/target/*.jar",
           "billing-legacy-crypto/target/billing-legacy-crypto-2.3.1-SNAPSHOT.jar"),
    )
    T.pair("t52-maven-source-option", "l-billing-sun-base64", "neither",
           "a different compile error on JDK 17 (sun.misc.BASE64Encoder missing); the language level is not touched")

    T.later(
        "l-billing-building-doc", BILL, "2025-07-03T09:00:00Z", "docs/building",
        user("Write BUILDING.md: how to build on JDK 17 and what we changed for it. Docs only."),
        write(f"{BILL}/BUILDING.md", "# Building legacy-billing\n\nRequires JDK 17 and Maven 3.9.\n\n"
              "```sh\nmvn -DskipTests package\n```\n\nThe parent pom sets `maven.compiler.source`/`target` to 1.8; "
              "without them maven-compiler-plugin 3.1 compiles for Java 5 and JDK 17 fails with \"Source option 5 "
              "is no longer supported\". Modules with their own compiler section must not go below 1.8.\n"),
        say("BUILDING.md is written."),
    )
    T.pair("t52-maven-source-option", "l-billing-building-doc", "neither",
           "the error and the fix are only written into BUILDING.md; nothing is built")


# --- hashicorp/template on darwin_arm64 (project: edge-proxies, prose-only fix) -------------------------------------

EDGE = "/Users/nadia/infra/edge-proxies"


def _no_template_pkg(chdir_note: str = "") -> str:
    return f"""Initializing the backend...{chdir_note}

Successfully configured the backend "s3"! Terraform will automatically
use this backend unless the backend configuration changes.
Initializing provider plugins...
- Reusing previous version of hashicorp/aws from the dependency lock file
- Reusing previous version of hashicorp/template from the dependency lock file
- Installing hashicorp/aws v5.54.1...
- Installed hashicorp/aws v5.54.1 (signed by HashiCorp)
╷
│ Error: Incompatible provider version
│
│ Provider registry.terraform.io/hashicorp/template v2.2.0 does not have a package available for your current
│ platform, darwin_arm64.
│
│ Provider releases are separate from Terraform CLI releases, so not all providers are available for all
│ platforms. Other versions of this provider may have different platforms supported.
╵
"""


INIT_OK = """Initializing the backend...
Initializing provider plugins...
- Reusing previous version of hashicorp/aws from the dependency lock file
- Using previously-installed hashicorp/aws v5.54.1

Terraform has been successfully initialized!"""


def _terraform() -> None:
    T.source(
        "s-tf-template-arm64", EDGE, "2025-06-09T08:00:00Z", "main",
        user("I'm on the new M2 MacBook. Run terraform init and plan for edge-proxies."),
        err("terraform init", _no_template_pkg()),
        ok("grep -rn 'template_file' --include=*.tf .",
           "./user_data.tf:1:data \"template_file\" \"proxy_init\" {\n"
           "./main.tf:38:  user_data = data.template_file.proxy_init.rendered"),
        read(f"{EDGE}/user_data.tf", "data \"template_file\" \"proxy_init\" {\n"
             "  template = file(\"${path.module}/templates/proxy-init.sh.tpl\")\n  vars = {\n"
             "    upstreams   = join(\",\", var.upstreams)\n    environment = var.environment\n  }\n}\n"),
        say("The hashicorp/template provider is archived and was never built for darwin_arm64, so there is nothing "
            "to install on this Mac. Terraform's built-in templatefile() does the same job, so I'll replace the data "
            "source with a local and drop the provider."),
        write(f"{EDGE}/user_data.tf", "locals {\n"
              "  proxy_init = templatefile(\"${path.module}/templates/proxy-init.sh.tpl\", {\n"
              "    upstreams   = join(\",\", var.upstreams)\n    environment = var.environment\n  })\n}\n"),
        edit(f"{EDGE}/main.tf", "  user_data = data.template_file.proxy_init.rendered",
             "  user_data = local.proxy_init"),
        ok("terraform init && terraform plan", INIT_OK + "\n\ndata.aws_ami.ubuntu: Reading...\n"
           "data.aws_ami.ubuntu: Read complete after 1s [id=ami-0c1e7f4b2d9a83e65]\n"
           "aws_instance.proxy[0]: Refreshing state... [id=i-0a4f2c9e7b1d35e80]\n"
           "aws_instance.proxy[1]: Refreshing state... [id=i-07d3b8e1f2c4a9650]\n\n"
           "No changes. Your infrastructure matches the configuration.\n\nTerraform has compared your real "
           "infrastructure against your configuration and found no differences, so no changes are needed."),
    )
    T.lesson(
        "t52-tf-template-arm64", "project", "en", "s-tf-template-arm64", "build_config",
        "edge-proxies can't terraform init on Apple Silicon: hashicorp/template has no darwin_arm64 package",
        "terraform init fails with Error: Incompatible provider version: Provider "
        "registry.terraform.io/hashicorp/template v2.2.0 does not have a package available for your current "
        "platform, darwin_arm64.",
        "The same configuration initialises on Intel Macs and in Linux CI, so a broken Terraform install or lock "
        "file on the new machine looks like the cause.",
        "The archived hashicorp/template provider, pulled in by data \"template_file\" blocks, was never built for "
        "darwin_arm64.",
        "Replace each data \"template_file\" block with Terraform's built-in templatefile() function (in a local or "
        "directly in the argument), point the references that used .rendered at it, and run init again; the "
        "template provider then drops out of the configuration.",
        ["terraform init: \"Provider registry.terraform.io/hashicorp/template v2.2.0 does not have a package "
         "available for your current\" ... \"platform, darwin_arm64.\"",
         "after \"proxy_init = templatefile(\" replaced the template_file data source, \"terraform init && "
         "terraform plan\" gave \"No changes. Your infrastructure matches the configuration.\""],
    )

    T.later(
        "l-edge-staging-bastion", EDGE, "2025-06-17T09:00:00Z", "main",
        user("Init the staging env (envs/staging) as well."),
        err("terraform -chdir=envs/staging init", _no_template_pkg()),
        ok("grep -rn 'template_file' --include=*.tf envs/staging modules",
           "modules/bastion/user_data.tf:1:data \"template_file\" \"bastion_init\" {\n"
           "modules/bastion/main.tf:22:  user_data = data.template_file.bastion_init.rendered"),
        say("The bastion module still uses template_file, which has no arm64 build. Converting it to templatefile()."),
        write(f"{EDGE}/modules/bastion/user_data.tf", "locals {\n"
              "  bastion_init = templatefile(\"${path.module}/templates/bastion-init.sh.tpl\", {\n"
              "    ssh_users = join(\" \", var.ssh_users)\n  })\n}\n"),
        edit(f"{EDGE}/modules/bastion/main.tf", "  user_data = data.template_file.bastion_init.rendered",
             "  user_data = local.bastion_init"),
        ok("terraform -chdir=envs/staging init", INIT_OK),
    )
    T.pair("t52-tf-template-arm64", "l-edge-staging-bastion", "recurred",
           "init of envs/staging failed with the same missing darwin_arm64 package for hashicorp/template")

    T.later(
        "l-edge-cache-port", EDGE, "2025-06-24T10:00:00Z", "feat/cache-nodes",
        user("Port the cache-node user_data from the old legacy-edge repo (../legacy-edge/cache.tf) into this "
             "stack."),
        read("/Users/nadia/infra/legacy-edge/cache.tf", "data \"template_file\" \"cache_init\" {\n"
             "  template = file(\"${path.module}/templates/cache-init.sh.tpl\")\n"
             "  vars = {\n    cache_size_gb = var.cache_size_gb\n  }\n}\n"),
        say("legacy-edge uses a template_file data source, which would bring back the hashicorp/template provider "
            "that can't install on Apple Silicon. Porting it as templatefile() instead."),
        write(f"{EDGE}/cache.tf", "locals {\n"
              "  cache_init = templatefile(\"${path.module}/templates/cache-init.sh.tpl\","
              " {\n    cache_size_gb = var.cache_size_gb\n  })\n}\n"),
        ok("cp ../legacy-edge/templates/cache-init.sh.tpl templates/ && terraform init && terraform validate",
           INIT_OK + "\nSuccess! The configuration is valid."),
    )
    T.pair("t52-tf-template-arm64", "l-edge-cache-port", "applied",
           "a template_file block was ported as templatefile() before init; init and validate passed")

    T.later(
        "l-edge-monitoring-cleanup", EDGE, "2025-07-02T08:00:00Z", "chore/templatefile",
        user("modules/monitoring still has template_file blocks, and Omar gets an M3 next week. Clean them up "
             "before he hits the arm64 problem, and check envs/prod still inits."),
        ok("grep -rn 'template_file' --include=*.tf modules/monitoring",
           "modules/monitoring/agent.tf:1:data \"template_file\" \"agent_config\" {\n"
           "modules/monitoring/agent.tf:12:  user_data = data.template_file.agent_config.rendered"),
        edit(f"{EDGE}/modules/monitoring/agent.tf", "data \"template_file\" \"agent_config\" {\n"
             "  template = file(\"${path.module}/agent.yaml.tpl\")\n  vars = {\n    env = var.environment\n  }\n}\n",
             "locals {\n  agent_config = templatefile(\"${path.module}/agent.yaml.tpl\", {\n"
             "    env = var.environment\n  })\n}\n"),
        edit(f"{EDGE}/modules/monitoring/agent.tf", "  user_data = data.template_file.agent_config.rendered",
             "  user_data = local.agent_config"),
        ok("terraform -chdir=envs/prod init -upgrade && terraform -chdir=envs/prod validate",
           INIT_OK.replace("Reusing previous version of hashicorp/aws from the dependency lock file",
                           "Finding hashicorp/aws versions matching \"~> 5.40\"...")
           + "\nSuccess! The configuration is valid."),
    )
    T.pair("t52-tf-template-arm64", "l-edge-monitoring-cleanup", "applied",
           "template_file blocks replaced with templatefile() before anyone ran init on arm64; init passed")

    T.later(
        "l-edge-lock-checksums", EDGE, "2025-06-20T14:00:00Z", "main",
        user("CI (Linux) says the lock file doesn't match since my init on the Mac. Reproduce with the terraform "
             "container."),
        err("docker run --rm -v \"$PWD\":/w -w /w hashicorp/terraform:1.8.5 init -backend=false -lockfile=readonly",
            """Initializing provider plugins...
- Reusing previous version of hashicorp/aws from the dependency lock file
- Installing hashicorp/aws v5.54.1...
╷
│ Error: Failed to install provider
│
│ Error while installing hashicorp/aws v5.54.1: the local package for registry.terraform.io/hashicorp/aws
│ 5.54.1 doesn't match any of the checksums previously recorded in the dependency lock file (this might be
│ because the available checksums are for packages targeting different platforms); for more information:
│ https://www.terraform.io/language/provider-checksum-verification
╵
"""),
        say("The lock file only has darwin_arm64 hashes now. Recording hashes for both platforms."),
        ok("terraform providers lock -platform=darwin_arm64 -platform=linux_amd64 && docker run --rm -v "
           "\"$PWD\":/w -w /w hashicorp/terraform:1.8.5 init -backend=false -lockfile=readonly",
           "- Fetching hashicorp/aws 5.54.1 for darwin_arm64...\n- Fetching hashicorp/aws 5.54.1 for linux_amd64...\n"
           "Success! Terraform has updated the lock file.\n" + INIT_OK.replace("Initializing the backend...\n", "")),
    )
    T.pair("t52-tf-template-arm64", "l-edge-lock-checksums", "neither",
           "a different terraform init error (lock file checksums for one platform), fixed with providers lock")

    T.later(
        "l-legacy-edge-linux-plan", "/Users/nadia/infra/legacy-edge", "2025-06-27T16:00:00Z", "main",
        user("legacy-edge isn't worth migrating. Just run its plan in the Linux terraform container."),
        ok("docker run --rm --platform linux/amd64 -v \"$PWD\":/w -v ~/.aws:/root/.aws:ro -w /w "
           "hashicorp/terraform:1.5.7 init -input=false && docker run --rm --platform linux/amd64 -v \"$PWD\":/w "
           "-v ~/.aws:/root/.aws:ro -w /w hashicorp/terraform:1.5.7 plan -input=false",
           "Initializing provider plugins...\n- Reusing previous version of hashicorp/template from the dependency "
           "lock file\n- Installing hashicorp/template v2.2.0...\n- Installed hashicorp/template v2.2.0 (signed by "
           "HashiCorp)\n\nTerraform has been successfully initialized!\n...\nNo changes. Your infrastructure matches "
           "the configuration."),
    )
    T.pair("t52-tf-template-arm64", "l-legacy-edge-linux-plan", "neither",
           "hashicorp/template installs in a linux/amd64 container; no darwin_arm64 failure and no templatefile()")


FILLS = (_adb, _maven, _terraform)
