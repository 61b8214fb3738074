"""Character counting, token normalisation and the connector-word list.

Every component that measures text (solver, checker, scorer, prompt) uses
these functions, so they can never disagree.

* ``count_chars``: Unicode code points after NFC normalisation, counting
  spaces and punctuation, not counting line breaks or invisible format
  characters (category Cf, e.g. U+200B ZERO WIDTH SPACE).
* ``normalize_tokens``: the alignment view of text: NFKC, casefold, split on
  whitespace, delete punctuation and Cf characters inside each token, drop
  tokens that end up empty.
* ``CONNECTORS`` and ``is_dangling``: a word from the list dangles at the end
  of a line or cue unless the source puts punctuation right after it.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

__all__ = [
    "CONNECTORS",
    "count_chars",
    "ends_clause",
    "ends_sentence",
    "is_dangling",
    "normalize_token",
    "normalize_tokens",
]

# Articles, coordinating conjunctions, common prepositions and possessive
# determiners.  None of them should close a line or a cue: each binds to the
# word after it (Netflix "line treatment", BBC §3.4).  The first two lines
# are the list the project started from; the last line adds prepositions and
# subordinators that bind just as tightly (see DESIGN.md).
CONNECTORS: frozenset[str] = frozenset(
    """a an the and or but nor of to in on at for with from by into onto than via
    my your our their his its
    about after before during without until because although while""".split()
)

_SENTENCE_END = frozenset(".!?…")
_CLAUSE_END = frozenset(",;:—–")
_CLOSERS = frozenset("\"'”’)]»")


@lru_cache(maxsize=65536)
def count_chars(text: str) -> int:
    """Displayed characters of one line (or of a cue's lines joined by \\n).

    >>> count_chars("Hello, world")
    12
    >>> count_chars("zero\\u200bwidth")
    9
    >>> count_chars("cafe\\u0301")  # NFC composes e + combining acute
    4
    """
    text = unicodedata.normalize("NFC", text)
    return sum(1 for ch in text if ch not in "\n\r" and unicodedata.category(ch) != "Cf")


def _is_punct_or_format(ch: str) -> bool:
    category = unicodedata.category(ch)
    return category[0] == "P" or category == "Cf" or category in ("Sk", "Sm", "So")


@lru_cache(maxsize=65536)
def normalize_token(token: str) -> str:
    """One whitespace-free token in alignment form ('' if nothing remains).

    >>> normalize_token("Twenty-five,")
    'twentyfive'
    >>> normalize_token("Don't")
    'dont'
    >>> normalize_token("—")
    ''
    """
    token = unicodedata.normalize("NFKC", token).casefold()
    return "".join(ch for ch in token if not _is_punct_or_format(ch))


def normalize_tokens(text: str) -> list[str]:
    """Alignment tokens of ``text``.

    >>> normalize_tokens("Well, UH -- it's  twenty-five!")
    ['well', 'uh', 'its', 'twentyfive']
    """
    out = []
    for raw in unicodedata.normalize("NFKC", text).split():
        token = normalize_token(raw)
        if token:
            out.append(token)
    return out


def _strip_closers(word: str) -> str:
    while word and word[-1] in _CLOSERS:
        word = word[:-1]
    return word


@lru_cache(maxsize=65536)
def ends_sentence(word: str) -> bool:
    """Whether a source word carries sentence-final punctuation.

    >>> ends_sentence('done."'), ends_sentence("done,")
    (True, False)
    """
    word = _strip_closers(word)
    return bool(word) and word[-1] in _SENTENCE_END


@lru_cache(maxsize=65536)
def ends_clause(word: str) -> bool:
    """Whether a source word carries sentence or clause punctuation.

    >>> ends_clause("first,"), ends_clause("first")
    (True, False)
    """
    word = _strip_closers(word)
    return bool(word) and (word[-1] in _SENTENCE_END or word[-1] in _CLAUSE_END)


@lru_cache(maxsize=65536)
def is_dangling(word: str) -> bool:
    """Whether ending a line or cue on this source word leaves a connector
    dangling (a connector with no punctuation right after it).

    >>> is_dangling("the"), is_dangling("The"), is_dangling("for,"), is_dangling("cat")
    (True, True, False, False)
    """
    if ends_clause(word):
        return False
    return normalize_token(word) in CONNECTORS
