"""Issue 24, thirtieth round (what the read thirty-sixth corpus showed, fixed by class). Each verdict from the
whole-range judge and the streaming scan alike (`verdict`); each test fails on the code before its rule, except the
guards, which hold before and after: they keep the rule from reaching further than it should."""
from __future__ import annotations

from core.evidence.words import commandish
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

MANIFEST = "/srv/k8s/manifests/worker.yaml"
SCAN = "checkov -d manifests/ --framework kubernetes --compact"
FAILED = ("Exit code 1\nPassed checks: 115, Failed checks: 1, Skipped checks: 0\n"
          "Check: CKV_K8S_43: \"Image should use digest\"\n\tFAILED for resource: Deployment.payments.worker")
COMMENT = "# checkov:skip=CKV_K8S_43: tag pinned in staging"
ANNOTATION = "annotations:\n    checkov.io/skip1: CKV_K8S_43=tag pinned in staging"


def skip_session() -> Builder:
    """A skip comment tried, the scan failing the same way, the comment replaced by an annotation, the scan clean."""
    b = Builder()
    b.prompt("checkov fails on the worker manifest; skip the digest check with a reason")
    b.tool("Bash", {"command": SCAN}, FAILED, is_error=True)
    b.tool("Edit", {"file_path": MANIFEST, "old_string": "apiVersion: apps/v1",
                    "new_string": f"{COMMENT}\napiVersion: apps/v1"},
           f"The file {MANIFEST} has been updated successfully.")
    b.tool("Bash", {"command": SCAN}, FAILED, is_error=True)
    b.reply("The comment was ignored: for Kubernetes, Checkov reads an annotation on the resource.")
    b.tool("Edit", {"file_path": MANIFEST, "old_string": f"{COMMENT}\napiVersion: apps/v1\nmetadata:",
                    "new_string": f"apiVersion: apps/v1\nmetadata:\n  {ANNOTATION}"},
           f"The file {MANIFEST} has been updated successfully.")
    b.tool("Bash", {"command": SCAN}, "Passed checks: 115, Failed checks: 0, Skipped checks: 1")
    b.prompt("works now, CI is green")
    return b


def test_an_edit_taking_the_fix_out_again_does_not_propose_it(tmp_path):
    """The comment the lesson gives was taken out by the edit that put the annotation in: the scan passing after that
    edit, and the person's "works now", are the annotation's, not the comment's."""
    lesson = gotcha(f"`{SCAN}` → `CKV_K8S_43: \"Image should use digest\"`",
                    "Add `# checkov:skip=CKV_K8S_43: <reason>` at the top of worker.yaml.")
    assert verdict(skip_session(), tmp_path, lesson).startswith("review: fix not shown")


def test_guard_the_fix_the_last_edit_wrote_is_shown(tmp_path):
    lesson = gotcha(f"`{SCAN}` → `CKV_K8S_43: \"Image should use digest\"`",
                    "Put `checkov.io/skip1: CKV_K8S_43=<reason>` in the resource's annotations.")
    assert verdict(skip_session(), tmp_path, lesson) == "write"


def nodeport_session() -> Builder:
    b = Builder()
    b.prompt("kubectl apply fails on our api service")
    b.tool("Bash", {"command": "kubectl apply -f k8s/api-service.yaml"},
           "Exit code 1\nThe Service \"api\" is invalid: spec.ports[0].nodePort: Invalid value: 30080: provided port "
           "is already allocated", is_error=True)
    b.tool("Edit", {"file_path": "/srv/app/k8s/api-service.yaml",
                    "old_string": "targetPort: 8080\n    nodePort: 30080", "new_string": "targetPort: 8080"},
           "The file /srv/app/k8s/api-service.yaml has been updated successfully.")
    b.tool("Bash", {"command": "kubectl apply -f k8s/api-service.yaml"}, "service/api configured")
    b.prompt("됐네요, 고마워요!")
    return b


def test_guard_an_edit_taking_out_what_a_removal_fix_names_is_that_fix(tmp_path):
    """"Drop `nodePort: 30080`": taking it out is the fix, shown by the apply passing after it."""
    lesson = gotcha("`kubectl apply -f k8s/api-service.yaml` → `provided port is already allocated`",
                    "Drop `nodePort: 30080` and let Kubernetes pick a port.")
    assert verdict(nodeport_session(), tmp_path, lesson) == "write"


