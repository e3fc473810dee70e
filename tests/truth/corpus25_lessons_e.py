"""corpus25's labelled lessons, part five: s17 (Gerrit and Zuul), s18 (Vale in cmd, ANSI colour), s19 (borg under
systemd, in Korean), s20 (Apache Beam under WSL, the Read tool's size limit). Each label was written from the session
text before anything judged it."""
from __future__ import annotations

from tests.truth.corpus25_common import gotcha, knowledge

S17, S18, S19, S20 = "s17-gerrit-review", "s18-vale-cmd", "s19-borg-ko", "s20-beam-wsl"

RECORDS = [
    # --- s17: Gerrit with Zuul -----------------------------------------------------------------------------------
    gotcha("127", S17, "OpenSSH 9 scp cannot fetch Gerrit's commit-msg hook without -O",
           "scp of hooks/commit-msg from Gerrit's port 29418 failed: subsystem request failed on channel 0.",
           "Debugging SSH keys or Gerrit permissions.",
           "OpenSSH 9's scp speaks SFTP by default and Gerrit's SSH daemon has no SFTP subsystem.",
           "`scp -O` (legacy protocol).",
           "`scp -p -P 29418 arjun@review.openfleet.dev:hooks/commit-msg ${gitdir}/hooks/` → `subsystem request "
           "failed on channel 0` / `scp: Connection closed`; with `scp -O` → `commit-msg                          "
           "          100% 2439`.",
           "fix_ran", "The plain scp exited 1; the -O scp copied 2439 bytes.", "code span, arrow",
           {"failure": "subsystem request failed on channel 0", "fix": "100% 2439"}),
    gotcha("128", S17, "Gerrit rejects pushes without a Change-Id footer: install commit-msg and amend",
           "`git push origin HEAD:refs/for/main` was rejected: missing Change-Id in message footer.",
           "Typing a Change-Id by hand or pushing to refs/heads/main.",
           "Gerrit needs a Change-Id footer, which its commit-msg hook adds on commit.",
           "Install the commit-msg hook, `git commit --amend --no-edit`, push again.",
           "`git push origin HEAD:refs/for/main` → `! [remote rejected] HEAD -> refs/for/main (commit 3a9f2c1: "
           "missing Change-Id in message footer)`. After installing the hook and `git commit --amend --no-edit`, "
           "the push returned `remote: SUCCESS` and change `48213`.",
           "rerun_passes", "The first push exited 1; after the hook and the amend the same push printed SUCCESS and "
           "the new change.", "code span, arrow",
           {"failure": "missing Change-Id in message footer", "fix": "ratelimit: token bucket per API key [NEW]"},
           category="workflow"),
    gotcha("129", S17, "Zuul's pep8 job fails on E501: split the line and run tox -e pep8 locally",
           "Zuul voted -1: ratelimit.py:88:80: E501 line too long (91 > 79 characters).",
           "Pushing blind fixes and waiting for Zuul each time.",
           "The project's flake8 keeps the 79-column limit.",
           "Split the line, then `tox -e pep8` before pushing.",
           "Zuul: `./openfleet/ratelimit.py:88:80: E501 line too long (91 > 79 characters)`; after splitting line "
           "88, `tox -e pep8` → `pep8: OK` and `congratulations :)`.",
           "edit_then_pass", "The person pasted the E501 failure; after the Edit tox -e pep8 passed.",
           "code span, arrow", {"failure": "E501 line too long (91 > 79 characters)", "fix": "congratulations :)"},
           category="project_convention"),
    gotcha("130", S17, "Token bucket refill truncates with int() and fails test_refill_after_window",
           "Zuul's py311 job: test_refill_after_window failed with assert 9 == 10.",
           "Loosening the test's expected count.",
           "`int(elapsed * rate)` truncates 9.999… down to 9 tokens.",
           "Round instead: `round(elapsed * self.rate_per_second)`.",
           "Zuul's py311 job: `FAILED tests/test_ratelimit.py::test_refill_after_window - assert 9 == 10`; "
           "`int(elapsed * self.rate_per_second)` replaced by `round(elapsed * self.rate_per_second)`, then "
           "`tox -e pep8` passed and patch set 2 went up.",
           "other_check_passes", "Only tox -e pep8 ran after the Edit; the py311 tests were never run, locally or "
           "by Zuul, in the session.", "code span",
           {"failure": "assert 9 == 10", "fix": "congratulations :)"}, category="test_strategy"),
    knowledge("131", S17, "Amend and push to refs/for again to upload a new Gerrit patch set",
              "Fixing review findings on a change already in Gerrit.",
              "`git commit -a --amend --no-edit && git push origin HEAD:refs/for/main`.",
              "The amend keeps the Change-Id, so Gerrit adds a patch set to the same change instead of a new one.",
              "`git commit -a --amend --no-edit && git push origin HEAD:refs/for/main` → `refs: 1, updated: 1` and "
              "the same `+/48213` URL.",
              "knowledge", "The second push shows updated: 1 and change 48213 without [NEW].", "code span, arrow",
              {"evidence": "refs: 1, updated: 1"}),
    gotcha("132", S17, "Fetch Gerrit's commit-msg hook with scp -O on port 29419",
           "scp failed.", "Keys.", "SFTP.", "`scp -O`.",
           "`scp -O -p -P 29419 arjun@review.openfleet.dev:hooks/commit-msg` copied the hook.",
           "near_miss", "Gerrit's SSH port was 29418; 29419 never appears.", "code span",
           {"evidence": "scp -O -p -P 29418"}),
    gotcha("133", S17, "Run tox -e py311 before re-pushing a Gerrit change",
           "Zuul failed py311.", "Pushing blind.", "Test failure.", "`tox -e py311`.",
           "After the `round(...)` edit, `tox -e py311` → `2 passed` and Zuul voted +1.",
           "invented_detail", "tox -e py311 never ran; only tox -e pep8 did, and no Zuul vote followed.",
           "code span, outcome claim", {"evidence": "earned = round(elapsed * self.rate_per_second)"},
           category="test_strategy"),
    gotcha("134", S17, "Amending for Gerrit fails with scp: Connection closed",
           "Amend and push failed.", "Retry.", "SSH.", "`scp -O`.",
           "`git commit --amend --no-edit && git push origin HEAD:refs/for/main` → `scp: Connection closed`",
           "other_call_error", "That call pushed successfully (SUCCESS, change 48213); scp: Connection closed was "
           "the hook download.", "code span, arrow",
           {"evidence": "git commit --amend --no-edit && git push origin HEAD:refs/for/main"}),
    gotcha("135", S17, "Gerrit refuses a direct push to main; push to refs/for/main",
           "Push refused.", "Force push.", "Permissions.", "refs/for/main.",
           "`git push origin HEAD:main` → `remote: error: branch refs/heads/main: You are not allowed to perform "
           "this operation.`",
           "never_seen_error", "No push to refs/heads/main happened and that error never appears.",
           "code span, arrow", {"evidence": "git push origin HEAD:refs/for/main"}),
    # --- s18: Vale in Windows cmd -------------------------------------------------------------------------------
    gotcha("137", S18, "Vale's Packages = Microsoft does nothing until vale sync downloads it",
           "`vale docs` exited 2: style 'Microsoft' does not exist on StylesPath.",
           "Copying a style folder by hand from another repo.",
           "`Packages` only declares the package; `vale sync` fetches it into StylesPath.",
           "`vale sync`.",
           r"`style 'Microsoft' does not exist on StylesPath: 'C:\docs\handbook\styles'` → `vale sync` → `SUCCESS  "
           r"Synced 1 package(s) to 'C:\docs\handbook\styles'.`; the next `vale docs` linted 4 files.",
           "fix_ran", "vale docs exited 2 on the missing style; vale sync succeeded and the next vale docs linted "
           "4 files.", "code span, arrow, windows path",
           {"failure": "style 'Microsoft' does not exist on StylesPath", "fix": "Synced 1 package(s)"}),
    gotcha("138", S18, "Vale Microsoft style errors: reword 'login' and teach product names through a Vocab",
           "vale docs exited 1: 2 errors (Microsoft.Terms on 'login', Vale.Spelling on 'Grafana').",
           "Dropping the Microsoft style or raising MinAlertLevel to hide them.",
           "The Microsoft style prefers 'sign in'; Vale's spelling check does not know product names.",
           "Reword the sentence; add names to `styles/config/vocabularies/<Name>/accept.txt` and `Vocab = <Name>`.",
           "vale docs printed [31merror[0m lines: 27:45 'Use 'sign in' instead of 'login'.' (Microsoft.Terms) and "
           "8:14 'Did you really mean 'Grafana'?' (Vale.Spelling), ending [31m✖[0m 2 errors, 5 warnings and 3 "
           r"suggestions in 4 files. After rewording the sentence, adding Grafana to "
           r"`styles\config\vocabularies\Handbook\accept.txt` and `Vocab = Handbook`, `vale docs` → `0 errors, 5 "
           "warnings and 3 suggestions in 4 files.`",
           "edit_then_pass", "vale docs exited 1 with 2 errors; after the Edit, the Write and the .vale.ini Edit "
           "it reported 0 errors with no exit code.", "ANSI without escape, windows path, code span, prose",
           {"failure": "Use 'sign in' instead of 'login'.", "fix": "0 errors, 5 warnings"}),
    gotcha("139", S18, "cmd does not expand vale docs\\*.md; use Vale's --glob",
           "`vale docs\\*.md` in cmd exited 2: The filename, directory name, or volume label syntax is incorrect.",
           "Adding quotes around the pattern.",
           "cmd passes `*` through unexpanded, so Vale gets the literal path.",
           "`vale --glob=*.md docs`.",
           r"`vale docs\*.md` in cmd → `CreateFile docs\*.md: The filename, directory name, or volume label syntax "
           "is incorrect.`; Vale's own filter is `vale --glob=*.md docs`.",
           "confirmation_far_or_other", "--glob was never run; the person's 'perfect' comes after the .gitignore "
           "change and its git status count.", "code span, arrow, windows path",
           {"failure": "volume label syntax is incorrect", "fix": "perfect"}),
    gotcha("140", S18, "Keep vale sync's downloaded styles out of git but keep the vocabulary",
           "After `vale sync`, git status showed about 180 new files under styles\\Microsoft.",
           "Committing the synced package, or ignoring all of styles/ and losing the vocabulary.",
           "`vale sync` writes packages into StylesPath, which also holds the project's own config/vocabularies.",
           "Leave the synced packages out: `.gitignore` with `styles/*` and `!styles/config/`.",
           "After `vale sync`, git status showed about 180 new files under styles/Microsoft; `.gitignore` got "
           "`styles/*` and `!styles/config/`, and `git status --short | find /c /v \"\"` → 3. The person: perfect.",
           "person_confirms", "The count dropped to 3 and the person said 'perfect' right after.",
           "code span, forward-slash windows path, negative fix",
           {"failure": "180 new files under styles", "fix": "perfect"}, category="project_convention"),
    knowledge("141", S18, "Vale exits 1 only for errors; warnings and suggestions leave exit 0",
              "Wiring Vale into CI and deciding what fails the build.",
              "Rely on Vale's exit code: errors fail, warnings and suggestions do not.",
              "The run with 2 errors exited 1; the run with 0 errors and 5 warnings exited 0.",
              "`vale docs` exited 1 with `2 errors, 5 warnings and 3 suggestions in 4 files.` and 0 with "
              "`0 errors, 5 warnings and 3 suggestions in 4 files.`",
              "knowledge", "The two vale docs results: Exit code 1 with errors, no exit code with only warnings.",
              "code span, exit code", {"evidence": "2 errors, 5 warnings and 3 suggestions"}),
    gotcha("142", S18, "Vale's Microsoft style flags 'login' under Microsoft.Vocab",
           "Vale error on login.", "Disable.", "Style rule.", "Use sign in.",
           "`Use 'sign in' instead of 'login'.           Microsoft.Vocab`",
           "near_miss", "The rule was Microsoft.Terms; Microsoft.Vocab never appears.", "code span",
           {"evidence": "Microsoft.Terms"}),
    gotcha("143", S18, "vale sync exits 2 behind the style check",
           "sync failed.", "Retry.", "Network.", "Re-run.",
           "`vale sync` → `Exit code 2`",
           "other_call_error", "vale sync printed SUCCESS with no exit code; Exit code 2 came from vale docs.",
           "code span, exit code", {"evidence": "SUCCESS  Synced"}),
    knowledge("144", S18, "vale --glob lints only Markdown in cmd",
              "Linting only .md files from cmd.", "`vale --glob=*.md docs`.", "cmd does not expand globs.",
              "`vale --glob=*.md docs` → `0 errors, 5 warnings and 3 suggestions in 4 files.`",
              "names_false_claim", "vale --glob was only named by the assistant; that result came from vale docs.",
              "code span, arrow", {"evidence": "vale --glob=*.md docs"}),
    # --- s19: borg under systemd on a Raspberry Pi (Korean) -----------------------------------------------------
    gotcha("145", S19, "borg 'Failed to create/acquire the lock': clear it with break-lock",
           "The nightly borg run failed with a lock timeout on /mnt/nas/borg/lock.exclusive.",
           "Waiting for the lock timeout to pass.",
           "A previous run left the repository lock behind.",
           "`sudo borg break-lock /mnt/nas/borg`, then start the service again.",
           "`Failed to create/acquire the lock /mnt/nas/borg/lock.exclusive (timeout).` → `sudo borg break-lock "
           "/mnt/nas/borg` 실행(exit 0).",
           "rerun_still_fails", "break-lock exited 0, but the next start failed with the same lock error: a live "
           "borg create still held it.", "korean, code span, arrow, exit code",
           {"failure": "Failed to create/acquire the lock", "fix": "sudo borg break-lock /mnt/nas/borg"}),
    gotcha("146", S19, "A borg lock timeout can mean last night's borg create is still running",
           "The lock error came back right after break-lock.",
           "Breaking the lock again, which can corrupt the repository while the old process writes.",
           "A hung `borg create` from the previous night (waiting on the NAS) holds and renews the lock.",
           "Find it with `pgrep -a borg`, stop it (`sudo kill <pid>`), then run the backup.",
           "break-lock 후에도 `Failed to create/acquire the lock` 재발 → `pgrep -a borg`에 `18990 /usr/bin/python3 "
           "/usr/bin/borg create --stats /mnt/nas/borg::pi4-2025-03-11 /home /etc` → `sudo kill 18990` 후 `none`, "
           "다음 실행은 락 오류 없이 진행.",
           "fix_ran", "After the kill no borg ran; the next start failed only on the passphrase and the one after "
           "it archived and deactivated successfully.", "korean, code span, arrow",
           {"failure": "pi4-2025-03-11 /home /etc", "fix": "Deactivated successfully"}),
    gotcha("147", S19, "A % in BORG_PASSPHRASE under systemd Environment= gets specifier-expanded",
           "borg said the passphrase was incorrect after it was changed to one containing %.",
           "Re-typing the passphrase into the unit file.",
           "systemd expands %-specifiers (%d, %h, …) in Environment= values.",
           "Read it from a file: `Environment=BORG_PASSCOMMAND=\"cat /home/pi/.config/borg/passphrase\"`, "
           "then `systemctl daemon-reload`.",
           "`passphrase supplied in BORG_PASSPHRASE, by BORG_PASSCOMMAND or via BORG_PASSPHRASE_FD is incorrect.` — "
           "패스프레이즈에 %가 있었음. `Environment=BORG_PASSCOMMAND=\"cat /home/pi/.config/borg/passphrase\"`로 "
           "바꾸고 `daemon-reload` → `Archive name: pi4-2025-03-12`, `Deactivated successfully.`",
           "fix_ran", "The start failed on the passphrase; after the sed and daemon-reload the start archived "
           "pi4-2025-03-12.", "korean, code span, nested quotes, arrow",
           {"failure": "BORG_PASSPHRASE_FD is incorrect", "fix": "Archive name: pi4-2025-03-12"},
           category="env_setup"),
    gotcha("148", S19, "borg list as a normal user fails on a root-owned repository",
           "`borg list /mnt/nas/borg` as pi exited 2: Permission denied on the repository config.",
           "chown-ing the repository to pi, which breaks the root service.",
           "The backup service runs as root, so the repository files are root's.",
           "Run it as root with the same passphrase source: `sudo BORG_PASSCOMMAND=\"cat "
           "/home/pi/.config/borg/passphrase\" borg list /mnt/nas/borg`.",
           "`borg list /mnt/nas/borg` → `[Errno 13] Permission denied: '/mnt/nas/borg/config'` (Exit code 2) → "
           "root로 `sudo BORG_PASSCOMMAND=\"cat /home/pi/.config/borg/passphrase\" borg list /mnt/nas/borg` "
           "실행하라고 안내.",
           "korean_other", "The sudo borg list never ran; the person's '됐어요' follows the prune Edit in "
           "run-borg.sh.", "korean, code span, nested quotes, exit code",
           {"failure": "Permission denied: '/mnt/nas/borg/config'", "fix": "됐어요 👍"}),
    knowledge("149", S19, "Check for a live borg process with pgrep -a borg before breaking a lock",
              "borg reports a lock timeout on the repository.",
              "`pgrep -a borg` first; only break the lock if no borg process is alive.",
              "A live process holds the lock legitimately; breaking it lets two writers touch the repository.",
              "`pgrep -a borg` → `18990 /usr/bin/python3 /usr/bin/borg create --stats ...` — 살아 있는 프로세스가 "
              "있으면 break-lock 금지.",
              "knowledge", "The pgrep call found the live borg create.", "korean, code span, ellipsis",
              {"evidence": "pgrep -a borg"}, category="debugging_technique"),
    gotcha("150", S19, "One borg break-lock fixes the nightly backup",
           "Lock timeout.", "Wait.", "Stale lock.", "`borg break-lock`.",
           "`sudo borg break-lock /mnt/nas/borg` 한 번으로 해결, 다음 `sudo systemctl start borg-backup.service`는 "
           "성공.",
           "names_false_claim", "The start after break-lock failed again with the lock timeout.",
           "korean, code span, outcome claim", {"evidence": "Mar 12 09:14:40 pi4 borg[20417]"}),
    gotcha("151", S19, "Kill the stale borg create (PID 18909) holding the repository lock",
           "Lock held.", "break-lock.", "Live process.", "kill.",
           "`pgrep -a borg` → `18909 /usr/bin/python3 /usr/bin/borg create`",
           "near_miss", "The PID was 18990; 18909 never appears.", "code span, arrow",
           {"evidence": "sudo kill 18990"}),
    gotcha("152", S19, "borg reports the NAS repository as missing when the mount is stale",
           "Repository missing.", "Re-init.", "Stale NFS mount.", "Remount.",
           "journalctl에 `Repository /mnt/nas/borg does not exist.`가 찍혀 NAS를 다시 마운트했다.",
           "never_seen_error", "No such error appears and nothing was remounted.", "korean, code span",
           {"evidence": "journalctl -u borg-backup.service -n 3"}),
    # --- s20: Apache Beam under WSL -------------------------------------------------------------------------------
    gotcha("153", S20, "Beam's multi_processing DirectRunner loses __main__ imports: NameError until "
                       "--save_main_session",
           "The pipeline failed in ParseJson: name 'json' is not defined.",
           "Moving imports around at random or switching to in_memory mode.",
           "Worker processes unpickle the DoFn without the main module's globals.",
           "`--save_main_session`.",
           "`NameError: name 'json' is not defined [while running 'ParseJson']` (Exit code 1); the same command "
           "with `--save_main_session` → `Pipeline finished; wrote out/totals-00000-of-00004 .. "
           "out/totals-00003-of-00004`.",
           "fix_ran", "The first run exited 1; the run with --save_main_session finished and wrote 4 shards.",
           "code span, arrow, exit code", {"failure": "NameError: name 'json' is not defined",
                                           "fix": "Pipeline finished; wrote"}),
    gotcha("154", S20, "Summing floats in a Beam CombinePerKey breaks equal_to; round the totals",
           "test_totals failed: 42.49999999999999 instead of 42.5.",
           "Comparing with a tolerance in every test, or expecting the unrounded value.",
           "Float addition order differs between bundles, so sums drift in the last digits.",
           "Round after the combine: `beam.MapTuple(lambda k, v: (k, round(v, 2)))`.",
           "`BeamAssertException: Failed assert: [('A17', 42.5)] == [('A17', 42.49999999999999)]` → added "
           "`'Round' >> beam.MapTuple(lambda k, v: (k, round(v, 2)))` → `1 passed in 3.21s`.",
           "edit_then_pass", "pytest exited 1; after the Edit the same pytest passed.", "code span, arrow",
           {"failure": "42.49999999999999", "fix": "1 passed in 3.21s"}, category="test_strategy"),
    gotcha("155", S20, "The Read tool refuses files over 256KB; read a slice with offset and limit",
           "Read of logs/dataflow-job.log failed: 412.7KB exceeds the 256KB maximum.",
           "Reading the whole file with cat, flooding the context.",
           "The Read tool caps file size; offset and limit read a part.",
           "Find the line with grep -n, then Read with offset and limit around it.",
           "Read of logs/dataflow-job.log → `File content (412.7KB) exceeds maximum allowed size (256KB). Please "
           "use offset and limit parameters`; a `grep -n -m2 'Error'` found line 5821, and a Read with offset 5805 "
           "and limit 30 returned that part.",
           "fix_ran", "The first Read errored; the Read with offset 5805 and limit 30 returned lines 5805…",
           "code span, arrow, tool parameter",
           {"failure": "exceeds maximum allowed size (256KB)", "fix": "worker-3 Executing operation"}),
    gotcha("156", S20, "Dataflow workers fail with ModuleNotFoundError for a local package without --setup_file",
           "The Dataflow job died: a work item failed 4 times with No module named 'orders'.",
           "Adding the package to requirements.txt, which pip cannot install from PyPI.",
           "Only the main file is staged; the local package is not installed on workers.",
           "`--setup_file ./setup.py`.",
           "`grep -n -m2 'Error' logs/dataflow-job.log` → `5821:    ModuleNotFoundError: No module named "
           "'orders'`; offered to resubmit with `--setup_file ./setup.py` — the person declined until Monday.",
           "question_offers_flag", "The flag appears only in the assistant's question; the person said 'No, not "
           "today' and no job ran.", "code span, arrow",
           {"failure": "ModuleNotFoundError: No module named 'orders'", "fix": "want me to resubmit it with"}),
    knowledge("157", S20, "Find the failure line in a huge Dataflow log with grep -n -m before reading it",
              "A job log too big to read whole.",
              "`grep -n -m2 'Error' <log>` to get line numbers, then read around them.",
              "Two lines gave the cause and where to look.",
              "`grep -n -m2 'Error' logs/dataflow-job.log` → `5812:Workflow failed. Causes: S01:ReadOrders+ParseJson "
              "failed.` and `5821:    ModuleNotFoundError: No module named 'orders'`",
              "knowledge", "The grep call and its two lines are in the session.", "code span, arrow",
              {"evidence": "grep -n -m2 'Error' logs/dataflow-job.log"}, category="debugging_technique"),
    gotcha("158", S20, "Use cloudpickle in Beam to ship __main__ imports to workers",
           "NameError in workers.", "Imports.", "Pickling.", "`--pickle_library cloudpickle`.",
           "`--pickle_library cloudpickle` made `ParseJson` work under multi_processing.",
           "invented_detail", "--pickle_library never appears; --save_main_session fixed it.", "code span",
           {"evidence": "[while running 'ParseJson']"}),
    gotcha("159", S20, "Beam needs --save_main_sessions for multi-process DirectRunner",
           "NameError.", "Imports.", "Pickling.", "The flag.",
           "`NameError: name 'json' is not defined` → added `--save_main_sessions` → finished.",
           "near_miss", "The flag was --save_main_session; the plural never appears.", "code span, arrow",
           {"evidence": "name 'json' is not defined"}),
    knowledge("160", S20, "Beam's equal_to tolerates float sums in CombinePerKey",
              "Testing per-key sums.", "Plain `CombinePerKey(sum)`.", "No rounding needed.",
              "`pytest -q tests/test_pipeline.py` passed on the first run (`1 passed in 3.21s`).",
              "names_false_claim", "The first pytest failed (42.49999999999999); it passed only after the Round "
              "step.", "code span, outcome claim", {"evidence": "1 failed in 3.87s"}, category="test_strategy"),
    gotcha("161", S20, "Beam cannot pickle a lambda DoFn under multi_processing",
           "Pickling failed.", "Named functions.", "Pickler.", "save_main_session.",
           "`RuntimeError: Unable to pickle fn CallableWrapperDoFn` in ParseJson.",
           "never_seen_error", "No pickling RuntimeError appears; the failure was a NameError.", "code span",
           {"evidence": "NameError: name 'json' is not defined"}),
]
