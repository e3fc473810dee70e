"""Issue 24, twenty-fourth round (what the read thirtieth corpus showed, fixed by class). Each verdict from the
whole-range judge and the streaming scan alike (`verdict`); each test fails on the code before its rule, except the
guards, which hold before and after: they keep the rule from reaching further than it should."""
from __future__ import annotations

from core.evidence.person import confirms
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

CASE = "'case' builtin not inside of switch block"


def fish_session(answer: str) -> Builder:
    b = Builder()
    b.prompt(f"`source .venv/bin/activate` gives me this in fish:\n```\n.venv/bin/activate (line 40): {CASE}\n```")
    b.reply("`activate` is the bash/zsh script; venv writes a fish version next to it. In fish use "
            "`source .venv/bin/activate.fish`.")
    b.prompt(answer)
    return b


FISH = gotcha(f"`.venv/bin/activate (line 40): {CASE}` → use `source .venv/bin/activate.fish`",
              "In fish run `source .venv/bin/activate.fish`.")


def test_the_person_saying_the_fix_works_right_after_it_confirms(tmp_path):
    """"yep, activate.fish works. thanks!", "pushed, CI is green": the outcome said of the thing, right after the fix."""
    assert verdict(fish_session("yep, activate.fish works. thanks!"), tmp_path, FISH) == "write"
    assert confirms("pushed, ci is green. but the preview deploy calls undefined/api/products")


def test_thanks_alone_or_works_denied_is_no_confirmation(tmp_path):
    """Guard: politeness is no outcome, and "works" beside a negation or a failure says the opposite."""
    assert not confirms("thanks, i'll try it tomorrow") and not confirms("a laptop got an address, thanks!")
    assert not confirms("activate.fish works in one tab but not the other")
    assert verdict(fish_session("thanks, later"), tmp_path, FISH).startswith("review")


def test_a_prose_command_ends_where_a_description_of_its_arguments_starts(tmp_path):
    """"haxelib install each library project.xml names (here hscript)": the command is `haxelib install`, its argument
    described ("each library …"), so `haxelib install hscript` running and the build getting past it shows the fix."""
    from core.evidence.workaround import workaround_parts
    fix = "haxelib install each library project.xml names (here hscript) before building."
    assert workaround_parts(fix)[0] == ["haxelib install"]
    b = Builder()
    b.prompt("the html5 build fails")
    b.tool("Bash", {"command": "haxelib run lime build html5"},
           'Exit code 1\nError: Could not find haxelib "hscript", does it need to be installed?', is_error=True)
    b.tool("Bash", {"command": "haxelib install hscript"}, "Downloading hscript-2.5.0.zip...\nInstall hscript:2.5.0\nDone")
    b.tool("Bash", {"command": "haxelib run lime build html5"},
           "Exit code 1\nsource/Level.hx:41: characters 8-20 : Int should be String", is_error=True)
    lesson = gotcha('`haxelib run lime build html5` → `Error: Could not find haxelib "hscript"`; `haxelib install '
                    'hscript` → `Install hscript:2.5.0`', fix)
    assert verdict(b, tmp_path, lesson) == "write"


def test_a_described_argument_leaves_the_program_and_its_act():
    """Guard: "run `npm ci` in every package" keeps its quoted command whole; prose without a program gives none."""
    from core.evidence.workaround import workaround_parts
    assert workaround_parts("run `npm ci` in every package")[0] == ["npm ci"]
    assert workaround_parts("restart each service after the change")[0] == []


def dns_session(said: str) -> Builder:
    b = Builder()
    b.prompt("apply the pending dbmate migrations to staging")
    b.tool("Bash", {"command": "dbmate --env-file .env.staging status"},
           "Exit code 1\nError: dial tcp: lookup mysql-stg.corp.local on 10.255.255.254:53: no such host", is_error=True)
    b.reply("WSL answers DNS through its own proxy. Set `dnsTunneling=true` under `[wsl2]` in %UserProfile%\\.wslconfig "
            "and run `wsl --shutdown` from Windows.")
    b.prompt(said)
    b.tool("Bash", {"command": "dbmate --env-file .env.staging status"}, "[ ] 20261101093000_add_invoice_currency.sql\n"
                                                                        "\nApplied: 14\nPending: 1")
    return b


DNS = gotcha("`dbmate --env-file .env.staging status` → `lookup mysql-stg.corp.local on 10.255.255.254:53: no such host`; "
             "after the user enabled dnsTunneling the same status listed `Pending: 1`.",
             "Set `dnsTunneling=true` under [wsl2] in %UserProfile%\\.wslconfig and run `wsl --shutdown` from Windows.")


