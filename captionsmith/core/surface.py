"""The surface rule: which marks and which letter case an answer token may
change in the source word it matches (same key, :func:`captionsmith.core.text.match_key`).

* ``surface_kept``: whether an answer token keeps the source word's case and
  punctuation (it may capitalise the first letter and add punctuation).
* ``raw_marks_allowed``: whether the marks an answer token adds to a raw-ASR
  word restore punctuation where it can stand.
* ``word_part``: what of an answer token and its source word is the word
  itself, to compare their widths.

Contract: pure functions of strings, NFC first; "punctuation" is
:data:`captionsmith.core.text.READING_PUNCTUATION`, as for the keys.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from captionsmith.core.text import READING_PUNCTUATION

__all__ = ["NEUTRAL_ADDED", "raw_marks_allowed", "surface_kept", "word_part"]

# Punctuation that reads the same either way, for surface comparison.
_PUNCT_EQUIVALENT = str.maketrans(
    {"’": "'", "‘": "'", "‛": "'", "′": "'", "“": '"', "”": '"', "„": '"', "″": '"'}
) | str.maketrans({"…": "...", "—": "--", "–": "--", "«": '"', "»": '"'})


def _is_punct(ch: str) -> bool:
    return ch in READING_PUNCTUATION


def _letters(text: str) -> str:
    return "".join(ch for ch in text if not _is_punct(ch) and not ch.isspace())


def _punctuation(text: str) -> str:
    return "".join(ch for ch in text if _is_punct(ch)).translate(_PUNCT_EQUIVALENT)


# Marks a subtitler may add to punctuated text without changing what it
# says (commas, stops, colons, quotes, ellipses).  A question or exclamation
# mark, a bracket or a dash added to punctuated text changes the meaning.
NEUTRAL_ADDED = frozenset(",.;:'\"。、，")
_LEADING_DASH = ("- ", "– ", "-", "–", "－")


@lru_cache(maxsize=65536)
def surface_kept(source: str, answer: str, raw: bool = True, line_start: bool = False) -> bool:
    """Whether an answer token with the same key as a source word keeps its
    surface: every letter in the source's case (on ``raw`` ASR, with no
    sentence punctuation anywhere, the first letter may be capitalised) and
    the source's punctuation in order (curly and straight quotes,
    ``…``/``...`` and ``—``/``--`` are the same).  Marks may be added: any on
    raw ASR, only :data:`NEUTRAL_ADDED` on punctuated text, plus one dialogue
    dash at the start of a line (``line_start``).

    >>> surface_kept("hello", "Hello,"), surface_kept("Hello,", "hello,"), surface_kept("it's", "its")
    (True, False, False)
    >>> surface_kept("don't", "Don’t"), surface_kept("Hello", "HELLO"), surface_kept("i", "I")
    (True, False, True)
    >>> surface_kept("hello", "Hello", raw=False), surface_kept("home", "home?", raw=False)
    (False, False)
    >>> surface_kept("home", "home.", raw=False), surface_kept("Yes", "-Yes", False, True)
    (True, True)
    """
    if line_start:
        for dash in _LEADING_DASH:
            if answer.startswith(dash) and not source.startswith(dash.strip()):
                answer = answer[len(dash) :]
                break
    src = _letters(unicodedata.normalize("NFC", source))
    ans = _letters(unicodedata.normalize("NFC", answer))
    if len(src) != len(ans):
        return False
    for k, (s, a) in enumerate(zip(src, ans, strict=True)):
        if s != a and not (raw and k == 0 and s.upper() == a):
            return False
    wanted = _punctuation(unicodedata.normalize("NFC", source))
    shown = _punctuation(unicodedata.normalize("NFC", answer))
    extra = _unmatched(wanted, shown)
    if extra is None:
        return False
    return raw or all(ch in NEUTRAL_ADDED for ch in extra)


_PUNCT_ONE = {
    ch: repl for ch, repl in ((chr(k), v) for k, v in _PUNCT_EQUIVALENT.items()) if len(repl) == 1
}


def _matched_marks(source: str, answer: str) -> str:
    """``answer`` without the marks it adds to ``source``'s (greedily, in
    order, curly and straight quotes alike)."""
    wanted = [_PUNCT_ONE.get(ch, ch) for ch in source if _is_punct(ch)]
    kept, k = [], 0
    for ch in answer:
        if _is_punct(ch):
            if k < len(wanted) and _PUNCT_ONE.get(ch, ch) == wanted[k]:
                k += 1
                kept.append(ch)
            continue
        kept.append(ch)
    return "".join(kept)


@lru_cache(maxsize=65536)
def word_part(source: str, answer: str) -> tuple[str, str]:
    """What of an answer token and of its source word is the word itself, to
    compare their widths: each without whitespace, and the answer without the
    marks it adds to the source's (a dialogue dash, an added ``?``), matched
    before, inside and after the word separately.  A rewritten token must
    count at least as wide as its source word *before* the marks it adds, so
    neither a dash nor an added mark pays for a shortened word.

    >>> word_part("Absolutely", "- Absolutel"), word_part("hello,", "Hel?")
    (('Absolutely', 'Absolutel'), ('hello,', 'Hel'))
    >>> word_part("Est-ce", "- Est")  # the dash is not the hyphen inside
    ('Est-ce', 'Est')
    """
    src = "".join(unicodedata.normalize("NFC", source).split())
    shown = "".join(unicodedata.normalize("NFC", answer).split())
    parts = zip(_edges(src), _edges(shown), strict=True)
    return src, "".join(_matched_marks(s, a) for s, a in parts)


_BRACKETS = frozenset("()[]（）【】「」『』《》〈〉")
_QUOTES = frozenset("'\"‘’‚‛“”„‟«»‹›")
_OPENERS = frozenset("¿¡…")  # may open a restored sentence (¿Qué, ¡Hola, …and)


def _edges(text: str) -> tuple[str, str, str]:
    """A token's leading punctuation, its word (first to last letter, with
    what lies between), and its trailing punctuation."""
    first = next((k for k, ch in enumerate(text) if not _is_punct(ch) and not ch.isspace()), None)
    if first is None:
        return text, "", ""
    last = max(k for k, ch in enumerate(text) if not _is_punct(ch) and not ch.isspace())
    return text[:first], text[first : last + 1], text[last + 1 :]


@lru_cache(maxsize=65536)
def raw_marks_allowed(
    source: str, answer: str, may_open: bool, may_end: bool, line_start: bool = False
) -> bool:
    """Whether the marks an answer token adds to a raw-ASR word restore
    punctuation where it can stand: a closing mark (``. , ? ! ; : …``, a
    dash) only after the word, where a sentence or clause may end
    (``may_end``), a comma also after a word that may open a sentence;
    ``¿ ¡ …`` only before it, where one may start (``may_open``); quotes at
    its edges and an apostrophe or hyphen inside it; brackets never.  A dialogue dash opening a line is the dialogue rule's.

    >>> raw_marks_allowed("home", "home?", True, True), raw_marks_allowed("home", "home?", True, False)
    (True, False)
    >>> raw_marks_allowed("que", "¿Que", True, False), raw_marks_allowed("home", "(home)", True, True)
    (True, False)
    >>> raw_marks_allowed("dont", "do?nt", True, True), raw_marks_allowed("yes", '"yes', False, False)
    (False, True)
    >>> raw_marks_allowed("its", "it's", False, False), raw_marks_allowed("so", "So,", True, False)
    (True, True)
    """
    answer = unicodedata.normalize("NFC", answer)
    source = unicodedata.normalize("NFC", source)
    if line_start:
        for dash in _LEADING_DASH:
            if answer.startswith(dash) and not source.startswith(dash.strip()):
                answer = answer[len(dash) :]
                break
    s_lead, s_word, s_trail = _edges(source)
    a_lead, a_word, a_trail = _edges(answer)
    inner = _unmatched(_punctuation(s_word), _punctuation(a_word))
    if inner is None or not all(ch in _QUOTES or ch == "-" for ch in inner):
        return False  # only an apostrophe or a hyphen may be restored inside (it's)
    lead = _unmatched(_punctuation(s_lead), _punctuation(a_lead))
    trail = _unmatched(_punctuation(s_trail), _punctuation(a_trail))
    if lead is None or trail is None:
        return False
    if not all(ch in _QUOTES or (may_open and (ch in _OPENERS or ch == ".")) for ch in lead):
        return False
    closing = _BRACKETS | _OPENERS - {"…"}
    # A comma may also follow a word that opens a sentence ("So, I think").
    return all(
        ch in _QUOTES or (may_end and ch not in closing) or (ch == "," and may_open) for ch in trail
    )


def _unmatched(needle: str, haystack: str) -> str | None:
    """The characters of ``haystack`` left over after matching ``needle``
    as a subsequence (greedily), or None when it is not one."""
    extra = []
    k = 0
    for ch in haystack:
        if k < len(needle) and ch == needle[k]:
            k += 1
        else:
            extra.append(ch)
    return "".join(extra) if k == len(needle) else None
