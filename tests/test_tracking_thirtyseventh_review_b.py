"""Tracking (issue 24), thirty-seventh round: the review of "a JSON field's name is no name of an error". A key
whose value is a list or an object (Django REST framework's `{"email": ["This field is required."]}`) names
what the error is about and stays a name; compact JSON and a Python dict's keys are field names too. Kept as
guards, they hold now."""
from __future__ import annotations


from core.tracking.record import lesson_calls
from core.tracking.signature import identifiers, same_symptom, signature_of
from core.tracking.usage import SessionFacts
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, verdict
from tests.test_tracking_calls import session as calls_session


def session(*steps: tuple[str, str, bool]) -> SessionFacts:
    """Each output given whole, with its own `Exit code N` line."""
    return calls_session(*steps, whole=True)


def _judge(lesson, source: SessionFacts, later: SessionFacts) -> tuple[bool, bool]:
    return verdict(lesson, lesson_calls(lesson, source.log, redact), later)


# --- 1. a real recurrence missed: the telling name is a JSON key ------------------------------------------------

DRF_CMD = "http --check-status -b POST :8000/api/users/ username=ann"


def _drf(field: str) -> str:
    # HTTPie's pretty-printed body of a Django REST framework 400 (`--check-status` exits 4 on a 4xx)
    return 'Exit code 4\n{\n    "%s": [\n        "This field is required."\n    ]\n}' % field


DRF = gotcha(f'`{DRF_CMD}` -> 400 `{{"email": ["This field is required."]}}`; after adding `email=ann@example.com` '
             'it returned 201 Created',
             "The users endpoint requires `email`: send `email=<address>` with every signup request.")
DRF_SOURCE = session((DRF_CMD, _drf("email"), True),
                     (DRF_CMD + " email=ann@example.com", '{\n    "id": 7\n}', False))


def test_drf_validation_error_on_the_same_field_again_is_recurred():
    """A DRF serializer error names the offending field only as a key (`"email": ["This field is required."]`).
    The same 400 on `email` in a later signup call is the lesson's failure back: recurred. The field-name rule drops
    `email` from the identifiers of both the lesson and the later output, so nothing is left to match and the
    recurrence is missed (before the rule: recurred; `password` instead of `email` was, and is, not recurred)."""
    later = session(("http --check-status -b POST :8000/api/users/ username=bob", _drf("email"), True))
    assert _judge(DRF, DRF_SOURCE, later)[0] is True


def test_drf_error_keeps_its_field_as_identifier():
    """The key of a DRF/Rails/Phoenix validation body IS what the error is about (the missing field), unlike
    Ansible's `"msg"`: it must stay an identifier."""
    assert "email" in identifiers(_drf("email"))


# --- 2. false recurrences the rule was meant to stop, still there ----------------------------------------------

GH_A = ('{"message":"Not Found","documentation_url":"https://docs.github.com/rest/repos/repos#get-a-repository",'
        '"status":"404"}')
GH_B = ('{"message":"Not Found","documentation_url":"https://docs.github.com/rest/actions/secrets#get-a-repository-'
        'secret","status":"404"}')
GH_1 = 'curl -s --fail-with-body -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/repos/acme/widget'
GH_2 = ('curl -s --fail-with-body -H "Authorization: Bearer $GITHUB_TOKEN" '
        'https://api.github.com/repos/acme/widgets/actions/secrets/DEPLOY_KEY')


def test_compact_json_keys_of_an_api_error_are_no_identifiers():
    """GitHub's REST API (and most HTTP APIs, Go/Node JSON loggers, `jq -c`) print compact JSON: `"message":"…"`,
    no space after the colon. The rule only knows `"key": ` with a space, so `message`, `documentation_url` and
    `status` are still identifiers of every such error."""
    ids = identifiers(GH_A)
    assert not {"message", "documentation_url", "status"} & set(ids)


