"""The twelfth tracking corpus, part one: its case tables (one `CaseTables("t12-")`), the step helpers every part
uses, and the first two topics: uv's lock file left behind a pyproject edit (A) and pnpm's store moved under an
old node_modules (B). The other parts (_b … _g) add their topics to the same tables.

Labels were written from the session texts below, by someone who had not read the product's tracking rules, the
bench or the earlier corpora's lessons, cases and labels."""
from __future__ import annotations

from typing import Any

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t12-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


def U(text: str) -> tuple[Any, ...]:
    return ("user", text)


def S(text: str) -> tuple[Any, ...]:
    return ("say", text)


def B(command: str, output: str, error: bool = False) -> tuple[Any, ...]:
    return ("bash", command, output, error)


def E(path: str, old: str, new: str) -> tuple[Any, ...]:
    return ("edit", path, old, new)


def W(path: str, content: str) -> tuple[Any, ...]:
    return ("write", path, content)


def R(path: str, lines: str) -> tuple[Any, ...]:
    """A Read call: `lines` numbered as the Read tool prints them."""
    body = "\n".join(f"{i:>6}\u2192{line}" for i, line in enumerate(lines.split("\n"), 1))
    return ("tool", "Read", {"file_path": path}, body, False)


def G(pattern: str, path: str, output: str) -> tuple[Any, ...]:
    return ("tool", "Grep", {"pattern": pattern, "path": path, "output_mode": "content", "-n": True}, output, False)


# --- A: uv.lock behind pyproject.toml -----------------------------------------------------------------------

LEDGER = "/home/mara/src/ledgerline"
LEDGER_CLI = "/home/mara/src/ledgerline-cli"
UV_LOCKED = ("Resolved 42 packages in 311ms\nerror: The lockfile at `uv.lock` needs to be updated, but `--locked` "
             "was provided. To update the lockfile, run `uv lock`.")


def _uv_source() -> None:
    T.source(
        "s-uv-lock", LEDGER, "2025-04-02T09:10:00Z", "main",
        U("CI is red on the `check` job since I added httpx to pyproject. Locally everything passes. Can you "
          "reproduce it?"),
        R(f"{LEDGER}/.github/workflows/ci.yml",
          "name: ci\non: [push, pull_request]\njobs:\n  check:\n    runs-on: ubuntu-24.04\n    steps:\n"
          "      - uses: actions/checkout@v4\n      - uses: astral-sh/setup-uv@v5\n"
          "      - run: uv sync --locked\n      - run: uv run pytest -q"),
        B("uv sync --locked", UV_LOCKED, True),
        S("Reproduced. CI runs `uv sync --locked`, which refuses to touch a lock that no longer matches "
          "pyproject.toml. Locally you installed httpx with `uv pip install`, so the venv has it but uv.lock "
          "was never regenerated."),
        B("git diff --stat HEAD~1 -- pyproject.toml uv.lock",
          " pyproject.toml | 1 +\n 1 file changed, 1 insertion(+)"),
        B("uv lock", "Resolved 46 packages in 402ms\nAdded anyio v4.9.0\nAdded h11 v0.14.0\nAdded httpcore v1.0.8\n"
          "Added httpx v0.28.1\nAdded sniffio v1.3.1"),
        B("uv sync --locked && uv run pytest -q",
          "Resolved 46 packages in 9ms\nAudited 39 packages in 2ms\n........................................"
          "..................\n58 passed in 3.42s"),
        B('git add pyproject.toml uv.lock && git commit -m "Lock httpx"',
          "[main 4c1d2e9] Lock httpx\n 2 files changed, 61 insertions(+)"),
    )
    T.lesson(
        "t12-uv-lock", "project", "en", "s-uv-lock", "workflow",
        "uv sync --locked fails in CI after pyproject.toml changed without re-locking",
        "The CI `uv sync --locked` step fails with \"The lockfile at uv.lock needs to be updated\" while every "
        "local run passes.",
        "Installing the new dependency with `uv pip install` makes the local venv happy but leaves uv.lock "
        "unchanged, so nothing fails until CI syncs with --locked.",
        "pyproject.toml gained a dependency (httpx) but uv.lock was never regenerated; `--locked` refuses a lock "
        "that does not match the project metadata.",
        "Run `uv lock` after every hand edit of pyproject.toml's dependencies and commit uv.lock with it, then "
        "check with `uv sync --locked`.",
        "Ran `uv sync --locked` → \"needs to be updated, but\" … after `uv lock` (Added httpx v0.28.1) the "
        "same sync plus `uv run pytest -q` gave `58 passed in 3.42s`.")


