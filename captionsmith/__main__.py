"""``python -m captionsmith`` runs the command line."""

from captionsmith.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
