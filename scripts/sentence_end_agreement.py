"""How well the judge finds sentence ends that carry no mark, measured on
generated speech whose marks are known.

    python scripts/sentence_end_agreement.py [--languages en,fr,de,es,ja,zh] [--tasks 300]

Each punctuated task of the language's stream (seed 0, difficulties 1 to 3)
is stripped the way its subtitles or raw ASR would be, and the judge's rules
(:class:`captionsmith.criteria.rules.SegmentationRules`, so the language
pack's break classes and :func:`captionsmith.languages.sentence_ends.unmarked_ends`)
read the stripped words without speaker labels:

* ``subtitles``: 。 and the clause marks (，、；：) dropped, ？ and ！ kept
  (Japanese and Chinese subtitle practice; the fixtures do the same);
* ``raw``: every mark dropped, and in the Latin-script languages lower case
  unless the language keeps it (German nouns), as the generator's raw ASR.

Each is read with the speech's own pauses and with none (every word starts
where the one before ends, as in a transcript made from subtitle cues).  A
found end is *right* where the original word ended a sentence, *at a clause
mark* where it carried ，、；：, and *inside* otherwise (a break the judge
would wrongly treat as free).  Recall counts the original sentence ends
whose mark the stripping removed.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from segmentation_agreement import PROFILES  # beside this script

from captionsmith.core.languages import REGISTRY
from captionsmith.core.profile import resolve_profile
from captionsmith.core.text import ends_sentence
from captionsmith.core.words import Word
from captionsmith.criteria.rules import SegmentationRules
from captionsmith.languages.generator import GeneratorConfig
from captionsmith.solving.tasks import make_task

CLAUSE_MARKS = "，、；：,;:"
STYLES = {"subtitles": "。．" + CLAUSE_MARKS, "raw": "。．？！?!….…" + CLAUSE_MARKS}


@dataclass
class Tally:
    """Counts of one reading (a language, a stripping style, a pause setting)."""

    right: int = 0
    at_clause: int = 0
    inside: int = 0
    wanted: int = 0

    def precision(self) -> float:
        found = self.right + self.at_clause + self.inside
        return self.right / found if found else 1.0

    def recall(self) -> float:
        return self.right / self.wanted if self.wanted else 1.0


def stripped(words: tuple[Word, ...], style: str, pauses: bool, language: str) -> list[Word]:
    """The words without the style's marks at their end, without speakers,
    and with or without their pauses."""
    out: list[Word] = []
    latin = REGISTRY[language].script == "latin"
    for word in words:
        text = word.text.rstrip(STYLES[style]).lstrip("¿¡") or word.text
        kept = text == "I" or text.startswith("I'") or (len(text) > 1 and text.isupper())
        if latin and not REGISTRY[language].raw_case and not kept:
            text = text.lower()
        start = word.start_ms if pauses or not out else out[-1].end_ms
        out.append(Word(text, start, start + word.end_ms - word.start_ms))
    return out


def tally(language: str, tasks: int, style: str, pauses: bool, shown: list[str]) -> Tally:
    """Read ``tasks`` tasks of the language's stream stripped by ``style``."""
    profile = resolve_profile(PROFILES[language])
    result = Tally()
    for index in range(tasks):
        task = make_task(0, index, profile, GeneratorConfig(difficulty=1 + index % 3))
        if not any(ends_sentence(w.text) for w in task.words):
            continue  # an unpunctuated task: its truth is unknown
        words = stripped(task.words, style, pauses, language)
        found = SegmentationRules(words, profile).sentence_end
        for k, (original, word) in enumerate(zip(task.words[:-1], words, strict=False)):
            if ends_sentence(word.text):
                continue  # still marked
            truth = ends_sentence(original.text)
            result.wanted += truth
            if not found[k]:
                continue
            if truth:
                result.right += 1
            elif original.text.endswith(tuple(CLAUSE_MARKS)):
                result.at_clause += 1
            else:
                result.inside += 1
                context = "".join(w.text for w in words[max(0, k - 4) : k + 1])
                after = "".join(w.text for w in words[k + 1 : k + 4])
                shown.append(f"{language} {style} task {index}: {context} | {after}")
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--languages", default="en,fr,de,es,ja,zh")
    parser.add_argument("--tasks", type=int, default=300)
    parser.add_argument("--show", action="store_true", help="print every end found inside")
    args = parser.parse_args()
    print(
        "| language | stripped | pauses | ends to find | recall | found at an end "
        "| at a clause mark | inside a clause |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    shown: list[str] = []
    for language in args.languages.split(","):
        for style in STYLES if REGISTRY[language].script != "latin" else ("raw",):
            for pauses in (True, False):
                t = tally(language, args.tasks, style, pauses, shown)
                print(
                    f"| {language} | {style} | {'speech' if pauses else 'none'} | {t.wanted} "
                    f"| {t.recall():.2f} | {t.right} | {t.at_clause} | {t.inside} |"
                )
    if args.show:
        print("\n".join(shown))


if __name__ == "__main__":
    main()
