"""Labelled lessons of corpus42, part five (session a21: dpkg-buildpackage, pybuild and lintian). Each label was
written from the session text (corpus42_sources_d.py) before anything judged the lesson."""
from __future__ import annotations

from tests.truth.corpus42_common import gotcha, knowledge

RECORDS = [
    gotcha(125, "a21-dpkg-lintian", "real shown fix_ran", (
        "dpkg-buildpackage aborts on unmet Build-Depends; apt-get build-dep . installs them from debian/control",
        "dpkg-checkbuilddeps: error: Unmet build dependencies: pybuild-plugin-pyproject python3-hatchling.",
        "Overriding the check with -d, after which pybuild fails without hatchling anyway.",
        "The packages named in debian/control's Build-Depends were not installed.",
        "sudo apt-get build-dep -y . in the source tree."),
        "`dpkg-checkbuilddeps: error: Unmet build dependencies: pybuild-plugin-pyproject python3-hatchling` → "
        "`sudo apt-get build-dep -y .` → `Setting up python3-hatchling (1.21.1-1) ...`, and the next build got "
        "past the check to `dh_auto_test`.",
        "apt-get build-dep ran successfully and the following dpkg-buildpackage no longer stopped at the "
        "dependency check (it failed later, in a test).",
        ["code spans", "arrows"],
        {"failure": "Unmet build dependencies: pybuild-plugin-pyproject python3-hatchling",
         "fix": "sudo apt-get build-dep -y .", "evidence": "Setting up python3-hatchling (1.21.1-1)"},
        cat="build_config"),
    gotcha(126, "a21-dpkg-lintian", "real not_shown question_offers_flag", (
        "Debian package builds have no X display; run display-dependent tests under xvfb-run",
        "dh_auto_test fails: test_primary_selection - RuntimeError: no DISPLAY.",
        "Letting upstream tests that need X run in the package build unchanged.",
        "The build environment has no DISPLAY.",
        "Add xvfb and xauth to Build-Depends and override dh_auto_test with xvfb-run -a dh_auto_test."),
        "`FAILED tests/test_x11.py::test_primary_selection - RuntimeError: no DISPLAY` → `dh_auto_test: error: "
        "pybuild --test -i python{version} -p 3.12 returned exit code 13`",
        "xvfb-run is only offered in a question; the person chooses to deselect the test instead.",
        ["code spans", "arrows"],
        {"failure": "RuntimeError: no DISPLAY", "fix": "Should I wrap the tests with `xvfb-run -a`?",
         "evidence": "returned exit code 13"}, cat="test_strategy", group="c42-x11-test"),
    gotcha(127, "a21-dpkg-lintian", "real shown edit_then_pass", (
        "Deselect a display-dependent test in a pybuild package build with PYBUILD_TEST_ARGS",
        "dpkg-buildpackage fails in dh_auto_test on test_primary_selection (no DISPLAY).",
        "Disabling the whole test run with DEB_BUILD_OPTIONS=nocheck for one test.",
        "One upstream test needs X, the rest run fine.",
        "export PYBUILD_TEST_ARGS=-k 'not test_primary_selection' in debian/rules."),
        "After adding export PYBUILD_TEST_ARGS=-k 'not test_primary_selection' to debian/rules, the same "
        "dpkg-buildpackage -us -uc -b printed \"22 passed, 1 deselected in 0.58s\" and \"dpkg-deb: building "
        "package 'clipsync' in '../clipsync_0.3.1-1_all.deb'.\"",
        "The debian/rules Edit was followed by a build whose tests passed and which wrote the .deb.",
        ["GPT-style prose", "double quotes", "nested single quotes"],
        {"failure": "RuntimeError: no DISPLAY", "fix": "export PYBUILD_TEST_ARGS=-k 'not test_primary_selection'",
         "evidence": "22 passed, 1 deselected in 0.58s"}, cat="test_strategy", group="c42-x11-test"),
    gotcha(128, "a21-dpkg-lintian", "real not_shown write_named_like_fix", (
        "lintian's no-manual-page wants a man page generated and listed in debian/<package>.manpages",
        "lintian: W: clipsync: no-manual-page [usr/bin/clipsync].",
        "Shipping a command without a man page.",
        "Nothing installs a clipsync.1.",
        "Generate debian/clipsync.1 with help2man and list it in debian/clipsync.manpages."),
        "`W: clipsync: no-manual-page [usr/bin/clipsync]`",
        "Only debian/clipsync.manpages was written; help2man never ran, clipsync.1 does not exist, and neither the "
        "build nor lintian was re-run. The person's 'perfect' is about the changelog.",
        ["one code span"],
        {"failure": "no-manual-page [usr/bin/clipsync]", "fix": "debian/clipsync.1",
         "evidence": "no-manual-page [usr/bin/clipsync]"}, cat="project_convention"),
    knowledge(129, "a21-dpkg-lintian", "real knowledge", (
        "Run lintian on the built .deb right after dpkg-buildpackage",
        "A Debian package builds and needs a policy check.",
        "lintian ../<package>_<version>_all.deb; W: tags are advice, E: tags need fixing.",
        "It catches packaging policy problems the build itself never reports."),
        "Nach dem Build `lintian ../clipsync_0.3.1-1_all.deb` ausführen: nur Warnungen, z. B. `W: clipsync: "
        "initial-upload-closes-no-bugs [usr/share/doc/clipsync/changelog.Debian.gz:1]`.",
        "The lintian call after the successful build printed two W: tags.",
        ["German prose", "code spans"], {"evidence": "initial-upload-closes-no-bugs"}, cat="workflow"),
    gotcha(130, "a21-dpkg-lintian", "invented not_shown invented_detail", (
        "dpkg-buildpackage -d gets past missing Build-Depends",
        "dpkg-buildpackage aborts on unmet build dependencies.",
        "Installing build dependencies system-wide.",
        "The check is stricter than the build.",
        "Pass -d."),
        "`dpkg-buildpackage -us -uc -b -d` skipped the dependency check and the package built.",
        "-d was only named in dpkg-buildpackage's hint and the assistant's text; it was never run.",
        ["code span", "flag never run"],
        {"evidence": "(Use -d flag to override.)", "failure": "Unmet build dependencies",
         "fix": "(Use -d flag to override.)"}, cat="build_config"),
    gotcha(131, "a21-dpkg-lintian", "invented not_shown never_seen_error", (
        "lintian flags pybuild console scripts that lack a python3 dependency",
        "lintian reports an error for usr/bin/clipsync.",
        "Forgetting ${python3:Depends}.",
        "The binary package doesn't depend on python3.",
        "Add ${python3:Depends} to Depends."),
        "lintian: `E: clipsync: python-script-but-no-python-dep usr/bin/clipsync`",
        "lintian printed only two W: tags.",
        ["code span", "never seen"],
        {"evidence": "lintian ../clipsync_0.3.1-1_all.deb", "failure": "no-manual-page",
         "fix": "debian/clipsync.1"}, cat="build_config"),
    gotcha(132, "a21-dpkg-lintian", "invented not_shown names_false_claim", (
        "Installing the Build-Depends is all a pybuild package needs to build",
        "dpkg-buildpackage aborts on unmet build dependencies.",
        "Looking further than the dependency check.",
        "Only the build dependencies were missing.",
        "apt-get build-dep -y . and build."),
        "Once `sudo apt-get build-dep -y .` had run, the very next `dpkg-buildpackage -us -uc -b` produced "
        "`../clipsync_0.3.1-1_all.deb`.",
        "The build right after build-dep failed in dh_auto_test (exit status 2); the .deb came only after the "
        "debian/rules edit.",
        ["code spans", "first run", "false claim on real tokens"],
        {"evidence": "sudo apt-get build-dep -y .", "failure": "Unmet build dependencies",
         "fix": "sudo apt-get build-dep -y ."}, cat="build_config"),
    gotcha(133, "a21-dpkg-lintian", "invented not_shown near_miss", (
        "pybuild reports a failed test run as exit code 31",
        "dh_auto_test fails.",
        "Reading the wrong exit code.",
        "A test failed.",
        "Fix or deselect the test."),
        "`dh_auto_test: error: pybuild --test -i python{version} -p 3.12 returned exit code 31`",
        "The exit code was 13.",
        ["one code span", "near miss"],
        {"evidence": "dh_auto_test: error: pybuild --test", "failure": "RuntimeError: no DISPLAY",
         "fix": "export PYBUILD_TEST_ARGS"}, cat="test_strategy"),
]
