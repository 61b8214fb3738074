"""English words for the tagger (:mod:`.pack`): the closed-class table, a
function word's usual class, the sets of words its context rules name, and the lexicon's
tags mapped to the coarse ones.
Pure data."""

from __future__ import annotations

__all__ = [
    "ABOUT_VERBS",
    "BARE_INFINITIVE",
    "CLAUSE_VERBS",
    "CLOSED_CLASS",
    "CONJ_BEFORE_CLAUSE",
    "END_ADVERBS",
    "HAVE_DO",
    "LAST_RULE_FORMS",
    "MODALS",
    "MODALS_AND_DO",
    "OF_BOUND",
    "PARTICLES_ALWAYS",
    "PARTICLES_OR_ADP",
    "PENN_TAGS",
    "RULE_FORMS",
    "WEAK_PARTICLES",
]


def _table(spec: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for line in spec.strip().splitlines():
        tag, words = line.split(":", 1)
        for word in words.split():
            out.setdefault(word, tag.strip())
    return out


# The function words, written for the project.  Words that change class with their context
# (that, her, to, so, like, up …) get their usual class here, settled by the context rules.
CLOSED_CLASS: dict[str, str] = _table(
    """
    DET: a an the this that these those every each some any no many much few several all
    DET: both another other such either neither half enough more most less fewer whatever
    POSS: my your his her its our their whose
    SUBJ: i you he she it we they
    PRON: me him us them myself yourself himself herself itself ourselves yourselves
    PRON: themselves mine yours hers ours theirs someone somebody something anyone anybody
    PRON: anything everyone everybody everything nobody nothing none one ones
    NEG: not never don't doesn't didn't can't cannot couldn't won't wouldn't shouldn't isn't
    NEG: aren't wasn't weren't haven't hasn't hadn't mustn't needn't ain't shan't
    AUX: is are was were be been being am do does did have has had having will would can
    AUX: could should may might must shall 's 're 've 'd 'll 'm
    AUX: i'm you're he's she's it's we're they're i've you've we've they've i'd you'd he'd
    AUX: she'd we'd they'd i'll you'll he'll she'll we'll they'll that's there's here's
    AUX: what's who's where's how's when's why's it'll that'll there'll who'd that'd
    VERB: let's gonna wanna gotta
    TO: to
    ADP: of in on at for with from by into onto about above across after against along
    ADP: among around before behind below beneath beside besides between beyond despite
    ADP: down during except inside near off out outside over past per since through
    ADP: throughout till toward towards under underneath unlike until up upon via within
    ADP: without like amid versus vs
    CCONJ: and or but nor plus
    SCONJ: because although though while whereas if unless whether once than as whenever
    SCONJ: wherever cause 'cause
    WH: what which who whom where when why how whoever whichever
    ADV: so very really just also too even only still already yet again here there now
    ADV: then maybe perhaps probably actually basically literally quite rather almost
    ADV: always often sometimes usually ever soon today tonight tomorrow yesterday back away
    ADV: home together apart aside forward ago anyway instead else however therefore
    INTJ: yes yeah yep no nope okay ok oh uh um hmm ah wow hey hi hello right well mm uh-huh
    INTJ: mhm thanks please sorry
    NUM: zero one two three four five six seven eight nine ten eleven twelve thirteen
    NUM: fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty
    NUM: sixty seventy eighty ninety hundred thousand million billion trillion dozen
    """
)
# ``no`` and ``one`` are listed twice above; the first class wins (DET, PRON),
# and the context rules decide (no + noun is DET, "no." is INTJ).
MODALS = MODALS_AND_DO = frozenset(
    "will would can could should may might must shall do does did 'll 'd i'll you'll "
    "he'll she'll we'll they'll it'll i'd you'd he'd she'd we'd they'd let's gonna wanna "
    "gotta to".split()
)
PARTICLES_ALWAYS = frozenset("back away home apart aside forward together".split())
PARTICLES_OR_ADP = frozenset("up out off down over around along".split())
WEAK_PARTICLES = frozenset("in on about through by".split())  # particles only at a clause end
HAVE_DO = frozenset("have has had having do does did".split())
# Verbs a bare verb follows ("help build", but "need sleep"), verbs taking "about", adverbs when
# nothing follows ("go outside."), verbs a clause follows ("I think most people want"), and
# prepositions that may open a clause ("before they turn twelve").
BARE_INFINITIVE, ABOUT_VERBS, END_ADVERBS, CLAUSE_VERBS, CONJ_BEFORE_CLAUSE = (
    frozenset(part.split())
    for part in """let let's lets letting make made help helped see saw hear heard watch go goes
    went going come have had get gonna wanna gotta | talk talked talking think thinking thought
    worry worried care know knew ask asked hear heard read write wrote learn learned complain argue
    dream speak spoke tell told | outside inside before behind since underneath though either once
    online abroad overseas downstairs upstairs nearby underground overnight | think thought know
    knew say says said believe mean means guess hope feel felt find found realise realised realize
    realized notice noticed show shows showed suggest suggests learned bet hear heard see saw argue
    argued claim claimed | before after since until till""".split("|")
)
# Words "of" binds to the word before ("a lot of", "because of", "one of"): no break between.
OF_BOUND = frozenset(
    "lot lots kind sort couple bit number because out instead most all each none both "
    "some any many much few several one two three half part rest one's".split()
)
# The words the tagger's last rules (after "to") are about; the others there turn on a
# DET or NPOSS tag, so any other word skips them.
LAST_RULE_FORMS = (
    frozenset("to that no her one ones like so right okay ok there kind sort".split())
    | PARTICLES_ALWAYS
    | PARTICLES_OR_ADP
    | WEAK_PARTICLES
)
# Every word a context rule of the tagger names; the others only change with their tag.
RULE_FORMS = (
    LAST_RULE_FORMS
    | HAVE_DO
    | CONJ_BEFORE_CLAUSE
    | END_ADVERBS
    | frozenset("it you more less about around".split())
)

# The lexicon's Penn tags -> the tagger's coarse tags (an unlisted tag is a noun).
PENN_TAGS = dict(
    pair.split(":")
    for pair in "NN:NOUN NNS:NOUN NNP:PROPN NNPS:PROPN CD:NUM JJ:ADJ JJR:ADJ JJS:ADJ RB:ADV "
    "RBR:ADV RBS:ADV MD:AUX IN:ADP CC:CCONJ DT:DET PDT:DET WDT:WH WP:WH WRB:WH PRP:PRON "
    "PRP$:POSS RP:PART TO:TO UH:INTJ EX:SUBJ".split()
)
