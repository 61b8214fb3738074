"""Japanese: the sentence grammar of generated tasks.

Contract: :class:`Grammar` (``sentence``, ``longer``, ``reply``),
:data:`SPEECH`, :func:`finish` and :func:`all_words`, for
:mod:`.cjk`.  Tokens are what Japanese word-timed ASR gives: short words,
with particles (は が を に で と も へ から まで) as tokens of their own
and a mark attached to the token before it.  Sentences are in the polite
style (``-ます``, ``-ました``, ``-ません``, ``-ましょう``, ``-たいです``),
built from topic words: time, subject, place, object, verb, with ``から``
(because), ``けど`` (but), ``と思います`` (I think) and ``て``-form
linking for longer sentences, and questions ending in ``か？``.
"""

from __future__ import annotations

import random

from captionsmith.grammar import Tagged
from captionsmith.languages.latin import Speech

__all__ = ["DIALOGUE_DASH", "PROMPT_NOTES", "SPEECH", "Grammar", "all_words", "finish"]

DIALOGUE_DASH = "－"  # a full-width hyphen starts each speaker's line (decided, DESIGN.md)
PROMPT_NOTES = (
    "The transcript is Japanese. Join tokens without spaces. Widths count full-width "
    "characters; a half-width character, space or mark counts 0.5. Break lines and cues "
    "only between phrases (bunsetsu: a word with its particles), never inside one. A "
    "subtitle does not end with 。. In a two-speaker cue each line starts with －."
)
SPEECH = Speech(
    fillers=("えっと", "あの", "まあ", "その"),
    backchannels=("はい", "そうですね", "なるほど", "本当", "ええ", "確かに", "いいですね"),
    topics=("city", "food", "health", "education", "tech", "sport", "family", "business"),
    repeats=False,
)

_PEOPLE = """田中さん 鈴木さん 佐藤さん 山本さん 中村さん 小林さん 高橋さん 伊藤さん
    渡辺さん 山田さん 先生 部長 店長 母 父 兄 姉 弟 妹 友達 同僚 お客さん 子供たち
    学生たち 医者 選手 監督 隣の人 私 私たち 彼 彼女""".split()
_PLACES = {
    "city": "駅 公園 図書館 市役所 商店街 バス停 美術館 広場 橋の上 駅前 交差点 川沿い".split(),
    "food": "レストラン 台所 市場 カフェ 食堂 パン屋 居酒屋 スーパー 屋台 お店".split(),
    "health": "病院 薬局 クリニック 受付 ジム 待合室 診察室 保健所".split(),
    "education": "学校 教室 大学 図書室 研究室 塾 講堂 校庭 職員室".split(),
    "tech": "会社 オフィス 工場 会議室 サーバー室 研究所 倉庫 現場".split(),
    "sport": "グラウンド 体育館 スタジアム プール コート 競技場 練習場".split(),
    "family": "家 実家 リビング 庭 親戚の家 旅館 海辺 ベランダ".split(),
    "business": "本社 支店 銀行 取引先 会議室 事務所 展示会 店舗".split(),
}
_THINGS = {
    "city": "地図 切符 自転車 新しい道 バス 写真 ポスター 看板 ベンチ 噴水 お土産 計画".split(),
    "food": "ラーメン お寿司 カレー 野菜 果物 お茶 ケーキ 味噌汁 お弁当 天ぷら 料理 パン".split(),
    "health": "薬 検査 予約 体温 血圧 処方箋 診断書 ワクチン 運動 体重".split(),
    "education": "宿題 教科書 試験 レポート 論文 ノート 黒板 成績 授業 発表".split(),
    "tech": "パソコン スマホ アプリ データ 資料 プログラム ファイル 画面 ソフト ロボット".split(),
    "sport": "ボール ユニフォーム 試合 練習 記録 メダル チケット シューズ 作戦 ゴール".split(),
    "family": "誕生日ケーキ プレゼント 晩ご飯 洗濯物 アルバム 花 手紙 お菓子 写真 旅行".split(),
    "business": "契約書 見積もり 会議 予算 報告書 商品 請求書 名刺 提案 売上".split(),
}
_TIMES = "今日 昨日 明日 今朝 今晩 先週 来週 毎日 週末 さっき 来月 去年".split()
# Verbs: (stem before ます, object particle) — を takes a thing, に a person or place.
_VERBS_OBJECT = """見 作り 買い 読み 書き 使い 送り 調べ 選び 直し 届け 準備し 確認し 説明し
    片付け 探し 持って行き 注文し 練習し 発表し 変え 集め 借り 返し 撮り""".split()
