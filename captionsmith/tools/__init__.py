"""The tools: the ``captionsmith`` command line, the offline endpoint and
the demo.

Contract: the top layer; every user mistake ends here as one line on
stderr and a non-zero exit.
"""
