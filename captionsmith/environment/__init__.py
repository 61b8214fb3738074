"""The environment: the verifiers taskset (the only module that imports
verifiers), the ``datasets`` export and the reading of vf-eval traces.

Contract: built on solving and judging; what training and evaluation
users touch.
"""