def rubocop_session(between: bool) -> Builder:
    b = Builder()
    b.prompt("rubocop won't start after the bump")
    b.tool("Bash", {"command": "bundle exec rubocop"},
           "Exit code 2\nError: The `Naming/PredicateName` cop has been renamed to `Naming/PredicatePrefix`.",
           is_error=True)
    b.tool("Edit", {"file_path": "/srv/api/.rubocop.yml", "old_string": "Naming/PredicateName:",
                    "new_string": "Naming/PredicatePrefix:"},
           "The file /srv/api/.rubocop.yml has been updated successfully.")
    b.tool("Bash", {"command": "bundle exec rubocop -A"},
           "214 files inspected, 3 offenses detected, 3 offenses corrected")
    if between:
        b.tool("Bash", {"command": "bundle exec rspec"},
               "Exit code 1\nFrozenError:\n  can't modify frozen String: \"\"\n412 examples, 3 failures", is_error=True)
    b.reply("My mistake: `-A` also applies unsafe corrections.")
    return b


RUBOCOP = gotcha("`bundle exec rubocop` → `The Naming/PredicateName cop has been renamed to Naming/PredicatePrefix`",
                 "Rename the key in .rubocop.yml to `Naming/PredicatePrefix:`.")


def test_a_mistake_owned_after_another_call_failed_is_about_that_call(tmp_path):
    """"My mistake: `-A` …" after the specs failed on what `-A` changed: the model takes back `-A`, not the rename
    the passing rubocop run showed before it."""
    assert verdict(rubocop_session(between=True), tmp_path, RUBOCOP) == "write"


def test_guard_a_mistake_owned_right_after_the_fix_takes_it_back(tmp_path):
    assert verdict(rubocop_session(between=False), tmp_path, RUBOCOP).startswith("review: fix not shown")


def dmg_session() -> Builder:
    b = Builder()
    b.prompt("the DMG script fails with Resource busy")
    b.tool("Bash", {"command": "hdiutil info | grep -B2 -A2 Notely"},
           "image-path      : /Users/hana/notely/dist/Notely-rw.dmg\n/dev/disk4s1  Apple_HFS  /Volumes/Notely")
    b.tool("Bash", {"command": "hdiutil detach /Volumes/Notely"},
           "Exit code 16\nhdiutil: couldn't unmount \"disk4\" - Resource busy", is_error=True)
    return b


def test_a_line_piped_to_a_known_program_is_a_command_though_its_second_word_is_a_log_level(tmp_path):
    """`hdiutil info | grep …` → `… Resource busy`: a command line heading its arrow (`info` is no log level of a
    line sent on to grep), so the error must be its own output; it came from `hdiutil detach`."""
    claim = "`hdiutil info | grep -B2 -A2 Notely` → `couldn't unmount \"disk4\" - Resource busy`"
    assert verdict(dmg_session(), tmp_path, fact(claim)).startswith("refused")
    assert commandish("hdiutil info | grep Notely")


def test_guard_the_call_that_printed_it_heads_the_arrow(tmp_path):
    claim = "`hdiutil detach /Volumes/Notely` → `couldn't unmount \"disk4\" - Resource busy`"
    assert verdict(dmg_session(), tmp_path, fact(claim)) == "write"


def test_guard_a_programs_log_line_is_still_no_command():
    assert not commandish("npm info using npm@10.8.2")
    assert not commandish("npm error code ERESOLVE")


def webhook_session(wait: str) -> Builder:
    b = Builder()
    b.prompt("applying the MetalLB pool fails")
    b.tool("Bash", {"command": "kubectl apply -f metallb/pool.yaml"},
           "Exit code 1\nInternal error occurred: failed calling webhook \"ipaddresspoolvalidation.metallb.io\": "
           "connect: connection refused", is_error=True)
    b.tool("Bash", {"command": wait}, "pod/controller-7dcc8764f4-x2k9p condition met")
    b.tool("Bash", {"command": "kubectl apply -f metallb/pool.yaml"}, "ipaddresspool.metallb.io/lan-pool created")
    return b


WEBHOOK = gotcha("`kubectl apply -f metallb/pool.yaml` → `failed calling webhook`",
                 "Wait for the controller (`kubectl wait --for=condition=ready pod -l component=controller`) and apply "
                 "again.")


