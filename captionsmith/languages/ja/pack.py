"""Japanese: the dialogue dash and the prompt's sentences.

Contract: :data:`PACK` (a :class:`~captionsmith.languages.cjk.CjkPack`, whose
phrase breaks come from BudouX), :data:`DIALOGUE_DASH` and :data:`PROMPT_NOTES`.
What Japanese speakers say comes from ``bank/``: tokens are what Japanese
word-timed ASR gives, particles (は が を に で と も へ から まで) as tokens
of their own and a mark attached to the token before it.
"""

from __future__ import annotations

import sys

from captionsmith.languages import PromptNotes
from captionsmith.languages.cjk import CjkPack

__all__ = ["DIALOGUE_DASH", "PACK", "PROMPT_NOTES"]

DIALOGUE_DASH = "－"  # a full-width hyphen starts each speaker's line (decided, DESIGN.md)
PROMPT_NOTES = PromptNotes(
    summary=(
        "Join tokens without spaces. Widths count full-width characters; a half-width "
        "character, space or mark counts 0.5. A subtitle does not end with 。."
    ),
    spelling="characters and punctuation",
    marks=(
        "Where the words have no punctuation you may restore it where a clause or sentence "
        "ends; where they have it, you may leave out 、 and 。 (a half-width space may stand "
        "for one inside a line) and add 、, but not ？, ！, brackets or dashes."
    ),
    between="bunsetsu: a word with its particles",
    phrases=(
        "Never break inside a bunsetsu: a particle or a verb ending stays with the word before it.",
    ),
    example=("本当？", "はい"),
)


PACK = CjkPack("ja", sys.modules[__name__])
