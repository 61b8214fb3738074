"""French: the language pack (``pack.py``) and the speech bank (``bank/*.txt``)."""
