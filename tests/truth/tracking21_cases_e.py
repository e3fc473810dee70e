"""The cases of the twenty-first tracking corpus, part five: a Husky hook without its executable bit that git skips
with only a hint (in fish), and Hardhat's HH12 from a global install. The labelling rules are in
tracking21_cases.py."""
from __future__ import annotations

from tests.truth.tracking21_cases import T, bash

# ---------------------------------------------------------------- i: Husky hooks must be executable

SF = "/home/marek/code/shop-front"


def ignored(hook: str) -> str:
    return (f"hint: The '.husky/{hook}' hook was ignored because it's not set as executable.\n"
            "hint: You can disable this warning with `git config advice.ignoredHook false`.")


LINT_STAGED = ("✔ Preparing lint-staged...\n✔ Running tasks for staged files...\n✔ Applying modifications from "
               "tasks...\n✔ Cleaning up temporary files...")


def lesson_i() -> None:
    T.source("s-husky-exec", SF, "2025-09-18T15:00:00Z", "feat/cart-badge",
             ("user", "CI failed lint on my last commit even though the repo runs lint-staged in a pre-commit hook. "
                      "Find out why the hook didn't catch it."),
             bash('git commit --allow-empty -m "chore: hook check"',
                  ignored("pre-commit") + "\n[feat/cart-badge 9d0c3e1] chore: hook check"),
             bash(".husky/pre-commit", "fish: The file “.husky/pre-commit” is not executable by this user", True),
             ("say", "git skipped the hook: it has no executable bit (it came over from the Windows checkout as "
                     "100644), and git only prints a hint for that. Fixing the mode and recording it in git."),
             bash("git reset --soft HEAD~1; and chmod +x .husky/pre-commit; and git update-index --chmod=+x "
                  ".husky/pre-commit", ""),
             bash('git commit -m "fix(hooks): make pre-commit executable"',
                  LINT_STAGED + "\n[feat/cart-badge 2b7f0aa] fix(hooks): make pre-commit executable\n 1 file changed, "
                  "0 insertions(+), 0 deletions(-)\n mode change 100644 => 100755 .husky/pre-commit"))
    T.lesson("t21-husky-not-executable", "global", "en", "s-husky-exec", "tool_quirk",
             "git silently skips a Husky hook that is not executable, so lint-staged never runs",
             "`git commit` succeeded with only a hint that the '.husky/pre-commit' hook was ignored; running the "
             "hook by hand gave `is not executable by this user`.",
             "Taking the successful commit as proof the hook ran, and debugging lint-staged's config instead.",
             "The hook file had lost its executable bit (committed as 100644 from a Windows checkout); git ignores a "
             "non-executable hook with a hint instead of failing the commit.",
             "Make every hook under .husky executable and record the mode in git: `chmod +x .husky/<hook>` and "
             "`git update-index --chmod=+x .husky/<hook>`, for each new hook too.",
             ["`hint: The '.husky/pre-commit' hook was ignored because it's not set as executable.`",
              "`is not executable by this user`", "`chmod +x .husky/pre-commit`",
              "`mode change 100644 => 100755 .husky/pre-commit`"])


