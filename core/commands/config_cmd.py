"""`claude-distill config list|get KEY|set KEY VALUE|unset KEY|path`.

Secret settings (an API key) are never printed: every output says only
whether one is set and where it came from."""
from __future__ import annotations

import argparse
import json
import sys

from core import config, paths
from core.errors import UserError


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("config", help="show or change settings",
                       description="Settings resolve as: flag > CLAUDE_DISTILL_* environment > config file > default.")
    csub = p.add_subparsers(dest="action", metavar="ACTION")
    lp = csub.add_parser("list", help="every setting, its value, where it came from and what it does")
    lp.add_argument("--json", action="store_true")
    gp = csub.add_parser("get", help="one setting's value")
    gp.add_argument("key")
    sp = csub.add_parser("set", help="store a setting in the config file",
                         description="Store a setting in the config file. For a secret setting, VALUE `-` "
                                     "reads it from stdin, so it stays out of the shell's history.")
    sp.add_argument("key")
    sp.add_argument("value")
    up = csub.add_parser("unset", help="remove a setting from the config file (back to its default)")
    up.add_argument("key")
    csub.add_parser("path", help="the config file's path")
    p.set_defaults(func=run, default_action="list")


def run(args: argparse.Namespace) -> int:
    action = args.action
    if action == "path":
        print(paths.config_file())
        return 0
    if action == "set":
        return _set(args.key, args.value)
    if action == "unset":
        return _unset(args.key)
    cfg = config.load()
    if action == "get":
        setting = _known(args.key)
        value = cfg.get(args.key)
        if setting.secret:
            print(f"{config.shown(setting, value)} ({config.describe_source(cfg, args.key)})")
        else:
            print(config.shown(setting, value))
        return 0
    if args.json:
        print(json.dumps([_json_row(cfg, s) for s in config.SETTINGS.values()], indent=2, ensure_ascii=False))
        return 0
    width = max(len(k) for k in config.SETTINGS)
    for s in config.SETTINGS.values():
        print(f"{s.key.ljust(width)}  {config.shown(s, cfg.get(s.key))}  ({cfg.source(s.key)})")
        print(f"{'':{width}}    {s.help}")
    return 0


def _known(key: str) -> config.Setting:
    setting = config.SETTINGS.get(key)
    if setting is None:
        raise UserError(f"unknown setting {key!r} (see `claude-distill config list`)")
    return setting


def _json_row(cfg: config.Config, s: config.Setting) -> dict[str, object]:
    value = cfg.get(s.key)
    row: dict[str, object] = {"key": s.key, "value": config.shown(s, value) if s.secret else value,
                              "source": cfg.source(s.key), "env": s.env_var, "help": s.help}
    if s.secret:
        row["secret"] = True
        row["set"] = bool(value)
    return row


def _set(key: str, raw: str) -> int:
    setting = _known(key)
    if setting.secret and raw == "-":
        raw = sys.stdin.readline().strip()
    value = config.set_value(key, raw)
    if setting.secret:
        print(f"{key} = {config.shown(setting, value)} (stored in {paths.config_file()}, readable only by you)")
    else:
        print(f"{key} = {config.shown(setting, value)}")
    cfg = config.load()
    if cfg.source(key) == "env":
        print(f"note: {cfg.env_name(key)} is set in this environment and wins over the file")
    return 0


def _unset(key: str) -> int:
    setting = _known(key)
    removed = config.unset_value(key)
    cfg = config.load()
    now = f"{config.shown(setting, cfg.get(key))} ({config.describe_source(cfg, key)})"
    if removed:
        print(f"{key}: removed from {paths.config_file()}; now {now}")
    else:
        print(f"{key}: not set in {paths.config_file()}; it is {now}")
    return 0
