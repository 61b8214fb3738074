"""Solving and making tasks: the exact reference solver and the relaxed
best-effort one, baseline writers, reward-hacking perturbations, the slash
notation of fixtures, and task streams (generated or cut from recordings).

Contract: built on the criteria; knows nothing of rewards or verifiers.
"""