def later_i() -> None:
    T.later("l-husky-commit-msg", SF, "2025-10-04T10:30:00Z", "build/commitlint",
            ("user", "Add a commit-msg hook that runs commitlint."),
            ("write", f"{SF}/.husky/commit-msg", 'npx --no -- commitlint --edit "$1"\n'),
            bash("chmod +x .husky/commit-msg; and git add .husky/commit-msg commitlint.config.mjs package.json", ""),
            bash('git commit -m "build: lint commit messages with commitlint"',
                 LINT_STAGED + "\n[build/commitlint 41ac2de] build: lint commit messages with commitlint\n 3 files "
                 "changed, 14 insertions(+)\n create mode 100755 .husky/commit-msg\n create mode 100644 "
                 "commitlint.config.mjs"))
    T.pair("t21-husky-not-executable", "l-husky-commit-msg", "applied", "chmod +x on the new commit-msg hook before "
           "committing; it was created 100755 and no hint appeared")
    T.later("l-husky-update-index", "C:\\Users\\marek\\code\\shop-front", "2025-10-11T18:00:00Z", "build/pre-push",
            ("user", "Add a pre-push hook that runs the unit tests. I'm on the Windows machine today."),
            ("write", "C:\\Users\\marek\\code\\shop-front\\.husky\\pre-push", "npm test -- --run\n"),
            bash("git add .husky/pre-push && git update-index --chmod=+x .husky/pre-push && git ls-files -s "
                 ".husky/pre-push", "100755 3f1c0b5e2d0a4f0e5c9b7a1d2e6f8a9b0c1d2e3f 0\t.husky/pre-push"),
            bash('git commit -m "build: run unit tests before push"',
                 LINT_STAGED + "\n[build/pre-push 7e21b9c] build: run unit tests before push\n 1 file changed, "
                 "1 insertion(+)\n create mode 100755 .husky/pre-push"))
    T.pair("t21-husky-not-executable", "l-husky-update-index", "applied", "git update-index --chmod=+x recorded the "
           "new hook as 100755 before it was committed; no ignored-hook hint")
    T.later("l-husky-pre-push", SF, "2025-10-18T09:15:00Z", "feat/wishlist",
            ("user", "Add a pre-push hook running the type check, then push the wishlist branch."),
            ("write", f"{SF}/.husky/pre-push", "npx tsc --noEmit\n"),
            bash('git add .husky/pre-push; and git commit -m "build: type-check before push"; and git push -u origin '
                 'feat/wishlist', LINT_STAGED + "\n[feat/wishlist 0c4d8e1] build: type-check before push\n"
                 " create mode 100644 .husky/pre-push\n" + ignored("pre-push") + "\nTo github.com:marek-shop/"
                 "shop-front.git\n * [new branch]      feat/wishlist -> feat/wishlist"),
            ("say", "The push went out but git ignored the new pre-push hook: it was created without the "
                    "executable bit."),
            bash("chmod +x .husky/pre-push; and git update-index --chmod=+x .husky/pre-push; and git commit -m "
                 "\"build: make pre-push executable\"", LINT_STAGED + "\n[feat/wishlist 5a9e3f2] build: make pre-push "
                 "executable\n mode change 100644 => 100755 .husky/pre-push"))
    T.pair("t21-husky-not-executable", "l-husky-pre-push", "recurred", "git push printed 'The .husky/pre-push hook "
           "was ignored because it's not set as executable' before the chmod")
    later_i2()


