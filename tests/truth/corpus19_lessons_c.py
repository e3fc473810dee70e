"""Labelled lessons of corpus19, part C (winget and fastlane from corpus19_sources_b.py; Kotlin Multiplatform and
Locust from corpus19_sources_c.py). Each lesson is written as a model replies it; its labels were written from the
session text before anything judged it."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus19_common import G, K
from tests.truth.corpus19_sources_b import FASTLANE, WINGET
from tests.truth.corpus19_sources_c import KMP, LOCUST

_WINGET = [
    G("064", WINGET, "Zip installers in winget manifests need NestedInstallerType and NestedInstallerFiles",
      "`winget validate` fails with two Required field missing errors.",
      "Declaring `InstallerType: zip` like an exe installer.",
      "For a zip, winget has to know what is inside it and which file to expose.",
      "Add `NestedInstallerType: portable` and `NestedInstallerFiles` with `RelativeFilePath` and "
      "`PortableCommandAlias`.",
      "`Manifest Error: Required field missing. [NestedInstallerType]` (and `[NestedInstallerFiles]`) → added "
      "`NestedInstallerType: portable` with `RelativeFilePath: logrelay.exe` → `Manifest validation succeeded.` / "
      "`rc=0`",
      "real", "edit_then_pass", "the manifest edit is followed by validate succeeding with rc=0",
      ["code spans", "arrows", "exit code"],
      {"failure": "Required field missing. [NestedInstallerType]", "fix": 'echo "rc=$LASTEXITCODE"',
       "evidence": "Required field missing. [NestedInstallerType]"}, category="build_config"),
    G("065", WINGET, "winget install --manifest needs the LocalManifestFiles setting enabled",
      "Installing from a local manifest is refused.", "Expecting a validated manifest to install directly.",
      "Local manifests are disabled by default and need an admin to enable them.",
      "`winget settings --enable LocalManifestFiles` in an admin shell.",
      "`winget install --manifest manifests\\a\\Acme\\LogRelay\\1.2.0` → `This feature needs to be enabled by "
      "administrators. To enable it, run 'winget settings --enable LocalManifestFiles' as administrator.`",
      "real", "question_offers_flag", "the assistant only asks whether to enable it; the person refuses",
      ["windows paths", "code spans", "arrow"],
      {"failure": "This feature needs to be enabled by administrators",
       "fix": "Do you want me to run `winget settings --enable LocalManifestFiles`?",
       "evidence": "This feature needs to be enabled by administrators"}, category="env_setup"),
    G("066", WINGET, "winget-pkgs SandboxTest.ps1 needs the Windows Sandbox optional feature",
      "The sandbox test script stops at once.", "Assuming Windows Sandbox is there on every Windows 11.",
      "Windows Sandbox is an optional feature, off by default.",
      "`Enable-WindowsOptionalFeature -Online -FeatureName 'Containers-DisposableClientVM'` elevated, then reboot.",
      "`.\\Tools\\SandboxTest.ps1 manifests\\a\\Acme\\LogRelay\\1.2.0` → `Windows Sandbox does not seem to be "
      "available.`; the fix is `Enable-WindowsOptionalFeature -Online -FeatureName 'Containers-DisposableClientVM'`",
      "real", "only_suggested", "enabling the feature is only described; the PR is opened without a sandbox test",
      ["windows paths", "code spans"],
      {"failure": "Windows Sandbox does not seem to be available", "fix": "Turning it on takes",
       "evidence": "Windows Sandbox does not seem to be available"}, category="env_setup"),
    G("067", WINGET, "winget validate wants NestedInstallerFiles for zip installers",
      "Validation fails for a zip.", "No nested installer files.", "Schema 1.6.", "Add them.",
      "`Manifest Error: NestedInstallerFiles is required when InstallerType is zip`",
      "invented", "near_miss", "winget said `Required field missing. [NestedInstallerFiles]`",
      ["code span", "reworded error"], {"evidence": "Required field missing. [NestedInstallerFiles]"},
      category="build_config"),
    G("068", WINGET, "A manifest that validates installs locally without extra settings",
      "Testing a new winget manifest.", "Skipping the local install.", "Validation covers it.",
      "Validate, then install with --manifest.",
      "once `winget validate --manifest manifests\\a\\Acme\\LogRelay\\1.2.0` succeeded, `winget install --manifest "
      "manifests\\a\\Acme\\LogRelay\\1.2.0` installed logrelay",
      "invented", "names_false_claim", "the install was refused: the LocalManifestFiles feature is disabled",
      ["false outcome", "windows paths"], {"evidence": "winget install --manifest"}, category="env_setup"),
    K("069", WINGET, "Open the winget-pkgs PR straight from the branch with gh pr create --fill",
      "Submitting a new manifest version to microsoft/winget-pkgs.",
      "Commit with the `New version: <id> version <v>` title and `gh pr create --fill --repo microsoft/winget-pkgs`.",
      "--fill reuses the commit title, which matches the repository's convention.",
      "`gh pr create --fill --repo microsoft/winget-pkgs` → `https://github.com/microsoft/winget-pkgs/pull/151234`",
      "real", "knowledge", "the PR URL is printed", ["code spans", "arrow"],
      {"evidence": "gh pr create --fill --repo microsoft/winget-pkgs"}),
    K("070", WINGET, "SandboxTest.ps1 validates the manifest before starting the sandbox",
      "Running the winget sandbox test on a new manifest.", "Read its manifest errors first.",
      "It runs validation before the sandbox.",
      "`.\\Tools\\SandboxTest.ps1 manifests\\a\\Acme\\LogRelay\\1.2.0` printed `Manifest Error: Required field "
      "missing. [NestedInstallerType]`",
      "invented", "other_call_error", "the manifest error came from winget validate; the sandbox script said Windows "
      "Sandbox is unavailable", ["windows paths", "code spans"],
      {"evidence": "Required field missing. [NestedInstallerType]"}),
]

_FASTLANE = [
    G("071", FASTLANE, "Switch the active developer dir with sudo xcode-select -s before running fastlane",
      "The lane dies with `xcode-select: error: tool 'xcodebuild' requires Xcode`.",
      "Having only the Command Line Tools selected.", "xcodebuild comes from the selected developer directory.",
      "`sudo xcode-select -s /Applications/Xcode-15.4.app`.",
      "`xcode-select: error: tool 'xcodebuild' requires Xcode, but active developer directory "
      "'/Library/Developer/CommandLineTools' is a command line tools instance` → `sudo xcode-select -s "
      "/Applications/Xcode-15.4.app`",
      "real", "confirmation_denied", "the person ran it and reports the same error; xcode-select -p still shows the "
      "CLT", ["code spans", "arrow"],
      {"failure": "requires Xcode, but active developer directory",
       "fix": "sudo xcode-select -s /Applications/Xcode-15.4.app", "evidence": "requires Xcode, but active developer"},
      category="env_setup"),
    G("072", FASTLANE, "DEVELOPER_DIR picks Xcode for one command, no sudo needed",
      "fastlane keeps finding the Command Line Tools.", "Relying on a global xcode-select switch.",
      "xcodebuild honours DEVELOPER_DIR over xcode-select.",
      "`DEVELOPER_DIR=/Applications/Xcode-15.4.app/Contents/Developer bundle exec fastlane ios build_only`.",
      "after the xcode-select switch didn't take (`xcode-select -p` still `/Library/Developer/CommandLineTools`), "
      "`DEVELOPER_DIR=/Applications/Xcode-15.4.app/Contents/Developer bundle exec fastlane ios build_only` got past "
      "xcodebuild to the match step",
      "real", "fix_ran", "the DEVELOPER_DIR run gets to match; the xcode-select error never returns",
      ["code spans", "after"],
      {"failure": "requires Xcode, but active developer directory",
       "fix": "DEVELOPER_DIR=/Applications/Xcode-15.4.app/Contents/Developer bundle exec",
       "evidence": "xcode-select -p; ls -d"}, category="env_setup"),
    G("073", FASTLANE, "fastlane match: read MATCH_PASSWORD from the keychain with security -w",
      "match aborts with `Invalid password passed via 'MATCH_PASSWORD'`.", "Running match with an unset passphrase.",
      "match decrypts the certificates repo with MATCH_PASSWORD.",
      "`MATCH_PASSWORD=\"$(security find-generic-password -s match-relay -a ci -w)\" bundle exec fastlane ...`.",
      "`[!] Invalid password passed via 'MATCH_PASSWORD'` → `MATCH_PASSWORD=\"$(security find-generic-password -s "
      "match-relay -a ci -w)\"` → `All required keys, certificates and provisioning profiles are installed 🙌`",
      "real", "fix_ran", "the run with the keychain passphrase installs the profiles",
      ["code spans", "arrows", "emoji", "nested quotes"],
      {"failure": "Invalid password passed via 'MATCH_PASSWORD'", "fix": 'MATCH_PASSWORD="$(security find-generic-password',
       "evidence": "Invalid password passed via"}, category="security"),
    G("074", FASTLANE, "gym export needs a provisioning profile mapping for every extension bundle id",
      "Archive succeeds, export fails with `No profiles for 'com.acme.relay.widget' were found`.",
      "Mapping only the app's bundle id in export_options.",
      "Each embedded extension is signed with its own profile.",
      "Fetch the widget's profile in match and map it in `provisioningProfiles`.",
      "`error: exportArchive: No profiles for 'com.acme.relay.widget' were found` → added "
      "`\"com.acme.relay.widget\" => \"match AppStore com.acme.relay.widget\"` to export_options → "
      "`Successfully exported and signed the ipa file:`",
      "real", "edit_then_pass", "the Fastfile edits are followed by the lane exporting the ipa",
      ["code spans", "nested quotes", "arrows"],
      {"failure": "No profiles for 'com.acme.relay.widget' were found",
       "fix": "Successfully exported and signed the ipa file", "evidence": "exportArchive: No profiles"},
      category="build_config"),
    K("075", FASTLANE, "xcode-select -p shows which developer dir fastlane will get",
      "A lane complains about the Command Line Tools even though Xcode is installed.",
      "Check `xcode-select -p` next to `ls -d /Applications/Xcode*.app`.",
      "An installed Xcode is not necessarily the selected one.",
      "`xcode-select -p; ls -d /Applications/Xcode*.app` → `/Library/Developer/CommandLineTools` although "
      "`/Applications/Xcode-15.4.app` exists",
      "real", "knowledge", "the output shows both", ["code spans", "arrow"], {"evidence": "xcode-select -p; ls -d"},
      category="debugging_technique"),
    G("076", FASTLANE, "sudo xcode-select -s fixes fastlane's command line tools error",
      "xcodebuild requires Xcode.", "CLT selected.", "Wrong developer dir.", "Switch it with sudo.",
      "the user ran `sudo xcode-select -s /Applications/Xcode-15.4.app` and the lane got past xcodebuild",
      "invented", "names_false_claim", "the person said the lane still failed with the same error",
      ["false outcome", "code span"], {"evidence": "still fails with the same xcode-select error"}, category="env_setup"),
    G("077", FASTLANE, "match readonly can't create a missing widget profile",
      "The widget profile is missing in CI.", "readonly match.", "readonly never creates profiles.",
      "Run match once without readonly.",
      "`[!] No matching provisioning profiles found for 'com.acme.relay.widget'` with `readonly: true`",
      "invented", "never_seen_error", "match installed everything; the missing-profile error came from the export",
      ["code spans"], {}, category="build_config"),
    G("078", FASTLANE, "gym names the ipa after the scheme and version",
      "Looking for the exported ipa.", "Expecting build/Relay.ipa.", "gym's output name.", "Read the log.",
      "gym: `** ARCHIVE SUCCEEDED **`, then `/Users/mina/src/relay-ios/build/Relay-2.3.ipa`",
      "invented", "invented_detail", "the ipa was /Users/mina/src/relay-ios/build/Relay.ipa", ["code spans"],
      {"evidence": "Successfully exported and signed the ipa file"}),
]

_KMP = [
    G("079", KMP, "AGP 8 needs Gradle on JDK 17: set JAVA_HOME from java_home -v 17",
      "The KMP build dies applying com.android.library.", "Running Gradle on the default JDK 11.",
      "Android Gradle plugin 8 requires Java 17.", "`JAVA_HOME=$(/usr/libexec/java_home -v 17) ./gradlew ...`.",
      "`Android Gradle plugin requires Java 17 to run. You are currently using Java 11.` → "
      "`JAVA_HOME=$(/usr/libexec/java_home -v 17) ./gradlew :shared:linkDebugFrameworkIosSimulatorArm64` got as far "
      "as compiling Kotlin",
      "real", "fix_ran", "the JDK 17 run gets past plugin application (it then fails on an unrelated compile error)",
      ["code spans", "arrow"],
      {"failure": "requires Java 17 to run", "fix": "JAVA_HOME=$(/usr/libexec/java_home -v 17) ./gradlew :shared:link",
       "evidence": "requires Java 17 to run"}, category="env_setup"),
    G("080", KMP, "An expect class needs an actual in iosMain before the framework links",
      "compileKotlinIosSimulatorArm64 fails on Platform.kt.", "Adding an expect class with only a JVM actual.",
      "Every target must provide an actual for each expect.", "Write `actual class Platform` in iosMain.",
      "`e: file:///Users/jo/src/tasks-kmp/shared/src/commonMain/kotlin/com/acme/tasks/Platform.kt:3:14 Expected class "
      "'Platform' has no actual declaration in module <shared> for Native` — wrote `Platform.ios.kt` with "
      "`actual class Platform actual constructor()`; link → `BUILD SUCCESSFUL in 1m 12s`",
      "real", "edit_then_pass", "the Write is followed by the link task succeeding",
      ["code spans", "arrow"],
      {"failure": "has no actual declaration in module <shared>", "fix": "BUILD SUCCESSFUL in 1m 12s",
       "evidence": "has no actual declaration"}, category="build_config"),
    G("081", KMP, "pod install needs the KMP podspec and dummy framework generated first",
      "`pod install` in iosApp can't find the shared pod.", "Running pod install on a fresh checkout.",
      "The podspec and a placeholder framework are Gradle outputs.",
      "`./gradlew :shared:podspec :shared:generateDummyFramework`, then `pod install`.",
      "[!] No podspec found for `shared` in `../shared` — ran `./gradlew :shared:podspec "
      ":shared:generateDummyFramework` first, then `pod install` → Pod installation complete!",
      "real", "fix_ran", "the same call then finishes pod install", ["prose", "code spans", "arrow"],
      {"failure": "No podspec found for", "fix": ":shared:podspec :shared:generateDummyFramework",
       "evidence": "No podspec found for"}, category="build_config"),
    G("082", KMP, "Pin NSDateFormatter to en_US_POSIX for 24-hour times on iOS",
      "The iOS test expects 00:00 and gets 12:00 AM.", "Relying on dateFormat alone.",
      "NSDateFormatter adapts the format to the device locale's 12/24-hour preference.",
      "`formatter.locale = NSLocale(localeIdentifier = \"en_US_POSIX\")` before setting dateFormat.",
      "`kotlin.AssertionError: Expected <00:00>, actual <12:00 AM>.` in "
      "`TimeFormatterTest.formatsMidnight[iosSimulatorArm64]`; set "
      "`formatter.locale = NSLocale(localeIdentifier = \"en_US_POSIX\")`",
      "real", "other_check_passes", "only jvmTest ran after the edit; the iOS test was never re-run",
      ["code spans", "nested quotes"],
      {"failure": "Expected <00:00>, actual <12:00 AM>", "fix": 'NSLocale(localeIdentifier = "en_US_POSIX")',
       "evidence": "Expected <00:00>, actual <12:00 AM>"}, category="api_quirk"),
    K("083", KMP, "List installed JDKs on macOS with /usr/libexec/java_home -V",
      "Choosing a JDK for a Gradle build on a Mac.", "`/usr/libexec/java_home -V`, then `-v 17` for the path.",
      "Shows every installed JVM with its home.",
      "```\n$ /usr/libexec/java_home -V 2>&1 | head -3\nMatching Java Virtual Machines (2):\n```\nboth temurin-17 and "
      "temurin-11 listed",
      "real", "knowledge", "the listing shows both JDKs", ["fenced block", "shell prompt"],
      {"evidence": "Matching Java Virtual Machines (2):"}, category="env_setup", scope="global"),
    G("084", KMP, "The en_US_POSIX pin fixes TimeFormatterTest on the simulator",
      "iOS time format test failed.", "Locale-dependent formatter.", "12-hour locale.", "Pin the locale.",
      "after the `en_US_POSIX` pin, `./gradlew :shared:iosSimulatorArm64Test` passed: `4 tests completed`",
      "invented", "names_false_claim", "the iOS test was never re-run; only jvmTest passed",
      ["false outcome", "code spans"], {"evidence": 'NSLocale(localeIdentifier = "en_US_POSIX")'},
      category="api_quirk"),
    G("085", KMP, "pod install fails when JAVA_HOME points at JDK 11",
      "CocoaPods integration fails.", "JDK 11.", "AGP needs 17.", "Set JAVA_HOME.",
      "`cd iosApp && pod install` → `Android Gradle plugin requires Java 17 to run.`",
      "invented", "other_call_error", "pod install failed with No podspec found; the Java error came from gradlew",
      ["code spans", "arrow"], {"evidence": "No podspec found for"}, category="env_setup"),
    G("086", KMP, "Kotlin/Native reports missing actuals per target",
      "iOS compile fails.", "Missing actual.", "expect/actual.", "Add the actual.",
      "`Expected class 'Platform' has no actual declaration in module shared for iosSimulatorArm64`",
      "invented", "near_miss", "the compiler said `in module <shared> for Native`", ["code span", "reworded error"],
      {"evidence": "has no actual declaration"}, category="build_config"),
    K("087", KMP, "Pin the Gradle JDK with org.gradle.java.home in gradle.properties",
      "A KMP project needs JDK 17 for AGP.", "Set org.gradle.java.home to the 17 home.",
      "Every invocation then uses it without JAVA_HOME.",
      "`org.gradle.java.home=/Library/Java/JavaVirtualMachines/temurin-17.jdk/Contents/Home` in gradle.properties "
      "made the build pick JDK 17",
      "invented", "invented_detail", "gradle.properties is never edited; each call sets JAVA_HOME", ["code span"],
      {"evidence": "requires Java 17 to run"}, category="env_setup"),
]

_LOCUST = [
    G("088", LOCUST, "Raise ulimit -n before a Locust run",
      "Locust warns that the open file limit 1024 is below 10000.", "Load testing with the default fd limit.",
      "Locust cannot raise the limit itself.", "Run `ulimit -n 65535` first.",
      "`ulimit -n 65535`, then `locust -f locustfile.py --headless …` → `System open file limit '1024' is below "
      "minimum setting '10000'.`",
      "real", "ran_before_failure", "the ulimit ran in an earlier, separate call before the warning, and the warning "
      "stays in the later run", ["code spans", "ellipsis", "arrow"],
      {"failure": "System open file limit '1024'", "fix": "ulimit -n 65535", "evidence": "System open file limit '1024'"},
      category="performance"),
    G("089", LOCUST, "Locust behind an internal CA: point REQUESTS_CA_BUNDLE at the root cert",
      "Every request fails with CERTIFICATE_VERIFY_FAILED against staging.",
      "Load testing a host signed by a private CA.", "HttpUser uses requests, which doesn't trust the internal CA.",
      "`REQUESTS_CA_BUNDLE=/usr/local/share/ca-certificates/acme-internal-root.crt locust ...`.",
      "`[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate` on every "
      "request (`1874(100.00%)` on /api/cart); with "
      "`REQUESTS_CA_BUNDLE=/usr/local/share/ca-certificates/acme-internal-root.crt` → "
      "`POST     /api/cart          11842     0(0.00%)`",
      "real", "fix_ran", "the run with the CA bundle has no TLS failures", ["code spans", "arrow"],
      {"failure": "CERTIFICATE_VERIFY_FAILED", "fix": "REQUESTS_CA_BUNDLE=/usr/local/share/ca-certificates",
       "evidence": "CERTIFICATE_VERIFY_FAILED"}, category="security"),
    G("090", LOCUST, "Locust exits 1 when any request fails: --exit-code-on-error 0 keeps CI green",
      "The CI step goes red though the run completed.", "Reading exit 1 as a crashed run.",
      "Locust returns 1 whenever there were failures.", "`--exit-code-on-error 0`.",
      "the run ended `Exit code 1` with `12                 POST /api/checkout: HTTPError('503 Server Error: Service "
      "Unavailable for url: /api/checkout')`",
      "real", "question_offers_flag", "the flag is only offered in a question; the person declines",
      ["exit code", "code spans"],
      {"failure": "503 Server Error: Service Unavailable", "fix": "Want me to re-run with `--exit-code-on-error 0`",
       "evidence": "503 Server Error: Service Unavailable"}, category="test_strategy"),
    K("091", LOCUST, "Locust --csv <prefix> writes four CSV files",
      "Keeping load-test results.", "`--csv results/checkout`.",
      "Stats, failures, exceptions and the stats history land next to each other.",
      "`--csv results/checkout` produced `checkout_exceptions.csv`, `checkout_failures.csv`, `checkout_stats.csv` "
      "and `checkout_stats_history.csv`",
      "real", "knowledge", "ls results/ lists the four files", ["code spans"],
      {"evidence": "checkout_stats_history.csv"}, category="tool_quirk"),
    G("092", LOCUST, "ulimit -n 65535 silences Locust's open file warning",
      "fd limit warning.", "Default limit.", "1024 fds.", "Raise it with ulimit.",
      "after `ulimit -n 65535`, the `System open file limit` warning was gone from the run",
      "invented", "names_false_claim", "both runs still print the 1024 warning", ["false outcome", "code spans"],
      {"evidence": "ulimit -n 65535"}, category="performance"),
    G("093", LOCUST, "Staging checkout fails about one request in a hundred at 200 users",
      "503s under load.", "Under-provisioned checkout.", "Too few replicas.", "Scale checkout.",
      "`POST     /api/checkout       5931    57(0.96%)`",
      "invented", "invented_detail", "the row read 12(0.20%)", ["code span"],
      {"evidence": "POST     /api/checkout"}, category="performance"),
    G("094", LOCUST, "Staging checkout returns 503 until the internal CA is trusted",
      "503s from checkout.", "No CA bundle.", "TLS.", "Set REQUESTS_CA_BUNDLE.",
      "the first run, before the CA bundle, already showed `HTTPError('503 Server Error: Service Unavailable for "
      "url: /api/checkout')`",
      "invented", "other_call_error", "the 503s appear only in the second run; the first failed on TLS",
      ["code span"], {"evidence": "503 Server Error"}, category="security"),
    K("095", LOCUST, "Locust's -t needs a unit suffix",
      "Setting a run time for a headless Locust run.", "Write `-t 2m`, not `-t 120`.",
      "A bare number is rejected.",
      "`locust: error: argument -t/--run-time: Invalid time span format`",
      "invented", "never_seen_error", "no argument error appears; `-t 2m` was used from the start", ["code span"], {}),
]


def records() -> list[dict[str, Any]]:
    return [*_WINGET, *_FASTLANE, *_KMP, *_LOCUST]
