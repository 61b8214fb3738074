"""Sentence ends a transcript does not mark, found from the words and the timing.

Raw ASR carries no punctuation, and subtitles drop the full stop in Japanese
and Chinese (Netflix Japanese guide: no 。, a space between two sentences;
Chinese subtitles likewise), so a transcript made from either has sentence
ends without a mark.  :func:`unmarked_ends` finds them, per language:

* **Japanese**: a word that ends in a sentence-final form or particle
  (``…ます``, ``…です``, ``…ました``, ``…ましょう``, ``…ください``, ``よ``,
  ``ね``, ``よね``, ``じゃん``, ``かな``) before a word that does not continue
  it (a particle, a conjunctive ``けど``/``から``/``ので``, a copula); a plain
  predicate (``…た``, ``…だ``, ``…ない``, ``…る``) before an adverb or an
  interjection (``待てよ 酔ってない ちょっと…``); in a transcript without 。,
  any word but a case particle before a pause of :data:`SENTENCE_PAUSE_MS`.
* **Chinese**: a sentence-final particle (吗 呢 吧 啊 呀 嘛 啦) before a word
  that does not continue it; in a transcript without 。, a pause between
  phrases, after ``了``, or before a clause opener (a subject pronoun, 但是,
  所以, 然后, …), unless the word before it is a preposition.
* **English, French, German, Spanish**: a boundary between phrases before a
  clause opener (a subject pronoun, a conjunction, a discourse marker, a
  wh-word) after a pause, in a transcript with no sentence mark at all; and,
  in any transcript, a word without a mark before a capitalised clause
  opener (``… aus Dann``; never ``I`` or German ``Sie``).

A word that carries any mark is never an unmarked end (its mark says what
it is).  The rules (:mod:`captionsmith.criteria.rules`) treat an unmarked end
as a sentence end and a natural boundary.  Pure and deterministic.
"""

from __future__ import annotations

from collections.abc import Sequence

from captionsmith.core.text import ends_clause, ends_sentence, word_form
from captionsmith.languages import BreakClass

__all__ = ["SENTENCE_PAUSE_MS", "clause_strength", "sentence_ends", "unmarked_ends"]

SENTENCE_PAUSE_MS = 400  # a silence this long between two clauses ends a sentence

_OPENERS = {
    "en": """i you he she we they it there this that these those so and but or then now
        well because also actually anyway okay ok yeah yes no what why how when where who
        which if my our your his her their let's i'm you're we're they're it's that's
        there's he's she's i've we've i'll we'll you'd i'd we'd they'd he'd she'd you've
        they've you'll they'll he'll she'll maybe honestly basically""",
    "fr": """je j'ai j'étais tu il elle on nous vous ils elles c'est c'était ce ça cela
        alors donc mais et puis bon enfin ensuite après parce quand pourquoi comment où
        qui si voilà oui non ah oh bref d'ailleurs aujourd'hui maintenant là moi toi soit""",
    "de": """ich du er sie es wir ihr man das dies dann also und aber oder denn doch jetzt
        heute weil wenn als ob dass warum wie wo wer was na ja nein gut übrigens danach
        deshalb deswegen trotzdem außerdem eigentlich""",
    "es": """yo tú él ella nosotros nosotras vosotros ellos ellas usted ustedes eso esto
        entonces pues bueno y pero o porque cuando si qué cómo dónde quién por sí no
        luego después además ahora hoy mira oye vale claro o sea""",
}
# Words a tagger reads as prepositions that also end a clause as a verb's particle.
_PARTICLES = {
    "en": frozenset("up out off down over around along in on about through by away back".split()),
    "fr": frozenset("après avant depuis dedans dehors derrière devant dessus dessous".split()),
    "es": frozenset("después antes encima debajo detrás delante dentro fuera".split()),
}
# Openers that can only start a clause (not be a preposition's object).
_CLAUSE_STARTS = frozenset(
    """i we they he she and but so because then well okay now if when je j'ai j'étais tu il
    elle on nous vous ils elles et mais alors yo tú él ella nosotros ellos ellas y pero""".split()
)
_OPENER_SETS = {code: frozenset(words.split()) for code, words in _OPENERS.items()}
# Always capitalised inside a sentence, so a capital says nothing there.
_CAPITALISED_ANYWAY = frozenset({"i", "i'm", "i've", "i'll", "i'd", "sie", "ihr", "ihnen", "ihre"})

