"""Japanese and Simplified Chinese: phrase breaks from BudouX, no spaces.

Contract (the :class:`captionsmith.languages.LanguagePack` interface):

* Words are the transcript's timed tokens (often one character or a short
  word in CJK ASR); a line joins them without spaces
  (:mod:`captionsmith.core.measures`).
* :meth:`CjkPack.break_classes`: **punctuation** after a sentence or
  clause mark (``。！？、，；：…``); otherwise the tokens' text is joined and
  cut into phrases by BudouX's shipped model for the language.
  Japanese: a boundary that is also a bunsetsu boundary is a **phrase**
  break, any other is **inside a phrase**; a boundary before a particle
  token (は が を に で と も …) is always inside a phrase, even where BudouX
  cuts (日に|は) or a quote or clause mark comes first (「…」|と), since a
  particle belongs to the word before it.  A quote in 「」 short enough
  for one line is not split either (``「天下の|台所」``).  Chinese: BudouX's Simplified Chinese model is weak on word
  boundaries (面|包|店卖), so where a token has two or more characters the
  ASR's own word boundary is trusted and BudouX decides only between
  single-character tokens; a boundary right after ``的 地 得`` or a
  measure-word phrase (这个, 一份), or right before ``的 了 着 过 吗 呢 吧``,
  is inside a phrase; after a preposition (在 把 被 给 从 对 跟) or a
  conjunction (因为 但是 所以 如果 虽然 而且 然后) it is **dangling**;
  right after an adverb or negation (没 都 更加 …) or right before a
  directional or potential complement (下来 起来 不到 …, unless a subject
  pronoun comes first: 我 | 回来) it is inside a phrase.
* Cue ends: Japanese subtitles end without ``。`` (Netflix Japanese
  guide), so the reference drops it and the checker reports a cue that
  keeps it (:meth:`CjkPack.cue_end_problem`); Chinese subtitles need no
  rule here, since a dash or ellipsis added to a punctuated transcript
  already loses the surface.
* Each language's prompt sentences live in its folder's ``pack.py``
  (:mod:`captionsmith.languages.ja.pack`, ``zh``), which builds its
  :class:`CjkPack`; what it says comes from its speech bank.

BudouX (Apache-2.0, no dependencies, its models inside the wheel) is
imported on first use; when it is missing the error names it.
"""

from __future__ import annotations

import importlib
from functools import cache, lru_cache
from typing import Any

from captionsmith.core.languages import LANGUAGE_NAMES
from captionsmith.core.text import ends_clause
from captionsmith.languages import BreakClass
from captionsmith.languages.latin import ModulePack

__all__ = ["CjkPack", "phrases"]

_ATTACH_AFTER = frozenset("的地得")
_ATTACH_BEFORE = frozenset("的了着过吗呢吧")
_ZH_DANGLING = frozenset(
    "在 把 被 给 从 对 跟 和 向 往 因为 但是 所以 如果 虽然 而且 然后 可是 还是 或者".split()
)
_ZH_SUBJECTS = frozenset("我 你 他 她 它 我们 你们 他们 她们 咱们 大家 您".split())
_JA_PARTICLES = frozenset("は が を に で と も へ から まで の や か ね よ って".split())
_JA_NOUN_JOINERS = frozenset("の や".split())  # カメラの | ボタン: inside a noun phrase
_JA_OBJECT = frozenset({"を"})  # 本を | 読む: the object holds on to its verb
# How a Japanese predicate token ends (the banks write a verb with its endings as one
# word): polite and plain forms, negatives, wishes, the te-form, dictionary forms.
_JA_PREDICATE_ENDS = (
    *"ます ました ません ましょう です でした でしょう ください ない たい た だ て".split(),
    *"る う く す つ む ぶ ぐ ぬ".split(),
)
_MEASURE_LEADS = frozenset("这 那 一 两 三 几 每 哪".split())
_NOT_MEASURES = frozenset("天里边儿么时样些")  # 那天, 这里, 那边: whole words, not 这 + a measure
_PREDICATE_STARTS = frozenset("是不就也都还才没")
# Adverbs and negations that hold on to the predicate after them (没 | 离开,
# 更加 | 安静): Netflix keeps a verb with its negation, as with its adverb.
_ZH_ADVERBS = frozenset(
    """不 没 都 也 就 还 才 很 太 更 最 又 再 别 非常 特别 更加 十分 已经 一直 马上 比较
    稍微 有点 越来越 一定 完全 根本 仍然 依然 总是 常常 经常 往往 终于 竟然 居然 先""".split()
)
# Complements that hold on to the verb before them (记 | 下来, 跳了 | 起来,
# 感觉 | 不到); after a subject (我 | 回来了) the same words are the verb.
_ZH_COMPLEMENTS = frozenset(
    """下来 起来 出来 进来 回来 过来 上来 下去 出去 进去 回去 上去 不了 不到 不起 不住 不动
    不完 不见 不懂""".split()
)


