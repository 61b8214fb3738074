"""``python -m captionsmith`` runs the command line."""

from captionsmith.tools.cli import main

raise SystemExit(main())