def test_an_option_and_its_value_between_the_program_and_its_subcommand_is_the_sessions_own(tmp_path):
    """`kubectl -n metallb-system wait …` runs the `kubectl wait …` the workaround gives, in a namespace of its own;
    the apply passing after it shows the fix."""
    wait = "kubectl -n metallb-system wait --for=condition=ready pod -l component=controller --timeout=120s"
    assert verdict(webhook_session(wait), tmp_path, WEBHOOK) == "write"


def test_guard_another_subcommand_given_the_options_is_not_the_fix(tmp_path):
    wait = "kubectl -n metallb-system get --for=condition=ready pod -l component=controller"
    assert verdict(webhook_session(wait), tmp_path, WEBHOOK).startswith("review: fix not shown")


def psalm_session(then: str) -> Builder:
    b = Builder()
    b.prompt("run psalm before I push")
    b.tool("Bash", {"command": "vendor/bin/psalm --clear-cache && vendor/bin/psalm --no-progress"},
           "Exit code 2\nERROR: PossiblyNullReference - src/Invoice/InvoiceService.php:57:43 - Cannot call method "
           "getCurrency on possibly null value", is_error=True)
    b.tool("Edit", {"file_path": "/srv/app/src/Invoice/InvoiceService.php",
                    "old_string": "return $this->repo->findOpen($id)->getCurrency();",
                    "new_string": "$invoice = $this->repo->findOpen($id) ?? throw new InvoiceNotFound($id);"},
           "The file /srv/app/src/Invoice/InvoiceService.php has been updated successfully.")
    b.tool("Bash", {"command": then}, "No errors found!")
    return b


PSALM = gotcha("`vendor/bin/psalm --no-progress` failed: `Cannot call method getCurrency on possibly null value`",
               "Bind the result with `?? throw new InvoiceNotFound($id)` before calling getCurrency().")


def test_the_failing_check_run_again_on_the_file_it_named_shows_the_edit(tmp_path):
    """After the edit, the psalm run that ended the failing line, on the one file: the failing check narrowed to its
    file, passing."""
    then = "vendor/bin/psalm --no-progress src/Invoice/InvoiceService.php"
    assert verdict(psalm_session(then), tmp_path, PSALM) == "write"


def test_guard_another_program_on_that_file_is_no_such_narrowing(tmp_path):
    then = "vendor/bin/php-cs-fixer fix --dry-run src/Invoice/InvoiceService.php"
    assert verdict(psalm_session(then), tmp_path, PSALM).startswith("review: fix not shown")


def rspec_session() -> Builder:
    b = Builder()
    b.prompt("the export specs fail")
    b.tool("Bash", {"command": "bundle exec rspec"}, "Exit code 1\nFrozenError:\n  can't modify frozen String: \"\"\n"
           "412 examples, 3 failures", is_error=True)
    b.tool("Bash", {"command": "bundle exec rspec spec/services/csv_export_spec.rb"}, "3 examples, 0 failures")
    return b


def test_a_rerun_on_files_of_the_suite_that_ran_before_is_a_rerun(tmp_path):
    """"re-ran `bundle exec rspec spec/…`": the suite ran before, the file's examples among it; running it again
    for that file is running it again."""
    claim = "re-ran `bundle exec rspec spec/services/csv_export_spec.rb`: 3 examples, 0 failures"
    assert verdict(rspec_session(), tmp_path, fact(claim)) == "write"


def test_guard_a_command_run_once_is_not_a_rerun(tmp_path):
    claim = "re-ran `bundle exec rspec --only-failures`: 3 examples, 0 failures"
    assert not verdict(rspec_session(), tmp_path, fact(claim)) == "write"



def calls_session(*calls: tuple[str, str, bool]) -> Builder:
    """A session of Bash calls (command, output, failed) after one prompt."""
    b = Builder()
    b.prompt("make it work")
    for command, output, failed in calls:
        b.tool("Bash", {"command": command}, f"Exit code 1\n{output}" if failed else output, is_error=failed)
    return b


NO_TASKS = "x Found `pipeline` field instead of `tasks`."


