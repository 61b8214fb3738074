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

__all__ = [
    "SENTENCE_PAUSE_MS",
    "break_ranks",
    "clause_strength",
    "sentence_ends",
    "sure_openings",
    "unmarked_ends",
]

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


# Words that surely open a clause where a gap before them is acceptable:
# subordinators and adversatives that are never a preposition or a
# comparison (not "than", "que", "als", "como", "wie", "since", "until"),
# and subject pronouns that cannot be an object (sure only when no verb
# comes just before them: German "haben wir" and "fällt er" invert).
_SURE_OPENERS = {
    "en": "because although though unless whereas while when if whether which who whom whose where but",
    "fr": "parce puisque lorsque quand mais dont",
    "de": "weil dass obwohl wenn ob aber sondern denn nachdem bevor sobald falls",
    "es": "porque aunque cuando pero sino si",
}
_SURE_SETS = {code: frozenset(words.split()) for code, words in _SURE_OPENERS.items()}
# Question words open a clause unless a preposition comes just before them
# ("de quoi", "por qué": a tagger may miss that preposition).
_WH = frozenset(
    "what why how pourquoi comment où quoi warum wo weshalb qué quién dónde cómo cuándo".split()
)
_PREPOSITIONS = frozenset(
    """of to in on at for with from about by into de à par pour sur avec en chez von mit zu
    in an auf für über aus bei nach a por para con en sobre desde hasta""".split()
)
_SURE_SUBJECTS = frozenset(
    "i we they he she je j' tu il ils on ich wir du er yo tú nosotros nosotras".split()
)
_COORDINATORS = frozenset("and or et ou und oder y o e u".split())
_VERB_TAGS = frozenset({"VERB", "AUX", "ADV", "NEG"})
_COMMAS = (",", ";", ":", "，", "；", "：", "、")
# Words after which "that" is a relative or complementiser: never after a
# preposition ("of that"), and only where the tagger does not read a determiner.
_THAT_TAGS = frozenset({"SCONJ", "PRON", "WH"})
_JA_SURE = ("けど", "けれど", "ので", "のに", "たら", "から")
_JA_PREDICATE_END = tuple("たダだいるすうくんぬむ")
_ZH_SURE = frozenset("但是 可是 不过 所以 然后 因为 如果 虽然 而且 要是".split())


def sure_openings(code: str, words: Sequence[str], tags: Sequence[str]) -> list[bool]:
    """Whether a clause surely starts after each word: after a comma that
    does not join list items, before a subordinator or adversative that is
    never a preposition or a comparison (English "that" where it is not a
    determiner), a subject pronoun that cannot be an object (not right
    after a verb), or a coordinator followed by one of those or by a verb; in Japanese
    after a conjunctive ending that follows a predicate (から, けど, ので,
    のに, たら: not the particle から after a noun); in Chinese before a
    conjunction (但是, 所以, 因为 ...).  Narrower than
    :func:`clause_strength`'s 2: these are the gaps a judge may tell a
    subtitler to move a weaker line break to (whether a gap is acceptable
    at all, not after "and", is the break class's business).

    >>> tags = ["SUBJ", "VERB", "ADP", "NOUN", "CCONJ", "SUBJ", "VERB"]
    >>> sure_openings("en", ["we", "met", "at", "noon", "and", "we", "ate"], tags)
    [False, False, False, True, True, False, False]
    >>> sure_openings("en", ["salt", "and", "pepper"], ["NOUN", "CCONJ", "NOUN"])
    [False, False, False]
    >>> sure_openings("en", "music, films and books".split(), ["NOUN", "NOUN", "CCONJ", "NOUN"])
    [False, False, False, False]
    >>> sure_openings("en", "after dinner, the kids played".split(), ["ADP", "NOUN", "DET", "NOUN", "VERB"])
    [False, True, False, False, False]
    >>> sure_openings("de", ["dann", "haben", "wir", "gegessen"], ["ADV", "AUX", "SUBJ", "VERB"])
    [False, False, False, False]
    >>> sure_openings("ja", ["心", "から", "感謝", "します"], ["IN"] * 4)
    [False, False, False, False]
    >>> sure_openings("ja", ["雨", "だった", "から", "家", "に", "いた"], ["IN"] * 6)
    [False, False, True, False, False, False]
    """
    n = len(words)
    out = []
    for k in range(n):
        if k + 1 == n:
            out.append(False)
        elif words[k].endswith(_COMMAS):
            out.append(code in ("ja", "zh") or not _list_comma(code, words, tags, k))
        elif code == "ja":
            out.append(_ja_conjunctive(words, k))
        elif code == "zh":
            out.append(_strip(words[k + 1]) in _ZH_SURE)
        else:
            out.append(_opens(code, words, tags, k + 1, coordinated=True))
    return out


