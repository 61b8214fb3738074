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
from typing import NamedTuple

from rapidfuzz.distance import LCSseq, Levenshtein

from captionsmith.core.srt import Cue
from captionsmith.core.surface import raw_marks_allowed, surface_kept
from captionsmith.core.text import Token, folded_key, match_key, tokenize
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
    out = []
    for index, word in enumerate(words):
        tokens = tokenize(word.text)
        if len(tokens) == 1 and tokens[0].surface == word.text:
            out.append((tokens[0], index))
        elif tokens:  # a unit with a dash attached ("Well -")
            key = "".join(t.key for t in tokens)
            out.append((Token(key, word.text, any(t.is_word for t in tokens)), index))
    return out


def _common(src: list[int], out: list[int], latest: bool) -> list[tuple[int, int]]:
    """The (source, answer) positions of one longest common subsequence, in
    order.  Where several exist (the answer's ``und`` may be either of two
    ``und`` in the source), ties go to the earliest source positions, or
    with ``latest`` to the latest.

    >>> _common([1, 2, 1], [1], latest=False), _common([1, 2, 1], [1], latest=True)
    ([(0, 0)], [(2, 0)])
    """
    if latest:
        n, m = len(src), len(out)
        mirrored = _common(src[::-1], out[::-1], latest=False)
        return [(n - 1 - a, m - 1 - b) for a, b in reversed(mirrored)]
    return [
        (op.src_start + k, op.dest_start + k)
        for op in LCSseq.opcodes(src, out)
        if op.tag == "equal"
        for k in range(op.src_end - op.src_start)
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
    owner: list[int] = []  # the source token each source letter belongs to
    letters = []
    for position, (token, _) in enumerate(source):
        for ch in token.key:
            letters.append(ch)
            owner.append(position)
    chunks = [[chunk.surface for chunk in tokenize(line)] for line in lines]
    answer: list[str] = []
    for line in chunks:
        for chunk in line:
            answer += [ch.lower() for ch in chunk if match_key(ch)]
    mapped: list[int | None] = [None] * len(answer)
    for op in LCSseq.opcodes("".join(letters), "".join(answer)):
        if op.tag == "equal":
            for offset in range(op.src_end - op.src_start):
                mapped[op.dest_start + offset] = owner[op.src_start + offset]
    out: list[list[list[Token]]] = []
    k = 0  # the next answer letter
    for line in chunks:
        grouped: list[list[Token]] = []
        for chunk in line:
            pieces: list[Token] = []
            starts: list[int] = [0]
            first = True
            previous: int | None = None
            for at, ch in enumerate(chunk):
                if not match_key(ch):
                    continue
                # A new piece where the source word changes; an unmatched
                # run stays one piece; leading marks stay with the first.
                if not first and mapped[k] != previous:
                    start = at  # an opening mark goes with the word it opens: は|「慣れてる
                    while start - 1 > starts[-1] and chunk[start - 1] in _OPENING_MARKS:
                        start -= 1
                    starts.append(start)
                first, previous = False, mapped[k]
                k += 1
            for a, b in itertools.pairwise([*starts, len(chunk)]):
                piece = chunk[a:b]
                key = match_key(piece)
                pieces.append(Token(key, piece, any(c.isalnum() for c in key)))
            grouped.append(pieces)
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
    tokens: list[tuple[Token, int, int, bool, bool]] = [
        (token, c, li, k == 0, (n, k) in spaced_after)
        for n, ((c, li), line_tokens) in enumerate(zip(places, split, strict=True))
        for k, token in enumerate(line_tokens)
    ]
    # Integer ids make the alignment independent of Python's string hashing.
    ids: dict[str, int] = {}
    src_ids = [ids.setdefault(tok.key, len(ids)) for tok, _ in source]
    out_ids = [ids.setdefault(tok.key, len(ids)) for tok, *_ in tokens]
    links: list[tuple[Link, int | None]] = [(Link.INVENTED, None)] * len(tokens)
    matched = substituted = 0
    if src_ids and out_ids:
        gap_src: list[int] = []
        gap_out: list[int] = []

        def close_gap() -> None:
            nonlocal substituted
            words_out = [k for k in gap_out if tokens[k][0].is_word]
            for a, b in _pair(
                [source[k][0].key for k in gap_src], [tokens[k][0].key for k in words_out]
            ):
                src_token, word = source[gap_src[a]]
                out_token = tokens[words_out[b]][0]
                if folded_key(out_token.surface) == folded_key(src_token.surface):
                    links[words_out[b]] = (Link.DISGUISE, word)
                else:
                    links[words_out[b]] = (Link.SUBSTITUTION, word)
                    substituted += 1
            gap_src.clear()
            gap_out.clear()

        src_from = out_from = 0
        for s_at, o_at in (*_common(src_ids, out_ids, latest), (len(src_ids), len(out_ids))):
            gap_src.extend(range(src_from, s_at))
            gap_out.extend(range(out_from, o_at))
            if s_at == len(src_ids) and o_at == len(out_ids):
                break
            if gap_src or gap_out:
                close_gap()
            links[o_at] = (Link.MATCH, source[s_at][1])
            matched += 1
            src_from, out_from = s_at + 1, o_at + 1
        close_gap()
    surfaces = {index: token.surface for token, index in source}
    if droppable:
        table = str.maketrans("", "", droppable)
        surfaces = {index: text.translate(table) or text for index, text in surfaces.items()}
    keys = {index: token.key for token, index in source}
    matched_words = {word for link, word in links if link is Link.MATCH and word is not None}

    def keeps_surface(source_text: str, shown: str, head: int, tail: int, line_start: bool) -> bool:
        if not surface_kept(source_text, shown, raw, line_start):
            return False
        if not raw or ends is None:
            return True
        may_open = head == 0 or ends[head - 1]
        return raw_marks_allowed(source_text, shown, may_open, ends[tail], line_start)

    output = []
    kept = 0
    for (token, c, li, first, after_space), (link, word) in zip(tokens, links, strict=True):
        keeps = (
            link is Link.MATCH
            and word is not None
            and not (after_space and spaces is not None and not spaces[word])
            and (
                token.surface == surfaces[word]
                or keeps_surface(surfaces[word], token.surface, word, word, first)
                or _cleaned_repetition(
                    word, token.surface, surfaces, keys, matched_words, keeps_surface, first
                )
            )
        )
        kept += keeps
        output.append(OutputToken(token, c, li, link, word, keeps))
    return Alignment(len(source), tuple(output), matched, substituted, kept)
