"""Helpers of the fourteenth corpus's lesson modules: one call per labelled record, built on corpus.py's
gotcha_lesson / knowledge_lesson / labelled, the transcript named by its session stem."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus import gotcha_lesson, knowledge_lesson, labelled

SESSIONS = "tests/truth/corpus14_sessions"


def path(session: str) -> str:
    return f"{SESSIONS}/{session}.jsonl"


def G(rid: str, session: str, title: str, symptom: str, trap: str, cause: str, workaround: str, evidence: Any,
      label: tuple[str, str, str], why: str, phrasing: list[str], steps: dict[str, Any], *,
      category: str = "tool_quirk", scope: str = "global", group: str | None = None) -> dict[str, Any]:
    """A gotcha; `label` is (evidence, fix, class). An invented gotcha's fix is always not_shown."""
    ev, fix, cls = label
    lesson = gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=category, scope=scope)
    return labelled(rid, path(session), lesson, ev, fix, cls, why, phrasing, steps, group)


def K(rid: str, session: str, title: str, situation: str, approach: str, rationale: str, evidence: Any,
      label: tuple[str, str], why: str, phrasing: list[str], steps: dict[str, Any], *,
      category: str = "debugging_technique", scope: str = "global", group: str | None = None) -> dict[str, Any]:
    """A knowledge entry; `label` is (evidence, class): ("real", "knowledge") or ("invented", <trap class>)."""
    ev, cls = label
    lesson = knowledge_lesson(title, situation, approach, rationale, evidence, category=category, scope=scope)
    return labelled(rid, path(session), lesson, ev, None, cls, why, phrasing, steps, group)


REAL_SHOWN = {c: ("real", "shown", c) for c in ("fix_ran", "rerun_passes", "edit_then_pass", "person_confirms")}
REAL_NOT = {c: ("real", "not_shown", c) for c in (
    "only_suggested", "never_run", "ran_the_trap", "write_named_like_fix", "question_offers_flag",
    "rerun_still_fails", "confirmation_far_or_other", "confirmation_denied", "korean_other",
    "other_check_passes", "ran_before_failure")}
FAKE = {c: ("invented", "not_shown", c) for c in (
    "other_call_error", "names_false_claim", "near_miss", "invented_detail", "never_seen_error")}
REAL_K = ("real", "knowledge")
FAKE_K = {c: ("invented", c) for c in (
    "other_call_error", "names_false_claim", "near_miss", "invented_detail", "never_seen_error")}