_PREDICATE_TAGS = frozenset({"VERB", "AUX"})
# Words clause_strength may read as a sentence's opener that, inside one, open
# an object ("called / his brother"): no high node there.
_OBJECT_TAGS = frozenset({"POSS", "DET", "PRON", "NOUN", "ADJ", "NUM", "PROPN"})


def break_ranks(
    code: str, words: Sequence[str], tags: Sequence[str], strength: Sequence[int]
) -> list[int]:
    """How a line break after each word ranks among the gaps between
    phrases, for the judge's weak-break rule: 2 where a clause surely
    starts (:func:`sure_openings`), 1 at another high node (a clause start
    :func:`clause_strength` is less sure of, unless the word may open an
    object, or between a subject and its verb: "Nobody on the team / had ever
    seen it"), 0 elsewhere (before a prepositional phrase, between a verb and
    its object: "called / his brother" ...).  ``strength``: the words'
    :func:`clause_strength`.

    >>> tags = ["DET", "NOUN", "VERB", "DET", "NOUN", "ADP", "NOUN", "SCONJ", "SUBJ", "VERB"]
    >>> words = "the kids played a game in school because they could".split()
    >>> break_ranks("en", words, tags, clause_strength("en", words, tags))
    [0, 1, 0, 0, 0, 0, 2, 2, 1, 0]
    """
    sure = sure_openings(code, words, tags)
    latin = code not in ("ja", "zh")
    return [
        2
        if sure[k]
        else 1
        if (strength[k] == 2 and not (latin and tags[k + 1] in _OBJECT_TAGS))
        or (latin and k + 1 < len(words) and tags[k + 1] in _PREDICATE_TAGS)
        else 0
        for k in range(len(words))
    ]


def _list_comma(code: str, words: Sequence[str], tags: Sequence[str], k: int) -> bool:
    """Whether the comma after word k joins items of a list: a coordinator
    or another comma follows within three words and no clause opens after
    it ("music, films and books"; not "After dinner, we walked and talked")."""
    if _opens(code, words, tags, k + 1, coordinated=True):
        return False
    for word in words[k + 1 : k + 4]:
        if word_form(word) in _COORDINATORS or word.endswith(_COMMAS):
            return True
        if ends_sentence(word):
            return False
    return False


def _ja_conjunctive(words: Sequence[str], k: int) -> bool:
    """Whether word k ends a Japanese clause with a conjunctive ending."""
    word = _strip(words[k])
    ending = next((e for e in _JA_SURE if word.endswith(e)), None)
    if ending is None:
        return False
    before = word[: -len(ending)] or (_strip(words[k - 1]) if k else "")
    return before.endswith(_JA_PREDICATE_END)


def _opens(code: str, words: Sequence[str], tags: Sequence[str], k: int, coordinated: bool) -> bool:
    """Whether word k surely opens a clause (Latin-script languages)."""
    form = word_form(words[k])
    if form in _SURE_SETS[code]:
        return True
    if form in _WH:
        return k == 0 or word_form(words[k - 1]) not in _PREPOSITIONS
    if form == "that" and code == "en":
        return tags[k] in _THAT_TAGS and (k == 0 or tags[k - 1] not in ("ADP", "DET"))
    if form in _SURE_SUBJECTS or form.startswith("j'"):
        return tags[k] == "SUBJ" and (k == 0 or tags[k - 1] not in ("VERB", "AUX"))
    if not (coordinated and form in _COORDINATORS and k + 1 < len(words)):
        return False
    # "and called his brother": a coordinator before a verb joins clauses, not nouns.
    return tags[k + 1] in _VERB_TAGS or _opens(code, words, tags, k + 1, False)
