"""The cases of the twenty-third tracking corpus, part one (Carthage fat frameworks on Apple Silicon, Scala CLI with
several main classes), and the tables every part fills. Parts _b … _h hold the other lessons and the cross pairs.

Written by someone who had not read the product's tracking code, the bench or the earlier corpora's lessons,
cases and labels. Each source session `s-*` is scripted so the lesson's failing call and its fix call really
are in it (the fix is the last call and it passes). The later sessions `l-*` are labelled from their own text,
before anything judged them, by these rules:

- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with other
  names: another target, file, plugin, style, context, key path or version number; shown by a call), whatever
  follows it: a recurrence that is then fixed is still `recurred`, not `applied`;
- applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way the
  lesson names: a short flag for a long one, an environment variable for a flag, a config file or profile that
  the tool then reads, another wrapper such as pnpm exec for npx) with no such failure before it; a different
  failure after it does not undo that;
- neither: everything else: work on the same tool with no such failure and no fix, a different error from the
  same tool, the lesson's trap used instead of its fix, the fix's program or command run for something that is
  not the fix (after an unrelated failure), the fix only written into a document and never run, and any session
  dated before the lesson's source session, whatever it holds.

Pairs without an honest single label are left out."""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t23-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


def bash(command: str, output: str, error: bool = False) -> tuple[str, str, str, bool]:
    return ("bash", command, ("Exit code 1\n" + output) if error else output, error)


# ---------------------------------------------------------------- a: Carthage fat frameworks on arm64

def carthage_fat(dep: str, version: str, log: str) -> str:
    return (f"*** Fetching {dep}\n*** Checking out {dep} at \"{version}\"\n"
            "*** xcodebuild output can be found in "
            f"/var/folders/7q/x2m1k0nd4b9fz0000gn/T/carthage-xcodebuild.{log}.log\n"
            f"*** Building scheme \"{dep} iOS\" in {dep}.xcworkspace\n"
            "Building universal frameworks with common architectures is not possible. The device and simulator "
            f"slices for \"{dep}\" both build for: arm64\n"
            "Rebuild with --use-xcframeworks to create an xcframework bundle instead.")


def carthage_ok(*deps: str) -> str:
    return "".join(f"*** Building scheme \"{d} iOS\" in {d}.xcworkspace\n" for d in deps) + \
        "*** Creating xcframeworks in Carthage/Build"


def lesson_a() -> None:
    root = "/Users/mina/dev/PhotoKit-iOS"
    T.source("s-carthage-xcf", root, "2025-11-03T08:40:00Z", "chore/alamofire-5.9",
             ("user", "Alamofire is pinned to 5.9 in the Cartfile now. Update the Carthage dependencies for iOS."),
             bash("cd /Users/mina/dev/PhotoKit-iOS && carthage update Alamofire --platform iOS",
                  carthage_fat("Alamofire", "5.9.1", "Qf1x2A"), True),
             ("say", "Carthage refuses to lipo the device and simulator slices together: on an Apple Silicon Mac "
                     "both are arm64, so a fat framework can't hold them. It has to build an xcframework instead; "
                     "I'll rebuild that way and then relink Carthage/Build/Alamofire.xcframework in the target."),
             bash("cd /Users/mina/dev/PhotoKit-iOS && carthage update Alamofire --platform iOS --use-xcframeworks",
                  "*** Fetching Alamofire\n*** Checking out Alamofire at \"5.9.1\"\n" + carthage_ok("Alamofire")))
    T.lesson("t23-carthage-xcframeworks", "global", "en", "s-carthage-xcf", "build_config",
             "Carthage cannot build fat frameworks on Apple Silicon: build xcframeworks",
             "`carthage update Alamofire --platform iOS` stopped: the device and simulator slices both build for "
             "arm64, so no universal framework can be made.",
             "Excluding arm64 from the simulator build through an XCODE_XCCONFIG_FILE xcconfig "
             "(EXCLUDED_ARCHS) to keep the old fat frameworks; it breaks the simulator on Apple Silicon.",
             "Carthage's default output is a lipo'd fat .framework. Since Xcode 12 the simulator slice is arm64 too, "
             "and lipo cannot merge two slices of the same architecture.",
             "Build with `--use-xcframeworks` on every carthage update / bootstrap / build, and link the "
             "`.xcframework` bundles in Carthage/Build instead of the old `.framework` files.",
             ["`carthage update Alamofire --platform iOS`",
              "`Building universal frameworks with common architectures is not possible. The device and simulator "
              "slices for \"Alamofire\" both build for: arm64`",
              "`carthage update Alamofire --platform iOS --use-xcframeworks`"])