def test_a_missing_secret_404_is_not_the_repo_name_typo_back():
    """Lesson: `acme/widget` is a typo for `acme/widgets` (a 404 from api.github.com). Later a 404 for a repository
    secret that does not exist: another failure, not recurred. The two compact bodies share only their field names
    (`message`, `documentation_url`, `status`), which still count: recurred. (The same bodies printed with `": "`
    are judged not recurred by the current code.)"""
    lesson = gotcha(f"`{GH_1}` -> `{GH_A}`; the repository is `acme/widgets` (plural): "
                    "`https://api.github.com/repos/acme/widgets` answered",
                    "The repository is `acme/widgets`, not `acme/widget`: use "
                    "`https://api.github.com/repos/acme/widgets`.")
    source = session((GH_1, "Exit code 22\n" + GH_A, True),
                     (GH_1 + "s", '{"id":1296269,"name":"widgets","full_name":"acme/widgets"}', False))
    later = session((GH_2, "Exit code 22\n" + GH_B, True))
    assert _judge(lesson, source, later)[0] is False


_SLACK = ('Traceback (most recent call last):\n  File "<string>", line 4, in <module>\n'
          '  File "/home/dev/digest/.venv/lib/python3.12/site-packages/slack_sdk/web/client.py", line 2915, in {fn}\n'
          '    return self.api_call("{api}", params=kwargs)\n'
          '  File "/home/dev/digest/.venv/lib/python3.12/site-packages/slack_sdk/web/base_client.py", line 235, in '
          'api_call\n    return self._sync_send(api_url=api_url, req_args=req_args)\n'
          'slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://slack.com/api/{api})\n'
          "The server responded with: {{'ok': False, 'error': '{err}'}}")


def test_python_dict_repr_keys_are_no_identifiers_either():
    """slack_sdk prints the API's answer as a Python dict, `{'ok': False, 'error': 'not_in_channel'}`. A bot not in
    the channel (conversations.history) and a revoked token (chat.postMessage) are two failures; they share only the
    dict's keys `ok` and `error`, and single-quoted keys escape the rule: same symptom. (With double-quoted keys the
    current code tells them apart.)"""
    cmd = "uv run python -c '...'"
    a = signature_of(_SLACK.format(fn="conversations_history", api="conversations.history", err="not_in_channel"), cmd)
    b = signature_of(_SLACK.format(fn="chat_postMessage", api="chat.postMessage", err="invalid_auth"), cmd)
    assert not same_symptom(a, b)


_PB = "ansible-playbook -i inventory/prod.ini site.yml --limit web1"


def _apt_fatal(pkg: str) -> str:
    return ('fatal: [web1]: FAILED! => {"cache_update_time": 1718000000, "cache_updated": false, "changed": false, '
            f'"msg": "No package matching \'{pkg}\' is available"}}')


_ADHOC = "ansible -i inventory/lab.ini lab-14 -m apt -a 'name=htop state=present' --become"
_BECOME = ('Exit code 2\nlab-14 | FAILED! => {\n    "changed": false,\n'
           '    "msg": "Timeout (12s) waiting for privilege escalation prompt: "\n}')
BECOME = gotcha(f"`{_ADHOC}` -> `Timeout (12s) waiting for privilege escalation prompt`; with `--ask-become-pass` "
                "(`-K`) the task ran",
                "Pass `-K` (`--ask-become-pass`) to ansible when `--become` needs a sudo password on the lab hosts.")
BECOME_SOURCE = session((_ADHOC, _BECOME, True),
                        (_ADHOC + " -K", 'lab-14 | CHANGED => {\n    "cache_updated": false,\n    "changed": true\n}',
                         False))


def test_guard_the_become_timeout_on_another_host_is_back():
    """Guard (passes): the same privilege-escalation timeout on lab-15 is recurred."""
    later = session((_ADHOC.replace("lab-14", "lab-15"), _BECOME.replace("lab-14", "lab-15"), True))
    assert _judge(BECOME, BECOME_SOURCE, later)[0] is True
