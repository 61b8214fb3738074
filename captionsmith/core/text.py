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
* ``surface_kept``: whether an answer token keeps the source word's case and
  punctuation (it may capitalise the first letter and add punctuation).
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
    "NEUTRAL_ADDED",
    "READING_PUNCTUATION",
    "Token",
    "count_chars",
    "display_width",
    "ends_clause",
    "ends_sentence",
    "folded_key",
    "is_dash",
    "is_punctuation_only",
    "match_key",
    "normalize_tokens",
    "raw_marks_allowed",
    "strip_style_tags",
    "surface_kept",
    "tokenize",
    "without_typographic_spaces",
    "word_form",
    "word_part",
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
# Punctuation that reads the same either way, for surface comparison.
_PUNCT_EQUIVALENT = str.maketrans(
    {"’": "'", "‘": "'", "‛": "'", "′": "'", "“": '"', "”": '"', "„": '"', "″": '"'}
) | str.maketrans({"…": "...", "—": "--", "–": "--", "«": '"', "»": '"'})


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