def _uv_later() -> None:
    T.later(
        "l-uv-before", LEDGER, "2025-03-27T14:02:00Z", "main",
        U("Add structlog and switch the app logger over to it."),
        B("uv add structlog", "Resolved 40 packages in 288ms\nPrepared 1 package in 90ms\nInstalled 1 package in "
          "4ms\n + structlog==25.2.0"),
        E(f"{LEDGER}/src/ledgerline/log.py", "import logging\n\nlog = logging.getLogger(\"ledgerline\")",
          "import structlog\n\nlog = structlog.get_logger(\"ledgerline\")"),
        B("uv run pytest -q", "......................................................\n54 passed in 3.11s"),
    )
    T.later(
        "l-uv-a1", LEDGER, "2025-04-28T08:40:00Z", "feat/retries",
        U("Add tenacity, but pin it to >=8.2,<9 — the 9.x API changed. Then wrap the bank client calls in a "
          "retry."),
        E(f"{LEDGER}/pyproject.toml", '    "httpx>=0.28",\n', '    "httpx>=0.28",\n    "tenacity>=8.2,<9",\n'),
        S("Since I edited pyproject.toml by hand, I'll regenerate uv.lock before syncing so the locked CI sync "
          "matches."),
        B("uv lock && uv sync --locked", "Resolved 47 packages in 377ms\nAdded tenacity v8.5.0\nResolved 47 "
          "packages in 8ms\nInstalled 1 package in 3ms\n + tenacity==8.5.0"),
        E(f"{LEDGER}/src/ledgerline/bank.py", "    def fetch_statement(self, account: str) -> dict:",
          "    @retry(stop=stop_after_attempt(3), wait=wait_exponential(min=1, max=8))\n"
          "    def fetch_statement(self, account: str) -> dict:"),
        B("uv run pytest -q tests/test_bank.py", "...........\n11 passed in 1.02s"),
    )
    T.later(
        "l-uv-a2", LEDGER_CLI, "2025-05-02T10:15:00Z", "main",
        U("Bump rich to 13.9 in the CLI, the table rendering fix landed there."),
        E(f"{LEDGER_CLI}/pyproject.toml", '    "rich>=13.7",', '    "rich>=13.9",'),
        B("uv lock --upgrade-package rich", "Resolved 18 packages in 241ms\nUpdated rich v13.7.1 -> v13.9.4"),
        B("uv sync --locked && uv run ledger --help | head -3",
          "Resolved 18 packages in 6ms\nUninstalled 1 package in 1ms\nInstalled 1 package in 5ms\n - rich==13.7.1\n"
          " + rich==13.9.4\n Usage: ledger [OPTIONS] COMMAND [ARGS]...\n\n  Ledgerline command line."),
        B("git commit -am 'Bump rich to 13.9'", "[main 81aa0f3] Bump rich to 13.9\n 2 files changed, 9 insertions(+), "
          "9 deletions(-)"),
    )
    T.later(
        "l-uv-a3", LEDGER, "2025-05-06T16:20:00Z", "chore/coverage",
        U("Add pytest-cov to the dev group and make the CI job print coverage."),
        E(f"{LEDGER}/pyproject.toml", '[dependency-groups]\ndev = [\n    "pytest>=8.3",\n',
          '[dependency-groups]\ndev = [\n    "pytest>=8.3",\n    "pytest-cov>=6.0",\n'),
        B("uv lock && uv sync --all-groups --locked", "Resolved 49 packages in 356ms\nAdded coverage v7.8.0\n"
          "Added pytest-cov v6.1.1\nResolved 49 packages in 7ms\nInstalled 2 packages in 12ms\n + coverage==7.8.0\n"
          " + pytest-cov==6.1.1"),
        E(f"{LEDGER}/.github/workflows/ci.yml", "      - run: uv run pytest -q",
          "      - run: uv run pytest -q --cov=ledgerline --cov-report=term-missing"),
        B("uv run pytest -q --cov=ledgerline | tail -3", "TOTAL                          1204    131    89%\n\n"
          "61 passed in 4.87s"),
    )