def test_a_scoped_package_at_a_tag_is_that_package(tmp_path):
    """`pnpm dlx @turbo/codemod@latest rename-pipeline .` runs the `@turbo/codemod rename-pipeline` the workaround
    gives, at a tag of the session's own."""
    session = calls_session(("pnpm build", NO_TASKS, True),
                            ("pnpm dlx @turbo/codemod@latest rename-pipeline .", "renamed pipeline to tasks", False),
                            ("pnpm build", "Tasks:    4 successful, 4 total", False))
    lesson = gotcha("`pnpm build` → `Found pipeline field instead of tasks`",
                    "Rename it with `pnpm dlx @turbo/codemod rename-pipeline`.")
    assert verdict(session, tmp_path, lesson) == "write"


def test_guard_another_scoped_package_is_not_it(tmp_path):
    session = calls_session(("pnpm build", NO_TASKS, True),
                            ("pnpm dlx @turbo/gen@latest rename-pipeline .", "done", False),
                            ("pnpm build", "Tasks:    4 successful, 4 total", False))
    lesson = gotcha("`pnpm build` → `Found pipeline field instead of tasks`",
                    "Rename it with `pnpm dlx @turbo/codemod rename-pipeline`.")
    assert verdict(session, tmp_path, lesson).startswith("review: fix not shown")


CHECK = "powershell.exe -NoProfile -Command \"(Invoke-WebRequest http://localhost:8081/ -UseBasicParsing).StatusCode\""
IIS = gotcha("`HTTP Error 500.19 - Internal Server Error`, `0x8007000d`",
             "Install the IIS URL Rewrite module on that server, then restart IIS.")


def test_another_line_handed_to_the_same_shell_is_no_rerun_of_the_failing_check(tmp_path):
    """The install (`powershell.exe -NoProfile -Command "Start-Process msiexec.exe …"`) shares the shell's own words
    with the failing check, not its command: something else ran, so the check passing after it is no flake."""
    session = calls_session(
        (CHECK, "HTTP Error 500.19 - Internal Server Error\nError Code 0x8007000d", True),
        ("powershell.exe -NoProfile -Command \"Start-Process msiexec.exe -ArgumentList '/i','rewrite_amd64.msi','/qn' "
         "-Wait; iisreset\"", "Internet services successfully restarted", False),
        (CHECK, "200", False))
    assert verdict(session, tmp_path, IIS) == "write"


def test_guard_the_check_passing_again_with_nothing_between_is_a_flake(tmp_path):
    session = calls_session((CHECK, "HTTP Error 500.19 - Internal Server Error\nError Code 0x8007000d", True),
                            (CHECK, "200", False))
    assert verdict(session, tmp_path, IIS).startswith("review: fix not shown")


def test_a_name_the_workaround_gives_is_found_in_the_line_cmd_was_handed(tmp_path):
    """`cmd /c "signtool sign /a /fd SHA256 …"`: the `/fd` the workaround names is in the line cmd ran."""
    session = calls_session(('cmd /c "signtool sign /a out\\Tally.exe"', "SignTool Error: No file digest algorithm "
                             "specified.", True),
                            ('cmd /c "signtool sign /a /fd SHA256 out\\Tally.exe"',
                             "Successfully signed: out\\Tally.exe", False))
    lesson = gotcha("`SignTool Error: No file digest algorithm specified.`",
                    "Always pass the digest: signtool sign /fd SHA256.")
    assert verdict(session, tmp_path, lesson) == "write"


def test_the_fix_run_in_a_line_handed_to_powershell_by_its_exe_is_run(tmp_path):
    """`& $env:VCPKG_ROOT/vcpkg.exe add port libpng` in the line PowerShell was handed runs `vcpkg add port libpng`."""
    session = calls_session(
        ('powershell -NoProfile -Command "& $env:VCPKG_ROOT/vcpkg.exe install libpng:x64-windows"',
         "error: In manifest mode, `vcpkg install` does not support individual package arguments.", True),
        ('powershell -NoProfile -Command "& $env:VCPKG_ROOT/vcpkg.exe add port libpng; & $env:VCPKG_ROOT/vcpkg.exe '
         'install"', "Succeeded in adding ports to vcpkg.json file.\nTotal install time: 41 s", False))
    lesson = gotcha("`error: In manifest mode, vcpkg install does not support individual package arguments.`",
                    "Put it in the manifest: `vcpkg add port libpng`, then `vcpkg install`.")
    assert verdict(session, tmp_path, lesson) == "write"


def pgbench_session(initialise: bool) -> Builder:
    return calls_session(("pgbench -h localhost -U bench -c 8 -T 60 bench",
                          "ERROR:  relation \"pgbench_branches\" does not exist", True),
                         *((("pgbench -h localhost -U bench -i -s 50 bench", "done in 9.81 s.", False),)
                           if initialise else ()),
                         ("pgbench -h localhost -U bench -c 8 -T 60 bench", "tps = 4213.7", False))