_VERBS_PLACE = "行き 来 帰り 住み 集まり 泊まり 戻り 着き".split()
_VERBS_PERSON = "会い 電話し 相談し 聞き 頼み 話し".split()
_ADVERBS = "とても 少し もう まだ ゆっくり すぐに 一緒に たくさん 必ず やっと".split()
_ENDINGS = {
    "present": "ます",
    "past": "ました",
    "negative": "ません",
    "volitional": "ましょう",
    "past_negative": "ませんでした",
}


def finish(tokens: list[Tagged], mark: str = ".") -> list[Tagged]:
    """End with the full-width mark for ``mark`` (``.`` -> 。)."""
    full = {".": "。", "!": "！", "?": "？"}.get(mark, mark)
    last = tokens[-1]
    tokens = [*tokens[:-1], Tagged(last.text.rstrip("、") + full, last.tag)]
    return tokens


def all_words() -> list[str]:
    out = [*_PEOPLE, *_TIMES, *_ADVERBS]
    for group in (*_PLACES.values(), *_THINGS.values()):
        out += group
    for stem in (*_VERBS_OBJECT, *_VERBS_PLACE, *_VERBS_PERSON):
        out += [stem + e for e in _ENDINGS.values()] + [stem + "たいです"]
    return out


class Grammar:
    """Japanese sentences on one topic."""

    def __init__(self, rng: random.Random, topic: str, complexity: float) -> None:
        self.rng = rng
        self.complexity = complexity
        self.places = _PLACES.get(topic, _PLACES["city"])
        self.things = _THINGS.get(topic, _THINGS["city"])

    def _clause(self, ending: str | None = None) -> list[Tagged]:
        rng = self.rng
        words: list[Tagged] = []
        if rng.random() < 0.4:
            words.append(Tagged(rng.choice(_TIMES), "ADV"))
        if rng.random() < 0.7:
            words += [Tagged(rng.choice(_PEOPLE), "NOUN"), Tagged(rng.choice("はが"), "ADP")]
        roll = rng.random()
        if roll < 0.55:
            if rng.random() < 0.5:
                words += [Tagged(rng.choice(self.places), "NOUN"), Tagged("で", "ADP")]
            words += [Tagged(rng.choice(self.things), "NOUN"), Tagged(rng.choice("をも"), "ADP")]
            stem = rng.choice(_VERBS_OBJECT)
        elif roll < 0.8:
            words += [
                Tagged(rng.choice(self.places), "NOUN"),
                Tagged(rng.choice(("に", "へ", "まで")), "ADP"),
            ]
            stem = rng.choice(_VERBS_PLACE)
        else:
            words += [
                Tagged(rng.choice(_PEOPLE[:24]), "NOUN"),
                Tagged(rng.choice(("に", "と")), "ADP"),
            ]
            stem = rng.choice(_VERBS_PERSON)
        if rng.random() < 0.3:
            words.append(Tagged(rng.choice(_ADVERBS), "ADV"))
        if ending is None:
            ending = rng.choice((*_ENDINGS.values(), "たいです", "ました"))
        words.append(Tagged(stem + ending, "VERB"))
        return words

    def sentence(self) -> list[Tagged]:
        rng = self.rng
        roll = rng.random()
        if roll < 0.15:
            clause = self._clause(rng.choice(("ます", "ました", "ませんでした")))
            return finish([*clause, Tagged("か", "PART")], "?")
        if roll < 0.15 + 0.25 * self.complexity:
            first = self._clause(rng.choice(("ます", "ました")))
            link = rng.choice(("から、", "けど、", "が、"))
            first[-1] = Tagged(first[-1].text + link, first[-1].tag)
            return finish([*first, *self._clause()])
        if roll < 0.5:
            clause = self._clause("たいと")
            return finish([*clause, Tagged("思います", "VERB")])
        return finish(self._clause(), "!" if rng.random() < 0.05 else ".")

    def longer(self, words: int) -> list[Tagged]:
        tokens = self._clause("ました")
        while len(tokens) < words:
            tokens[-1] = Tagged(tokens[-1].text + "し、", tokens[-1].tag)
            tokens += self._clause()
        return finish(tokens)

    def reply(self) -> list[Tagged]:
        options = (
            "そうですね",
            "わかりません",
            "いいと思います",
            "大丈夫です",
            "もちろんです",
            "まだです",
            "たぶん",
        )
        return finish([Tagged(self.rng.choice(options), "INTJ")], self.rng.choice(".!"))
