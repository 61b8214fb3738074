"""A language's speech bank: natural utterances written for this project.

Each language keeps its bank as text files in ``captionsmith/languages/<code>/bank/``
(the format is DESIGN.md's "Speech banks"; in short)::

    @fillers um | uh
    @backchannels Yeah. | Right.
    @casual_backchannels Yep.       only in conversations and scenes among friends
    @casual_fillers like            only in vlogs, conversations and scenes
    @fluent commentary              registers whose speakers say no filler
    @scripted news | narration      registers read from a script: no disfluency at all
    @no_filler_before que           a filler that is also a word never goes before these
    @fixed have to | tener que       fixed expressions: nothing is put inside them
    @slot city: Leeds | Bristol
    == talk | sleep                 a monologue section: register | topic
    > (So|) let's talk about sleep.  a beat (one sentence), said in order
    | Let's talk about sleep.        another way to say the same beat
    >? I slept badly in {city}.      an optional beat
    --                               a place where a task may start
    == interview | radio            a dialogue section: A>, B>, C> say the beats

Inside a beat, ``(a|b)`` chooses, ``(a|)`` is optional, ``{slot}`` is a filler
and ``{slot#k}`` the same filler wherever ``#k`` recurs in one reading of the
section; ``_`` binds a fixed expression (shown as a space; nothing is put
inside it).  :func:`parse_bank` reads the text into a :class:`Bank` and names
``file:line`` for every mistake; :meth:`Template.realise` draws one reading.
Pure; randomness only from the ``random.Random`` passed in.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources

from captionsmith.core.draws import below
from captionsmith.languages.speech_levels import REGISTERS

__all__ = [
    "CASUAL_FILLER_REGISTERS",
    "DIALOGUE_REGISTERS",
    "MONOLOGUE_REGISTERS",
    "Bank",
    "BankError",
    "Beat",
    "Section",
    "Template",
    "bank",
    "parse_bank",
]

MONOLOGUE_REGISTERS = tuple(name for name, r in REGISTERS.items() if not r.dialogue)
DIALOGUE_REGISTERS = tuple(name for name, r in REGISTERS.items() if r.dialogue)
CASUAL_FILLER_REGISTERS = ("vlog", "conversation", "scene")  # where @casual_fillers are said
BIND = "_"  # joins the words of a fixed expression


@dataclass(frozen=True, slots=True)
class Slot:
    name: str
    label: str | None  # "#k": the same filler wherever the label recurs


@dataclass(frozen=True, slots=True)
class Choice:
    options: tuple[tuple[str | Choice | Slot, ...], ...]


# An empty choice before a mark leaves a space before it ("the date ."): removed.
_NO_SPACE_BEFORE = re.compile(r" ([.,?!:;…。、，？！」])")
_COMMA_BEFORE_END = re.compile(r"[,;:、，]+([.?!…。？！])")  # "geblieben,." after an empty choice
_NO_SPACE_AFTER = re.compile(r"([¿¡«「]) ")  # "¿ cuánto" after an empty choice


class BankError(ValueError):
    """A mistake in a bank file, naming ``file:line``."""


@dataclass(frozen=True, slots=True)
class Template:
    """One way to say a beat, parsed."""

    parts: tuple[str | Choice | Slot, ...]
    source: str  # "file:line", for messages

    def realise(
        self, rng: random.Random, slots: dict[str, tuple[str, ...]], bound: dict[str, str]
    ) -> str:
        """One reading: choices drawn, slots filled (``bound`` keeps the labelled
        ones of this section's reading), whitespace collapsed.

        >>> t = parse_template("(Hi|Hello) {who#1}, {who#1}!", "doc:1")
        >>> t.realise(random.Random(1), {"who": ("Ann", "Bo")}, {}) in (
        ...     "Hi Ann, Ann!", "Hi Bo, Bo!", "Hello Ann, Ann!", "Hello Bo, Bo!")
        True
        """
        out: list[str] = []
        _realise(self.parts, rng, slots, bound, out)
        text = _NO_SPACE_BEFORE.sub(r"\1", " ".join("".join(out).split()))
        text = _COMMA_BEFORE_END.sub(r"\1", text)
        return _NO_SPACE_AFTER.sub(r"\1", text)


def _realise(
    parts: tuple[str | Choice | Slot, ...],
    rng: random.Random,
    slots: dict[str, tuple[str, ...]],
    bound: dict[str, str],
    out: list[str],
) -> None:
    for part in parts:
        if isinstance(part, str):
            out.append(part)
        elif isinstance(part, Choice):
            _realise(part.options[below(rng, len(part.options))], rng, slots, bound, out)
        else:
            key = f"{part.name}#{part.label}"
            if part.label is not None and key in bound:
                out.append(bound[key])
                continue
            fillers = slots[part.name]
            if part.label is not None:  # two labels of one slot name two different things
                taken = {v for k, v in bound.items() if k.startswith(f"{part.name}#")}
                fillers = tuple(f for f in fillers if f not in taken) or fillers
            value = fillers[below(rng, len(fillers))]
            if part.label is not None:
                bound[key] = value
            out.append(value)


@dataclass(frozen=True, slots=True)
class Beat:
    """One sentence of a section, with the ways to say it."""

    role: str | None  # "A", "B", "C" in a dialogue; None in a monologue
    optional: bool
    alternatives: tuple[Template, ...]


@dataclass(frozen=True, slots=True)
class Section:
    """A monologue script or a dialogue: its register, topic and beats, and
    the beat indices where a task may start (always including 0)."""

    register: str
    topic: str
    beats: tuple[Beat, ...]
    entries: tuple[int, ...]
    source: str

    @property
    def dialogue(self) -> bool:
        return self.register in DIALOGUE_REGISTERS


@dataclass(frozen=True, slots=True)
class Bank:
    code: str
    fillers: tuple[str, ...]
    backchannels: tuple[str, ...]
    casual_backchannels: tuple[str, ...]  # said only in a conversation or a scene
    fixed: tuple[tuple[str, ...], ...]  # lower-case word sequences nothing goes inside
    slots: dict[str, tuple[str, ...]]
    sections: tuple[Section, ...]
    # The words the sections write in lower case somewhere, so a sentence's
    # first word may be lowered when it is said again (set by parse_bank).
    lowercase: frozenset[str] = frozenset()
    casual_fillers: tuple[str, ...] = ()  # said only in CASUAL_FILLER_REGISTERS
    fluent: frozenset[str] = frozenset()  # registers whose speakers say no filler
    scripted: frozenset[str] = frozenset()  # registers read from a script: no disfluency
    # Lower-case words a filler that is also a word never goes right before,
    # where it would read as that word's governor ("pues que", "pues porque").
    no_filler_before: frozenset[str] = frozenset()

    def fillers_for(self, register: str) -> tuple[str, ...]:
        """The fillers a speaker of ``register`` says: none in a fluent or
        scripted register (a commentator, a news reader), the casual ones only
        in :data:`CASUAL_FILLER_REGISTERS`.

        >>> b = parse_bank("ja", [("t.txt", "@fillers えー\\n@casual_fillers なんか\\n@fluent news\\n"
        ...                             "== talk | t\\n> はい。\\n")])
        >>> b.fillers_for("talk"), b.fillers_for("vlog"), b.fillers_for("news")
        (('えー',), ('えー', 'なんか'), ())
        """
        if register in self.fluent or register in self.scripted:
            return ()
        if register in CASUAL_FILLER_REGISTERS and self.casual_fillers:
            return self.fillers + self.casual_fillers
        return self.fillers

    def words(self) -> set[str]:
        """Every whitespace-separated word any reading can contain (a superset
        is fine): literals, slot fillers, fillers and back-channels."""
        out = self.script_words()
        said = (*self.fillers, *self.casual_fillers, *self.backchannels, *self.casual_backchannels)
        for text in said:
            out.update(text.replace(BIND, " ").split())
        return out

    def script_words(self) -> set[str]:
        """The words of the sections and slot fillers (a superset is fine),
        without the fillers and back-channels the speech layer adds."""
        texts = [value for values in self.slots.values() for value in values]
        for section in self.sections:
            for beat in section.beats:
                for template in beat.alternatives:
                    _literals(template.parts, texts)
        return {w for text in texts for w in text.replace(BIND, " ").split()}


def _literals(parts: tuple[str | Choice | Slot, ...], out: list[str]) -> None:
    for part in parts:
        if isinstance(part, str):
            out.append(part)
        elif isinstance(part, Choice):
            for option in part.options:
                _literals(option, out)


_SLOT = re.compile(r"\{([a-z0-9_]+)(?:#([A-Za-z0-9_]+))?\}")


def parse_template(text: str, source: str) -> Template:
    """A beat's text parsed into literals, choices and slots.

    >>> parse_template("(a|b", "x.txt:3")
    Traceback (most recent call last):
    ...
    captionsmith.languages.bank.BankError: x.txt:3: '(' is never closed
    """
    parts, _ = _sequence(text, 0, source, top=True)
    return Template(parts, source)


def _sequence(
    text: str, at: int, source: str, top: bool
) -> tuple[tuple[str | Choice | Slot, ...], int]:
    parts: list[str | Choice | Slot] = []
    literal: list[str] = []

    def flush() -> None:
        if literal:
            parts.append("".join(literal))
            literal.clear()

    while at < len(text):
        char = text[at]
        if char == "(":
            flush()
            options: list[tuple[str | Choice | Slot, ...]] = []
            at += 1
            while True:
                option, at = _sequence(text, at, source, top=False)
                options.append(option)
                if at >= len(text):
                    raise BankError(f"{source}: '(' is never closed")
                if text[at] == ")":
                    at += 1
                    break
                at += 1  # "|"
            parts.append(Choice(tuple(options)))
        elif char in "|)":
            if top:
                raise BankError(f"{source}: '{char}' outside a (…|…) choice")
            break
        elif char == "{":
            match = _SLOT.match(text, at)
            if not match:
                raise BankError(f"{source}: a slot is written {{name}} or {{name#k}}")
            flush()
            parts.append(Slot(match.group(1), match.group(2)))
            at = match.end()
        elif char == "}":
            raise BankError(f"{source}: '}}' without '{{'")
        else:
            literal.append(char)
            at += 1
    flush()
    return tuple(parts), at


def _slot_names(parts: tuple[str | Choice | Slot, ...]) -> set[str]:
    names: set[str] = set()
    for part in parts:
        if isinstance(part, Slot):
            names.add(part.name)
        elif isinstance(part, Choice):
            for option in part.options:
                names |= _slot_names(option)
    return names


def _split(values: str) -> tuple[str, ...]:
    return tuple(v.strip() for v in values.split("|") if v.strip())


_BEAT = re.compile(r"^(?:([ABC])>|>)(\?)?\s+(.*)$")


def parse_bank(code: str, files: list[tuple[str, str]]) -> Bank:
    """A bank from ``(file name, text)`` pairs, or a :class:`BankError`
    naming the first mistake's ``file:line``.

    >>> b = parse_bank("en", [("t.txt", "@slot x: a | b\\n== talk | t\\n> Hi {x}.\\n| Hello.\\n")])
    >>> len(b.sections), len(b.sections[0].beats[0].alternatives), b.slots["x"]
    (1, 2, ('a', 'b'))
    >>> parse_bank("en", [("t.txt", "== chat | t\\n> Hi.\\n")])
    Traceback (most recent call last):
    ...
    captionsmith.languages.bank.BankError: t.txt:1: unknown register 'chat'
    """
    fillers: list[str] = []
    backchannels: list[str] = []
    casual: list[str] = []
    casual_fillers: list[str] = []
    fluent: list[str] = []
    scripted: list[str] = []
    no_filler_before: list[str] = []
    fixed: list[tuple[str, ...]] = []
    slots: dict[str, tuple[str, ...]] = {}
    sections: list[Section] = []
    used: list[tuple[str, str]] = []  # (slot name, source)
    current: dict | None = None

    def close() -> None:
        if current is None:
            return
        if not current["beats"]:
            raise BankError(f"{current['source']}: a section without beats")
        beats = tuple(
            Beat(role, optional, tuple(alts)) for role, optional, alts in current["beats"]
        )
        entries = tuple(sorted(set(current["entries"]) & set(range(len(beats))))) or (0,)
        sections.append(
            Section(current["register"], current["topic"], beats, entries, current["source"])
        )

    for name, text in files:
        for number, raw in enumerate(text.splitlines(), 1):
            source = f"{name}:{number}"
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("@fillers"):
                fillers += _split(line.removeprefix("@fillers"))
            elif line.startswith("@casual_fillers"):
                casual_fillers += _split(line.removeprefix("@casual_fillers"))
            elif line.startswith(("@fluent", "@scripted")):
                directive, _, names = line.partition(" ")
                chosen = _split(names)
                for name in chosen:
                    if name not in MONOLOGUE_REGISTERS + DIALOGUE_REGISTERS:
                        raise BankError(f"{source}: unknown register '{name}'")
                (fluent if directive == "@fluent" else scripted).extend(chosen)
            elif line.startswith("@no_filler_before"):
                no_filler_before += [
                    w.lower() for w in _split(line.removeprefix("@no_filler_before"))
                ]
            elif line.startswith("@casual_backchannels"):
                casual += _split(line.removeprefix("@casual_backchannels"))
            elif line.startswith("@backchannels"):
                backchannels += _split(line.removeprefix("@backchannels"))
            elif line.startswith("@fixed"):
                fixed += [tuple(v.lower().split()) for v in _split(line.removeprefix("@fixed"))]
            elif line.startswith("@slot"):
                head, sep, values = line.removeprefix("@slot").partition(":")
                slot = head.strip()
                if not sep or not re.fullmatch(r"[a-z0-9_]+", slot):
                    raise BankError(f"{source}: write a slot as '@slot name: a | b'")
                if slot in slots:
                    raise BankError(f"{source}: slot '{slot}' is defined twice")
                slots[slot] = _split(values)
                if not slots[slot]:
                    raise BankError(f"{source}: slot '{slot}' has no fillers")
            elif line.startswith("=="):
                close()
                register, sep, topic = line.removeprefix("==").partition("|")
                register = register.strip()
                if register not in MONOLOGUE_REGISTERS + DIALOGUE_REGISTERS:
                    raise BankError(f"{source}: unknown register '{register}'")
                current = {
                    "register": register,
                    "topic": topic.strip(),
                    "beats": [],
                    "entries": [0],
                    "source": source,
                }
            elif current is None:
                raise BankError(f"{source}: a beat before any '== register | topic' line")
            elif line == "--":
                current["entries"].append(len(current["beats"]))
            elif line.startswith("|"):
                if not current["beats"]:
                    raise BankError(f"{source}: an alternative before any beat")
                template = parse_template(line[1:].strip(), source)
                used += [(s, source) for s in _slot_names(template.parts)]
                current["beats"][-1][2].append(template)
            else:
                match = _BEAT.match(line)
                if not match:
                    raise BankError(f"{source}: cannot read {line[:30]!r}")
                role, optional, body = match.groups()
                dialogue = current["register"] in DIALOGUE_REGISTERS
                if dialogue and role is None:
                    raise BankError(f"{source}: a dialogue beat starts with A>, B> or C>")
                if not dialogue and role is not None:
                    raise BankError(f"{source}: a monologue beat starts with '>'")
                template = parse_template(body, source)
                used += [(s, source) for s in _slot_names(template.parts)]
                current["beats"].append((role, optional is not None, [template]))
    close()
    for slot, source in used:
        if slot not in slots:
            raise BankError(f"{source}: slot '{slot}' is not defined")
    if not sections:
        raise BankError(f"the {code} bank has no sections")
    parsed = Bank(
        code,
        tuple(fillers),
        tuple(backchannels),
        tuple(casual),
        tuple(fixed),
        slots,
        tuple(sections),
    )
    lowercase = frozenset(w.strip(",.?!") for w in parsed.script_words() if w[:1].islower())
    return replace(
        parsed,
        lowercase=lowercase,
        casual_fillers=tuple(casual_fillers),
        fluent=frozenset(fluent),
        scripted=frozenset(scripted),
        no_filler_before=frozenset(no_filler_before),
    )


@cache
def bank(code: str) -> Bank:
    """The shipped bank of a language (``captionsmith/languages/<code>/bank/*.txt``)."""
    folder = resources.files("captionsmith.languages").joinpath(code, "bank")
    files = sorted(
        (entry.name, entry.read_text(encoding="utf-8"))
        for entry in folder.iterdir()
        if entry.name.endswith(".txt")
    )
    return parse_bank(code, files)
