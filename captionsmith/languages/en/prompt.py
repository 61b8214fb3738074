"""English: the prompt's English sentences (:class:`~captionsmith.languages.PromptNotes`).

Apart from english.py so that the tagger module stays within its size.  DESIGN.md
quotes the English prompt's rules word for word (tests check).
"""

from __future__ import annotations

from captionsmith.languages import PromptNotes

__all__ = ["PROMPT_NOTES"]

PROMPT_NOTES = PromptNotes(
    summary="",  # English is the prompt's own language: no "Language:" line
    spelling="capitals and punctuation",
    marks=(
        "Where the words have no sentence punctuation you may restore sentence case and "
        "punctuation; where they have it, you may add commas and full stops but not question "
        "or exclamation marks, brackets or dashes."
    ),
    between=(
        "before a conjunction, a preposition, a relative or complement clause or an "
        "adverbial, or between a subject and its verb"
    ),
    phrases=(
        "Never break inside a phrase: not between an article, adjective, number or "
        "possessive and its noun, inside a name, between a pronoun and its verb, an "
        "auxiliary or negation and its verb, a verb and its particle, or 'to' and its verb.",
        "Never end a line or a cue on an article, a preposition, a conjunction or a possessive.",
    ),
    example=("Ready?", "Yes."),
)
