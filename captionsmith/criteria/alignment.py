"""One exact word alignment between the source transcript and an answer.

Both sides become tokens by :func:`captionsmith.core.text.tokenize` (NFC only:
what the viewer sees).  An exact longest common subsequence over the token
keys (rapidfuzz's bit-parallel ``LCSseq``, not ``difflib``) pairs answer
tokens with source words in order: these are **matches**.  Between two
matches, answer word tokens and unmatched source words are paired in order
as **substitutions** (a misspelling, a garbled or re-cased form): a
substituted token earns nothing but stands at its source word's position.
A substitution that folds to its source word under compatibility folding,
case folding and deletion of symbols and format characters
(:func:`captionsmith.core.text.folded_key`) is a **disguise** (``ﬁne``,
``ｆｉｎｅ``, ``fine♪``, a bidi override): it too stands at its position,
but it also counts as invented, so disguising a word costs more than
misspelling or omitting it.
Every other answer token is **invented** (symbol chunks always are, unless
the source has the same symbol as a word).  A match **keeps the surface**
when it spells the source word with its case and punctuation
(:func:`captionsmith.core.surface.surface_kept`).  Coverage, timing, constraints and
segmentation all read this one :class:`Alignment`.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from operator import ne
from typing import NamedTuple

from rapidfuzz.distance import LCSseq, Levenshtein

from captionsmith.core.srt import Cue
from captionsmith.core.surface import raw_marks_allowed, surface_kept
from captionsmith.core.text import Token, folded_key, keyed_letters, piece_token, tokenize
from captionsmith.core.words import Word

__all__ = ["Alignment", "Link", "OutputToken", "align", "source_tokens", "split_unspaced"]

# Gaps larger than this (source words x answer tokens) pair by position
# instead of by spelling, so hostile answers cost bounded work.
_PAIRING_CELLS = 4096


class Link(Enum):
    """How an answer token relates to the source."""

    MATCH = "match"  # spells the source word (key equal)
    SUBSTITUTION = "substitution"  # stands in for a source word it misspells
    DISGUISE = "disguise"  # the source word in look-alike characters or with symbols
    INVENTED = "invented"  # no source word


class OutputToken(NamedTuple):
    """A token of the answer: where it sits and what it stands for."""

    token: Token
    cue: int  # position in the cue list (0-based)
    line: int  # line within the cue (0-based)
    link: Link
    source_word: int | None  # index of the source word it matches or replaces
    surface_kept: bool  # a match that keeps the source's case and punctuation

    @property
    def text(self) -> str:
        return self.token.surface


@dataclass(frozen=True, slots=True)
class Alignment:
    """The alignment of an answer against a transcript."""

    source_count: int  # source tokens
    output: tuple[OutputToken, ...]
    matched: int
    substituted: int  # substitutions, disguises excluded
    surface_kept: int  # matches that keep the source's surface

    @property
    def invented(self) -> int:
        """Tokens with no source word, and disguises."""
        return len(self.output) - self.matched - self.substituted

    @property
    def missing(self) -> int:
        return self.source_count - self.matched


def source_tokens(words: list[Word] | tuple[Word, ...]) -> list[tuple[Token, int]]:
    """Tokens of the transcript's units, each with its word index (a unit
    is one word; punctuation-only words are already attached).

    >>> from captionsmith.core.words import Word
    >>> [(t.key, i) for t, i in source_tokens([Word("Twenty-five", 0, 1), Word("cats.", 2, 3)])]
    [('twentyfive', 0), ('cats', 1)]
    """
    out = SourceTokens()
    for index, word in enumerate(words):
        tokens = tokenize(word.text)
        if len(tokens) == 1 and tokens[0].surface == word.text:
            out.append((tokens[0], index))
        elif tokens:  # a unit with a dash attached ("Well -")
            key = "".join(t.key for t in tokens)
            out.append((Token(key, word.text, any(t.is_word for t in tokens)), index))
    return out


class _Facts:
    """What aligning reads of a transcript's source tokens whatever the
    answer: their letters and the token each belongs to (unspaced lines),
    integer ids of their keys, their words, their keys by word, and their
    surfaces by word without the marks in each ``droppable``."""

    def __init__(self, source: list[tuple[Token, int]]) -> None:
        self.letters = "".join(token.key for token, _ in source)
        self.owner = [p for p, (token, _) in enumerate(source) for _ in token.key]
        self.ids: dict[str, int] = {}
        self.src_ids = [self.ids.setdefault(token.key, len(self.ids)) for token, _ in source]
        self.words = [index for _, index in source]
        self.keys = {index: token.key for token, index in source}
        self.surfaces = {"": {index: token.surface for token, index in source}}

    def surfaces_for(self, droppable: str) -> dict[int, str]:
        if droppable not in self.surfaces:
            table = str.maketrans("", "", droppable)
            plain = self.surfaces[""].items()
            self.surfaces[droppable] = {k: text.translate(table) or text for k, text in plain}
        return self.surfaces[droppable]


class SourceTokens(list[tuple[Token, int]]):
    """:func:`source_tokens`' list, which keeps what aligning reads of it
    (:class:`_Facts`) for the next answer; not to be changed once aligned."""

    facts: _Facts | None = None


def _facts(source: list[tuple[Token, int]]) -> _Facts:
    found = getattr(source, "facts", None)
    if found is None:
        found = _Facts(source)
        if isinstance(source, SourceTokens):
            source.facts = found
    return found


def _common(src: list[int], out: list[int], latest: bool) -> list[tuple[int, int, int]]:
    """One longest common subsequence as runs (source start, answer start,
    length), in order.  Where several exist (the answer's ``und`` may be
    either of two ``und`` in the source), ties go to the earliest source
    positions, or with ``latest`` to the latest.

    >>> _common([1, 2, 1], [1], latest=False), _common([1, 2, 1], [1], latest=True)
    ([(0, 0, 1)], [(2, 0, 1)])
    """
    if latest:
        n, m = len(src), len(out)
        mirrored = _common(src[::-1], out[::-1], latest=False)
        return [(n - a - size, m - b - size, size) for a, b, size in reversed(mirrored)]
    return [
        (op.src_start, op.dest_start, op.src_end - op.src_start)
        for op in LCSseq.opcodes(src, out)
        if op.tag == "equal"
    ]


def _pair(src: list[str], out: list[str]) -> list[tuple[int, int]]:
    """Order-preserving pairs (source offset, answer offset) between two
    gaps: as many pairs as possible, then the most similar spellings."""
    if not src or not out:
        return []
    if len(src) == len(out) or len(src) * len(out) > _PAIRING_CELLS:
        return list(zip(range(len(src)), range(len(out)), strict=False))
    # best[a][b]: (pairs, similarity) using src[a:] and out[b:]
    rows, cols = len(src), len(out)
    best = [[(0, 0.0)] * (cols + 1) for _ in range(rows + 1)]
    for a in range(rows - 1, -1, -1):
        for b in range(cols - 1, -1, -1):
            pairs, sim = best[a + 1][b + 1]
            take = (pairs + 1, sim + Levenshtein.normalized_similarity(src[a], out[b]))
            best[a][b] = max(take, best[a + 1][b], best[a][b + 1])
    result = []
    a = b = 0
    while a < rows and b < cols:
        if best[a][b] == best[a + 1][b]:
            a += 1
        elif best[a][b] == best[a][b + 1]:
            b += 1
        else:
            result.append((a, b))
            a += 1
            b += 1
    return result


# Whether an answer token keeps a source surface: (source text, shown, the
# first and last source word it stands for, whether it opens a line).
_Keeps = Callable[[str, str, int, int, bool], bool]


def _cleaned_repetition(
    word: int,
    shown: str,
    surfaces: dict[int, str],
    keys: dict[int, str],
    matched: set[int],
    keeps: _Keeps,
    line_start: bool,
) -> bool:
    """Whether ``shown`` is a clean-up of a repetition (``The, the`` shown as
    ``The``): a neighbouring source word with the same key is left out, and
    ``shown`` keeps the surface of the earlier word's letters with the later
    word's closing punctuation.  So cleaning a false start costs the word
    left out and nothing more."""
    for other in (word - 1, word + 1):
        if other in matched or keys.get(other) != keys[word]:
            continue
        head, tail = sorted((word, other))
        combined = surfaces[head].rstrip(".,;:!?…") + _closing(surfaces[tail])
        if keeps(combined, shown, head, tail, line_start):
            return True
    return False


def _closing(text: str) -> str:
    stripped = text.rstrip(".,;:!?…")
    return text[len(stripped) :]


_OPENING_MARKS = frozenset("「『（(“‘«¿¡【〈《")


def split_unspaced(lines: list[str], source: list[tuple[Token, int]]) -> list[tuple[Token, ...]]:
    """Tokens of lines written without spaces (Japanese, Chinese), cut
    where the source's words are: the answer's letters (all lines, in
    order) are aligned with the source's letters by an exact longest common
    subsequence, and each whitespace chunk is cut wherever the source word
    its letters stand for changes; letters that match nothing form pieces
    of their own.  Marks stay with the piece before them, except an opening
    mark (``「`` ``（``), which goes with the word it opens.  So the answer is
    cut as the source is, even where one source word is also the start of
    another, and a word split across two lines becomes two pieces that match
    nothing: splitting a word costs it.

    >>> src = source_tokens([Word("東京", 0, 1), Word("に", 1, 2), Word("行きました。", 2, 3)])
    >>> [[t.surface for t in line] for line in split_unspaced(["東京に行きました。"], src)]
    [['東京', 'に', '行きました。']]
    >>> [[t.key for t in line] for line in split_unspaced(["東", "京へ"], src)]
    [['東'], ['京', 'へ']]
    >>> quoted = source_tokens([Word("本人", 0, 1), Word("は", 1, 2), Word("「慣れてる", 2, 3)])
    >>> [[t.surface for t in line] for line in split_unspaced(["本人は「慣れてる"], quoted)]
    [['本人', 'は', '「慣れてる']]
    """
    return [tuple(p for chunk in line for p in chunk) for line in _unspaced_chunks(lines, source)]


def _unspaced_chunks(lines: list[str], source: list[tuple[Token, int]]) -> list[list[list[Token]]]:
    """:func:`split_unspaced`'s pieces, grouped by line and by the
    whitespace chunk they come from."""
    facts = _facts(source)
    chunks = [
        [(chunk.surface, keyed_letters(chunk.surface)) for chunk in tokenize(line)]
        for line in lines
    ]
    mapped: list[int | None] = [None] * sum(len(at) for line in chunks for _, (at, _) in line)
    answer = "".join(lowered for line in chunks for _, (_, lowered) in line)
    owner = facts.owner  # the source token each source letter belongs to
    for op in LCSseq.opcodes(facts.letters, answer):
        if op.tag == "equal":
            size = op.src_end - op.src_start
            mapped[op.dest_start : op.dest_start + size] = owner[op.src_start : op.src_end]
    out: list[list[list[Token]]] = []
    k = 0  # the first answer letter of the chunk
    for line in chunks:
        grouped: list[list[Token]] = []
        for chunk, (at, _) in line:
            # A new piece where the source word changes; an unmatched run
            # stays one piece; leading marks stay with the first.
            here = mapped[k : k + len(at)]
            k += len(at)
            starts = [0, *itertools.compress(at[1:], map(ne, here[1:], here))]
            for m in range(1, 1 if _OPENING_MARKS.isdisjoint(chunk) else len(starts)):
                start = starts[m]  # an opening mark goes with the word it opens: は|「慣れてる
                while start - 1 > starts[m - 1] and chunk[start - 1] in _OPENING_MARKS:
                    start -= 1
                starts[m] = start
            ends = [*starts[1:], len(chunk)]
            grouped.append(list(map(piece_token, map(chunk.__getitem__, map(slice, starts, ends)))))
        out.append(grouped)
    return out


def align(
    source: list[tuple[Token, int]],
    cues: list[Cue],
    raw: bool = True,
    spaced: bool = True,
    droppable: str = "",
    ends: Sequence[bool] | None = None,
    spaces: Sequence[bool] | None = None,
    latest: bool = False,
) -> Alignment:
    """Align answer cues against source tokens (from :func:`source_tokens`).
    ``raw``: the source is raw ASR (no sentence punctuation), so a match may
    capitalise its first letter and add punctuation and still keep the
    surface (:func:`captionsmith.core.surface.surface_kept`).

    >>> from captionsmith.core.srt import Cue
    >>> src = source_tokens([Word("The", 0, 1), Word("cat", 1, 2), Word("sat.", 2, 3)])
    >>> a = align(src, [Cue(1, 0, 900, ("the cat,", "sad. ♪"))])
    >>> [(t.text, t.link.value, t.source_word, t.surface_kept) for t in a.output]
    [('the', 'match', 0, False), ('cat,', 'match', 1, True), ('sad.', 'substitution', 2, False), ('♪', 'invented', None, False)]
    >>> [t.link.value for t in align(src, [Cue(1, 0, 900, ("The ｃａｔ sat♪",))]).output]
    ['match', 'disguise', 'disguise']

    ``spaced=False`` (Japanese, Chinese): lines are cut into tokens by
    :func:`split_unspaced`, where the source's words are.  ``droppable``:
    marks a subtitle may leave out and still keep the surface (Japanese
    。, which a subtitle does not end with).  ``ends`` (raw ASR): for each
    source word, whether a sentence or clause may end after it; a mark
    added to raw ASR keeps the surface only where it can stand there
    (:func:`captionsmith.core.surface.raw_marks_allowed`).

    >>> raw_src = source_tokens([Word("so", 0, 1), Word("we", 1, 2), Word("left", 2, 3)])
    >>> a = align(raw_src, [Cue(1, 0, 900, ("So? we left?",))], ends=[False, False, True])
    >>> [t.surface_kept for t in a.output]
    [False, True, True]

    ``spaces`` (Japanese, Chinese): for each source word, whether a space
    may stand before it inside a line, where a subtitle writes one for a
    dropped 、 or 。 (Netflix Japanese guide) or a comma (Chinese practice);
    a word shown after a space elsewhere loses its surface.  ``latest``:
    where the answer's words match the source in more than one way, match
    them to the latest source words instead of the earliest.

    >>> ja = source_tokens([Word("駅", 0, 1), Word("に", 1, 2), Word("着いた", 2, 3)])
    >>> [t.surface_kept for t in align(ja, [Cue(1, 0, 900, ("駅 に着いた",))], spaced=False,
    ...                                spaces=[True, False, True]).output]
    [True, False, True]
    """
    places = [(c, li) for c, cue in enumerate(cues) for li in range(len(cue.lines))]
    lines = [cues[c].lines[li] for c, li in places]
    spaced_after: set[tuple[int, int]] = set()  # (line, token) shown after a space
    if spaced:
        split = [tokenize(line) for line in lines]
    else:
        split = []
        for n, line_chunks in enumerate(_unspaced_chunks(lines, source)):
            pieces: list[Token] = []
            for chunk in line_chunks:
                if chunk and any(piece.is_word for piece in pieces):
                    spaced_after.add((n, len(pieces)))
                pieces.extend(chunk)
            split.append(tuple(pieces))
    # The answer tokens in order, each with its cue, line, whether it opens its
    # line and whether it is shown after a space (no object per token).
    tokens = [token for line_tokens in split for token in line_tokens]
    cue_of = [c for (c, _), line_tokens in zip(places, split, strict=True) for _ in line_tokens]
    line_of = [li for (_, li), line_tokens in zip(places, split, strict=True) for _ in line_tokens]
    opens = [k == 0 for line_tokens in split for k in range(len(line_tokens))]
    after_space = [
        bool(spaced_after) and (n, k) in spaced_after
        for n, line_tokens in enumerate(split)
        for k in range(len(line_tokens))
    ]
    # Integer ids make the alignment independent of Python's string hashing.
    facts = _facts(source)
    ids = dict(facts.ids)
    src_ids = facts.src_ids
    out_ids = [ids.setdefault(tok.key, len(ids)) for tok in tokens]
    link_of = [Link.INVENTED] * len(tokens)
    word_of: list[int | None] = [None] * len(tokens)
    matched = substituted = 0
    if src_ids and out_ids:
        gap_src: list[int] = []
        gap_out: list[int] = []

        def close_gap() -> None:
            nonlocal substituted
            words_out = [k for k in gap_out if tokens[k].is_word]
            for a, b in _pair(
                [source[k][0].key for k in gap_src], [tokens[k].key for k in words_out]
            ):
                src_token, word = source[gap_src[a]]
                out_token = tokens[words_out[b]]
                word_of[words_out[b]] = word
                if folded_key(out_token.surface) == folded_key(src_token.surface):
                    link_of[words_out[b]] = Link.DISGUISE
                else:
                    link_of[words_out[b]] = Link.SUBSTITUTION
                    substituted += 1
            gap_src.clear()
            gap_out.clear()

        src_from = out_from = 0
        for s_at, o_at, size in _common(src_ids, out_ids, latest):
            gap_src.extend(range(src_from, s_at))
            gap_out.extend(range(out_from, o_at))
            if gap_src or gap_out:
                close_gap()
            link_of[o_at : o_at + size] = [Link.MATCH] * size
            word_of[o_at : o_at + size] = facts.words[s_at : s_at + size]
            matched += size
            src_from, out_from = s_at + size, o_at + size
        gap_src.extend(range(src_from, len(src_ids)))
        gap_out.extend(range(out_from, len(out_ids)))
        close_gap()
    surfaces = facts.surfaces_for(droppable)
    matched_words: set[int] = set()  # for a clean-up of a repetition, built when needed

    def cleaned(word: int, shown: str, line_start: bool) -> bool:
        if not matched_words:
            pairs = zip(link_of, word_of, strict=True)
            matched_words.update(k for link, k in pairs if link is Link.MATCH and k is not None)
        keys = facts.keys
        return _cleaned_repetition(
            word, shown, surfaces, keys, matched_words, keeps_surface, line_start
        )

    def keeps_surface(source_text: str, shown: str, head: int, tail: int, line_start: bool) -> bool:
        if not surface_kept(source_text, shown, raw, line_start):
            return False
        if not raw or ends is None:
            return True
        may_open = head == 0 or ends[head - 1]
        return raw_marks_allowed(source_text, shown, may_open, ends[tail], line_start)

    match = Link.MATCH
    keeps = [
        link is match
        and word is not None
        and not (spaced_word and spaces is not None and not spaces[word])
        and (
            token.surface == surfaces[word]
            or keeps_surface(surfaces[word], token.surface, word, word, first)
            or cleaned(word, token.surface, first)
        )
        for token, link, word, first, spaced_word in zip(
            tokens, link_of, word_of, opens, after_space, strict=True
        )
    ]
    # one OutputToken per token, each built from zip's tuple
    fields = zip(tokens, cue_of, line_of, link_of, word_of, keeps, strict=True)
    output = tuple(map(tuple.__new__, itertools.repeat(OutputToken), fields))
    return Alignment(len(source), output, matched, substituted, sum(keeps))
