"""Labels of the tracking corpus, written from reading each session before the
tool ran on it: (applied, recurred, why). See tracking_sessions.py for what
the labels mean."""
from __future__ import annotations

from tests.truth.tracking_lessons import A0Y, DOV, EN, FUM, GQC, KO, TE4

A, R, N = (True, False), (False, True), (False, False)
SHORT = "spotter-2.1.39/short.jsonl"          # 2026-02-10 21:11, main checkout, earlier than every spotter lesson
TOOLH = "spotter-2.1.39/tool_heavy.jsonl"     # 2026-02-10 22:57, main checkout

UNREL = ("c-unrelated-spotter", N, "unrelated work: a logging change and its tests")
UNREL_CC = ("c-unrelated-proj", N, "unrelated work: a README typo")

#: constructed sessions per topic: (session, (applied, recurred), why)
CONSTRUCTED: dict[str, list[tuple[str, tuple[bool, bool], str]]] = {
    "push": [
        ("c-push-direct", A, "first push of the branch goes straight to --set-upstream"),
        ("c-push-u-head", A, "first push with -u origin HEAD: the same fix in its short form"),
        ("c-push-cd", A, "the fix in a `cd <worktree> &&` form"),
        ("c-push-bd-sync", A, "the fix as the second segment after bd sync"),
        ("c-push-recur", R, "bare git push fails with no upstream branch, left unfixed"),
        ("c-push-recur-fix", R, "bare push fails first, the fix only afterwards: recurred, not applied"),
        ("c-push-tracked", N, "branch already tracks origin; a plain push succeeds, nothing to apply"),
        ("c-push-early", N, "2026-02-09: earlier than every source session, though it hits the trap"),
        UNREL,
    ],
    "assets": [
        ("c-assets-force", A, "edits spotter.css and commits it with git add -f straight away"),
        ("c-assets-recur", R, "git add of the css is refused as ignored; commits without it"),
        ("c-assets-recur-fix", R, "refused first (the failing add names the css the fix names), then git add -f"),
        ("c-assets-edit-only", N, "edits the cited css but never adds/commits it: unrelated edit"),
        ("c-push-recur", N, "a push problem, no asset add"),
        UNREL,
    ],
    "format": [
        ("c-fmt-before", A, "mix format chained before git commit"),
        ("c-fmt-check", A, "checks with --check-formatted, formats, then commits; the hook never fails"),
        ("c-fmt-recur", R, "commit rejected: [FORMAT] Code is not formatted"),
        ("c-fmt-recur-fix", R, "rejected first, mix format afterwards"),
        ("c-push-direct", N, "a commit that passes the hook without formatting being an issue"),
        UNREL,
    ],
    "lazy": [
        ("c-lazy-deps-first", A, "mix deps.get before the LiveView tests in a new worktree"),
        ("c-lazy-add", A, "adds the lazy_html tuple to mix.exs, deps.get, tests pass"),
        ("c-lazy-recur", R, "LiveView test fails with the lazy_html RuntimeError"),
        ("c-lazy-recur-fix", R, "fails with the lazy_html RuntimeError, deps.get afterwards"),
        ("c-lazy-other-runtime", N, "a different RuntimeError (secret_key_base) in LiveView tests"),
        ("c-lazy-mixexs-unrelated", N, "edits mix.exs for credo, no deps.get, no LiveView tests"),
        UNREL,
    ],
    "node": [
        ("c-node-cd", A, "cd assets && node build.js"),
        ("c-node-abs", A, "absolute cd into assets, build.js with another argument"),
        ("c-node-subshell", A, "(cd assets && node ./build.js): ./ form in a subshell"),
        ("c-node-recur", R, "node assets/build.js fails: Could not resolve js/app.js"),
        ("c-node-recur-fix", R, "same failure (with --deploy), then the cd form"),
        ("c-node-edit", N, "edits the cited build.js, never runs it"),
        UNREL,
    ],
    "master": [
        ("c-master-log", A, "git log master..HEAD"),
        ("c-master-diff", A, "master..HEAD with git diff and other arguments"),
        ("c-master-recur", R, "git log main..HEAD: ambiguous argument again"),
        ("c-push-direct", N, "commit and push, no range"),
        UNREL,
    ],
    "migration": [
        ("c-mig-copy", A, "codegen, then stages the priv/repo/migrations copy straight away"),
        ("c-mig-recur", R, "git add of the _build path: beyond a symbolic link"),
        ("c-mig-recur-fix", R, "failing add names both paths, the priv one alone afterwards"),
        UNREL,
    ],
    "json": [
        ("c-json-open", A, "reads the fixture line by line with open() in python3"),
        ("c-json-recur", R, "head -c | python3 json.loads: JSONDecodeError again"),
        ("c-json-other-class", R, "head -c | json.loads fails as UnicodeDecodeError: same trap, same json module"),
        UNREL,
    ],
    "source": [
        ("c-src-bashc", A, "bash -c 'source …; fn'"),
        ("c-src-recur", R, "source … && fn: (eval):1: permission denied"),
        ("c-src-edit", N, "edits the cited script's comment and shellchecks it"),
        UNREL,
    ],
    "tomli": [
        ("c-tomli-venv", A, ".venv/bin/python imports tomli_w"),
        ("c-tomli-venv-pytest", A, ".venv/bin/python -m pytest: the fix program with other arguments"),
        ("c-tomli-dot", A, "./.venv/bin/python form"),
        ("c-tomli-abs", A, "absolute /home/dev/proj/.venv/bin/python form"),
        ("c-tomli-cd", A, "cd /home/dev/proj && .venv/bin/python"),
        ("c-tomli-recur", R, "python3 -c 'import tomli_w' fails again"),
        ("c-tomli-pytest-import", R, "pytest under python3: ImportError while importing, ModuleNotFoundError tomli_w"),
        ("c-tomli-mention", R, "the failing command names .venv/bin/python but runs python3: not applied"),
        ("c-tomli-recur-fix", R, "fails under python3 first, .venv/bin/python afterwards"),
        ("c-tomli-other-module", N, "ModuleNotFoundError for yaml, not tomli_w"),
        ("c-tomli-early", N, "2026-11-29: earlier than the source session, though it hits the trap"),
        ("c-build-recur", N, "a missing build output, not the interpreter"),
        UNREL_CC,
    ],
    "build": [
        ("c-build-mkdir", A, "mkdir -p ./build first"),
        ("c-build-mkdir-abs", A, "mkdir -p with the absolute build path"),
        ("c-build-recur", R, "ls ./build/output.bin: No such file or directory"),
        ("c-build-recur-cat", R, "cat build/output.bin: No such file or directory (same missing folder)"),
        ("c-tomli-recur", N, "a ModuleNotFoundError, not the build folder"),
        UNREL_CC,
    ],
}