def test_the_person_telling_of_doing_the_fix_then_the_check_passing_shows_it(tmp_path):
    assert verdict(dns_session("done, added dnsTunneling=true and restarted WSL"), tmp_path, DNS) == "write"


def test_the_person_naming_the_fix_without_doing_it_shows_nothing(tmp_path):
    """Guard: asking about the fix, or having done it without success, is no act that the next pass follows."""
    assert verdict(dns_session("is dnsTunneling=true safe on the corp laptop?"), tmp_path, DNS).startswith("review")
    assert verdict(dns_session("added dnsTunneling=true but it still fails"), tmp_path, DNS).startswith("review")


def meteor_session() -> Builder:
    b = Builder()
    b.prompt("meteor run crashes after the bump")
    b.tool("Bash", {"command": "meteor --version"}, "Exit code 127\nzsh: command not found: meteor", is_error=True)
    b.tool("Bash", {"command": 'export PATH="$HOME/.meteor:$PATH" && meteor --version'}, "Meteor 3.0.4")
    return b


def test_straight_away_is_the_commands_first_run(tmp_path):
    """"`meteor --version` printed `Meteor 3.0.4` straight away": its first run failed (not on PATH); the version came
    only after PATH was extended. "Straight away" and "at once" say the first run, as "right away" does."""
    lesson = fact("`meteor --version` printed `Meteor 3.0.4` straight away.")
    assert verdict(meteor_session(), tmp_path, lesson).startswith(("refused", "review"))


def test_the_same_output_without_saying_when_is_found(tmp_path):
    """Guard: without "straight away", the version was printed by a run of `meteor --version`."""
    assert verdict(meteor_session(), tmp_path, fact("`meteor --version` printed `Meteor 3.0.4`.")) == "write"


def rollback_session() -> Builder:
    b = Builder()
    b.prompt("the currency migration failed halfway, undo it")
    b.tool("Bash", {"command": "ls db/migrations"}, "20261020114500_add_customer_tags.sql\n"
                                                    "20261101093000_add_invoice_currency.sql")
    b.tool("Bash", {"command": "dbmate --env-file .env.staging rollback"},
           "Rolling back: 20261020114500_add_customer_tags.sql\nRolled back: 20261020114500_add_customer_tags.sql in 41ms")
    return b


def test_what_a_rollback_reverted_is_what_that_call_printed(tmp_path):
    """"`dbmate … rollback` reverted `…_add_invoice_currency.sql`": the rollback printed the migration it reverted, and
    it was another; the name the claim gives is in the session only as a file listed."""
    lesson = fact("`dbmate --env-file .env.staging rollback` reverted `20261101093000_add_invoice_currency.sql`.")
    assert verdict(rollback_session(), tmp_path, lesson).startswith(("refused", "review"))


def test_the_migration_a_rollback_printed_is_what_it_reverted(tmp_path):
    """Guard: the one it did revert is found."""
    lesson = fact("`dbmate --env-file .env.staging rollback` reverted `20261020114500_add_customer_tags.sql`.")
    assert verdict(rollback_session(), tmp_path, lesson) == "write"


CHROME = "Error: You have to install Google Chrome, Chromium, or Microsoft Edge to print PDFs"
EDGE = '"/mnt/c/Program Files (x86)/Microsoft/Edge/Application/msedge.exe"'


def marp_session() -> Builder:
    b = Builder()
    b.prompt("marp로 PDF 만들어 주세요")
    b.tool("Bash", {"command": "npx marp slides.md --pdf"}, f"Exit code 1\n{CHROME}", is_error=True)
    b.tool("Bash", {"command": f"CHROME_PATH={EDGE} npx marp slides.md --pdf"},
           "Exit code 1\nError: Timed out while connecting to the browser", is_error=True)
    return b


def test_a_run_said_given_a_variable_in_korean_printed_what_that_run_printed(tmp_path):
    """"`CHROME_PATH=…`로 실행해도 `You have to install …`가 나왔다" ("run with CHROME_PATH=…, the install message still
    came"): the run given the variable timed out; the install message was the first run's."""
    lesson = fact(f"`CHROME_PATH={EDGE}`로 실행해도 `You have to install Google Chrome, Chromium, or Microsoft Edge`가 "
                  "나왔다.")
    assert verdict(marp_session(), tmp_path, lesson).startswith(("refused", "review"))


def test_what_the_run_given_the_variable_printed_is_found(tmp_path):
    """Guard: the timeout the run with the variable printed holds."""
    lesson = fact(f"`CHROME_PATH={EDGE}`로 실행하니 `Timed out while connecting to the browser`가 나왔다.")
    assert verdict(marp_session(), tmp_path, lesson) == "write"
