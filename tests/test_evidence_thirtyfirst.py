"""Issue 24, thirty-first round (what the read thirty-seventh corpus showed, fixed by class). Each verdict from the
whole-range judge and the streaming scan alike (`verdict`); each test fails on the code before its rule, except the
guards, which hold before and after: they keep the rule from reaching further than it should."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

# --- a Korean note of what a call's output held ---------------------------------------------------------------------

INSTALL = "pip install hydra-optuna-sweeper==1.2.0"
STRUCT = "omegaconf.errors.ConfigAttributeError: Key 'lr' is not in struct"


def sweep_session() -> Builder:
    """The sweeper installed cleanly; the struct error came from the training run after it."""
    b = Builder()
    b.prompt("optuna 스위퍼 설치하고 돌려 주세요")
    b.tool("Bash", {"command": INSTALL}, "Successfully installed hydra-optuna-sweeper-1.2.0 optuna-2.10.1")
    b.tool("Bash", {"command": "python train.py --multirun hydra/sweeper=optuna"},
           f"Exit code 1\nError executing job with overrides: []\n{STRUCT}", is_error=True)
    return b


def test_korean_output_of_a_call_noted_with_a_noun_verb_is_that_calls(tmp_path):
    """"`cmd` 결과에 `E`가 찍힘" ("in what `cmd` gave, `E` was printed"): E in that call's output, which it is not."""
    claim = f"`{INSTALL}` 결과에 `Key 'lr' is not in struct`가 찍힘"
    assert verdict(sweep_session(), tmp_path, fact(claim)).startswith("refused")


def test_guard_the_same_note_of_the_call_that_printed_it_stands(tmp_path):
    claim = "`python train.py --multirun hydra/sweeper=optuna` 결과에 `Key 'lr' is not in struct`가 찍힘"
    assert verdict(sweep_session(), tmp_path, fact(claim)) == "write"


def test_guard_the_note_of_what_the_install_did_print_stands(tmp_path):
    claim = f"`{INSTALL}` 결과에 `Successfully installed hydra-optuna-sweeper-1.2.0`가 찍힘"
    assert verdict(sweep_session(), tmp_path, fact(claim)) == "write"


# --- a heading that names the run loosely ---------------------------------------------------------------------------

WASTED = ("FAIL: highestUserWastedPercent: too many bytes wasted, relative to the user bytes added "
          "(%-user-wasted-bytes=0.2473 > threshold=0.1)")


def dive_session() -> Builder:
    b = Builder()
    b.prompt("CI's dive check fails on the image")
    b.tool("Bash", {"command": "docker build -q -t report-api:slim . && CI=true dive report-api:slim"},
           f"Exit code 1\n  efficiency: 89.1 %\n  wastedBytes: 291385344 bytes (291 MB)\n{WASTED}", is_error=True)
    return b


def test_a_program_and_option_heading_a_line_is_a_heading(tmp_path):
    """"dive --ci: `FAIL: …`": the run named as a heading (it ran as `CI=true dive`), not a name its step holds."""
    assert verdict(dive_session(), tmp_path, fact(f"dive --ci: `{WASTED}`")) == "write"


def test_guard_an_option_in_a_sentence_is_still_looked_for(tmp_path):
    claim = f"`dive report-api:slim` was run with --ci and printed `{WASTED}`"
    assert verdict(dive_session(), tmp_path, fact(claim)).startswith("refused")


# --- the failing check's files moved into the config the fix wrote --------------------------------------------------

WTR = 'npx web-test-runner "src/**/*.test.ts" --node-resolve'
CONFIG = "/home/lena/ui-kit/web-test-runner.config.mjs"
MIME = ('Failed to load module script: Expected a JavaScript module script but the server responded with a MIME type '
        'of "video/mp2t".')


