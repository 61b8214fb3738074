"""Simplified Chinese: the sentence grammar of generated tasks.

Contract: as :mod:`.japanese`.  Tokens are words (Chinese word-timed ASR
gives words or single characters), a mark attached to the token before
it.  Sentences: time, subject, place (``在 … 里``), verb with aspect
(``了``, ``过``, ``正在``), object with a measure word, negation
(``不``, ``没``), questions with ``吗`` or a question word, and
``因为 … 所以``, ``虽然 … 但是``, ``如果 … 就`` for longer ones.
"""

from __future__ import annotations

import random

from captionsmith.languages import PromptNotes
from captionsmith.languages.grammar import Tagged
from captionsmith.languages.latin import Speech

__all__ = ["DIALOGUE_DASH", "PROMPT_NOTES", "SPEECH", "Grammar", "all_words", "finish"]

DIALOGUE_DASH = "–"  # Netflix Simplified Chinese: an en dash, no space, on each speaker's line
PROMPT_NOTES = PromptNotes(
    summary=(
        "Join tokens without spaces. Widths count characters. Do not add an ellipsis or a "
        "dash when a sentence continues in the next subtitle."
    ),
    spelling="characters and punctuation",
    marks=(
        "Where the words have no punctuation you may restore it where a clause or sentence "
        "ends; where they have it, you may add ， and 。 but not ？, ！, brackets or dashes."
    ),
    between="between words, for example before a conjunction",
    phrases=(
        "Never break inside a word or a phrase: not after 的, 地 or 得, before 的, 了, 着, "
        "过, 吗, 呢 or 吧, or between a number or 这/那 and its measure word.",
        "Never end a line or a cue on a preposition (在, 把, 给, 从) or a conjunction "
        "(因为, 但是, 如果).",
    ),
    example=("你来吗？", "来了。"),
)
SPEECH = Speech(
    fillers=("那个", "就是", "嗯", "然后"),
    backchannels=("对", "好的", "是吗", "没错", "真的", "嗯嗯", "可以"),
    topics=("city", "food", "health", "education", "tech", "sport", "family", "business"),
    repeats=False,
)

_PEOPLE = """我 我们 你 你们 他 她 他们 她们 大家 老师 医生 经理 妈妈 爸爸 哥哥 姐姐 弟弟
    妹妹 爷爷 奶奶 朋友 同事 邻居 学生们 孩子们 教练 王老师 李经理 张医生 小陈 小刘
    老赵 刘阿姨 周先生 林小姐 校长 司机 记者 护士 王芳 李娜 张伟 刘洋 陈静 杨帆 赵磊
    黄敏 吴昊 徐丽 孙悦 马超 朱琳 胡斌 郭明 何欣 高翔 罗佳""".split()
_CITIES = """北京 上海 广州 深圳 成都 杭州 南京 武汉 西安 重庆 天津 苏州 厦门 青岛 昆明 大连
    长沙 哈尔滨""".split()