#: knowledge entries have no trap; where their approach differs from the topic's fix the label differs.
KNOWLEDGE_OVERRIDES: dict[str, dict[str, tuple[bool, str]]] = {
    "push-gqc-know": {"c-push-bd-sync": (True, "bd sync then the upstream push: exactly the approach")},
}

E = "earlier than the lesson's source session"
#: real later (and earlier) sessions, by topic and source: (session, (applied, recurred), why)
REAL: dict[tuple[str, str], list[tuple[str, tuple[bool, bool], str]]] = {
    ("push", GQC): [(TE4, N, "no push in the session"),
                    (A0Y, R, "15:48 bare git push: no upstream branch; --set-upstream only after"),
                    (DOV, R, "21:03 bare git push: no upstream branch; --set-upstream only after"),
                    (SHORT, N, E), (TOOLH, N, E)],
    ("push", FUM): [(TE4, N, "no push in the session"),
                    (A0Y, R, "15:48 bare git push fails, fixed after"),
                    (DOV, R, "21:03 bare git push fails, fixed after"),
                    (GQC, N, E + " (it hits the same trap)")],
    ("push", A0Y): [(GQC, N, E + " (same trap)"), (FUM, N, E + " (same trap)"), (TE4, N, E)],
    ("push", DOV): [(GQC, N, E + " (same trap)"), (FUM, N, E + " (same trap)"), (A0Y, N, E + " (same trap)")],
    ("assets", FUM): [(TE4, N, "git add -A only; no ignored path added"),
                      (A0Y, R, "16:15 git add of priv/static/assets/spotter.css refused (after editing it); "
                               "git add -f only at 16:17"),
                      (DOV, R, "20:34:19 refused; git ls-files then git add -f after")],
    ("assets", A0Y): [(GQC, N, E), (FUM, N, E + " (same trap)"), (TE4, N, E)],
    ("assets", DOV): [(GQC, N, E), (FUM, N, E + " (same trap)"), (TE4, N, E)],
    ("format", TE4): [(A0Y, R, "16:05 commit rejected by [FORMAT]; mix format at 16:08"),
                      (DOV, R, "20:34:48 commit rejected by [FORMAT]; mix format at 20:37"),
                      (GQC, N, E), (FUM, N, E)],
    ("format", A0Y): [(TE4, N, E + " (same trap)"), (GQC, N, E)],
    ("format", DOV): [(TE4, N, E + " (same trap)"), (GQC, N, E)],
    ("lazy", GQC): [(A0Y, N, "LiveView tests pass; no deps.get, no lazy_html error"),
                    (DOV, N, "LiveView tests pass; no deps.get, no lazy_html error"), (SHORT, N, E)],
    ("lazy", FUM): [(A0Y, N, "LiveView tests pass; no deps.get, no lazy_html error"),
                    (DOV, N, "LiveView tests pass; no deps.get, no lazy_html error"),
                    (GQC, N, E + " (same RuntimeError)")],
    ("node", FUM): [(TE4, N, "no JS build"), (A0Y, N, "no JS build"), (DOV, N, "no JS build"), (GQC, N, E)],
    ("master", FUM): [(TE4, N, "no branch range"), (A0Y, N, "no branch range"), (DOV, N, "no branch range"),
                      (GQC, N, E + " (it runs git log master..HEAD)")],
    ("migration", A0Y): [(GQC, N, E + " (codegen + priv/repo/migrations)"), (TE4, N, E)],
    ("migration", GQC): [(TE4, N, "no codegen, no migration"), (DOV, N, "no codegen, no migration")],
    ("json", FUM): [(TE4, N, "no JSONL parsing"), (A0Y, N, "no JSONL parsing"), (DOV, N, "no JSONL parsing")],
    ("source", TE4): [(A0Y, N, "no shell library sourced"), (DOV, N, "no shell library sourced"),
                      (GQC, N, E), (FUM, N, E)],
    ("tomli", EN): [(SHORT, N, E + " (Feb 2026, another project)"), (TOOLH, N, E)],
    ("build", KO): [(SHORT, N, E + " (Feb 2026, another project)"), (TOOLH, N, E)],
}