def later_a() -> None:
    root = "/Users/mina/dev/PhotoKit-iOS"
    T.later("l-carthage-ci-bootstrap", root, "2025-11-21T07:05:00Z", "ci/cache-carthage",
            ("user", "CI rebuilds every Carthage dependency on each run. Cache them and make sure the test job "
                     "still passes locally with the same commands."),
            bash("cd /Users/mina/dev/PhotoKit-iOS && carthage bootstrap --platform iOS --use-xcframeworks "
                 "--cache-builds",
                 "*** Checking out Alamofire at \"5.9.1\"\n*** Checking out SnapKit at \"5.7.1\"\n"
                 "*** Valid cache found for Alamofire, skipping build\n" + carthage_ok("SnapKit")),
            bash("xcodebuild test -scheme PhotoKit -destination 'platform=iOS Simulator,name=iPhone 16' -quiet",
                 "Testing failed:\n\tPhotoKitTests.AlbumStoreTests testSortByDate(): XCTAssertEqual failed: "
                 "(\"[3, 1, 2]\") is not equal to (\"[1, 2, 3]\")\n** TEST FAILED **", True),
            ("say", "The dependencies built from the cache; the failing test is a real ordering bug in AlbumStore, "
                    "unrelated to Carthage."))
    T.pair("t23-carthage-xcframeworks", "l-carthage-ci-bootstrap", "applied",
           "carthage bootstrap ran with --use-xcframeworks and built fine; the later test failure is a different one")
    T.later("l-carthage-kingfisher", root, "2025-11-26T13:30:00Z", "feat/image-cache",
            ("user", "Add Kingfisher 8 through Carthage for the image cache."),
            ("edit", f"{root}/Cartfile", 'github "SnapKit/SnapKit" ~> 5.7\n',
             'github "SnapKit/SnapKit" ~> 5.7\ngithub "onevcat/Kingfisher" ~> 8.1\n'),
            bash("carthage update Kingfisher --platform iOS", carthage_fat("Kingfisher", "8.1.3", "Zr84pQ"), True),
            ("say", "Same arm64 clash for Kingfisher's slices; building it as an xcframework."),
            bash("carthage update Kingfisher --platform iOS --use-xcframeworks",
                 "*** Fetching Kingfisher\n*** Checking out Kingfisher at \"8.1.3\"\n" + carthage_ok("Kingfisher")))
    T.pair("t23-carthage-xcframeworks", "l-carthage-kingfisher", "recurred",
           "the universal-framework arm64 error came back for Kingfisher before --use-xcframeworks was added")
    later_a2(root)


