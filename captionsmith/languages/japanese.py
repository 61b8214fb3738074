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

from captionsmith.languages import PromptNotes
from captionsmith.languages.grammar import Tagged
from captionsmith.languages.latin import Speech

__all__ = ["DIALOGUE_DASH", "PROMPT_NOTES", "SPEECH", "Grammar", "all_words", "finish"]

DIALOGUE_DASH = "－"  # a full-width hyphen starts each speaker's line (decided, DESIGN.md)
PROMPT_NOTES = PromptNotes(
    summary=(
        "Join tokens without spaces. Widths count full-width characters; a half-width "
        "character, space or mark counts 0.5. A subtitle does not end with 。."
    ),
    spelling="characters and punctuation",
    marks=(
        "Where the words have no punctuation you may restore it where a clause or sentence "
        "ends; where they have it, you may leave out 、 and 。 (a half-width space may stand "
        "for one inside a line) and add 、, but not ？, ！, brackets or dashes."
    ),
    between="bunsetsu: a word with its particles",
    phrases=(
        "Never break inside a bunsetsu: a particle or a verb ending stays with the word before it.",
    ),
    example=("本当？", "はい"),
)
SPEECH = Speech(
    fillers=("えっと", "あの", "まあ", "その"),
    backchannels=("はい", "そうですね", "なるほど", "本当", "ええ", "確かに", "いいですね"),
    topics=("city", "food", "health", "education", "tech", "sport", "family", "business"),
    repeats=False,
)

_PEOPLE = """田中さん 鈴木さん 佐藤さん 山本さん 中村さん 小林さん 高橋さん 伊藤さん
    渡辺さん 山田さん 加藤さん 吉田さん 松本さん 井上さん 木村さん 林さん 清水さん
    佐々木さん 山口さん 松田さん 森さん 池田さん 橋本さん 石川さん 前田さん 藤田さん
    岡田さん 村上さん 近藤さん 坂本さん 遠藤さん 青木さん 藤井さん 西村さん 福田さん
    先生 部長 課長 店長 社長 母 父 兄 姉 弟 妹 祖父 祖母 友達 同僚 先輩 後輩
    お客さん 子供たち 学生たち 医者 看護師 選手 監督 隣の人 私 私たち 彼 彼女""".split()
_PLACES = {
    "city": """駅 公園 図書館 市役所 商店街 バス停 美術館 広場 交差点 川沿い 駅前 郵便局
        神社 お寺 映画館 本屋 銀行 ホテル 港 空港""".split(),
    "food": """レストラン 台所 市場 カフェ 食堂 パン屋 居酒屋 スーパー 屋台 お店 喫茶店
        ラーメン屋 八百屋 魚屋 肉屋 料理教室 弁当屋 回転寿司""".split(),
    "health": """病院 薬局 クリニック 受付 ジム 待合室 診察室 保健所 歯医者 整骨院 温泉
        プール""".split(),
    "education": """学校 教室 大学 図書室 研究室 塾 講堂 校庭 職員室 体育館 食堂 寮 留学先""".split(),
    "tech": """会社 オフィス 工場 会議室 サーバー室 研究所 倉庫 現場 展示会 家電量販店
        データセンター""".split(),
    "sport": """グラウンド 体育館 スタジアム プール コート 競技場 練習場 ジム 山 海 スキー場""".split(),
    "family": """家 実家 リビング 庭 親戚の家 旅館 海辺 ベランダ 遊園地 動物園 キャンプ場""".split(),
    "business": """本社 支店 銀行 取引先 会議室 事務所 展示会 店舗 工場 倉庫 空港""".split(),
}
_CITIES = """京都 大阪 名古屋 札幌 福岡 神戸 横浜 仙台 広島 奈良 沖縄 金沢 長崎 鎌倉 函館
    熊本 新潟 静岡""".split()
_THINGS = {
    "city": """地図 切符 自転車 バス 写真 ポスター 看板 ベンチ 噴水 お土産 計画 案内
        定期券 傘 荷物 鍵 車 道 建物 橋""".split(),
    "food": """ラーメン お寿司 カレー 野菜 果物 お茶 ケーキ 味噌汁 お弁当 天ぷら 料理 パン
        お米 魚 肉 卵 豆腐 牛乳 コーヒー 焼き鳥 餃子 うどん そば サラダ デザート""".split(),
    "health": """薬 検査 予約 体温 血圧 処方箋 診断書 ワクチン 運動 体重 目薬 マスク
        保険証 包帯 健康診断 食事""".split(),
    "education": """宿題 教科書 試験 レポート 論文 ノート 黒板 成績 授業 発表 辞書 漢字
        問題 答え 資格 奨学金 時間割""".split(),
    "tech": """パソコン スマホ アプリ データ 資料 プログラム ファイル 画面 ソフト ロボット
        パスワード メール カメラ 充電器 サーバー ネットワーク 部品 設計図""".split(),
    "sport": """ボール ユニフォーム 試合 練習 記録 メダル チケット シューズ 作戦 ゴール
        ラケット 自転車 水着 優勝 大会 応援""".split(),
    "family": """誕生日ケーキ プレゼント 晩ご飯 洗濯物 アルバム 花 手紙 お菓子 写真 旅行
        おもちゃ 絵本 お皿 布団 掃除 年賀状""".split(),
    "business": """契約書 見積もり 会議 予算 報告書 商品 請求書 名刺 提案 売上 注文 在庫
        計画書 サンプル 新製品 広告""".split(),
}
_ADJECTIVES = (
    "新しい 古い 高い 安い 大きい 小さい 面白い 便利 大切 簡単 有名 きれい 大変 特別".split()
)
_TOPIC_ADJECTIVES = {
    "city": "静か にぎやか 遠い 近い 明るい 暗い".split(),
    "food": "美味しい 辛い 甘い 新鮮 熱い 冷たい".split(),
    "health": "必要 危険 安全 大丈夫".split(),
    "education": "難しい 易しい 丁寧 分かりやすい".split(),
    "tech": "速い 遅い 重い 軽い 安全".split(),
    "sport": "強い 弱い 速い 楽しい".split(),
    "family": "楽しい かわいい 暖かい 元気".split(),
    "business": "忙しい 重要 高い 安い".split(),
}
_TIMES = """今日 昨日 明日 今朝 今晩 先週 来週 毎日 週末 さっき 来月 去年 毎朝 夕方
    夜中 午後 朝 今年 先月 月曜日 金曜日 土曜日""".split()
