"""Units: the transcript's words with punctuation-only words attached.

A transcript word that is punctuation only (``...``, ``-``) is not a word a
viewer reads on its own: for boundaries, alignment and timing it belongs to
the word before it (to the next word at the very start).
:func:`attach_punctuation` makes those units; everything that judges or
lays out cues works on them.
"""

from __future__ import annotations

from captionsmith.core.text import is_dash, is_punctuation_only
from captionsmith.core.words import Word

__all__ = ["attach_punctuation"]


def attach_punctuation(words: list[Word] | tuple[Word, ...]) -> list[Word]:
    """Join each punctuation-only word to the word before it (the first
    ones to the word after), a dash with a space, other marks without.

    >>> attach_punctuation([Word("Well", 0, 300), Word("-", 300, 350), Word("so", 400, 600),
    ...                     Word("...", 600, 650)])
    [Word(text='Well -', start_ms=0, end_ms=350), Word(text='so...', start_ms=400, end_ms=650)]
    """
    out: list[Word] = []
    leading: list[Word] = []
    for word in words:
        if is_punctuation_only(word.text):
            if out:
                prev = out[-1]
                glue = " " if is_dash(word.text) else ""
                out[-1] = Word(
                    prev.text + glue + word.text,
                    prev.start_ms,
                    max(prev.end_ms, word.end_ms),
                    prev.speaker,
                )
            else:
                leading.append(word)
            continue
        if leading:
            text = "".join(w.text + (" " if is_dash(w.text) else "") for w in leading)
            word = Word(
                text + word.text,
                leading[0].start_ms,
                max(word.end_ms, leading[-1].end_ms),
                word.speaker,
            )
            leading = []
        out.append(word)
    if leading and not out:
        return list(words)  # nothing but punctuation: keep it as it is
    return out