def later_a2(root: str) -> None:
    T.later("l-carthage-xcconfig", root, "2025-12-02T10:10:00Z", "legacy/release-4.2",
            ("user", "The release-4.2 branch still embeds the old .framework files and I can't change the project "
                     "there. Get SnapKit built the old way."),
            ("write", "/tmp/carthage-arm64.xcconfig",
             "EXCLUDED_ARCHS__EFFECTIVE_PLATFORM_SUFFIX_simulator__NATIVE_ARCH_64_BIT_x86_64=arm64 arm64e\n"
             "EXCLUDED_ARCHS = $(inherited) $(EXCLUDED_ARCHS__EFFECTIVE_PLATFORM_SUFFIX_$(EFFECTIVE_PLATFORM_SUFFIX)"
             "__NATIVE_ARCH_64_BIT_$(NATIVE_ARCH_64_BIT))\n"),
            bash("XCODE_XCCONFIG_FILE=/tmp/carthage-arm64.xcconfig carthage build SnapKit --platform iOS",
                 carthage_ok("SnapKit").replace("*** Creating xcframeworks in Carthage/Build", "")),
            ("say", "Built SnapKit.framework with the xcconfig that drops arm64 from the simulator slice."))
    T.pair("t23-carthage-xcframeworks", "l-carthage-xcconfig", "neither",
           "the lesson's trap (the EXCLUDED_ARCHS xcconfig) was used instead of its fix and nothing failed")
    T.later("l-carthage-schemes", "/Users/mina/dev/MapTiles-iOS", "2025-12-09T15:45:00Z", "main",
            ("user", "Pull in the tile renderer dependency with Carthage."),
            bash("carthage update TileRender --platform iOS",
                 "*** Fetching TileRender\n*** Checking out TileRender at \"0.4.0\"\n*** Skipped building TileRender "
                 "due to the error:\nDependency \"TileRender\" has no shared framework schemes for any of the "
                 "platforms: iOS\n\nIf you believe this to be an error, please file an issue with the maintainers "
                 "at https://github.com/maptiles/TileRender/issues/new", True),
            ("say", "TileRender doesn't share its framework scheme, so Carthage can't build it at all. It ships a "
                    "Package.swift, so I'll add it through Swift Package Manager instead."),
            bash("xcodebuild -resolvePackageDependencies -project MapTiles.xcodeproj",
                 "Resolve Package Graph\n\nResolved source packages:\n  TileRender: "
                 "https://github.com/maptiles/TileRender @ 0.4.0"))
    T.pair("t23-carthage-xcframeworks", "l-carthage-schemes", "neither",
           "a different Carthage failure (no shared framework schemes) and no --use-xcframeworks")
    T.later("l-carthage-docs", root, "2025-12-15T09:00:00Z", "docs/setup",
            ("user", "New hires keep asking how to set up the project. Write the dependency part of the README."),
            ("edit", f"{root}/README.md", "## Setup\n",
             "## Setup\n\nDependencies come from Carthage as xcframeworks:\n\n    carthage bootstrap --platform iOS "
             "--use-xcframeworks\n\nLink the bundles in Carthage/Build, never the old .framework files.\n"),
            ("say", "README updated with the bootstrap command."))
    T.pair("t23-carthage-xcframeworks", "l-carthage-docs", "neither",
           "the fixed command is only written into the README, no carthage call runs")
    T.later("l-carthage-early", root, "2025-10-22T11:20:00Z", "main",
            ("user", "Refresh the Carthage checkouts."),
            bash("carthage update --platform iOS --use-xcframeworks",
                 "*** Fetching Alamofire\n*** Fetching SnapKit\n" + carthage_ok("Alamofire", "SnapKit")))
    T.pair("t23-carthage-xcframeworks", "l-carthage-early", "neither",
           "dated before the lesson's source session")


# ---------------------------------------------------------------- b: Scala CLI with several main classes

def several_mains(*classes: str, cmd: str = "run") -> str:
    return (f"[error]  Found several main classes: {', '.join(classes)}\n"
            "You can run one of them by passing it with the --main-class option, e.g.\n"
            f"  scala-cli {cmd} . --main-class {classes[0]}\n"
            "You can pick the main class interactively by passing the --interactive option.\n"
            f"  scala-cli {cmd} . --interactive")


COMPILED = "Compiling project (Scala 3.5.2, JVM (21))\nCompiled project (Scala 3.5.2, JVM (21))\n"


def lesson_b() -> None:
    root = "/home/arjun/code/ledger-tools"
    T.source("s-scala-main-class", root, "2025-11-04T14:00:00Z", "feat/monthly-report",
             ("user", "Run the new monthly report for October against the sample ledger."),
             bash("scala-cli run . -- --month 2025-10", COMPILED + several_mains("ledger.Import", "ledger.Report"),
                  True),
             ("say", "The project has two @main entry points now (Import and Report) and scala-cli won't guess. "
                     "--interactive would wait for a choice on a terminal, so I'll name the class."),
             bash("scala-cli run . --main-class ledger.Report -- --month 2025-10",
                  COMPILED + "October 2025: 214 entries, 12 accounts, balance 18,402.17 EUR"))
    T.lesson("t23-scala-cli-main-class", "global", "en", "s-scala-main-class", "tool_quirk",
             "scala-cli run refuses to pick between several main classes",
             "`scala-cli run . -- --month 2025-10` failed with \"Found several main classes\" once a second @main "
             "was added.",
             "`--interactive`: it waits for a choice on a TTY and hangs in scripts and agent shells.",
             "With more than one entry point in the sources scala-cli does not choose one for run or package.",
             "Name the entry point: `--main-class ledger.Report` (short: `-M`), or pin it once in the sources with "
             "the `//> using mainClass ledger.Report` directive (project.scala), which run and package both read.",
             ["`scala-cli run . -- --month 2025-10`",
              "`[error]  Found several main classes: ledger.Import, ledger.Report`",
              "`scala-cli run . --main-class ledger.Report -- --month 2025-10`"])


