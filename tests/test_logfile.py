"""Log lines land in the state folder; a log that cannot be written is never an error."""
from core import logfile


def test_lines_and_tracebacks_are_appended(tmp_path):
    env = {"HOME": str(tmp_path)}
    path = logfile.append("distill.log", "first", env)
    logfile.append("distill.log", "second", env)
    try:
        raise ValueError("boom")
    except ValueError:
        logfile.append_traceback("distill.log", "stage=x", env)
    lines = path.read_text().splitlines()
    assert lines[0].endswith(" first") and lines[1].endswith(" second")
    assert lines[2].startswith("--- ") and lines[2].endswith(" stage=x")
    assert "ValueError: boom" in path.read_text()


def test_an_unwritable_state_folder_costs_only_the_line(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    assert logfile.append("distill.log", "lost", {"HOME": str(tmp_path), "XDG_STATE_HOME": str(blocker)}) is None
