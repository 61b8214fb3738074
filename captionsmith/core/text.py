"""How text is measured, tokenised and classified: one definition each.

Every component that measures or reads text (solver, checker, scorer,
prompt) calls these functions, so they can never disagree.

* ``display_width``: the columns a line takes on screen (East Asian wide and
  full-width characters 2, combining marks and invisible format characters
  0), from ``wcwidth``.  Line-width limits use it.
* ``count_chars``: Unicode code points after NFC, counting spaces and
  punctuation, not line breaks or invisible format characters (category Cf).
  Reading speed (cps) uses it, as the guidelines define cps.
* ``tokenize``: the displayed text as alignment tokens.  NFC only, no
  compatibility folding.  A whitespace chunk made only of punctuation
  (``--``, ``...``, a dialogue ``-``: :data:`READING_PUNCTUATION`) is not a
  token: it belongs to the token before it on the line (or after it, at the
  line start).  Every other chunk is a token whose **key** is its lower-cased
  text with reading punctuation removed; symbols, other marks, format
  characters and any other letters stay in the key, so ``ﬁne``, ``ｆｉｎｅ``,
  ``𝐟𝐢𝐧𝐞``, ``fine♪`` and ``\\u202efine`` all differ from ``fine``.  A token
  whose key has no letter or digit (``♪``, an emoji, ``*``) is a **symbol
  chunk**.
* ``folded_key``: a token with compatibility forms, case, symbols and
  format characters folded away.  Only used to recognise a *disguise*: a
  token that differs from its source word but folds to the same thing
  (``ﬁne``, ``ｆｉｎｅ``, ``fine♪`` for ``fine``).
* The surface rule (which marks and letter case an answer token may change
  in its source word) is :mod:`captionsmith.core.surface`'s.
* ``strip_style_tags``: a cue's lines without well-formed ``<i>``, ``<b>``,
  ``<u>`` tags.  Which boundaries may break is the language packs' job
  (:mod:`captionsmith.languages`).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from wcwidth import wcwidth

__all__ = [
    "READING_PUNCTUATION",
    "Token",
    "count_chars",
    "display_width",
    "ends_clause",
    "ends_sentence",
    "folded_key",
    "is_dash",
    "is_punctuation_only",
    "keyed_letters",
    "match_key",
    "normalize_tokens",
    "piece_token",
    "strip_style_tags",
    "tokenize",
    "without_typographic_spaces",
    "word_form",
]

_SENTENCE_END = frozenset(".!?…。！？⋯")
_CLAUSE_END = frozenset(",;:—–、，；：")
_CLOSERS = frozenset("\"'”’)]»」』）】》〉")
_HYPHENS = frozenset("-‐‑‒")  # a dash only when doubled or spaced
_DASHES = _HYPHENS | frozenset("–—－")
# The punctuation of running text.  These are what a match may add or drop
# and what may stand alone between words; every other mark (``*``, ``#``,
# ``@``, ``§`` …) is kept in the key like a symbol.
READING_PUNCTUATION = frozenset(
    ".,;:!?¡¿…'\"‘’‚‛“”„‟«»‹›()[]-‐‑‒–—"
    "。、，！？；：「」『』（）【】《》〈〉⋯－"  # Japanese and Chinese full-width marks
)


@lru_cache(maxsize=65536)
def count_chars(text: str) -> int:
    """Characters for reading speed: code points after NFC, no line breaks,
    no invisible format characters.

    >>> count_chars("Hello, world")
    12
    >>> count_chars("zero\\u200bwidth")
    9
    >>> count_chars("cafe\\u0301")  # NFC composes e + combining acute
    4
    """
    text = unicodedata.normalize("NFC", text)
    return sum(1 for ch in text if ch not in "\n\r" and unicodedata.category(ch) != "Cf")


@lru_cache(maxsize=65536)
def display_width(text: str) -> int:
    """Columns one line takes on screen (``wcwidth``, after NFC): wide and
    full-width characters 2, combining and format characters 0.

    >>> display_width("Hello"), display_width("ＨＥＬＬＯ"), display_width("漢字")
    (5, 10, 4)
    >>> display_width("cafe\\u0301"), display_width("a\\u200bb")
    (4, 2)
    """
    text = unicodedata.normalize("NFC", text)
    if text.isascii() and text.isprintable():
        return len(text)
    # wcwidth gives -1 for control characters; they take no column.
    return sum(max(0, wcwidth(ch)) for ch in text if ch not in "\n\r")


def _is_punct(ch: str) -> bool:
    return ch in READING_PUNCTUATION


@lru_cache(maxsize=65536)
def is_punctuation_only(chunk: str) -> bool:
    """Whether a whitespace-free chunk is reading punctuation and nothing else.

    >>> is_punctuation_only("--"), is_punctuation_only("..."), is_punctuation_only("*")
    (True, True, False)
    """
    return bool(chunk) and all(ch in READING_PUNCTUATION for ch in chunk)


@lru_cache(maxsize=65536)
def match_key(chunk: str) -> str:
    """What an answer token must equal to match a source word: the chunk
    after NFC, lower-cased, with reading punctuation removed; nothing else
    folded.

    >>> match_key("Twenty-five,"), match_key("Don't"), match_key("ﬁne"), match_key("fine♪"), match_key("*")
    ('twentyfive', 'dont', 'ﬁne', 'fine♪', '*')
    """
    text = unicodedata.normalize("NFC", chunk).lower()
    return "".join(ch for ch in text if not _is_punct(ch) and not ch.isspace())


@lru_cache(maxsize=65536)
def folded_key(chunk: str) -> str:
    """NFKC, case-folded, with punctuation, symbols and format characters
    deleted: what a lenient normaliser would compare.

    >>> folded_key("ﬁne♪"), folded_key("\u202eＦｉｎｅ"), folded_key("fine")
    ('fine', 'fine', 'fine')
    """
    text = unicodedata.normalize("NFKC", chunk).casefold()
    return "".join(
        ch
        for ch in text
        if unicodedata.category(ch)[0] not in "PSZ" and unicodedata.category(ch) != "Cf"
    )


@dataclass(frozen=True, slots=True)
class Token:
    """One displayed token: its key, what the viewer sees (with the
    punctuation chunks that belong to it), and whether it is a word."""

    key: str
    surface: str
    is_word: bool  # the key has a letter or digit; otherwise a symbol chunk


@lru_cache(maxsize=65536)
def tokenize(line: str) -> tuple[Token, ...]:
    """Alignment tokens of one line of displayed text.

    >>> [(t.key, t.surface, t.is_word) for t in tokenize("- Well -- it's ♪")]
    [('well', '- Well --', True), ('its', "it's", True), ('♪', '♪', False)]
    >>> [(t.key, t.is_word) for t in tokenize("— ?")]  # a punctuation-only line
    [('— ?', False)]
    """
    out: list[list[str]] = []  # [key, surface] pairs being built
    pending = ""
    for chunk in unicodedata.normalize("NFC", line).split():
        if is_punctuation_only(chunk):
            if out:
                out[-1][1] += " " + chunk
            else:
                pending += chunk + " "
            continue
        out.append([match_key(chunk), pending + chunk])
        pending = ""
    if pending and not out:  # a line of punctuation only: junk the viewer sees
        out.append([pending.strip(), pending.strip()])
    return tuple(Token(key, surface, any(ch.isalnum() for ch in key)) for key, surface in out)


@lru_cache(maxsize=65536)
def keyed_letters(chunk: str) -> tuple[tuple[int, ...], str]:
    """Where a chunk's characters with a match key are, and those characters
    lower-cased, joined: what an unspaced line is aligned on, letter by letter.

    A letter whose lower case is longer (``İ``) stays as it is, so there is
    one letter per position.

    >>> keyed_letters("「東京」に")
    ((1, 2, 4), '東京に')
    >>> keyed_letters("İ東")
    ((0, 1), 'İ東')
    """
    at = tuple(k for k, ch in enumerate(chunk) if match_key(ch))
    return at, "".join(_lower_one(chunk[k]) for k in at)


def _lower_one(ch: str) -> str:
    low = ch.lower()
    return low if len(low) == 1 else ch


@lru_cache(maxsize=65536)
def piece_token(piece: str) -> Token:
    """A piece cut from an unspaced chunk as a token, keyed as :func:`tokenize` keys."""
    key = match_key(piece)
    return Token(key, piece, any(ch.isalnum() for ch in key))


_STYLE_TAG = re.compile(r"</?([ibu])>")
_TYPOGRAPHIC_SPACE = re.compile(r"(?<=\S)[ \u00a0\u202f]+(?=[;:!?])")


@lru_cache(maxsize=65536)
def without_typographic_spaces(line: str) -> str:
    """A line without the space or no-break space French typography puts
    before ``; : ! ?``: what its width and characters are measured on, so
    the solver (whose words carry no such space), the checker and the
    scorer measure the mark one way and the space costs nothing.

    >>> without_typographic_spaces("Vraiment\u202f? Oui : demain !")
    'Vraiment? Oui: demain!'
    """
    return _TYPOGRAPHIC_SPACE.sub("", line)


def strip_style_tags(lines: tuple[str, ...]) -> tuple[str, ...]:
    """A cue's lines without its ``<i>``, ``<b>`` and ``<u>`` tags when they
    are well formed (each opened tag closed in the cue, properly nested);
    otherwise the lines unchanged, so a malformed tag is text the viewer sees.

    >>> strip_style_tags(("<i>Hello,", "world</i>",)), strip_style_tags(("<i>Hello",))
    (('Hello,', 'world'), ('<i>Hello',))
    """
    if not any("<" in line for line in lines):
        return lines
    stack: list[str] = []
    for line in lines:
        for match in _STYLE_TAG.finditer(line):
            tag = match.group(1)
            if match.group(0).startswith("</"):
                if not stack or stack.pop() != tag:
                    return lines
            else:
                stack.append(tag)
    if stack:
        return lines
    stripped = tuple(" ".join(_STYLE_TAG.sub("", line).split()) for line in lines)
    return lines if not all(stripped) else stripped


def normalize_tokens(text: str) -> list[str]:
    """The keys of :func:`tokenize` over a whole text.

    >>> normalize_tokens("Well, UH -- it's  twenty-five!")
    ['well', 'uh', 'its', 'twentyfive']
    """
    return [token.key for line in text.splitlines() for token in tokenize(line)]


def _strip_closers(word: str) -> str:
    while word and word[-1] in _CLOSERS:
        word = word[:-1]
    return word


@lru_cache(maxsize=65536)
def word_form(word: str) -> str:
    """A word as the word lists spell it: NFC, lower case, curly apostrophes
    straightened, punctuation stripped from both ends.

    >>> word_form("It’s,"), word_form('"The'), word_form("--")
    ("it's", 'the', '')
    """
    text = unicodedata.normalize("NFC", word).lower().replace("’", "'")
    start, end = 0, len(text)
    while start < end and _is_punct(text[start]):
        start += 1
    while end > start and _is_punct(text[end - 1]):
        end -= 1
    return text[start:end]


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
    """Whether a source word carries sentence or clause punctuation; a double
    hyphen or a spaced hyphen used as a dash counts.

    >>> ends_clause("first,"), ends_clause("first"), ends_clause("first--"), ends_clause("x-ray")
    (True, False, True, False)
    """
    word = _strip_closers(word)
    if not word:
        return False
    if word[-1] in _SENTENCE_END or word[-1] in _CLAUSE_END:
        return True
    return word[-1] in _HYPHENS and len(word) > 1 and (word[-2] in _HYPHENS or word[-2].isspace())


def is_dash(chunk: str) -> bool:
    """Whether a chunk is only dashes or hyphens (a spoken break, not a mark
    that clings to its word).

    >>> is_dash("--"), is_dash("—"), is_dash("...")
    (True, True, False)
    """
    return bool(chunk) and all(ch in _DASHES for ch in chunk)
