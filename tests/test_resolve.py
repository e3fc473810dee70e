"""Finding the real binary: never the shim itself, whatever PATH looks like."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from agents import resolve


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


# --- copies of the shim: another file, so samefile cannot see them --------------------------

def zipapp_copy(path: Path, interpreter: str) -> Path:
    """A file laid out as install/build.py lays out the zipapp: preamble, then the zip."""
    import io
    import sys
    import zipfile
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "install"))
    import build
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("__main__.py", "print('shim')\n")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(build.preamble(interpreter) + buf.getvalue())
    path.chmod(0o755)
    return path


@pytest.mark.parametrize("interpreter", ["/usr/bin/python3", "/opt/with space/python3", "/x" * 100])
def test_a_copy_of_the_shim_is_skipped(layout, interpreter: str) -> None:
    copy = zipapp_copy(layout["tmp"] / "copydir" / "claude", interpreter)
    assert resolve.is_our_zipapp(os.fsencode(copy))
    env = env_for(layout, layout["shim_dir"], copy.parent, layout["real"].parent)
    assert resolve.find_real(env, shims(layout)) == os.fsencode(layout["real"])


def test_only_copies_of_the_shim_is_127(layout) -> None:
    copy = zipapp_copy(layout["tmp"] / "copydir" / "claude", "/usr/bin/python3")
    native = zipapp_copy(layout["home"] / ".local" / "bin" / "claude", "/usr/bin/python3")
    env = env_for(layout, layout["shim_dir"], copy.parent)
    with pytest.raises(resolve.ResolveError) as err:
        resolve.find_real(env, shims(layout))
    assert err.value.code == 127 and "shim itself" in str(err.value)
    env = env_for(layout, layout["real"].parent, CLAUDE_DISTILL_REAL=os.fsencode(native))
    with pytest.raises(resolve.ResolveError) as err:
        resolve.find_real(env, shims(layout))
    assert err.value.code == 127


@pytest.mark.parametrize("head", [
    b"#!/usr/bin/env node\n// claude\n",                   # the npm package's cli.js
    b"\x7fELF\x02\x01\x01\x00" + b"\0" * 64,               # the native binary
    b"#!/bin/sh\nexec node \"$0\" \"$@\"\n",               # a wrapper script
    b"#!/usr/bin/python3 -IS\nimport zipfile\n",           # a shebang, but no zip after it
    b"PK\x03\x04" + b"\0" * 30,                            # a bare zip
    b"",
])
def test_a_real_claude_is_not_taken_for_the_shim(layout, head: bytes) -> None:
    other = layout["tmp"] / "other" / "claude"
    other.parent.mkdir()
    other.write_bytes(head)
    other.chmod(0o755)
    assert not resolve.is_our_zipapp(os.fsencode(other))
    env = env_for(layout, layout["shim_dir"], other.parent, layout["real"].parent)
    assert resolve.find_real(env, shims(layout)) == os.fsencode(other)


# --- install places off PATH ------------------------------------------------------------------

def test_claude_local_install_after_path(layout) -> None:
    local = exe(layout["home"] / ".claude" / "local" / "claude")
    env = env_for(layout, layout["shim_dir"])
    assert resolve.find_real(env, shims(layout)) == os.fsencode(local)


@pytest.mark.parametrize("line", ["prefix={tmp}/npm-prefix", "prefix = \"{tmp}/npm-prefix/\"",
                                  "prefix=~/../npm-prefix", "prefix=${{HOME}}/../npm-prefix"])
def test_npm_prefix_from_npmrc(layout, line: str) -> None:
    npm = exe(layout["tmp"] / "npm-prefix" / "bin" / "claude")
    layout["home"].mkdir(parents=True, exist_ok=True)
    (layout["home"] / ".npmrc").write_text(f"; set by npm\nregistry=https://r.example/\n"
                                           f"{line.format(tmp=layout['tmp'])}\n")
    env = env_for(layout, layout["shim_dir"])
    assert os.path.samefile(resolve.find_real(env, shims(layout)), npm)


def test_npm_config_prefix_comes_before_npmrc(layout) -> None:
    from_env = exe(layout["tmp"] / "env-prefix" / "bin" / "claude")
    exe(layout["tmp"] / "rc-prefix" / "bin" / "claude")
    layout["home"].mkdir(parents=True, exist_ok=True)
    (layout["home"] / ".npmrc").write_text(f"prefix={layout['tmp'] / 'rc-prefix'}\n")
    env = env_for(layout, layout["shim_dir"], NPM_CONFIG_PREFIX=os.fsencode(layout["tmp"] / "env-prefix"))
    assert resolve.find_real(env, shims(layout)) == os.fsencode(from_env)


def test_npmrc_is_read_only_when_path_has_no_claude(layout, monkeypatch) -> None:
    monkeypatch.setattr(resolve, "_npmrc_prefix", lambda home: pytest.fail("~/.npmrc read"))
    env = env_for(layout, layout["shim_dir"], layout["real"].parent)
    assert resolve.find_real(env, shims(layout)) == os.fsencode(layout["real"])