def later_i2() -> None:
    T.later("l-husky-npx-path", SF, "2025-10-25T20:10:00Z", "fix/price-format",
            ("user", "Commit the price format fix."),
            bash('git commit -am "fix(price): format cents with Intl.NumberFormat"',
                 ".husky/pre-commit: line 1: npx: command not found\nhusky - pre-commit script failed (code 127)",
                 True),
            ("say", "The hook runs (it's executable) but under sh, where fish's nvm.fish PATH isn't set, so npx "
                    "isn't found. Husky sources ~/.config/husky/init.sh before each hook."),
            ("write", "/home/marek/.config/husky/init.sh",
             'export PATH="$HOME/.local/share/nvm/v20.17.0/bin:$PATH"\n'),
            bash('git commit -am "fix(price): format cents with Intl.NumberFormat"',
                 LINT_STAGED + "\n[fix/price-format e4f1a07] fix(price): format cents with Intl.NumberFormat\n"
                 " 2 files changed, 9 insertions(+), 5 deletions(-)"))
    T.pair("t21-husky-not-executable", "l-husky-npx-path", "neither", "the hook ran and failed on 'npx: command not "
           "found' (PATH under sh), a different failure; no chmod")
    T.later("l-husky-review", SF, "2025-11-01T11:45:00Z", "main",
            ("user", "Does our hook setup have any pitfalls for new contributors? Just tell me, don't change "
                     "anything."),
            bash("ls -l .husky", "-rwxr-xr-x 1 marek marek  35 Oct  4 10:30 commit-msg\n-rwxr-xr-x 1 marek marek  "
                 "17 Sep 18 15:04 pre-commit\n-rwxr-xr-x 1 marek marek  17 Oct 18 09:17 pre-push\ndrwxr-xr-x 2 "
                 "marek marek 4096 Sep  2 08:00 _"),
            ("say", "All three hooks are executable now. The pitfalls: a new hook must get chmod +x (git only "
                    "prints a hint and skips it otherwise), and the hooks run under sh, so node must be on PATH "
                    "there (~/.config/husky/init.sh)."))
    T.pair("t21-husky-not-executable", "l-husky-review", "neither", "the fix is only mentioned in conversation; "
           "nothing fails and nothing is chmodded")
    T.later("l-husky-before", SF, "2025-09-01T08:00:00Z", "main",
            ("user", "Set up husky and lint-staged."),
            bash("npx husky init", ""),
            bash("cat .husky/pre-commit && git add .husky package.json", "npm test"),
            ("edit", f"{SF}/.husky/pre-commit", "npm test", "npx lint-staged"))
    T.pair("t21-husky-not-executable", "l-husky-before", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- j: Hardhat's HH12 from a global install

ESC = "/home/kofi/dapps/escrow-v2"
HH12 = ("Error HH12: Trying to use a non-local installation of Hardhat, which is not supported.\nPlease install "
        "Hardhat locally using npm or Yarn, and try again.\n\nFor more info go to https://hardhat.org/HH12 or run "
        "Hardhat with --show-stack-traces")
TIMELOCK_PASS = ("\n\n  Timelock\n    ✔ queues a transaction after the delay (812ms)\n    ✔ rejects execution "
                 "before the eta\n    ✔ lets the admin cancel a queued transaction\n\n\n  3 passing (2s)")


def lesson_j() -> None:
    T.source("s-hardhat-hh12", ESC, "2025-09-20T12:30:00Z", "feat/timelock",
             ("user", "Run the contract tests for the new timelock."),
             bash("which hardhat && hardhat test test/Timelock.test.ts",
                  "/home/kofi/.nvm/versions/node/v20.17.0/bin/hardhat\n" + HH12, True),
             ("say", "That hardhat is a global npm -g install; the project pins its own in devDependencies and "
                     "Hardhat refuses to run from the global one."),
             bash("npx hardhat test test/Timelock.test.ts", TIMELOCK_PASS))
    T.lesson("t21-hardhat-hh12", "global", "en", "s-hardhat-hh12", "env_setup",
             "A global hardhat on PATH fails with HH12; run the project's local Hardhat instead",
             "`hardhat test test/Timelock.test.ts` failed with `Error HH12: Trying to use a non-local installation "
             "of Hardhat, which is not supported.`",
             "Installing hardhat globally again, or reinstalling node_modules; the local copy was fine.",
             "The `hardhat` found on PATH was a global `npm -g` install, and Hardhat only runs from the project's own "
             "node_modules.",
             "Run the project's own copy: `npx hardhat <task>` (or `pnpm exec hardhat`, `yarn hardhat`, "
             "`./node_modules/.bin/hardhat`), and remove the global one with `npm uninstall -g hardhat`.",
             ["`hardhat test test/Timelock.test.ts`",
              "`Error HH12: Trying to use a non-local installation of Hardhat, which is not supported.`",
              "`npx hardhat test test/Timelock.test.ts`", "`3 passing`"])


def later_j() -> None:
    T.later("l-hardhat-npx", ESC, "2025-10-02T09:00:00Z", "feat/timelock-events",
            ("user", "Emit events on queue/cancel/execute and make sure everything compiles and passes."),
            ("edit", f"{ESC}/contracts/Timelock.sol", "    function cancel(bytes32 id) external onlyAdmin {\n",
             "    function cancel(bytes32 id) external onlyAdmin {\n        emit Cancelled(id);\n"),
            bash("npx hardhat compile && npx hardhat test", "Compiled 2 Solidity files successfully (evm target: "
                 "paris)." + TIMELOCK_PASS.replace("3 passing (2s)", "9 passing (4s)")))
    T.pair("t21-hardhat-hh12", "l-hardhat-npx", "applied", "npx hardhat compile/test, the local copy; no HH12")
    T.later("l-hardhat-pnpm", "/home/kofi/dapps/escrow-v3", "2025-10-08T16:20:00Z", "deploy/sepolia",
            ("user", "Deploy escrow-v3 to Sepolia with the deploy script."),
            bash("pnpm exec hardhat run scripts/deploy.ts --network sepolia",
                 "ProviderError: insufficient funds for gas * price + value: balance 0, tx cost 1843200000000000, "
                 "overshot 1843200000000000\n    at HttpProvider.request (/home/kofi/dapps/escrow-v3/node_modules/"
                 "hardhat/src/internal/core/providers/http.ts:116:21)", True),
            ("say", "The deployer account has no Sepolia ETH. Fund 0x9c1E…4b2a from a faucet and I'll rerun."))
    T.pair("t21-hardhat-hh12", "l-hardhat-pnpm", "applied", "pnpm exec hardhat runs the local copy with no HH12; the "
           "insufficient-funds error is another failure after it")
    T.later("l-hardhat-uninstall", ESC, "2025-10-15T14:10:00Z", "chore/coverage",
            ("user", "Get rid of the global hardhat so this can't bite again, then produce a coverage report."),
            bash("npm uninstall -g hardhat", "removed 286 packages in 2s"),
            bash("yarn hardhat coverage", "Version\n=======\n> solidity-coverage: v0.8.14\n...\n"
                 "All files      |    96.43 |    87.5 |      100 |    95.83 |\n\n> Istanbul reports written to "
                 "./coverage/ and ./coverage.json"))
    T.pair("t21-hardhat-hh12", "l-hardhat-uninstall", "applied", "npm uninstall -g hardhat and yarn hardhat coverage "
           "(the local copy); no HH12")
    later_j2()


def later_j2() -> None:
    T.later("l-hardhat-node", "/home/kofi/dapps/escrow-v3", "2025-10-21T10:40:00Z", "feat/local-chain",
            ("user", "Start a local chain for the frontend devs."),
            bash("hardhat node --port 8546", "/usr/local/lib/node_modules/hardhat/internal/cli/cli.js\n" + HH12,
                 True),
            ("say", "Global hardhat again on this machine; using the project's copy."),
            bash("nohup npx hardhat node --port 8546 > .hardhat-node.log 2>&1 & sleep 5 && head -n 2 "
                 ".hardhat-node.log", "Started HTTP and WebSocket JSON-RPC server at http://127.0.0.1:8546/\n\n"
                 "Accounts"))
    T.pair("t21-hardhat-hh12", "l-hardhat-node", "recurred", "hardhat node from the global install failed with "
           "Error HH12 again before npx hardhat node")
    T.later("l-hardhat-forge", ESC, "2025-10-27T13:00:00Z", "test/fuzz",
            ("user", "Run the Foundry fuzz tests for the timelock with 10k runs."),
            bash("forge test --match-contract TimelockFuzz --fuzz-runs 10000",
                 "[⠊] Compiling...\nNo files changed, compilation skipped\n\nRan 2 tests for "
                 "test/foundry/TimelockFuzz.t.sol:TimelockFuzz\n[PASS] testFuzz_cannotExecuteEarly(uint256) (runs: "
                 "10000, μ: 41237, ~: 41237)\n[PASS] testFuzz_queueCancel(bytes32) (runs: 10000, μ: 58112, ~: 58110)\n"
                 "Suite result: ok. 2 passed; 0 failed; 0 skipped"))
    T.pair("t21-hardhat-hh12", "l-hardhat-forge", "neither", "Foundry tests in the same repo; Hardhat is not run")
    T.later("l-hardhat-before", ESC, "2025-09-05T10:00:00Z", "main",
            ("user", "Run the tests."),
            bash("npx hardhat test", TIMELOCK_PASS.replace("Timelock", "Escrow")))
    T.pair("t21-hardhat-hh12", "l-hardhat-before", "neither", "dated before the lesson's source session")
