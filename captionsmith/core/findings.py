"""One finding of the checker, in the form every reader of it shares.

A :class:`Finding` is built once, by the scorer
(:func:`captionsmith.judging.scoring.score_cues`) or by the profile check
(:func:`captionsmith.criteria.checks.constraint_violations`), and carries what is
wrong as data (the cue, the kind and rule, the measured value and the
limit, the words involved) and as one sentence with its numbers and times.
``check``, ``solve``'s warnings and the repair feedback render the same
list with :meth:`Finding.__str__` after :func:`stated_once` (which leaves
out a finding another of the same cue already states), so they cannot
disagree.  Kinds:

* ``parse``: the answer is not valid SRT (``line`` is the SRT line);
* ``profile``: a cue breaks a rule of the profile (:data:`PROFILE_RULES`);
* ``words``: words missing, invented or re-cased (no cue: they are listed
  with their cue or time);
* ``segmentation``: a line break or cue boundary a subtitler would not
  make (``rule`` is the verdict's name, :class:`captionsmith.core.verdicts.Verdict`);
* ``timing``: a cue starts or ends away from its words.
"""

from __future__ import annotations

from dataclasses import dataclass

from captionsmith.core.srt import format_timestamp

__all__ = [
    "KINDS",
    "PROFILE_RULES",
    "Finding",
    "listed",
    "located",
    "plural",
    "quoted",
    "seconds",
    "stated_once",
]

KINDS = ("parse", "profile", "words", "segmentation", "timing")
PROFILE_RULES = (
    "lines",
    "chars_per_line",
    "min_duration",
    "max_duration",
    "cps",
    "gap",
    "cue_end",
)


@dataclass(frozen=True, slots=True)
class Finding:
    """One thing wrong with an answer.

    >>> str(Finding("profile", "cps", "21.3 characters per second, limit 17", cue=4,
    ...             measured=21.3, limit=17))
    'cue 4: cps: 21.3 characters per second, limit 17'
    >>> str(Finding("timing", "start", "starts 1.200 s after its first word 'So' (00:00:04,100)",
    ...             cue=3))
    "cue 3: starts 1.200 s after its first word 'So' (00:00:04,100)"
    """

    kind: str
    rule: str
    message: str
    cue: int | None = None  # the SRT index of the cue, when the finding has one
    measured: float | None = None
    limit: float | None = None
    words: tuple[str, ...] = ()
    line: int | None = None  # the SRT line, for parse findings
    # the rules of the same cue whose breach this finding states too (a span
    # spoken too long covers "max_duration"): stated_once leaves them out
    covers: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"finding kind {self.kind!r} is not one of {', '.join(KINDS)}")

    def __str__(self) -> str:
        body = f"{self.rule}: {self.message}" if self.kind == "profile" else self.message
        return body if self.cue is None else f"cue {self.cue}: {body}"


def stated_once(findings: list[Finding]) -> list[Finding]:
    """The findings as a reader is told them: each cue's breach once, by
    the finding that says most about it.  A finding whose rule another
    finding of the same cue ``covers`` is left out (an overlong cue is one
    finding, "its words cannot form one cue: they are spoken over 8.200 s",
    not that and "max_duration" besides); the order is kept.

    >>> long = Finding("segmentation", "infeasible", "spoken too long", cue=2,
    ...                covers=("max_duration",))
    >>> over = Finding("profile", "max_duration", "on screen 8.000 s, maximum 7.000 s", cue=2)
    >>> [str(f) for f in stated_once([over, long, Finding("profile", "gap", "0.010 s", cue=2)])]
    ['cue 2: spoken too long', 'cue 2: gap: 0.010 s']
    """
    covered = {(f.cue, rule) for f in findings if f.cue is not None for rule in f.covers}
    return [f for f in findings if (f.cue, f.rule) not in covered]


def plural(count: int, noun: str, many: str | None = None) -> str:
    """``1 word``, ``2 words``; ``many`` for an irregular plural.

    >>> plural(1, "word"), plural(3, "cue"), plural(2, "word or symbol", "words or symbols")
    ('1 word', '3 cues', '2 words or symbols')
    """
    return f"{count} {noun if count == 1 else many or noun + 's'}"


def seconds(ms: int) -> str:
    """Milliseconds as seconds with three decimals, exact for any integer.

    >>> seconds(1200), seconds(-40)
    ('1.200', '-0.040')
    """
    sign = "-" if ms < 0 else ""
    whole, frac = divmod(abs(ms), 1000)
    return f"{sign}{whole}.{frac:03d}"


def listed(items: list[str], limit: int = 8, total: int | None = None) -> str:
    """The first ``limit`` items, comma-separated, then how many more of
    ``total`` (all the items by default).

    >>> listed(["a", "b", "c"], limit=2)
    'a, b and 1 more'
    """
    total = len(items) if total is None else total
    more = f" and {total - limit} more" if total > limit else ""
    return ", ".join(items[:limit]) + more


def quoted(words: list[str] | tuple[str, ...], limit: int = 8, at: list[int] | None = None) -> str:
    """Words as a readable list, each quoted (with its time when ``at`` gives
    one), the first ``limit`` of them and then how many more.

    >>> quoted(["Paris,", "the"], at=[3200, 3600])
    "'Paris,' (00:00:03,200), 'the' (00:00:03,600)"
    >>> quoted(["a", "b", "c"], limit=2)
    "'a', 'b' and 1 more"
    """
    shown = [
        f"{word!r} ({format_timestamp(at[k])})" if at is not None else repr(word)
        for k, word in enumerate(words[:limit])
    ]
    return listed(shown, limit, total=len(words))


def located(finding: Finding) -> tuple[int, int]:
    """A sort key that keeps the answer-wide findings first and then each
    cue's findings together, in cue order."""
    return (0, 0) if finding.cue is None else (1, finding.cue)
