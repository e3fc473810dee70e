"""Finding the real binary: never the shim itself, whatever PATH looks like."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from shim import resolve


def exe(path: Path, text: str = "#!/bin/sh\nexit 0\n", mode: int = 0o755) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(mode)
    return path


@pytest.fixture
def layout(tmp_path: Path) -> dict[str, Path]:
    shim_file = exe(tmp_path / "lib" / "claude-distill.pyz")
    shim_dir = tmp_path / "shim"
    shim_dir.mkdir()
    (shim_dir / "claude").symlink_to(shim_file)
    real = exe(tmp_path / "real" / "claude")
    return {"tmp": tmp_path, "shim_file": shim_file, "shim_dir": shim_dir, "real": real,
            "home": tmp_path / "home"}


def env_for(layout, *folders: Path, **extra: bytes) -> dict[bytes, bytes]:
    env = {b"HOME": os.fsencode(layout["home"]), b"PATH": b":".join(os.fsencode(f) for f in folders)}
    env.update({k.encode(): v for k, v in extra.items()})
    return env


def shims(layout) -> list[bytes]:
    return [os.fsencode(layout["shim_dir"] / "claude"), os.fsencode(layout["shim_file"])]


def test_skips_itself(layout) -> None:
    env = env_for(layout, layout["shim_dir"], layout["real"].parent)
    assert resolve.find_real(env, shims(layout)) == os.fsencode(layout["real"])


def test_shim_folder_twice_on_path(layout) -> None:
    env = env_for(layout, layout["shim_dir"], layout["shim_dir"], layout["real"].parent)
    assert resolve.find_real(env, shims(layout)) == os.fsencode(layout["real"])


def test_shim_folder_through_a_symlinked_folder(layout) -> None:
    alias = layout["tmp"] / "alias"
    alias.symlink_to(layout["shim_dir"])
    env = env_for(layout, alias, layout["shim_dir"], layout["real"].parent)
    assert resolve.find_real(env, shims(layout)) == os.fsencode(layout["real"])


def test_a_hard_link_of_the_shim_is_still_the_shim(layout) -> None:
    other = layout["tmp"] / "other"
    other.mkdir()
    os.link(layout["shim_file"], other / "claude")
    env = env_for(layout, other, layout["real"].parent)
    assert resolve.find_real(env, shims(layout)) == os.fsencode(layout["real"])


def test_only_the_shim_on_path_is_127(layout) -> None:
    env = env_for(layout, layout["shim_dir"])
    with pytest.raises(resolve.ResolveError) as err:
        resolve.find_real(env, shims(layout))
    assert err.value.code == 127 and "shim itself" in str(err.value)


def test_nothing_on_path_is_127(layout) -> None:
    with pytest.raises(resolve.ResolveError) as err:
        resolve.find_real(env_for(layout, layout["tmp"] / "empty"), shims(layout))
    assert err.value.code == 127


def test_not_executable_is_126(layout) -> None:
    exe(layout["tmp"] / "noexec" / "claude", mode=0o644)
    env = env_for(layout, layout["shim_dir"], layout["tmp"] / "noexec")
    with pytest.raises(resolve.ResolveError) as err:
        resolve.find_real(env, shims(layout))
    assert err.value.code == 126


def test_later_executable_wins_over_an_earlier_non_executable(layout) -> None:
    exe(layout["tmp"] / "noexec" / "claude", mode=0o644)
    env = env_for(layout, layout["tmp"] / "noexec", layout["real"].parent)
    assert resolve.find_real(env, shims(layout)) == os.fsencode(layout["real"])


def test_empty_path_entry_is_not_the_current_folder(layout, monkeypatch) -> None:
    monkeypatch.chdir(layout["real"].parent)
    env = {b"HOME": os.fsencode(layout["home"]), b"PATH": b"::"}
    with pytest.raises(resolve.ResolveError):
        resolve.find_real(env, shims(layout))


def test_a_folder_named_claude_is_skipped(layout) -> None:
    odd = layout["tmp"] / "odd"
    (odd / "claude").mkdir(parents=True)
    env = env_for(layout, odd, layout["real"].parent)
    assert resolve.find_real(env, shims(layout)) == os.fsencode(layout["real"])


def test_usual_install_places_after_path(layout) -> None:
    native = exe(layout["home"] / ".local" / "bin" / "claude")
    env = env_for(layout, layout["shim_dir"])
    assert resolve.find_real(env, shims(layout)) == os.fsencode(native)


def test_override(layout) -> None:
    env = env_for(layout, layout["shim_dir"], CLAUDE_DISTILL_REAL=os.fsencode(layout["real"]))
    assert resolve.find_real(env, shims(layout)) == os.fsencode(layout["real"])


@pytest.mark.parametrize("target,code", [("shim", 127), ("missing", 127), ("noexec", 126)])
def test_bad_override(layout, target: str, code: int) -> None:
    paths = {"shim": layout["shim_dir"] / "claude", "missing": layout["tmp"] / "nope",
             "noexec": exe(layout["tmp"] / "ne" / "claude", mode=0o644)}
    env = env_for(layout, layout["real"].parent, CLAUDE_DISTILL_REAL=os.fsencode(paths[target]))
    with pytest.raises(resolve.ResolveError) as err:
        resolve.find_real(env, shims(layout))
    assert err.value.code == code
