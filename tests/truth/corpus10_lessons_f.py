"""The tenth corpus's labelled lessons, sixth part: redis-override, pandas-oom."""
from __future__ import annotations

from tests.truth.corpus10_common import Rec, gotcha, knowledge


def _redis() -> list[Rec]:
    s = "redis-override"
    return [
        gotcha("c10-rd-1", s, title="compose.dev.yml's REDIS_URL pointed the api container at itself",
               symptom="redis.exceptions.ConnectionError: Error 111 connecting to localhost:6379",
               trap="checking that the redis container is running",
               cause="inside a container localhost is the container; the override replaced .env's redis host",
               workaround="REDIS_URL: redis://redis:6379/0 in compose.dev.yml, then recreate api",
               evidence="api log: `Error 111 connecting to localhost:6379. Connection refused.` — grep showed "
                        "`compose.dev.yml:9:      REDIS_URL: redis://localhost:6379/0` overriding "
                        "`.env:3:REDIS_URL=redis://redis:6379/0`. Fixed the override; should I recreate the api "
                        "container with `up -d --force-recreate api`?",
               ev="real", fix="not_shown", cls="question_offers_flag", category="env_setup", group="c10-redis",
               why="the edit is made but the container is never recreated: the assistant only asks and the person "
                   "says they will do it later; no log after the edit",
               phrasing=["code spans", "question", "dash"],
               st={"failure": "Error 111 connecting to localhost:6379",
                   "fix": "Should I recreate the api container now", "evidence": "I'll do it myself later"}),
        gotcha("c10-rd-2", s, title="Recreate the api container after changing compose environment",
               symptom="api still connects to localhost:6379", trap="docker compose restart (keeps the old env)",
               cause="environment is fixed when the container is created",
               workaround="docker compose -f compose.yml -f compose.dev.yml up -d --force-recreate api",
               evidence="Bash(docker compose -f compose.yml -f compose.dev.yml up -d --force-recreate api) → "
                        "`Container stack-api-1    Started`",
               ev="real", fix="not_shown", cls="ran_before_failure", category="tool_quirk", group="c10-redis",
               why="that recreate was the session's first call, before the failure was even read and before the "
                   "REDIS_URL edit; it was not run again",
               phrasing=["tool notation", "arrow"],
               st={"failure": "Error 111 connecting to localhost:6379",
                   "fix": "docker compose -f compose.yml -f compose.dev.yml up -d --force-recreate api",
                   "evidence": "Container stack-api-1    Started"}),
        gotcha("c10-rd-3", s, title="api reaches Redis once REDIS_URL names the redis service",
               symptom="Connection refused on localhost:6379", trap="localhost in container env",
               cause="compose service names resolve on the compose network",
               workaround="REDIS_URL: redis://redis:6379/0",
               evidence="Edit of compose.dev.yml (`REDIS_URL: redis://redis:6379/0`); user: README 오타 고친 거 "
                        "확인했어, 고마워",
               ev="real", fix="not_shown", cls="korean_other", category="env_setup", group="c10-redis",
               why="the Korean thanks is about the README typo; nothing shows api connecting after the edit",
               phrasing=["Korean", "tool notation", "code span"],
               st={"failure": "Error 111 connecting to localhost:6379", "fix": "      REDIS_URL: redis://redis:6379/0",
                   "evidence": "README 오타 고친 거"}),
        knowledge("c10-rd-4", s, title="In the split stack compose files, compose.dev.yml overrides .env",
                  situation="configuring the api service with two compose files",
                  approach="grep both compose files and .env for a variable before changing it",
                  rationale="compose.dev.yml set REDIS_URL to localhost while .env had the right value",
                  evidence="grep -n REDIS compose.yml compose.dev.yml .env:\n"
                           "compose.dev.yml:9:      REDIS_URL: redis://localhost:6379/0\n"
                           ".env:3:REDIS_URL=redis://redis:6379/0",
                  ev="real", cls="knowledge", category="project_convention",
                  why="the grep result",
                  phrasing=["pasted output", "no quotes"],
                  st={"evidence": ".env:3:REDIS_URL=redis://redis:6379/0"}),
        gotcha("c10-rd-5", s, title="Editing REDIS_URL brought the api worker back",
               symptom="worker exited with code 3", trap="restart", cause="localhost",
               workaround="edit compose.dev.yml",
               evidence="after the compose.dev.yml edit the api log showed the worker connected to redis:6379",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="no log was read after the edit; the container was never recreated",
               phrasing=["plain prose", "invented outcome"],
               st={"evidence": "worker exited with code 3"}),
        gotcha("c10-rd-6", s, title="Redis connection reset from the api container",
               symptom="ConnectionError", trap="restarting redis", cause="wrong host",
               workaround="use the service name",
               evidence="`Error 111 connecting to localhost:6379. Connection reset.`",
               ev="invented", fix="not_shown", cls="near_miss",
               why="the log says 'Connection refused.', not reset",
               phrasing=["code span", "altered word"],
               st={"evidence": "Error 111 connecting to localhost:6379. Connection refused."}),
        gotcha("c10-rd-7", s, title="Recreating api with both compose files fails while REDIS_URL is wrong",
               symptom="up -d fails", trap="recreating before the edit", cause="env", workaround="fix env first",
               evidence="`up -d --force-recreate api` failed with `Error 111 connecting to localhost:6379`",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="the recreate succeeded (Started); Error 111 is from the api's log",
               phrasing=["code spans", "error moved"],
               st={"evidence": "stack-redis-1  Running"}),
    ]