#: global lessons are judged in every project: a few sessions of the other project, all neither.
GLOBAL_EXTRA_SPOTTER = [UNREL_CC, ("c-tomli-recur", N, "another project's python trap")]
GLOBAL_EXTRA_CC = [UNREL, ("c-push-recur", N, "another project's git trap")]

#: pairs left out on purpose (read, but no honest single label):
#: - lessons from GQC x FUM, and A0Y x DOV: the later session began before the source one ended.
#: - lazy_html lessons x TE4: it edits mix.exs and runs mix deps.get for OTEL deps, with lazy_html
#:   already present; whether that "applies" a run-deps.get lesson is a matter of opinion.
#: - migration knowledge (GQC) x A0Y: it follows the approach only after stumbling on the _build path.

#: staleness controls: after the later sessions, these tracked files the lesson relies on are removed
#: from the project (`git rm`, committed); the lesson is then rightly stale.
STALE_CONTROLS: dict[str, tuple[str, ...]] = {
    "src-4te-span": ("spotter-plugin/scripts/lib/trace_context.sh",),
    "src-4te-prose": ("spotter-plugin/scripts/lib/trace_context.sh",),
    "json-fum-prose": ("test/fixtures/transcripts/subagent.jsonl",),
    "json-fum-span": ("test/fixtures/transcripts/subagent.jsonl",),
    "lazy-gqc-span": ("mix.exs",),
}