def wtr_session(config: str, rerun: str) -> Builder:
    b = Builder()
    b.prompt("set up @web/test-runner for our lit components (src/**/*.test.ts)")
    b.tool("Bash", {"command": WTR}, f"Exit code 1\nsrc/my-badge.test.ts:\n ❌ Could not import your test module.\n"
           f"Browser logs:\n      {MIME}\nError: Test run finished with errors.", is_error=True)
    b.tool("Write", {"file_path": CONFIG, "content": config}, f"File created successfully at: {CONFIG}")
    b.tool("Bash", {"command": rerun}, "Chrome: 3/3 test files | 9 passed, 0 failed\nall tests passed!")
    return b


ESBUILD = ("import { esbuildPlugin } from '@web/dev-server-esbuild';\nexport default {\n  files: 'src/**/*.test.ts',\n"
           "  nodeResolve: true,\n  plugins: [esbuildPlugin({ ts: true })],\n};\n")
WTR_LESSON = gotcha(f"wtr: `{MIME}`", "Add `esbuildPlugin({ ts: true })` from @web/dev-server-esbuild in "
                    "web-test-runner.config.mjs.")


def test_the_check_run_bare_after_the_fix_wrote_its_files_into_the_config_is_a_rerun(tmp_path):
    """The config the fix wrote names the test files the failing run was given: `npx web-test-runner` run bare after
    it runs the same check, and it passed."""
    assert verdict(wtr_session(ESBUILD, "npx web-test-runner"), tmp_path, WTR_LESSON) == "write"


def test_guard_a_bare_run_when_the_config_names_other_files_is_another_check(tmp_path):
    other = ESBUILD.replace("src/**/*.test.ts", "test/smoke/*.test.ts")
    assert verdict(wtr_session(other, "npx web-test-runner"), tmp_path, WTR_LESSON).startswith("review: fix not shown")


# --- the person's "it is there now", then another thing still failing -----------------------------------------------

GRUBBY = 'sudo grubby --update-kernel=ALL --args="intel_iommu=on iommu=pt"'


def iommu_session(said: str) -> Builder:
    b = Builder()
    b.prompt("vfio passthrough 설정해 주세요. /proc/cmdline 에 intel_iommu 가 없어요")
    b.tool("Bash", {"command": "cat /proc/cmdline"},
           "BOOT_IMAGE=(hd0,gpt2)/vmlinuz ro rootflags=subvol=root rhgb quiet")
    b.tool("Bash", {"command": f"{GRUBBY} && sudo grubby --info=DEFAULT | grep ^args"},
           'args="ro rootflags=subvol=root rhgb quiet intel_iommu=on iommu=pt"')
    b.tool("Bash", {"command": "lsinitrd /boot/initramfs-$(uname -r).img | grep -c vfio"}, "Exit code 1\n0",
           is_error=True)
    b.prompt(said)
    return b


IOMMU = gotcha("`cat /proc/cmdline` → `ro rootflags=subvol=root rhgb quiet` (intel_iommu 없음)",
               f"`{GRUBBY}` and reboot.")


def test_a_korean_state_said_to_hold_now_confirms_before_another_thing_still_fails(tmp_path):
    """"/proc/cmdline에 intel_iommu=on 이제 있어요! 근데 vfio-pci는 여전히 안 잡혀요": the args are there now; what still
    fails is another thing."""
    said = "재부팅했어요. /proc/cmdline에 intel_iommu=on iommu=pt 이제 있어요! 근데 vfio-pci는 여전히 안 잡혀요"
    assert verdict(iommu_session(said), tmp_path, IOMMU) == "write"


def test_guard_still_missing_without_a_word_that_it_is_there_denies(tmp_path):
    said = "재부팅했어요. /proc/cmdline에 intel_iommu 가 여전히 없어요"
    assert verdict(iommu_session(said), tmp_path, IOMMU).startswith("review: fix not shown")


# --- guards from the independent review: each fails on the rules as first written -----------------------------------

def test_guard_a_bare_config_run_on_other_files_is_another_check(tmp_path):
    """After the config the fix wrote, a run naming files of its own runs those, not the failing check."""
    session = wtr_session(ESBUILD, 'npx web-test-runner "test/smoke/*.test.ts" --node-resolve')
    assert verdict(session, tmp_path, WTR_LESSON).startswith("review: fix not shown")