def _oom() -> list[Rec]:
    s = "pandas-oom"
    return [
        gotcha("c10-oo-1", s, title="agg.py is OOM-killed on the 30GB events file; aggregate in chunks",
               symptom="Exit code 137 with no traceback", trap="looking for a Python MemoryError",
               cause="read_csv loads the whole file into a 15 GB machine without swap",
               workaround="read_csv(..., usecols=[...], chunksize=1_000_000) and add up partial sums",
               evidence="`.venv/bin/python scripts/agg.py data/events.csv` → Exit code 137; free -g: 15 GB, no swap. "
                        "Write scripts/agg_chunked.py with `pd.read_csv(path, usecols=[\"user_id\", \"amount\"], "
                        "chunksize=1_000_000)`.",
               ev="real", fix="not_shown", cls="write_named_like_fix", category="performance", group="c10-oom",
               why="the chunked script is written but never run; the person will try it on the server tonight",
               phrasing=["code spans", "tool notation", "quotes inside span"],
               st={"failure": "Exit code 137", "fix": "/home/olu/events/scripts/agg_chunked.py",
                   "evidence": "I'll try it on the server tonight"}),
        gotcha("c10-oo-2", s, title="Chunked groupby sums keep the events aggregation in memory",
               symptom="the aggregation was killed (137)", trap="reading all columns at once",
               cause="a full read_csv of 30 GB", workaround="scripts/agg_chunked.py with chunksize=1_000_000",
               evidence="agg_chunked.py sums per user 1M rows at a time — user: \"great, works\"",
               ev="real", fix="not_shown", cls="confirmation_far_or_other", category="performance", group="c10-oom",
               why="'great, works' answers the test_utils run, not the chunked script, which never ran",
               phrasing=["dash", "quoted user", "short"],
               st={"failure": "Exit code 137", "fix": "chunksize=1_000_000", "evidence": "great, works"}),
        knowledge("c10-oo-3", s, title="Exit code 137 with no traceback means the kernel killed the process",
                  situation="a Python job dying silently on a big input",
                  approach="treat 137 as SIGKILL (OOM) and check free memory; dmesg may be closed to users",
                  rationale="the job printed nothing; dmesg was not permitted; free -g showed 15 GB and no swap",
                  evidence="137 sin traza; `dmesg: read kernel buffer failed: Operation not permitted`; "
                           "`free -g` → Mem 15, Swap 0",
                  ev="real", cls="knowledge", category="debugging_technique", scope="global",
                  why="the empty 137 result, the dmesg failure, the free -g output",
                  phrasing=["Spanish", "code spans", "short"],
                  st={"evidence": "dmesg: read kernel buffer failed"}),
        gotcha("c10-oo-4", s, title="The chunked aggregation finishes the 30GB file in minutes",
               symptom="137", trap="full read", cause="memory", workaround="chunks",
               evidence="`.venv/bin/python scripts/agg_chunked.py data/events.csv` finished and wrote out/totals.csv",
               ev="invented", fix="not_shown", cls="invented_detail",
               why="agg_chunked.py was never run in the session",
               phrasing=["code span", "invented run"],
               st={"evidence": "out/totals.csv"}),
        gotcha("c10-oo-5", s, title="pandas cannot allocate the events frame",
               symptom="MemoryError", trap="more RAM", cause="size", workaround="chunks",
               evidence="`MemoryError: Unable to allocate 11.2 GiB for an array with shape (1500000000,)`",
               ev="invented", fix="not_shown", cls="never_seen_error",
               why="the job died with a bare Exit code 137; no MemoryError was printed",
               phrasing=["code span", "invented error"],
               st={"evidence": "Exit code 137"}),
        gotcha("c10-oo-6", s, title="free -g is killed too when memory is exhausted",
               symptom="137", trap="running diagnostics", cause="OOM", workaround="check elsewhere",
               evidence="`free -g` → Exit code 137",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="free -g succeeded; 137 was the agg.py run",
               phrasing=["arrow", "exit code moved"],
               st={"evidence": "buff/cache   available"}),
    ]


def records() -> list[Rec]:
    return [*_redis(), *_oom()]
