"""How bench/bench_truth.py prints its result: both modes per corpus, the fresh
held-out corpus beside the main one (rates only), then the tracking rows."""
from __future__ import annotations

from typing import Any


def _pct(v: float | None) -> str:
    return "   n/a" if v is None else f"{100 * v:5.1f}%"


def print_result(result: dict[str, Any], show_misses: bool) -> None:
    print(f"bench_truth: {result['lessons']} lessons ({result['corpus']}), {result['seconds']} s")
    _print_modes(result, show_misses)
    if "fresh" in result:
        h = result["fresh"]
        print(f"\nfresh held-out corpus: {h['lessons']} lessons ({h['corpus']}; rates only, never tuned against)")
        _print_modes(h, False)
    _print_tracking(result)
    if "tracking" in result.get("fresh", {}):
        _print_tracking(result["fresh"], "tracking on the fresh held-out corpus (rates only)")


def _print_modes(result: dict[str, Any], show_misses: bool) -> None:
    for name, m in result["modes"].items():
        title = {"a": "(a) without step ids (whole-session fallback)", "b": "(b) with step ids"}[name]
        print(f"\n{title}")
        if not m["available"]:
            print(f"  not available: {m['why']}")
            continue
        print(f"  verdicts: {m['verdicts']}; lessons whose cited steps are all in the request the model saw: "
              f"{m['step_text_in_request'][0]}/{m['step_text_in_request'][1]}")
        print(f"  {'judgement':<34} {'measured':>8} {'n':>9}   goal")
        for r in m["rates"]:
            sign = "≥" if r["higher_better"] else "≤"
            mark = {True: "ok", False: "MISSED", None: "-"}[r["met"]]
            print(f"  {r['label']:<34} {_pct(r['value']):>8} {r['hits']:>4}/{r['total']:<4}  {sign} "
                  f"{100 * r['goal']:.0f}%  {mark}")
        for p in m["problems"]:
            print(f"  problem: {p}")
        if show_misses:
            print("  wrong/judged by label class: " + ", ".join(f"{k} {w}/{n}" for k, (w, n) in m["by_class"].items()))
            for x in m["misses"]:
                cited = f" cited={x['cited']}" if x["cited"] else ""
                print(f"  miss {x['id']:<8} {x['miss']:<28} labels={x['labels']['evidence']}/{x['labels']['fix']} "
                      f"class={x['class']} tool={x['tool']} {x['detail'][:90]}{cited}")


def _print_tracking(result: dict[str, Any], title: str = "tracking (bench/truth_tracking.py)") -> None:
    print(f"\n{title}")
    if not result["tracking"]["rows"]:
        print(f"  {result['tracking']['note'] or 'no rows'}")
    for row in result["tracking"]["rows"]:
        mark = {True: "ok", False: "MISSED", None: "-"}.get(row.get("met"), "-")
        goal = row["goal"]
        goal = f"{100 * goal:.0f}%" if isinstance(goal, float) else str(goal)
        n = f"{row['hits']}/{row['total']}" if row.get("total") is not None else ""
        print(f"  {str(row['label']):<52} {_pct(row['value']):>8} {n:>9}   {goal}  {mark}")
