#!/usr/bin/env bash
# Usage: check_metainfo.sh FILE.metainfo.xml — appstreamcli's verdict (no network: URLs unchecked).
set -euo pipefail
command -v appstreamcli >/dev/null || { echo "SKIP: appstreamcli is not installed (Debian: appstream)"; exit 77; }
appstreamcli validate --no-net --explain "$1"