def _uv_later_b() -> None:
    T.later(
        "l-uv-r1", LEDGER, "2025-05-09T11:05:00Z", "feat/exports",
        U("The PR for exports went red after I merged main into it. Take a look at the failed run."),
        B("gh run view 14822105377 --log-failed | tail -6",
          "check\tRun uv sync --locked\t2025-05-09T10:58:31.4411927Z Using CPython 3.12.10 interpreter at: "
          "/opt/hostedtoolcache/Python/3.12.10/x64/bin/python3\ncheck\tRun uv sync --locked\t2025-05-09T10:58:31."
          "9020114Z Resolved 51 packages in 402ms\ncheck\tRun uv sync --locked\t2025-05-09T10:58:31.9024410Z error: "
          "The lockfile at `uv.lock` needs to be updated, but `--locked` was provided. To update the lockfile, run "
          "`uv lock`.\ncheck\tRun uv sync --locked\t2025-05-09T10:58:31.9311502Z ##[error]Process completed with "
          "exit code 2."),
        S("The merge took main's pyproject.toml (openpyxl was added there) but kept this branch's uv.lock. "
          "Re-locking on the branch."),
        B("uv lock && git add uv.lock && git commit -m 'Re-lock after merging main'",
          "Resolved 51 packages in 398ms\nAdded et-xmlfile v2.0.0\nAdded openpyxl v3.1.5\n[feat/exports 2b7e0c4] "
          "Re-lock after merging main\n 1 file changed, 24 insertions(+)"),
        B("git push", "To github.com:mara/ledgerline.git\n   9f1c2a0..2b7e0c4  feat/exports -> feat/exports"),
    )
    T.later(
        "l-uv-r2", LEDGER_CLI, "2025-05-13T09:30:00Z", "main",
        U("Build the CLI's container image, I want to try it on the staging box."),
        B("docker build -t ledgerline-cli:dev .",
          "#9 [builder 4/6] COPY pyproject.toml uv.lock ./\n#9 DONE 0.0s\n#10 [builder 5/6] RUN uv sync --locked "
          "--no-dev --no-install-project\n#10 0.412 Resolved 19 packages in 188ms\n#10 0.413 error: The lockfile at "
          "`uv.lock` needs to be updated, but `--locked` was provided. To update the lockfile, run `uv lock`.\n"
          "#10 ERROR: process \"/bin/sh -c uv sync --locked --no-dev --no-install-project\" did not complete "
          "successfully: exit code: 2\nERROR: failed to solve: process \"/bin/sh -c uv sync --locked --no-dev "
          "--no-install-project\" did not complete successfully: exit code: 2", True),
        B("git log --oneline -1 -- pyproject.toml", "e41d0b2 Add keyring for token storage"),
        B("uv lock && docker build -t ledgerline-cli:dev . | tail -2",
          "Resolved 19 packages in 266ms\nAdded jaraco-classes v3.4.0\nAdded keyring v25.6.0\n#14 naming to "
          "docker.io/library/ledgerline-cli:dev done\n#14 DONE 0.3s"),
    )
    T.later(
        "l-uv-n1", LEDGER, "2025-05-15T13:45:00Z", "main",
        U("Update CONTRIBUTING.md: new contributors keep asking how to add a dependency."),
        G("uv (add|lock|sync)", f"{LEDGER}/docs",
          "docs/dev-setup.md:12:uv sync\ndocs/dev-setup.md:19:uv run pytest -q"),
        E(f"{LEDGER}/CONTRIBUTING.md", "## Running the tests\n",
          "## Adding a dependency\n\nUse `uv add <package>`. If you edit pyproject.toml by hand, run `uv lock` "
          "and commit uv.lock with it — CI syncs with `--locked`.\n\n## Running the tests\n"),
        B("git commit -am 'docs: how to add a dependency'",
          "[main c03d9e1] docs: how to add a dependency\n 1 file changed, 5 insertions(+)"),
    )


