#!/usr/bin/env bash
# Installs the Debian packages Dugout needs to build, run and test, if any is missing.
# PostgreSQL (the server and Qt's QPSQL driver) is for leagues on a server: the tests start a
# private server of their own. Uses sudo when not root. Safe to run again: it only acts on what is missing.
set -euo pipefail

packages=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-charts-dev qt6-svg-dev libqt6opengl6-dev
  libqt6sql6-sqlite libqt6sql6-psql postgresql libqt6svg6 qt6-translations-l10n libgl-dev
  sqlite3 libsqlite3-dev poppler-utils util-linux ccache strace
  appstream desktop-file-utils groff-base dpkg-dev file
  liblemon-dev python3-networkx libxml2-utils
  libxlsxwriter-dev python3-openpyxl
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing packages: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
