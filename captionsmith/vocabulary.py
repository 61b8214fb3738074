"""Sentence components for the transcript generator.

Written for this project (no corpus was copied) and released with it under
the MIT licence.  The phrases are everyday spoken English about work,
travel, cooking, weather and small projects, so that generated speech reads
like a podcast, a meeting or a vlog.  They include numbers, contractions,
hyphenated words and proper nouns on purpose.
"""

from __future__ import annotations

__all__ = [
    "ADVERBIALS",
    "CLAUSE_LINKS",
    "FILLERS",
    "INTERJECTIONS",
    "OBJECTS",
    "OPENERS",
    "QUESTIONS",
    "SUBJECTS",
    "VERBS",
]

SUBJECTS = (
    "I",
    "we",
    "you",
    "they",
    "she",
    "he",
    "my brother",
    "our team",
    "the new manager",
    "a friend of mine",
    "the city council",
    "everyone in the room",
    "the kids",
    "my neighbour Maria",
    "the engineers in Berlin",
    "our landlord",
    "the delivery driver",
    "most people",
    "the two of us",
    "nobody on the call",
    "the well-known chef",
    "Sam from accounting",
    "the guy next door",
    "our tour guide",
)

VERBS = (
    "decided to check",
    "wanted to move",
    "had to repaint",
    "tried to fix",
    "forgot to send",
    "managed to finish",
    "started to rebuild",
    "agreed to review",
    "offered to carry",
    "promised to clean",
    "couldn't find",
    "didn't expect",
    "won't cancel",
    "always reads",
    "never trusts",
    "finally booked",
    "quickly sorted",
    "carefully measured",
    "really liked",
    "picked up",
    "dropped off",
    "looked at",
    "talked about",
    "argued about",
    "laughed at",
    "cooked",
    "painted",
    "ordered",
    "replaced",
    "printed",
    "rescheduled",
    "recorded",
)

OBJECTS = (
    "the old bridge",
    "the kitchen table",
    "a follow-up email",
    "the quarterly report",
    "twenty-five boxes of tiles",
    "the long-term plan",
    "a cheap flight to Lisbon",
    "the broken bike",
    "3 pizzas",
    "the whole garden fence",
    "an extra shift",
    "the recipe for tomato soup",
    "a second opinion",
    "the spare keys",
    "the budget for 2027",
    "the train tickets",
    "a brand-new laptop",
    "the meeting notes",
    "the noisy heater",
    "a dozen eggs",
    "the living room",
    "the 12 chairs",
    "her grandmother's letters",
    "the slides for Monday",
    "a map of the old town",
    "the weekly schedule",
    "the leaking roof",
    "a thank-you card",
)

ADVERBIALS = (
    "after the storm",
    "before lunch",
    "on Friday morning",
    "in about ten minutes",
    "at 7 o'clock",
    "last week",
    "by the end of the month",
    "during the break",
    "without telling anyone",
    "in the middle of the night",
    "right after the meeting",
    "for the third time",
    "on the way home",
    "with a little help",
    "at the very last minute",
    "in 2019",
    "once the rain stopped",
    "over the weekend",
    "twice a day",
    "as fast as possible",
    "from the back of the van",
    "until 5:30",
)

CLAUSE_LINKS = (
    "and",
    "but",
    "so",
    "because",
    "although",
    "while",
    "and then",
    "which means",
)

OPENERS = (
    "Honestly",
    "Anyway",
    "To be fair",
    "In the end",
    "Luckily",
    "Of course",
    "Believe it or not",
    "So basically",
    "The thing is",
    "As it turns out",
)

QUESTIONS = (
    "do you remember",
    "why did nobody mention",
    "who's going to pay for",
    "what happened to",
    "can we talk about",
    "have you seen",
    "did anyone check",
)

INTERJECTIONS = (
    "Right.",
    "Okay.",
    "Exactly.",
    "No way.",
    "Fair enough.",
    "Yes, of course.",
    "I know.",
    "Well, maybe.",
    "That's it.",
    "Thanks, everyone.",
)

FILLERS = ("uh", "um", "uh", "um", "like", "you know", "I mean")