def _uv_pairs() -> None:
    lid = "t12-uv-lock"
    T.pair(lid, "l-uv-before", "neither", "dated before the lesson's source; uv add re-locks by itself anyway")
    T.pair(lid, "l-uv-a1", "applied", "hand-edits pyproject then runs `uv lock` before the locked sync, no failure")
    T.pair(lid, "l-uv-a2", "applied", "sibling CLI: `uv lock --upgrade-package rich` right after the pyproject "
           "edit, then `uv sync --locked` passes")
    T.pair(lid, "l-uv-a3", "applied", "adds a dev-group dependency and re-locks before `uv sync --all-groups "
           "--locked`")
    T.pair(lid, "l-uv-r1", "recurred", "CI log on another branch shows the same lockfile-needs-updating error "
           "after a merge; re-locked afterwards")
    T.pair(lid, "l-uv-r2", "recurred", "sibling CLI's Dockerfile `uv sync --locked` hits the stale lock; "
           "fixed after")
    T.pair(lid, "l-uv-n1", "neither", "only writes the advice into CONTRIBUTING.md; no dependency change or sync")
    T.pair(lid, "l-duck-a2", "neither", "another project's DuckDB work; no pyproject edit or uv sync")


# --- B: pnpm's store moved under an existing node_modules (Korean) --------------------------------------------

HANBIT = "/home/jiwoo/work/hanbit-web"
HANBIT_ADMIN = "/home/jiwoo/work/hanbit-admin"


def _store_error(project: str) -> str:
    return (f" ERR_PNPM_UNEXPECTED_STORE  Unexpected store location\n\nThe dependencies at \"{project}/node_modules\" "
            "are currently linked from the store at \"/home/jiwoo/.local/share/pnpm/store/v3\".\n\npnpm now wants to "
            "use the store at \"/home/jiwoo/.pnpm-store/v3\" to link dependencies.\n\nIf you want to use the new "
            "store location, reinstall your dependencies with \"pnpm install\".\n\nYou may change the global store "
            "location by running \"pnpm config set store-dir <dir> --global\".\n(This error may happen if the "
            "node_modules was installed with a different major version of pnpm)")


