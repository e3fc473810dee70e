"""Issue 24, twelfth round: a Windows path ended by a shell operator (`infra\\main.bicep; echo …`) is the same
path as when it ends the line, so a re-run with an exit code echoed after it is the failing check run again. Each
verdict from the whole-range judge and the streaming scan alike (`verdict`); each test fails on the code before
its rule."""
from __future__ import annotations

from core.evidence.steps import argv
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import gotcha, verdict

BUILD = "az bicep build --file infra\\main.bicep"
BCP = ("WARNING: C:\\src\\infra\\main.bicep(14,5) : Error BCP037: The property \"sku\" is not allowed on objects of "
       "type \"Microsoft.Storage/storageAccounts/blobServices\".")


def bicep_session(rerun: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": BUILD}, "Exit code 1\n" + BCP, is_error=True)
    b.tool("Edit", {"file_path": "C:\\src\\infra\\main.bicep", "old_string": "  sku: {\n    name: 'Standard_LRS'\n  }\n"
                    "  properties: {", "new_string": "  properties: {"}, "The file has been updated successfully.")
    b.tool("Bash", {"command": rerun}, "exit=0")
    return b


def test_a_windows_path_before_a_shell_operator_keeps_its_separators():
    assert argv(BUILD + "; echo exit=$LASTEXITCODE")[:5] == argv(BUILD)
    assert argv("cd C:\\src\\app&& dir")[1] == "c:/src/app"


def test_the_failing_build_rerun_with_its_exit_code_echoed_shows_an_edit_fix(tmp_path):
    lesson = gotcha(f"`{BUILD}` → `Error BCP037: The property \"sku\" is not allowed`; removed sku, re-ran the build "
                    "→ `exit=0`", "Delete the sku block from the blobServices resource.")
    assert verdict(bicep_session(BUILD + "; echo \"exit=$LASTEXITCODE\""), tmp_path, lesson) == "write"
