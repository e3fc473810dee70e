"""Build the multi-call zipapp (install/install.py, and `init` / `shim install`
of a `uv tool` or `pipx` install, core/setup/tool_install.py).

The archive holds `shim/` and `core/` as precompiled, unchecked-hash .pyc
files only (zipimport cannot cache compiled code, and compiling on every
`claude` call would cost milliseconds), stored uncompressed so that loading a
module is a plain read. The sources are left out: zipimport parses the whole
central directory in Python before the first import, at about 3 µs an entry,
so every `claude` call, pass-through included, paid some 0.4 ms for a second
copy of each module that only a traceback's source lines ever read. The interpreter is pinned in the shebang as
an absolute path with `-IS`: isolated from PYTHON* variables and without
`site`, which only the CLI side loads."""
from __future__ import annotations

import importlib.util
import io
import marshal
import os
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]  # the folder holding core/ and shim/ (a checkout, or site-packages)
PACKAGES = ("shim", "agents", "core")
MAIN = "from shim.dispatch import main\nmain()\n"
# Linux reads at most this many bytes of a shebang line (older kernels: 127).
SHEBANG_LIMIT = 127


def _pyc(source: bytes, path: str) -> bytes:
    code = compile(source, path, "exec", dont_inherit=True, optimize=0)
    data = bytearray(importlib.util.MAGIC_NUMBER)
    data += (0b01).to_bytes(4, "little")  # hash-based, check_source = False
    data += importlib.util.source_hash(source)
    data += marshal.dumps(code)
    return bytes(data)


def preamble(interpreter: str) -> bytes:
    line = f"#!{interpreter} -IS\n"
    if len(line.encode()) <= SHEBANG_LIMIT and " " not in interpreter:
        return line.encode()
    # Too long or awkward for a shebang: a two-line sh trampoline, still one file.
    quoted = interpreter.replace("'", "'\\''")
    return f"#!/bin/sh\nexec '{quoted}' -IS \"$0\" \"$@\"\n".encode()


WRAP_FILE = "claude-distill-wrap.pyz"


def wrap_preamble(interpreter: str) -> bytes:
    """The editor's process wrapper: the same archive behind a `sh` preamble that
    runs it while its interpreter exists and otherwise runs the editor's own
    claude ("$1", as the editor passes it) untouched, so removing the tool never
    breaks an editor panel. Only the wrapper pays the `sh` start; the `claude`
    on PATH keeps the direct shebang (docs/adr/0016)."""
    quoted = interpreter.replace("'", "'\\''")
    return ("#!/bin/sh\n"
            "# claude-distill-wrap: through the shim while its interpreter exists, else the editor's own claude\n"
            f"if [ -x '{quoted}' ]; then exec '{quoted}' -IS \"$0\" \"$@\"; fi\n"
            "exec \"$@\"\n").encode()


def _write(out: Path, head: bytes, body: bytes) -> None:
    fd, tmp = tempfile.mkstemp(prefix=".claude-distill.", suffix=".pyz", dir=out.parent)
    with os.fdopen(fd, "wb") as fh:
        fh.write(head)
        fh.write(body)
        fh.flush()
        os.fsync(fh.fileno())
    os.chmod(tmp, 0o755)
    os.replace(tmp, out)  # running shims keep their open copy; new calls see the new one


def interpreter_of(app: Path) -> str | None:
    """The interpreter pinned in a zipapp's preamble (either form `preamble`
    writes), or None when the file cannot be read or was not written by us."""
    try:
        with open(app, "rb") as fh:
            head = fh.read(4096)
    except OSError:
        return None
    lines = head.split(b"\n", 2)
    if len(lines) < 2 or not lines[0].startswith(b"#!"):
        return None
    if lines[0] == b"#!/bin/sh" and lines[1].startswith(b"exec '"):
        quoted, sep, _ = lines[1][len(b"exec '"):].partition(b"' -IS ")
        return quoted.decode("utf-8", "surrogateescape").replace("'\\''", "'") if sep else None
    first = lines[0][2:]
    return first[:-len(b" -IS")].decode("utf-8", "surrogateescape") if first.endswith(b" -IS") else None


def build(out: Path, interpreter: str, root: Path = ROOT) -> Path:
    """Write the zipapp of the `shim` and `core` packages under `root` to `out`,
    atomically, with `interpreter` pinned in its shebang, and beside it the
    editor wrapper's copy (`wrap_preamble`)."""
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    stamp = (1980, 1, 1, 0, 0, 0)
    with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_STORED) as zf:
        def add(name: str, data: bytes) -> None:
            info = zipfile.ZipInfo(name, stamp)
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)

        add("__main__.pyc", _pyc(MAIN.encode(), "__main__.py"))
        for pkg in PACKAGES:
            for path in sorted((root / pkg).rglob("*.py")):
                rel = path.relative_to(root).as_posix()
                add(rel + "c", _pyc(path.read_bytes(), rel))
    _write(out.with_name(WRAP_FILE), wrap_preamble(interpreter), buf.getvalue())
    _write(out, preamble(interpreter), buf.getvalue())
    return out