def _pnpm_source() -> None:
    T.source(
        "s-pnpm-store", HANBIT, "2025-04-03T01:20:00Z", "main",
        U("dayjs 추가해줘. 날짜 포맷 유틸(src/lib/date.ts)에서 쓸 거야."),
        B("pnpm add dayjs", _store_error(HANBIT), True),
        B("pnpm store path && grep -n store-dir .npmrc ~/.npmrc",
          "/home/jiwoo/.pnpm-store/v3\n/home/jiwoo/.npmrc:3:store-dir=/home/jiwoo/.pnpm-store"),
        S("지난주에 ~/.npmrc 의 store-dir 를 바꾸셨네요. 지금 node_modules 는 예전 스토어에 링크돼 있어서 pnpm 이 "
          "새 스토어로 링크하기를 거부합니다. 다시 설치해 볼게요."),
        B("pnpm install", " ERR_PNPM_ABORTED_REMOVE_MODULES_DIR_NO_TTY  Aborted removal of modules directory due "
          "to no TTY\n\nIf you are running pnpm in CI, set the CI environment variable to \"true\".", True),
        S("TTY 가 없어서 pnpm 이 node_modules 삭제 확인을 못 받고 멈췄어요. 직접 지우고 설치합니다."),
        B("rm -rf node_modules && pnpm install",
          "Lockfile is up to date, resolution step is skipped\nPackages: +612\n++++++++++++++++++++++++++++++++\n"
          "Progress: resolved 612, reused 0, downloaded 612, added 612, done\n\ndependencies:\n+ next 15.2.4\n"
          "+ react 19.1.0\n+ react-dom 19.1.0\n\nDone in 38.2s"),
        B("pnpm add dayjs", "Packages: +1\n+\nProgress: resolved 613, reused 612, downloaded 1, added 1, done\n\n"
          "dependencies:\n+ dayjs 1.11.13\n\nDone in 2.1s"),
    )
    T.lesson(
        "t12-pnpm-store", "project", "ko", "s-pnpm-store", "workflow",
        "store-dir 를 바꾼 뒤 pnpm 이 ERR_PNPM_UNEXPECTED_STORE 로 멈춤",
        "`pnpm add` 가 ERR_PNPM_UNEXPECTED_STORE (Unexpected store location) 로 실패하고 아무것도 설치하지 않는다.",
        "에러 메시지대로 `pnpm install` 만 다시 돌리면 에이전트 셸에는 TTY 가 없어서 "
        "ERR_PNPM_ABORTED_REMOVE_MODULES_DIR_NO_TTY 로 또 멈춘다.",
        "~/.npmrc 의 store-dir 가 바뀌었는데 기존 node_modules 는 예전 스토어(~/.local/share/pnpm/store/v3)에 "
        "링크돼 있다.",
        "`rm -rf node_modules && pnpm install` 로 새 스토어에서 다시 링크한 다음 `pnpm add <package>` 를 실행한다.",
        "`pnpm add dayjs` 에서 `ERR_PNPM_UNEXPECTED_STORE  Unexpected store location`, `pnpm install` 은 "
        "`Aborted removal of modules directory due to no TTY` 로 실패. `rm -rf node_modules && pnpm install` 후 "
        "`+ dayjs 1.11.13` 설치 성공.")