_PLACES = {
    "city": """公园 车站 图书馆 商场 广场 地铁站 博物馆 街上 桥边 市中心 邮局 银行 书店
        电影院 酒店 机场 码头 老城区""".split(),
    "food": """餐厅 厨房 市场 咖啡馆 食堂 超市 面包店 小吃街 菜市场 火锅店 茶馆 夜市""".split(),
    "health": """医院 药店 诊所 健身房 候诊室 体检中心 牙科 急诊室 病房""".split(),
    "education": """学校 教室 大学 实验室 图书室 操场 礼堂 宿舍 办公室 考场""".split(),
    "tech": """公司 办公室 工厂 会议室 机房 研究所 仓库 展会 数据中心 门店""".split(),
    "sport": """体育馆 球场 游泳池 运动场 训练基地 赛场 山上 海边 滑雪场""".split(),
    "family": """家里 老家 客厅 院子 亲戚家 海边 阳台 动物园 游乐园 农村""".split(),
    "business": """总部 分公司 银行 会议室 展会 门店 工厂 仓库 机场""".split(),
}
# (measure word, noun)
_THINGS = {
    "city": """张:地图 张:车票 辆:自行车 条:新路 张:照片 个:计划 份:礼物 张:海报 把:雨伞
        把:钥匙 辆:汽车 座:大楼 座:桥 张:明信片 份:报纸 个:行李箱""".split(),
    "food": """碗:面条 份:饺子 盘:青菜 杯:茶 块:蛋糕 碗:汤 份:午饭 道:菜 个:苹果 条:鱼
        斤:猪肉 瓶:牛奶 杯:咖啡 碗:米饭 份:炒饭 个:包子 盘:水果 瓶:啤酒""".split(),
    "health": """种:药 次:检查 个:预约 份:报告 张:处方 针:疫苗 个:方案 副:眼镜 个:口罩
        张:病历 瓶:眼药水 份:体检表""".split(),
    "education": """份:作业 本:课本 场:考试 篇:论文 本:笔记 门:课 个:问题 本:词典 篇:作文
        份:成绩单 张:试卷 个:奖学金""".split(),
    "tech": """台:电脑 部:手机 个:软件 份:数据 份:资料 个:程序 个:文件 台:机器人 个:密码
        封:邮件 台:相机 个:充电器 台:服务器 个:网站 张:图纸""".split(),
    "sport": """个:球 件:球衣 场:比赛 次:训练 块:奖牌 张:门票 双:球鞋 个:冠军 把:球拍
        辆:赛车 套:泳衣 个:纪录""".split(),
    "family": """个:蛋糕 份:礼物 顿:晚饭 本:相册 束:花 封:信 次:旅行 个:玩具 本:故事书
        床:被子 套:衣服 张:贺卡""".split(),
    "business": """份:合同 份:报价 个:会议 份:预算 份:报告 个:产品 张:发票 个:方案 张:名片
        批:货 个:订单 份:样品 个:广告""".split(),
}
_ADJECTIVES = "好 新 旧 贵 便宜 大 小 有意思 重要 简单 有名 漂亮 方便 麻烦 特别".split()
_TOPIC_ADJECTIVES = {
    "city": "热闹 安静 干净 远 近 老".split(),
    "food": "好吃 香 辣 甜 新鲜 热 咸".split(),
    "health": "严重 有效 准确 必要".split(),
    "education": "难 容易 清楚 认真".split(),
    "tech": "快 慢 稳定 安全 先进".split(),
    "sport": "精彩 激烈 轻 结实".split(),
    "family": "舒服 可爱 温暖 整齐".split(),
    "business": "合理 详细 划算 紧急".split(),
}
_TIMES = """今天 昨天 明天 早上 晚上 上周 下周 每天 周末 刚才 下个月 去年 今年 上个月
    中午 下午 星期一 星期五 春节 暑假""".split()
_VERBS = """看 买 做 写 用 准备 检查 修改 讨论 打印 选择 整理 带 送 完成 介绍 收拾 订 拿
    洗 修 卖 借 还 寄 找到 记住 发 读 学习""".split()
_TOPIC_VERBS = {
    "city": "看 买 用 找到 借 还 拿 修".split(),
    "food": "吃 喝 做 买 点 洗 尝 准备".split(),
    "health": "吃 做 预约 检查 拿 带 换".split(),
    "education": "写 看 读 复习 修改 交 完成 准备".split(),
    "tech": "用 修 装 检查 发 下载 保存 打印".split(),
    "sport": "看 买 打 准备 赢得 参加 练习".split(),
    "family": "做 买 送 收拾 整理 寄 准备".split(),
    "business": "签 发 准备 讨论 修改 检查 寄 卖".split(),
}
_MOVES = "去 回 到 来".split()
_MEET = "见 找 问 联系 帮助 等 感谢 告诉".split()
_ADVERBS = "已经 还 一起 马上 终于 经常 也 都 刚 先 一直".split()  # before a verb
_NUMBERS = "一 两 三 几 五 十".split()


def finish(tokens: list[Tagged], mark: str = ".") -> list[Tagged]:
    """End with the full-width mark for ``mark`` (``.`` -> 。)."""
    full = {".": "。", "!": "！", "?": "？"}.get(mark, mark)
    last = tokens[-1]
    return [*tokens[:-1], Tagged(last.text.rstrip("，") + full, last.tag)]


def all_words() -> list[str]:
    topical = [v for group in _TOPIC_VERBS.values() for v in group]
    out = [*_PEOPLE, *_CITIES, *_TIMES, *_VERBS, *_MOVES, *_MEET, *_ADVERBS, *_ADJECTIVES, *topical]
    out += [a for group in _TOPIC_ADJECTIVES.values() for a in group]
    for group in _PLACES.values():
        out += group
    for group in _THINGS.values():
        out += [entry.split(":")[1] for entry in group]
    return out