# Verb stems before ます: を takes a thing, に a place, に or と a person.
_VERBS_OBJECT = """見 作り 買い 読み 書き 使い 送り 調べ 選び 直し 届け 準備し 確認し 説明し
    片付け 探し 持って行き 注文し 練習し 発表し 変え 集め 借り 返し 撮り 洗い 食べ
    飲み 運び 配り 開け 閉め 忘れ 覚え 決め 頼み 始め 終わらせ 貸し 売り 包み""".split()
# The object verbs each topic says with its things.
_TOPIC_VERBS = {
    "city": "見 買い 使い 探し 撮り 借り 返し 調べ 忘れ".split(),
    "food": "作り 買い 食べ 飲み 注文し 洗い 包み 運び 選び 準備し".split(),
    "health": "受け 飲み 確認し 予約し 調べ 持って行き 忘れ 続け".split(),
    "education": "読み 書き 調べ 覚え 発表し 説明し 練習し 直し 提出し".split(),
    "tech": "使い 直し 送り 調べ 確認し 設定し 作り 変え 集め 開け".split(),
    "sport": "練習し 見 使い 買い 決め 始め 集め 準備し".split(),
    "family": "作り 買い 送り 撮り 片付け 開け 包み 選び 洗い".split(),
    "business": "作り 送り 確認し 説明し 準備し 決め 注文し 届け 配り 売り".split(),
}
_VERBS_PLACE = "行き 来 帰り 住み 集まり 泊まり 戻り 着き 寄り 入り 出かけ 通い".split()
_VERBS_PERSON = "会い 電話し 相談し 聞き 頼み 話し 手紙を書き 連絡し 教え 謝り".split()
_ADVERBS = """とても 少し もう まだ ゆっくり すぐに 一緒に たくさん 必ず やっと 時々 いつも
    ちょっと ぜひ 急いで 初めて""".split()
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
    adjectives = [*_ADJECTIVES, *(a for group in _TOPIC_ADJECTIVES.values() for a in group)]
    out = [*_PEOPLE, *_TIMES, *_ADVERBS, *_CITIES, *(a + "でした" for a in adjectives)]
    for group in (*_PLACES.values(), *_THINGS.values()):
        out += group
    topical = [v for group in _TOPIC_VERBS.values() for v in group]
    for stem in (*_VERBS_OBJECT, *_VERBS_PLACE, *_VERBS_PERSON, *topical):
        out += [stem + e for e in _ENDINGS.values()] + [stem + "たいです"]
    return out


class Grammar:
    """Japanese sentences on one topic."""

    def __init__(self, rng: random.Random, topic: str, complexity: float) -> None:
        self.rng = rng
        self.complexity = complexity
        self.topic = topic
        self.places = _PLACES.get(topic, _PLACES["city"])
        self.things = _THINGS.get(topic, _THINGS["city"])
        self.verbs = _TOPIC_VERBS.get(topic, _TOPIC_VERBS["city"])

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
            stem = rng.choice(self.verbs if rng.random() < 0.75 else _VERBS_OBJECT)
        elif roll < 0.8:
            place = rng.choice(_CITIES) if rng.random() < 0.3 else rng.choice(self.places)
            words += [Tagged(place, "NOUN"), Tagged(rng.choice(("に", "へ", "まで")), "ADP")]
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
        if roll < 0.42:
            clause = self._clause("たいと")
            return finish([*clause, Tagged("思います", "VERB")])
        if roll < 0.55:  # a description: "この 駅 は とても 便利 です"
            noun = rng.choice(self.things + self.places)
            words = [
                Tagged(rng.choice(("この", "その", "あの", "あの")), "DET"),
                Tagged(noun, "NOUN"),
            ]
            words += [Tagged("は", "ADP")]
            if rng.random() < 0.5:
                words.append(Tagged(rng.choice(("とても", "少し", "ちょっと", "本当に")), "ADV"))
            adjective = rng.choice(_ADJECTIVES + _TOPIC_ADJECTIVES.get(self.topic, []))
            ending = rng.choice(("です", "でした")) if not adjective.endswith("い") else "です"
            words.append(Tagged(adjective + ending, "ADJ"))
            return finish(words, rng.choice(".!") if rng.random() < 0.2 else ".")
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