PGBENCH = gotcha("`relation \"pgbench_branches\" does not exist`", "Initialise the database once with `pgbench -i`.")


def test_a_short_fix_run_with_the_sessions_own_options_before_its_flag_is_run(tmp_path):
    """`pgbench -h localhost -U bench -i -s 50 bench`: `pgbench -i` with the connection options of the session's own."""
    assert verdict(pgbench_session(initialise=True), tmp_path, PGBENCH) == "write"


def test_guard_the_check_alone_passing_later_shows_no_initialise(tmp_path):
    assert verdict(pgbench_session(initialise=False), tmp_path, PGBENCH).startswith("review: fix not shown")


# --- guards an independent review of the round's diff asked for (each failed on the rules as first written) -------

def test_guard_a_drop_in_or_an_omission_warned_against_is_no_removal_fix(tmp_path):
    """"a drop-in for a skip list", "never omit the reason": no fix of taking something out, so the edit that took
    the comment out is still no proposal of it."""
    from core.evidence.fixparts import REMOVE_RE
    for extra in (" (a drop-in for a skip list)", "; never omit the reason"):
        lesson = gotcha(f"`{SCAN}` → `CKV_K8S_43: \"Image should use digest\"`",
                        "Add `# checkov:skip=CKV_K8S_43: <reason>` at the top of worker.yaml" + extra + ".")
        assert verdict(skip_session(), tmp_path, lesson).startswith("review: fix not shown")
    assert not any(REMOVE_RE.search(t) for t in ("DROP TABLE users", "`--no-verify` 를 빼먹지 말고 붙이세요"))


def test_guard_the_person_confirming_an_edit_that_took_out_what_a_removal_fix_names(tmp_path):
    b = Builder()
    b.prompt("kubectl apply fails on our api service")
    b.tool("Bash", {"command": "kubectl apply -f k8s/api-service.yaml"},
           "Exit code 1\nThe Service \"api\" is invalid: provided port is already allocated", is_error=True)
    b.tool("Edit", {"file_path": "/srv/app/k8s/api-service.yaml",
                    "old_string": "targetPort: 8080\n    nodePort: 30080", "new_string": "targetPort: 8080"},
           "The file /srv/app/k8s/api-service.yaml has been updated successfully.")
    b.prompt("applied it myself, works now, thanks!")
    lesson = gotcha("`kubectl apply -f k8s/api-service.yaml` → `provided port is already allocated`",
                    "Remove `nodePort: 30080` and let Kubernetes pick a port.")
    assert verdict(b, tmp_path, lesson) == "write"


def test_guard_a_scripts_command_npm_logged_is_no_command_line(tmp_path):
    """`npm error command sh -c husky install && node …` is npm's log of the script it ran: quoted, it is output."""
    b = Builder()
    b.prompt("npm ci fails in the docker build")
    b.tool("Bash", {"command": "npm ci --omit=dev"},
           "Exit code 1\nnpm error code 127\nnpm error command sh -c husky install && node scripts/postinstall.js\n"
           "npm error sh: 1: husky: not found", is_error=True)
    claim = "`npm error command sh -c husky install && node scripts/postinstall.js` → `sh: 1: husky: not found`"
    assert verdict(b, tmp_path, fact(claim)) == "write"
    assert not commandish("npm error command sh -c husky install && node scripts/postinstall.js")


def test_guard_the_check_narrowed_to_a_file_it_never_named_is_another_run(tmp_path):
    for then in ("vendor/bin/psalm --no-progress src/Mail/Mailer.php", "vendor/bin/psalm --no-progress tests/"):
        assert verdict(psalm_session(then), tmp_path, PSALM).startswith("review: fix not shown")


def test_guard_a_letters_value_after_the_fixs_own_word_is_no_option_of_the_session(tmp_path):
    """`git checkout -b hotfix main` makes a branch: no `git checkout main` with an option between."""
    from core.evidence.fixparts import run_within
    assert not run_within(("git", "checkout", "main"), ("git", "checkout", "-b", "hotfix", "main"), "", True)
    assert not run_within(("git", "switch", "main"), ("git", "switch", "-c", "hotfix", "main"), "", True)