def test_guard_it_should_be_there_now_is_no_confirmation(tmp_path):
    said = "재부팅했어요. /proc/cmdline에 intel_iommu=on 이제 있어야 하는데 여전히 없어요"
    assert verdict(iommu_session(said), tmp_path, IOMMU).startswith("review: fix not shown")


def test_guard_whatever_the_result_is_no_output_of_that_call(tmp_path):
    """"`cmd` 결과에 상관없이 `E`가 찍힘" ("E was printed whatever cmd gave"): not what cmd printed."""
    claim = f"`{INSTALL}` 결과에 상관없이 `Key 'lr' is not in struct`가 찍힘"
    assert verdict(sweep_session(), tmp_path, fact(claim)) == "write"


# --- "with X it printed Y": Y after X, no comma ---------------------------------------------------------------------

WINE_MISSING = ('Library libwinpthread-1.dll (which is needed by L"Z:\\\\home\\\\lee\\\\ptool\\\\build-win\\\\ptool.exe") '
                "not found")


def static_session() -> Builder:
    b = Builder()
    b.prompt("the windows build of ptool does not start under wine")
    b.tool("Bash", {"command": "x86_64-w64-mingw32-g++ -O2 -o build-win/ptool.exe src/*.cpp && wine build-win/ptool.exe "
                    "--version"}, f"Exit code 1\n0024:err:module:import_dll {WINE_MISSING}", is_error=True)
    b.tool("Bash", {"command": "x86_64-w64-mingw32-g++ -O2 -static -o build-win/ptool.exe src/*.cpp"}, "")
    b.tool("Bash", {"command": "wine build-win/ptool.exe --version"}, "ptool 2.3.1 (x86_64-w64-mingw32)")
    return b


def test_with_x_it_printed_is_after_x_without_a_comma(tmp_path):
    """"with -static it printed `…`": the run after the static build printed it, not a call holding `-static`."""
    claim = f"wine: `{WINE_MISSING}`; with -static it printed `ptool 2.3.1 (x86_64-w64-mingw32)`"
    assert verdict(static_session(), tmp_path, fact(claim)) == "write"


def test_guard_with_x_it_printed_what_came_before_x_is_refused(tmp_path):
    claim = "with -static it printed `0024:err:module:import_dll`"
    assert verdict(static_session(), tmp_path, fact(claim)).startswith("refused")


# --- "after the two Edits (`a`, `b`), …": the list is the act ------------------------------------------------------

BUMP = "scripts/release.sh 1.8.0"


def bump_session() -> Builder:
    b = Builder()
    b.prompt("the release script fails on my mac")
    b.tool("Bash", {"command": BUMP}, 'Exit code 1\n==> bumping version to 1.8.0\nsed: 1: "package.json": invalid '
           "command code p", is_error=True)
    b.tool("Edit", {"file_path": "/Users/kim/app/scripts/release.sh", "old_string": "sed -i 's/",
                    "new_string": "sed -i.bak 's/"}, "The file /Users/kim/app/scripts/release.sh has been updated "
           "successfully.")
    b.tool("Edit", {"file_path": "/Users/kim/app/scripts/release.sh", "old_string": "git add package.json",
                    "new_string": "rm -f package.json.bak\ngit add package.json"},
           "The file /Users/kim/app/scripts/release.sh has been updated successfully.")
    b.tool("Bash", {"command": BUMP}, "==> bumping version to 1.8.0\n==> writing support window\ndone")
    return b


def test_a_parenthesised_list_after_after_is_the_act(tmp_path):
    """"after the two Edits (`sed -i.bak`, `rm -f package.json.bak`), the script printed `…`": both edits are what
    came before; the comma between them ends no clause."""
    claim = "after the two Edits (`sed -i.bak`, `rm -f package.json.bak`), the script printed `writing support window`"
    assert verdict(bump_session(), tmp_path, fact(claim)) == "write"


def test_guard_what_came_before_the_listed_edits_is_refused(tmp_path):
    claim = "after the two Edits (`sed -i.bak`, `rm -f package.json.bak`), the script printed `invalid command code p`"
    assert verdict(bump_session(), tmp_path, fact(claim)).startswith("refused")
