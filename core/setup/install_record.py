"""The install itself: the zipapp, its links and private environment, as
install/install.py recorded them in install.json, and our own folders.

`claude-distill uninstall` reads the records before anything is removed (the
zipapp it runs from goes last) and then takes out what each record names,
checking that a link still points at our zipapp and that a folder is really
a virtual environment before deleting it."""
from __future__ import annotations

import json
import os
import shutil
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

from core import paths
from core.errors import UserError
from core.setup import links


@dataclass(frozen=True)
class InstallRecord:
    """One install.json: where it lies and what it names."""
    place: Path
    zipapp: str = ""
    venv: str = ""
    links: list[str] = field(default_factory=list)


def read_records(explicit_zipapp: str | None = None) -> list[InstallRecord]:
    """install.json files: beside the running zipapp, and in the data folder."""
    places: list[Path] = []
    try:
        places.append(links.find_zipapp(explicit_zipapp).parent / "install.json")
    except UserError:
        pass
    places.append(paths.data_dir() / "install.json")
    records = []
    for place in dict.fromkeys(places):
        try:
            raw = json.loads(place.read_text())
        except (OSError, ValueError):
            continue
        if not isinstance(raw, dict):
            continue
        names = raw.get("links")
        records.append(InstallRecord(place, str(raw.get("zipapp") or ""), str(raw.get("venv") or ""),
                                     [str(n) for n in names] if isinstance(names, list) else []))
    return records


def _points_at(link: Path, target: Path) -> bool:
    if not link.is_symlink():
        return False
    if not link.exists():
        return os.path.basename(os.readlink(link)) == target.name
    return os.path.realpath(link) == os.path.realpath(target)


def remove(record: InstallRecord) -> list[str]:
    """Remove what the record names; returns what was done, one line each."""
    done = []
    zipapp = Path(record.zipapp)
    for name in record.links:
        link = Path(name)
        if _points_at(link, zipapp):
            link.unlink()
            done.append(f"removed {link}")
    venv = Path(record.venv)
    if record.venv and (venv / "pyvenv.cfg").is_file():
        shutil.rmtree(venv)
        done.append(f"removed {venv}")
    if record.zipapp and zipapp.is_file() and zipfile.is_zipfile(zipapp):
        wrap = links.link_target(links.WRAP_NAME, zipapp)  # the editor wrapper's copy built beside it
        if wrap != zipapp and zipfile.is_zipfile(wrap):
            wrap.unlink()
            done.append(f"removed {wrap}")
        zipapp.unlink()
        done.append(f"removed {zipapp}")
    record.place.unlink(missing_ok=True)
    try:
        record.place.parent.rmdir()
    except OSError:
        pass
    return done


def clear_keeping_markdown(folder: Path) -> list[str]:
    """Delete a folder of ours, except markdown files in it (people's text)."""
    if not folder.is_dir():
        return []
    kept = 0
    for root, dirs, files in os.walk(folder, topdown=False):
        for name in files:
            if name.endswith(".md"):
                kept += 1
                continue
            (Path(root) / name).unlink()
        for name in dirs:
            d = Path(root) / name
            if d.is_symlink():
                d.unlink()
            else:
                try:
                    d.rmdir()
                except OSError:
                    pass
    try:
        folder.rmdir()
        return [f"removed {folder}"]
    except OSError:
        return [f"emptied {folder} (kept {kept} markdown file(s) in it)"]