@cache
def _parser(code: str) -> Any:
    try:
        budoux = importlib.import_module("budoux")
    except ImportError:
        raise RuntimeError(
            f"{LANGUAGE_NAMES[code]} phrase breaks need the budoux package (pip install budoux)"
        ) from None
    if code == "ja":
        return budoux.load_default_japanese_parser()
    return budoux.load_default_simplified_chinese_parser()


def phrases(code: str, text: str) -> list[str]:
    """BudouX's phrases of ``text``.

    >>> phrases("ja", "今日は天気が良いので公園に行きました")
    ['今日は', '天気が', '良いので', '公園に', '行きました']
    """
    parsed: list[str] = _parser(code).parse(text)
    return parsed


class CjkPack(ModulePack):
    """The pack of Japanese or Simplified Chinese (see the module docstring)."""

    def tags(self, words: tuple[str, ...]) -> tuple[str, ...]:
        """``PUNCT`` after a mark, ``PHRASE`` at a phrase end, else ``IN``."""
        names = {BreakClass.PUNCTUATION: "PUNCT", BreakClass.PHRASE: "PHRASE"}
        return tuple(names.get(c, "IN") for c in self.break_classes(words))

    def break_classes(self, words: tuple[str, ...]) -> tuple[BreakClass, ...]:
        """The class of the boundary after each token.

        >>> from captionsmith.languages import language_pack
        >>> [c.name for c in language_pack("ja").break_classes(("今日", "は", "公園", "に", "行きました。"))]
        ['INSIDE', 'PHRASE', 'INSIDE', 'PHRASE', 'PUNCTUATION']
        """
        return _break_classes(self.code, tuple(words))

    def finish_cue(self, lines: tuple[str, ...]) -> tuple[str, ...]:
        """Japanese: no 。 at the end of a subtitle."""
        if self.code == "ja" and lines and lines[-1].endswith("。"):
            return (*lines[:-1], lines[-1][:-1])
        return lines

    def filler_fits(self, before: str, after: str) -> bool:
        """After a mark; otherwise in Japanese only after a particle that
        closes a phrase (``明日は えー、 駅に 集合``; not after a bare word,
        where ``あの`` reads as the demonstrative, nor after の or や, which join
        nouns: ``カメラの なんか ボタン``, nor after を, whose object holds on
        to its verb), and never right before the predicate (``大事に まあ、
        しました``); in Chinese only after a subject pronoun (``我 嗯 觉得``).

        >>> from captionsmith.languages import language_pack
        >>> ja = language_pack("ja")
        >>> ja.filler_fits("に", "駅"), ja.filler_fits("5時半", "駅"), ja.filler_fits("の", "駅")
        (True, False, False)
        >>> ja.filler_fits("を", "読みます。"), ja.filler_fits("に", "しました。")
        (False, False)
        """
        if self.code == "ja":
            core = after.rstrip("。？！、」?!")
            if len(core) > 1 and core.endswith(_JA_PREDICATE_ENDS) and after not in _JA_PARTICLES:
                return False
        if before[-1:] in "、。？！」，":
            return True
        if self.code == "ja":
            return before in _JA_PARTICLES and before not in _JA_NOUN_JOINERS | _JA_OBJECT
        return (
            before in _ZH_SUBJECTS
        )  # 一小勺 | 糖, 去掉 | 腥味: Chinese fillers follow a clause start

    def cue_end_problem(self, lines: tuple[str, ...]) -> str | None:
        if self.code == "ja" and lines and lines[-1].rstrip().endswith("。"):
            return "ends with 。 (a Japanese subtitle ends without a full stop)"
        return None


