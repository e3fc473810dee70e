"""Settings: where a value comes from, and how a number is stored."""
from __future__ import annotations

from pathlib import Path

from core import config


def test_openai_api_key_from_its_own_variable_reports_that_variable(tmp_path: Path) -> None:
    env = {"HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "cfg"), "OPENAI_API_KEY": "sk-env-Qm4Lr8Tz2Wx"}
    cfg = config.load(env=env)
    assert cfg.get("openai.api_key") == "sk-env-Qm4Lr8Tz2Wx"
    assert config.describe_source(cfg, "openai.api_key") == "env OPENAI_API_KEY"
    # It wins over the file too, as its help says.
    file_cfg = config.Config({"openai": {"api_key": "sk-file-Hd7Kp3Vn"}}, env, path=tmp_path / "config.toml")
    assert file_cfg.get("openai.api_key") == "sk-env-Qm4Lr8Tz2Wx"
    assert config.describe_source(file_cfg, "openai.api_key") == "env OPENAI_API_KEY"
    # An empty variable is no key: the file's is used, and said to be.
    empty = config.Config({"openai": {"api_key": "sk-file-Hd7Kp3Vn"}}, dict(env, OPENAI_API_KEY=""),
                          path=tmp_path / "config.toml")
    assert config.describe_source(empty, "openai.api_key") == f"file {tmp_path / 'config.toml'}"


def test_minus_zero_is_stored_as_zero(tmp_path: Path) -> None:
    env = {"HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "cfg"), "XDG_STATE_HOME": str(tmp_path / "state")}
    assert str(config.set_value("spend.daily_usd", "-0", env)) == "0.0"
    assert "-0" not in config.paths.config_file(env).read_text()
