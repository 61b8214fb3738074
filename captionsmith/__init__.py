"""captionsmith: word-timed ASR transcripts to valid, readable SRT subtitles."""

__version__ = "0.2.0"
