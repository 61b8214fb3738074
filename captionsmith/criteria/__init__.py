"""The criteria every component shares: where a line or cue may break and
what each boundary is worth (``rules``, ``verdicts`` from the core), the
reference timing (``timing_rules``), the profile checks on parsed cues
(``checks``) and the one word alignment of an answer (``alignment``,
``cue_records``).

Contract: built on the core and the language packs; the solvers and the
judge both read these, so they can never disagree.
"""
