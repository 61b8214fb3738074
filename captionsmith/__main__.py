"""``python -m captionsmith`` runs the command line."""

from captionsmith.cli import main

raise SystemExit(main())
