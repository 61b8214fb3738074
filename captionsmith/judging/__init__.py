"""Judging: the four rewards and their findings (``scoring``), the prompt
rendered from the profile (``prompt``) and the repair-turn feedback
(``feedback``).

Contract: built on the criteria; deterministic, no LLM, no verifiers.
"""