class Grammar:
    """Chinese sentences on one topic."""

    def __init__(self, rng: random.Random, topic: str, complexity: float) -> None:
        self.rng = rng
        self.complexity = complexity
        self.places = _PLACES.get(topic, _PLACES["city"])
        self.things = _THINGS.get(topic, _THINGS["city"])
        self.verbs = _TOPIC_VERBS.get(topic, _TOPIC_VERBS["city"])
        self.adjectives = _ADJECTIVES + _TOPIC_ADJECTIVES.get(topic, [])

    def _object(self) -> list[Tagged]:
        rng = self.rng
        measure, noun = rng.choice(self.things).split(":")
        if rng.random() < 0.5:
            return [Tagged(rng.choice(_NUMBERS) + measure, "NUM"), Tagged(noun, "NOUN")]
        return [Tagged(rng.choice(("这", "那")) + measure, "DET"), Tagged(noun, "NOUN")]

    def _clause(self, negative: bool | None = None) -> list[Tagged]:
        rng = self.rng
        words: list[Tagged] = []
        if rng.random() < 0.4:
            words.append(Tagged(rng.choice(_TIMES), "ADV"))
        words.append(Tagged(rng.choice(_PEOPLE), "NOUN"))
        if negative is None:
            negative = rng.random() < 0.15
        if rng.random() < 0.25 and not negative:
            words.append(Tagged(rng.choice(_ADVERBS), "ADV"))
        roll = rng.random()
        if roll < 0.6:
            if rng.random() < 0.4:
                words += [Tagged("在", "ADP"), Tagged(rng.choice(self.places), "NOUN")]
            verb = rng.choice(self.verbs if rng.random() < 0.7 else _VERBS)
            if negative:
                words += [Tagged("没有", "NEG"), Tagged(verb, "VERB"), *self._object()]
            else:
                adverb = words[-1].tag == "ADV" and words[-1].text in _ADVERBS
                aspect = rng.choice(
                    ("了", "过", "", "") if adverb else ("了", "过", "", "", "正在")
                )
                if aspect == "正在":
                    words += [Tagged("正在", "ADV"), Tagged(verb, "VERB")]
                else:
                    words.append(Tagged(verb, "VERB"))
                    if aspect:
                        words.append(Tagged(aspect, "PART"))
                words += self._object()
        elif roll < 0.8:
            verb = rng.choice(_MOVES)
            words += [Tagged("不" if negative else "要", "ADV"), Tagged(verb, "VERB")]
            place = rng.choice(_CITIES) if rng.random() < 0.35 else rng.choice(self.places)
            words.append(Tagged(place, "NOUN"))
        else:
            words += [Tagged("不" if negative else "想", "ADV"), Tagged(rng.choice(_MEET), "VERB")]
            words.append(Tagged(rng.choice(_PEOPLE[7:]), "NOUN"))
        return words

    def sentence(self) -> list[Tagged]:
        rng = self.rng
        roll = rng.random()
        if roll < 0.15:
            return finish([*self._clause(False), Tagged("吗", "PART")], "?")
        if roll < 0.15 + 0.3 * self.complexity:
            first, second = rng.choice((("因为", "所以"), ("虽然", "但是"), ("如果", "就")))
            a = [Tagged(first, "SCONJ"), *self._clause()]
            a[-1] = Tagged(a[-1].text + "，", a[-1].tag)
            b = self._clause()
            if second == "就":
                b = [b[0], Tagged("就", "ADV"), *b[1:]]
            else:
                b = [Tagged(second, "CCONJ"), *b]
            return finish([*a, *b])
        if roll < 0.6:  # a description: "这家 餐厅 非常 热闹"
            measure, noun = rng.choice(self.things).split(":")
            place = rng.random() < 0.4
            subject = (
                [Tagged(rng.choice(self.places), "NOUN")]
                if place
                else [
                    Tagged(rng.choice(("这", "那")) + measure, "DET"),
                    Tagged(noun, "NOUN"),
                ]
            )
            degree = rng.choice(("很", "非常", "真", "有点儿", "特别", "不太"))
            adjective = rng.choice(self.adjectives)
            return finish([*subject, Tagged(degree, "ADV"), Tagged(adjective, "ADJ")])
        if roll < 0.7:  # 我 觉得 …
            return finish(
                [Tagged(rng.choice(_PEOPLE[:9]), "NOUN"), Tagged("觉得", "VERB"), *self._clause()]
            )
        return finish(self._clause(), "!" if rng.random() < 0.05 else ".")

    def longer(self, words: int) -> list[Tagged]:
        tokens = self._clause()
        while len(tokens) < words:
            tokens[-1] = Tagged(tokens[-1].text + "，", tokens[-1].tag)
            tokens += [Tagged(self.rng.choice(("然后", "而且", "所以")), "CCONJ"), *self._clause()]
        return finish(tokens)

    def reply(self) -> list[Tagged]:
        options = ("我不知道", "当然", "还没有", "可能吧", "没问题", "不太清楚", "对啊")
        return finish([Tagged(self.rng.choice(options), "INTJ")], self.rng.choice(".!"))