_JA_STRONG = (
    "ます",
    "ました",
    "ません",
    "です",
    "でした",
    "でしょう",
    "ましょう",
    "ください",
    "よね",
    "じゃん",
    "かな",
    "よ",
    "ね",
    "ぞ",
    "わ",
)
_JA_WEAK = ("た", "だ", "ない", "る", "う", "い")
_JA_SMALL = "ぁぃぅぇぉゃゅょっーん"
_JA_CASE = frozenset("は が を に で と も へ から まで より や の って".split())
_JA_OPENERS = frozenset(
    """ちょっと まだ もう でも だから じゃあ じゃ ほら ねえ あの えっと さあ やっぱり
    それ これ あれ そう ああ うん ええ いや はい 本当 ほんと 早く 今 今日 明日 昨日""".split()
)
_JA_CONTINUES = frozenset(
    """が けど けれど けれども から ので のに し と って ね よ よね か かな な の のよ わ ぞ
    さ は を に も で まで より こと もの ため ように など じゃない でしょう でしょ だろう
    みたい らしい ん んです んだ です だ でした だった ませ よう""".split()
)
_ZH_FINAL = frozenset("吗呢吧啊呀嘛啦")
_ZH_CONTINUES = frozenset("的 了 着 过 吗 呢 吧 啊 呀 嘛 啦 地 得".split())
# What ends a subordinate clause, never a sentence: 的时候, 以后, 的话
_ZH_SUBORDINATE = ("时候", "以后", "之后", "以前", "之前", "的话", "时")
_ZH_OPENERS = frozenset(
    """我 你 他 她 它 我们 你们 他们 她们 咱们 这 那 这个 那个 但是 可是 不过 所以 然后
    因为 如果 其实 就是 那么 对 好 嗯 哎 没错 所以说 而且 还有 现在 今天 明天 昨天 好吧 行 哦 但 可 难怪 别 等等""".split()
)


def _strip(word: str) -> str:
    """A CJK word without quotes, brackets and marks around it."""
    return word.strip(" \u3000「」『』（）()\"'“”‘’。、，！？!?…．,.")


def _japanese(words: Sequence[str], pauses: Sequence[int], raw: bool) -> list[bool]:
    out = []
    for k, word in enumerate(words[:-1]):
        text, after = _strip(word), _strip(words[k + 1])
        if not text or ends_clause(word) or after in _JA_CONTINUES or after[:1] in _JA_SMALL:
            out.append(False)
            continue
        strong = text.endswith(_JA_STRONG) and text not in ("か", "な", "の")
        # A plain predicate before an adverb or interjection closes its sentence
        # (a clause that goes on would end in a particle or modify a noun).
        weak = text.endswith(_JA_WEAK) and len(text) > 1 and after in _JA_OPENERS
        # A pause after anything but a case particle, in subtitles without 。.
        paused = raw and pauses[k] >= SENTENCE_PAUSE_MS and text not in _JA_CASE
        out.append(strong or weak or paused)
    return [*out, False]


def _chinese(
    words: Sequence[str], pauses: Sequence[int], classes: Sequence[BreakClass], raw: bool
) -> list[bool]:
    out = []
    start = True
    for k, word in enumerate(words[:-1]):
        text, after = _strip(word), _strip(words[k + 1])
        if not text or ends_clause(word) or after in _ZH_CONTINUES:
            out.append(False)
        elif text[-1] in _ZH_FINAL and not start:  # 啊 opening a sentence is an interjection
            out.append(True)
        else:
            # A pause between phrases, or before a clause opener, in subtitles without 。
            # (a preposition after 得 or an adverb is a predicate: 说得对).
            between = classes[k] is BreakClass.PHRASE or after in _ZH_OPENERS
            predicate = k > 0 and _strip(words[k - 1])[-1:] in "得很不也都真太最"
            dangling = classes[k] is BreakClass.DANGLING and not predicate
            dangling = dangling or text.endswith(_ZH_SUBORDINATE)
            paused = raw and pauses[k] >= SENTENCE_PAUSE_MS
            out.append(paused and (between or text.endswith("了") or predicate) and not dangling)
        start = ends_clause(word) or out[-1]
    return [*out, False]


def _latin(
    code: str,
    words: Sequence[str],
    pauses: Sequence[int],
    classes: Sequence[BreakClass],
    raw: bool,
) -> list[bool]:
    openers = _OPENER_SETS[code]
    out = []
    for k, word in enumerate(words[:-1]):
        after = words[k + 1].lstrip("\"'“‘(¿¡«")
        form = word_form(after)
        if ends_clause(word) or not word[-1:].isalnum() or form not in openers:
            out.append(False)
            continue
        # Not after an article, preposition or conjunction; but a particle
        # ends a clause before a new subject or conjunction ("the bridge is
        # out ~ and we…", "to wrap things up ~ i want…").
        particle = word_form(word) in _PARTICLES.get(code, ()) and form in _CLAUSE_STARTS
        between = classes[k] is not BreakClass.DANGLING or particle
        capital = after[:1].isupper() and form not in _CAPITALISED_ANYWAY
        paused = raw and pauses[k] >= SENTENCE_PAUSE_MS
        out.append(between and (capital or paused))
    return [*out, False]


