"""`claude-distill config list|get KEY|set KEY VALUE|unset KEY|path`.

Secret settings (an API key) are never printed: every output says only
whether one is set and where it came from."""
from __future__ import annotations

import argparse
import json
import sys

from core import config, paths
from core.errors import UserError
from core.exits import Exit


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("config", help="show or change settings",
                       description="Settings resolve as: flag > CLAUDE_DISTILL_* environment > config file > "
                                   "default. `config` alone is `config list`.",
                       epilog=EXAMPLES)
    csub = p.add_subparsers(dest="action", metavar="ACTION")
    lp = csub.add_parser("list", help="every setting, its value, where it came from and what it does",
                         epilog="examples:\n  claude-distill config list\n  claude-distill config list --json")
    lp.add_argument("--json", action="store_true", help="one object per setting: key, value, source, env, help")
    gp = csub.add_parser("get", help="one setting's value", epilog=_keys_epilog("claude-distill config get backend"))
    gp.add_argument("key", metavar="KEY", help="a setting's name (listed below)")
    sp = csub.add_parser("set", help="store a setting in the config file",
                         description="Store a setting in the config file. For a secret setting, VALUE `-` "
                                     "reads it from stdin, so it stays out of the shell's history.",
                         epilog=_keys_epilog("claude-distill config set spend.daily_usd 2\n"
                                             "  claude-distill config set backend offline\n"
                                             "  claude-distill config set api_key -   # then paste the key"))
    sp.add_argument("key", metavar="KEY", help="a setting's name (listed below)")
    sp.add_argument("value", metavar="VALUE", help="its new value (`-` reads a secret from stdin)")
    up = csub.add_parser("unset", help="remove a setting from the config file (back to its default)",
                         epilog=_keys_epilog("claude-distill config unset spend.daily_usd"))
    up.add_argument("key", metavar="KEY", help="a setting's name (listed below)")
    csub.add_parser("path", help="the config file's path", epilog="examples:\n  claude-distill config path")
    p.set_defaults(func=run, default_action="list")


EXAMPLES = """examples:
  claude-distill config                       # every setting and where it came from
  claude-distill config get backend
  claude-distill config set spend.daily_usd 2
  claude-distill config unset spend.daily_usd"""


def _keys_epilog(example: str) -> str:
    width = max(len(k) for k in config.SETTINGS)
    keys = "\n".join(f"  {k.ljust(width)}  {s.help}" for k, s in config.SETTINGS.items())
    return f"keys:\n{keys}\n\nexamples:\n  {example}"


def run(args: argparse.Namespace) -> int:
    action = args.action
    if action == "path":
        print(paths.config_file())
        return Exit.OK
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
        return Exit.OK
    if args.json:
        print(json.dumps([_json_row(cfg, s) for s in config.SETTINGS.values()], indent=2, ensure_ascii=False))
        return Exit.OK
    width = max(len(k) for k in config.SETTINGS)
    for s in config.SETTINGS.values():
        print(f"{s.key.ljust(width)}  {_named(s, cfg.get(s.key))}  ({cfg.source(s.key)})")
        print(f"{'':{width}}    {s.help}")
    return Exit.OK


def _known(key: str) -> config.Setting:
    setting = config.SETTINGS.get(key)
    if setting is None:
        raise UserError(f"unknown setting {key!r} (see `claude-distill config list`)")
    return setting


def _named(setting: config.Setting, value: object) -> str:
    """A value as a person reads it in a sentence or a column: an empty one is "(none)", not a blank."""
    return config.shown(setting, value) or "(none)"


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
    return Exit.OK


def _unset(key: str) -> int:
    setting = _known(key)
    removed = config.unset_value(key)
    cfg = config.load()
    now = f"{_named(setting, cfg.get(key))} ({config.describe_source(cfg, key)})"
    if removed:
        print(f"{key}: removed from {paths.config_file()}; now {now}")
    else:
        print(f"{key}: not set in {paths.config_file()}; it is {now}")
    return Exit.OK
