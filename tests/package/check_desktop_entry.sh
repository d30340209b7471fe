#!/usr/bin/env bash
# Usage: check_desktop_entry.sh FILE.desktop — desktop-file-validate prints nothing for a valid entry.
set -euo pipefail
command -v desktop-file-validate >/dev/null \
  || { echo "SKIP: desktop-file-validate is not installed (Debian: desktop-file-utils)"; exit 77; }
out=$(desktop-file-validate "$1" 2>&1) || { echo "$out"; exit 1; }
[ -z "$out" ] || { echo "$out"; exit 1; }
echo "OK: $1"