def _pnpm_later() -> None:
    T.later(
        "l-pnpm-a1", HANBIT, "2025-04-26T02:10:00Z", "feat/signup-form",
        U("회원가입 폼 검증에 zod 써줘."),
        B("pnpm store path; grep storeDir node_modules/.modules.yaml",
          "/home/jiwoo/.pnpm-store/v3\nstoreDir: /home/jiwoo/.local/share/pnpm/store/v3"),
        S("이 브랜치의 node_modules 가 아직 예전 스토어에 링크돼 있어요. 추가하기 전에 지우고 다시 설치합니다."),
        B("rm -rf node_modules; pnpm install --frozen-lockfile",
          "Lockfile is up to date, resolution step is skipped\nPackages: +614\nProgress: resolved 614, reused 614, "
          "downloaded 0, added 614, done\nDone in 6.4s"),
        B("pnpm add zod", "Packages: +1\nProgress: resolved 615, reused 614, downloaded 1, added 1, done\n\n"
          "dependencies:\n+ zod 3.24.3\n\nDone in 1.9s"),
        W(f"{HANBIT}/src/features/signup/schema.ts", "import { z } from \"zod\";\n\nexport const signupSchema = "
          "z.object({\n  email: z.string().email(),\n  password: z.string().min(10),\n});\n"),
        B("pnpm exec tsc --noEmit", ""),
    )
    T.later(
        "l-pnpm-a2", HANBIT_ADMIN, "2025-04-29T05:00:00Z", "main",
        U("admin 쪽도 오랜만에 손봐야 해. @tanstack/react-table 추가하고 주문 목록 페이지를 테이블로 바꿔줘."),
        S("admin 은 스토어 경로를 바꾸기 전에 설치된 채라서 워크스페이스의 node_modules 를 모두 지우고 새로 "
          "설치부터 할게요."),
        B("rm -rf ./node_modules ./packages/*/node_modules && pnpm i",
          "Scope: all 3 workspace projects\nLockfile is up to date, resolution step is skipped\nPackages: +733\n"
          "Progress: resolved 733, reused 0, downloaded 733, added 733, done\nDone in 41.7s"),
        B("pnpm --filter @hanbit/admin-app add @tanstack/react-table",
          "Progress: resolved 735, reused 733, downloaded 2, added 2, done\n\ndependencies:\n"
          "+ @tanstack/react-table 8.21.3\n\nDone in 3.0s"),
        B("pnpm --filter @hanbit/admin-app build | tail -2", "✓ built in 7.82s"),
    )
    T.later(
        "l-pnpm-a3", HANBIT, "2025-05-03T03:30:00Z", "chore/vitest",
        U("테스트 러너로 vitest 넣자. 의존성 꼬이는 거 방지용 스크립트도 하나 있으면 좋겠어."),
        W(f"{HANBIT}/scripts/reset-deps.sh", "#!/usr/bin/env bash\n# Re-link node_modules from the current pnpm "
          "store (after a store-dir change).\nset -euo pipefail\nrm -rf node_modules\npnpm install\n"),
        B("bash scripts/reset-deps.sh", "Lockfile is up to date, resolution step is skipped\nPackages: +615\n"
          "Progress: resolved 615, reused 615, downloaded 0, added 615, done\nDone in 5.9s"),
        B("pnpm add -D vitest", "Packages: +38\nProgress: resolved 653, reused 615, downloaded 38, added 38, done\n\n"
          "devDependencies:\n+ vitest 3.1.2\n\nDone in 4.4s"),
        B("pnpm exec vitest run", " ✓ src/lib/date.test.ts (4 tests) 6ms\n\n Test Files  1 passed (1)\n      "
          "Tests  4 passed (4)"),
    )
    T.later(
        "l-pnpm-r1", "/home/jiwoo/work/hanbit-web-wt/payments", "2025-05-07T06:40:00Z", "feat/payments",
        U("payments 워크트리에서 토스 SDK(@tosspayments/tosspayments-sdk) 설치해줘."),
        B("pnpm add @tosspayments/tosspayments-sdk", _store_error("/home/jiwoo/work/hanbit-web-wt/payments"), True),
        S("이 워크트리의 node_modules 도 예전 스토어에 링크돼 있네요. 지우고 다시 설치합니다."),
        B("rm -rf node_modules && pnpm install && pnpm add @tosspayments/tosspayments-sdk",
          "Packages: +615\nProgress: resolved 615, reused 615, downloaded 0, added 615, done\nDone in 6.2s\n"
          "Packages: +1\n\ndependencies:\n+ @tosspayments/tosspayments-sdk 2.3.4\n\nDone in 1.8s"),
    )
    T.later(
        "l-pnpm-r2", HANBIT_ADMIN, "2025-04-27T07:15:00Z", "main",
        U("react-query 최신으로 올려줄래?"),
        B("pnpm update @tanstack/react-query --latest", _store_error(HANBIT_ADMIN), True),
        S("스토어 위치 문제예요. node_modules 를 지우고 다시 설치해야 하는데, 진행할까요?"),
        U("아니 오늘은 그냥 둬. 나중에 내가 할게."),
        S("알겠습니다. 업데이트는 하지 않았습니다."),
    )


