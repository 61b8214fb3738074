"""The core: timed words, strict SRT, text measures, profiles, limits, findings
and the file formats (ASR importers, subtitle writers, lenient SRT reading).

Contract: pure and standard-library first; nothing here knows a language's
grammar, a rule of good segmentation or a reward.  Every other layer builds
on these types, so they change least.
"""