@lru_cache(maxsize=256)
def _break_classes(code: str, words: tuple[str, ...]) -> tuple[BreakClass, ...]:
    ends: set[int] = set()
    offset = 0
    for phrase in phrases(code, "".join(words)):
        offset += len(phrase)
        ends.add(offset)
    out = []
    offset = 0
    quoted = _short_quotes(words)
    for k, word in enumerate(words):
        offset += len(word)
        if k == len(words) - 1:
            out.append(BreakClass.PUNCTUATION)
        elif code == "ja" and words[k + 1] in _JA_PARTICLES and word[-1] not in "。？！?!":
            # 日に|は, 「…」|と: a particle belongs to the word before
            out.append(BreakClass.INSIDE)
        elif k in quoted:  # 「天下の|台所」: a short quote is not split
            out.append(BreakClass.INSIDE)
        elif ends_clause(word):
            out.append(BreakClass.PUNCTUATION)
        elif code == "ja":
            out.append(BreakClass.PHRASE if offset in ends else BreakClass.INSIDE)
        else:
            out.append(_chinese(word, words[k + 1], offset in ends))
    return tuple(out)


SHORT_QUOTE = 12  # characters: a quote that fits one line of any Japanese or Chinese profile


def _short_quotes(words: tuple[str, ...]) -> set[int]:
    """The boundaries (after word k) inside a quote in 「」 or “” short
    enough for one line, which a subtitler keeps whole.

    >>> sorted(_short_quotes(("大坂", "は", "「天下", "の", "台所」", "と")))
    [2, 3]
    """
    inside: set[int] = set()
    for k, word in enumerate(words):
        if not word.startswith(("「", "“", "『")):
            continue
        for m in range(k, len(words)):
            if any(close in words[m] for close in "」”』"):
                if sum(len(w) for w in words[k : m + 1]) <= SHORT_QUOTE + 2:
                    inside.update(range(k, m))
                break
    return inside


def _chinese(word: str, following: str, budoux_break: bool) -> BreakClass:
    """The class of a Chinese boundary between two tokens."""
    if word in _ZH_DANGLING:
        return BreakClass.DANGLING
    # 这个, 一份, or 这 | 个: a number or demonstrative belongs to its measure word
    measure_phrase = word in _MEASURE_LEADS or (
        len(word) == 2 and word[0] in _MEASURE_LEADS and word[1] not in _NOT_MEASURES
    )
    # 最难的 | 不是: a 的 phrase that is the subject, before its verb or adverb
    nominal = word[-1] == "的" and following[0] in _PREDICATE_STARTS
    if nominal:
        return BreakClass.PHRASE
    # 没 | 离开, 记 | 下来: an adverb or a complement holds on to its verb
    complement = following.rstrip("。，、！？；：…!?,") in _ZH_COMPLEMENTS
    with_verb = word in _ZH_ADVERBS or (complement and word not in _ZH_SUBJECTS)
    if word[-1] in _ATTACH_AFTER or following[0] in _ATTACH_BEFORE or measure_phrase or with_verb:
        return BreakClass.INSIDE
    if len(word) > 1 or len(following) > 1 or budoux_break:
        return BreakClass.PHRASE
    return BreakClass.INSIDE