def _pnpm_later_b() -> None:
    T.later(
        "l-pnpm-n1", HANBIT, "2025-05-10T04:20:00Z", "fix/ci-install",
        U("CI 의 install 단계가 깨졌어. 로그 좀 봐줘."),
        B("pnpm install --frozen-lockfile", " ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with \"frozen-lockfile\" "
          "because pnpm-lock.yaml is not up to date with <ROOT>/package.json\n\nNote that in CI environments this "
          "setting is true by default. If you still need to run install in such cases, use \"pnpm install "
          "--no-frozen-lockfile\"\n\n  Failure reason:\n  specifiers in the lockfile ({\"clsx\":\"^2.1.0\"}) don't "
          "match specs in package.json ({\"clsx\":\"^2.1.1\"})", True),
        S("package.json 의 clsx 범위만 바뀌고 lockfile 은 커밋되지 않았어요. lockfile 을 갱신해서 커밋합니다."),
        B("pnpm install --no-frozen-lockfile && git add pnpm-lock.yaml && git commit -m 'Update lockfile for clsx'",
          "Progress: resolved 653, reused 653, downloaded 0, added 0, done\nDone in 2.3s\n[fix/ci-install 5d2f9aa] "
          "Update lockfile for clsx\n 1 file changed, 3 insertions(+), 3 deletions(-)"),
    )
    T.later(
        "l-pnpm-n2", HANBIT, "2025-05-14T08:00:00Z", "main",
        U("디스크가 꽉 찼어. pnpm 스토어 정리 좀 해줘."),
        B("du -sh ~/.pnpm-store ~/.local/share/pnpm/store", "6.1G\t/home/jiwoo/.pnpm-store\n"
          "3.4G\t/home/jiwoo/.local/share/pnpm/store"),
        B("pnpm store prune", "Removed all cached metadata files\nRemoved 4127 files\nRemoved 311 packages"),
        S("예전 스토어(~/.local/share/pnpm/store)는 이제 어느 프로젝트도 링크하지 않는지 확인한 뒤 지울게요."),
        B("grep -l 'local/share/pnpm' ~/work/*/node_modules/.modules.yaml; rm -rf ~/.local/share/pnpm/store && "
          "df -h ~ | tail -1", "/dev/nvme0n1p2  468G  431G   14G  97% /home"),
    )


def _pnpm_pairs() -> None:
    lid = "t12-pnpm-store"
    T.pair(lid, "l-pnpm-a1", "applied", "sees node_modules linked from the old store and re-installs before "
           "`pnpm add zod`")
    T.pair(lid, "l-pnpm-a2", "applied", "sibling admin repo: wipes every node_modules and `pnpm i` before adding "
           "a package")
    T.pair(lid, "l-pnpm-a3", "applied", "writes and runs a reset script (rm -rf node_modules; pnpm install) before "
           "`pnpm add -D vitest`")
    T.pair(lid, "l-pnpm-r1", "recurred", "another worktree's `pnpm add` fails with ERR_PNPM_UNEXPECTED_STORE; "
           "fixed after")
    T.pair(lid, "l-pnpm-r2", "recurred", "admin repo's `pnpm update` hits the unexpected store; left unfixed")
    T.pair(lid, "l-pnpm-n1", "neither", "ERR_PNPM_OUTDATED_LOCKFILE is a stale lockfile, not the store location")
    T.pair(lid, "l-pnpm-n2", "neither", "store prune and deleting the old store for disk space; no install fails")
    T.pair(lid, "l-eslint-a2", "neither", "another project's ESLint migration; no pnpm install or store involved")


def build_first_half() -> None:
    """A and B; the later parts add the rest."""
    _uv_source()
    _uv_later()
    _uv_later_b()
    _uv_pairs()
    _pnpm_source()
    _pnpm_later()
    _pnpm_later_b()
    _pnpm_pairs()