def unmarked_ends(
    code: str,
    words: Sequence[str],
    pauses: Sequence[int],
    classes: Sequence[BreakClass],
) -> tuple[bool, ...]:
    """For each word, whether a sentence ends after it though it carries
    no mark.  ``pauses[k]`` is the silence after word k in milliseconds;
    ``classes`` are the pack's break classes.  The last word is never one
    (the transcript's end needs no finding).

    >>> P = BreakClass.PHRASE
    >>> unmarked_ends("en", ["we", "left", "so", "it", "rained"], [0, 600, 0, 0, 0], [P] * 5)
    (False, True, False, False, False)
    >>> unmarked_ends("en", ["we", "left.", "So", "it", "rained"], [0, 600, 0, 0, 0], [P] * 5)
    (False, False, False, False, False)
    >>> unmarked_ends("ja", ["待て", "よ", "酔って", "ない"], [0] * 4, [P] * 4)
    (False, True, False, False)
    >>> unmarked_ends("zh", ["你", "去", "吗", "我", "不", "去"], [0] * 6, [P] * 6)
    (False, False, True, False, False, False)
    """
    if len(words) < 2:
        return tuple(False for _ in words)
    raw = not any(ends_sentence(w) for w in words)
    if code == "ja":
        marked = any("。" in w for w in words)
        return tuple(_japanese(words, pauses, not marked))
    if code == "zh":
        marked = any("。" in w for w in words)
        return tuple(_chinese(words, pauses, classes, not marked))
    return tuple(_latin(code, words, pauses, classes, raw))


def sentence_ends(
    code: str,
    words: Sequence[str],
    pauses: Sequence[int],
    classes: Sequence[BreakClass],
    turns: Sequence[bool] = (),
) -> tuple[list[bool], list[BreakClass]]:
    """Whether a sentence ends after each word (marked, found by
    :func:`unmarked_ends`, or where the speaker changes: ``turns[k]``), and
    the break classes with every unmarked end made a punctuation boundary.

    >>> P = BreakClass.PHRASE
    >>> ends, classes = sentence_ends("en", ["we", "left.", "so"], [0, 0, 0], [P] * 3)
    >>> ends, [c.name for c in classes]
    ([False, True, False], ['PHRASE', 'PHRASE', 'PHRASE'])
    >>> sentence_ends("en", ["yes", "no"], [0, 0], [P, P], [True, False])[0]
    [True, False]
    """
    found_ends = unmarked_ends(code, words, pauses, classes)
    unmarked = [u or (k < len(turns) and turns[k]) for k, u in enumerate(found_ends)]
    ends = [ends_sentence(w) or u for w, u in zip(words, unmarked, strict=True)]
    found = [BreakClass.PUNCTUATION if u else c for c, u in zip(classes, unmarked, strict=True)]
    return ends, found


_CLAUSE_TAGS = frozenset({"SUBJ", "CCONJ", "SCONJ", "WH"})
_JA_CONJUNCTIVE = ("から", "けど", "けれど", "ので", "のに", "し", "て", "たら", "ば", "ながら")


def clause_strength(code: str, words: Sequence[str], tags: Sequence[str]) -> list[int]:
    """How strong a break after each word is, for the solver's taste among
    acceptable breaks: 2 where a clause starts (a subject pronoun, a
    conjunction, a wh-word, a discourse opener; in Japanese after a
    conjunctive ending such as から, けど, て; in Chinese before a clause
    opener), 1 where a prepositional phrase starts, else 0 (whether the
    break is acceptable at all is the break class's business).

    >>> tags = ["SUBJ", "VERB", "ADP", "NOUN", "SCONJ", "SUBJ", "VERB"]
    >>> clause_strength("en", ["we", "met", "at", "noon", "because", "it", "rained"], tags)
    [0, 1, 0, 2, 2, 0, 0]
    >>> clause_strength("ja", ["雨", "だった", "から", "家", "に", "いた"], ["IN"] * 6)
    [0, 0, 2, 0, 0, 0]
    """
    out = []
    for k in range(len(words)):
        if k + 1 == len(words):
            out.append(0)
        elif code == "ja":
            out.append(2 if _strip(words[k]).endswith(_JA_CONJUNCTIVE) else 0)
        elif code == "zh":
            out.append(2 if _strip(words[k + 1]) in _ZH_OPENERS else 0)
        else:
            opener = tags[k + 1] in _CLAUSE_TAGS or word_form(words[k + 1]) in _OPENER_SETS[code]
            out.append(2 if opener else 1 if tags[k + 1] == "ADP" else 0)
    return out
