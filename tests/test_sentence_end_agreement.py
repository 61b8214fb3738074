"""scripts/sentence_end_agreement.py: how well the judge finds sentence ends
that carry no mark, on generated speech whose marks are known."""

from __future__ import annotations

import helpers

from captionsmith.core.words import Word

helpers.load_script("segmentation_agreement")  # imported by the script, beside it
SCRIPT = helpers.load_script("sentence_end_agreement")


def test_stripping_drops_the_styles_marks_and_optionally_the_pauses() -> None:
    words = (Word("好了。", 0, 300), Word("我们，", 700, 900), Word("走吧？", 900, 1200))
    subtitles = SCRIPT.stripped(words, "subtitles", True, "zh")
    assert [w.text for w in subtitles] == ["好了", "我们", "走吧？"]
    assert [w.start_ms for w in subtitles] == [0, 700, 900]
    raw = SCRIPT.stripped(words, "raw", False, "zh")
    assert [w.text for w in raw] == ["好了", "我们", "走吧"]
    assert [(w.start_ms, w.end_ms) for w in raw] == [(0, 300), (300, 500), (500, 800)]
    english = (Word("Yes.", 0, 200), Word("I", 300, 400), Word("Left,", 400, 600))
    assert [w.text for w in SCRIPT.stripped(english, "raw", True, "en")] == ["yes", "I", "left"]
    german = (Word("Haus.", 0, 200), Word("Dann", 300, 400))
    assert [w.text for w in SCRIPT.stripped(german, "raw", True, "de")] == ["Haus", "Dann"]


def test_the_tally_counts_every_found_end_once() -> None:
    shown: list[str] = []
    japanese = SCRIPT.tally("ja", 12, "subtitles", False, shown)
    assert japanese.wanted > 20
    assert 0.6 <= japanese.recall() <= 1.0  # Japanese endings show most ends without pauses
    chinese = SCRIPT.tally("zh", 12, "subtitles", True, shown)
    found = chinese.right + chinese.at_clause + chinese.inside
    assert chinese.right <= chinese.wanted
    assert 0.0 < chinese.precision() < 1.0
    assert sum(line.startswith("zh ") for line in shown) == chinese.inside
    assert found > chinese.right
