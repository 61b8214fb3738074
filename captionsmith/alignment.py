"""One exact word alignment between the source transcript and an answer.

Both sides are reduced to alignment tokens by
:func:`captionsmith.text.normalize_tokens` (NFKC, casefold, punctuation and
invisible characters removed).  An exact longest common subsequence
(rapidfuzz's bit-parallel ``LCSseq``, not ``difflib``) pairs answer tokens
with source tokens in order.  Coverage, timing and segmentation all read
this one :class:`Alignment`.
"""

from __future__ import annotations

from dataclasses import dataclass

from rapidfuzz.distance import LCSseq

from captionsmith.srt import Cue
from captionsmith.text import normalize_tokens
from captionsmith.words import Word

__all__ = ["Alignment", "OutputToken", "align", "source_tokens"]


@dataclass(frozen=True, slots=True)
class OutputToken:
    """A token of the answer: where it sits and what it matched."""

    text: str
    cue: int  # position in the cue list (0-based)
    line: int  # line within the cue (0-based)
    source_word: int | None  # index of the matched source word, if any


@dataclass(frozen=True, slots=True)
class Alignment:
    """The LCS alignment of an answer against a transcript."""

    source_count: int  # source tokens
    output: tuple[OutputToken, ...]
    matched: int

    @property
    def invented(self) -> int:
        return len(self.output) - self.matched

    @property
    def missing(self) -> int:
        return self.source_count - self.matched


def source_tokens(words: list[Word] | tuple[Word, ...]) -> list[tuple[str, int]]:
    """Alignment tokens of the transcript, each with its word index.

    >>> from captionsmith.words import Word
    >>> source_tokens([Word("Twenty-five", 0, 1), Word("—", 1, 2), Word("cats.", 2, 3)])
    [('twentyfive', 0), ('cats', 2)]
    """
    out = []
    for index, word in enumerate(words):
        out.extend((token, index) for token in normalize_tokens(word.text))
    return out


def align(source: list[tuple[str, int]], cues: list[Cue]) -> Alignment:
    """Align answer cues against source tokens (from :func:`source_tokens`).

    >>> from captionsmith.srt import Cue
    >>> src = [("the", 0), ("cat", 1), ("sat", 2)]
    >>> a = align(src, [Cue(1, 0, 900, ("The cat,", "the dog"))])
    >>> a.matched, a.invented, a.missing, [t.source_word for t in a.output]
    (2, 2, 1, [0, 1, None, None])
    """
    positions = []
    texts = []
    for c, cue in enumerate(cues):
        for li, line in enumerate(cue.lines):
            for token in normalize_tokens(line):
                texts.append(token)
                positions.append((c, li))
    # Integer ids make the alignment independent of Python's string hashing.
    ids: dict[str, int] = {}
    src_ids = [ids.setdefault(tok, len(ids)) for tok, _ in source]
    out_ids = [ids.setdefault(tok, len(ids)) for tok in texts]
    matched_word: list[int | None] = [None] * len(texts)
    matched = 0
    if src_ids and out_ids:
        for op in LCSseq.opcodes(src_ids, out_ids):
            if op.tag == "equal":
                for offset in range(op.src_end - op.src_start):
                    matched_word[op.dest_start + offset] = source[op.src_start + offset][1]
                matched += op.src_end - op.src_start
    output = tuple(
        OutputToken(text, c, li, w)
        for text, (c, li), w in zip(texts, positions, matched_word, strict=True)
    )
    return Alignment(len(source), output, matched)
