"""`claude-distill config list|get KEY|set KEY VALUE|path`."""
from __future__ import annotations

import argparse
import json

from core import config, paths


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("config", help="show or change settings",
                       description="Settings resolve as: flag > CLAUDE_DISTILL_* environment > config file > default.")
    csub = p.add_subparsers(dest="action", metavar="ACTION")
    lp = csub.add_parser("list", help="every setting, its value and where it came from")
    lp.add_argument("--json", action="store_true")
    gp = csub.add_parser("get", help="one setting's value")
    gp.add_argument("key")
    sp = csub.add_parser("set", help="store a setting in the config file")
    sp.add_argument("key")
    sp.add_argument("value")
    csub.add_parser("path", help="the config file's path")
    p.set_defaults(func=run)


def _show(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return ",".join(value)
    return str(value)


def run(args: argparse.Namespace) -> int:
    action = args.action or "list"
    if action == "path":
        print(paths.config_file())
        return 0
    if action == "set":
        value = config.set_value(args.key, args.value)
        print(f"{args.key} = {_show(value)}")
        return 0
    cfg = config.load()
    if action == "get":
        print(_show(cfg.get(args.key)))
        return 0
    rows = [(s.key, cfg.get(s.key), cfg.source(s.key), s.env_var, s.help) for s in config.SETTINGS.values()]
    if getattr(args, "json", False):
        print(json.dumps([{"key": k, "value": v, "source": src, "env": e, "help": h}
                          for k, v, src, e, h in rows], indent=2, ensure_ascii=False))
        return 0
    width = max(len(k) for k, *_ in rows)
    for key, value, src, _env, _h in rows:
        print(f"{key.ljust(width)}  {_show(value)}  ({src})")
    return 0
