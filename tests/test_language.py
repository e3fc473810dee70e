import pytest

from core.errors import UserError
from core.transcript.language import detect, detect_texts, hangul_share, resolve
from core.transcript.slicer import build_slice, natural_text
from tests.helpers_transcripts import EN, KO, TRIVIAL


def test_fixtures_detect_their_language() -> None:
    assert detect(natural_text(build_slice(KO).turns)) == "ko"
    assert detect(natural_text(build_slice(EN).turns)) == "en"
    assert detect(natural_text(build_slice(TRIVIAL).turns)) == "en"
    assert (build_slice(KO).lang, build_slice(EN).lang) == ("ko", "en")


def test_share_ignores_code_paths_and_urls() -> None:
    korean = "빌드가 실패해요"
    noisy = korean + "\n```python\nimport os\nprint('a long english code block with many letters')\n```\n" \
        "/usr/local/lib/python3.11/site-packages/thing.py https://example.com/docs/page `inline code` <tag>"
    assert hangul_share(noisy) == pytest.approx(hangul_share(korean)) == 1.0
    assert hangul_share("plain english") == 0.0
    assert hangul_share("") == 0.0


def test_threshold() -> None:
    assert detect("this sentence is english with one word 한국") == "ko"   # 2 of 35 letters > 5 %
    assert detect("a fairly long english sentence that merely mentions 가 once in passing here") == "en"


def test_detect_texts_without_text() -> None:
    assert detect_texts(["`code only`", ""]) is None
    assert detect_texts(["고쳐주세요", "done"]) == "ko"


@pytest.mark.parametrize("flag,env,detected,expected", [
    ("ko", {"CLAUDE_DISTILL_LANG": "en", "LANG": "en_US.UTF-8"}, "en", "ko"),
    ("auto", {"CLAUDE_DISTILL_LANG": "ko"}, "en", "ko"),
    (None, {"CLAUDE_DISTILL_LANG": "auto", "LANG": "ko_KR.UTF-8"}, "en", "en"),
    (None, {}, "ko", "ko"),
    (None, {"LANG": "ko_KR.UTF-8"}, None, "ko"),
    (None, {"LANG": "en_US.UTF-8"}, None, "en"),
    (None, {}, None, "en"),
])
def test_resolve_precedence(flag, env, detected, expected) -> None:
    assert resolve(flag, env, detected) == expected


def test_resolve_rejects_unknown_languages() -> None:
    with pytest.raises(UserError):
        resolve("fr", {}, None)
    with pytest.raises(UserError):
        resolve(None, {"CLAUDE_DISTILL_LANG": "de"}, None)