def later_b() -> None:
    root = "/home/arjun/code/ledger-tools"
    T.later("l-scala-short-flag", root, "2025-11-19T09:25:00Z", "feat/import-csv",
            ("user", "Import the October bank export (data/oct.csv)."),
            bash("scala-cli run . -M ledger.Import -- data/oct.csv",
                 COMPILED + "Exception in thread \"main\" java.io.FileNotFoundException: data/oct.csv (No such file "
                 "or directory)\n\tat java.base/java.io.FileInputStream.open0(Native Method)", True),
            ("say", "The export isn't in data/ yet; it's in ~/Downloads. Asking before copying bank data around."))
    T.pair("t23-scala-cli-main-class", "l-scala-short-flag", "applied",
           "-M named the main class up front; the FileNotFoundException after it is a different failure")
    T.later("l-scala-directive", root, "2025-11-24T16:40:00Z", "chore/default-main",
            ("user", "Make plain `scala-cli run .` start the report by default."),
            ("edit", f"{root}/project.scala", "//> using scala 3.5.2\n",
             "//> using scala 3.5.2\n//> using mainClass ledger.Report\n"),
            bash("scala-cli run . -- --month 2025-11", COMPILED + "November 2025: 198 entries, 12 accounts, balance "
                 "17,955.40 EUR"))
    T.pair("t23-scala-cli-main-class", "l-scala-directive", "applied",
           "the using mainClass directive the lesson names was written before the run, which passed")
    T.later("l-scala-package", root, "2025-12-01T11:15:00Z", "release/0.3",
            ("user", "Build a runnable assembly jar for the migration tool."),
            bash("scala-cli --power package . -o ledger-migrate.jar --assembly",
                 COMPILED + several_mains("ledger.Import", "ledger.Migrate", "ledger.Report", cmd="package"), True),
            bash("scala-cli --power package . -o ledger-migrate.jar --assembly --main-class ledger.Migrate",
                 COMPILED + "Wrote /home/arjun/code/ledger-tools/ledger-migrate.jar, run it with\n"
                 "  java -jar ./ledger-migrate.jar"))
    T.pair("t23-scala-cli-main-class", "l-scala-package", "recurred",
           "package hit \"Found several main classes\" (now with Migrate) before --main-class was added")
    T.later("l-scala-compile-error", root, "2025-12-05T10:05:00Z", "fix/currency-format",
            ("user", "Round amounts to two decimals in the report."),
            ("edit", f"{root}/src/Report.scala", "f\"$amount\"", "fmt(amount)"),
            bash("scala-cli compile .",
                 "Compiling project (Scala 3.5.2, JVM (21))\n[error] ./src/Report.scala:14:5\n[error] Not found: "
                 "fmt\n[error]     fmt(amount)\n[error]     ^^^\nError compiling project (Scala 3.5.2, JVM (21))",
                 True),
            ("edit", f"{root}/src/Report.scala", "fmt(amount)", "f\"$amount%.2f\""),
            bash("scala-cli compile .", COMPILED.strip()))
    T.pair("t23-scala-cli-main-class", "l-scala-compile-error", "neither",
           "a compile error from scala-cli, not the several-main-classes one, and no main class named")
    T.later("l-scala-tests", root, "2025-12-08T13:50:00Z", "test/report-rounding",
            ("user", "Add a munit test for the rounding and run the tests."),
            ("write", f"{root}/test/ReportSpec.test.scala",
             "//> using test.dep org.scalameta::munit::1.0.2\nclass ReportSpec extends munit.FunSuite:\n"
             "  test(\"rounds\")(assertEquals(ledger.Report.show(1.005), \"1.01\"))\n"),
            bash("scala-cli test .", COMPILED + "ReportSpec:\n  + rounds 0.012s"))
    T.pair("t23-scala-cli-main-class", "l-scala-tests", "neither",
           "scala-cli test only: no main class involved, no failure, no fix")
    T.later("l-scala-early", root, "2025-10-28T15:00:00Z", "main",
            ("user", "Run the importer on the sample file."),
            bash("scala-cli run . --main-class ledger.Import -- data/sample.csv",
                 COMPILED + "Imported 40 entries into ledger.db"))
    T.pair("t23-scala-cli-main-class", "l-scala-early", "neither", "dated before the lesson's source session")
