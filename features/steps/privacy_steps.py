"""Steps about file modes in the scenario's home."""
from __future__ import annotations

import os
import stat
from pathlib import Path

from behave import given, then

from common_steps import path_of


def _walk(root: Path) -> list[tuple[Path, bool]]:
    assert root.is_dir(), f"{root} does not exist"
    found = [(root, True)]
    for folder, dirs, files in os.walk(root):
        found += [(Path(folder) / d, True) for d in dirs]
        found += [(Path(folder) / f, False) for f in files if not (Path(folder) / f).is_symlink()]
    return found


@given('every folder under "{path}" is {dir_mode} and every file {file_mode}')
def step_set_modes(context, path, dir_mode, file_mode):
    for p, is_dir in _walk(path_of(context, path)):
        os.chmod(p, int(dir_mode if is_dir else file_mode, 8))


@then('every folder under "{path}" is {dir_mode} and every file {file_mode}')
def step_check_modes(context, path, dir_mode, file_mode):
    wrong = []
    for p, is_dir in _walk(path_of(context, path)):
        want = int(dir_mode if is_dir else file_mode, 8)
        have = stat.S_IMODE(p.stat().st_mode)
        if have != want:
            wrong.append(f"{p}: {oct(have)} (want {oct(want)})")
    assert not wrong, "\n".join(wrong)
