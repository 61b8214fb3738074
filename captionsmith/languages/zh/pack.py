"""Simplified Chinese: the dialogue dash and the prompt's sentences.

Contract: as :mod:`captionsmith.languages.ja.pack`.  What Chinese speakers say
comes from ``bank/``: tokens are words (了 过 的 吗 呢 吧 as their own), a mark
attached to the token before it.
"""

from __future__ import annotations

import sys

from captionsmith.languages import PromptNotes
from captionsmith.languages.cjk import CjkPack

__all__ = ["DIALOGUE_DASH", "PACK", "PROMPT_NOTES"]

DIALOGUE_DASH = "–"  # Netflix Simplified Chinese: an en dash, no space, on each speaker's line
PROMPT_NOTES = PromptNotes(
    summary=(
        "Join tokens without spaces. Widths count characters. Do not add an ellipsis or a "
        "dash when a sentence continues in the next subtitle."
    ),
    spelling="characters and punctuation",
    marks=(
        "Where the words have no punctuation you may restore it where a clause or sentence "
        "ends; where they have it, you may add ， and 。 but not ？, ！, brackets or dashes."
    ),
    between="between words, for example before a conjunction",
    phrases=(
        "Never break inside a word or a phrase: not after 的, 地 or 得, before 的, 了, 着, "
        "过, 吗, 呢 or 吧, or between a number or 这/那 and its measure word.",
        "Never end a line or a cue on a preposition (在, 把, 给, 从) or a conjunction "
        "(因为, 但是, 如果).",
    ),
    example=("你来吗？", "来了。"),
)


PACK = CjkPack("zh", sys.modules[__name__])
