#!/usr/bin/env bash
# Usage: check_deb_package.sh CPACK BUILD_DIR VERSION CHECK_DEB_SCRIPT
# Builds the .deb with CPack into a temporary folder (from the binary already built) and hands
# it to tools/check-deb.sh: contents, Depends, install and removal in a throwaway dpkg root.
set -euo pipefail
cpack=$1 build=$2 version=$3 check=$4
command -v dpkg-deb >/dev/null || { echo "SKIP: dpkg-deb is not installed"; exit 77; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$cpack" --config "$build/CPackConfig.cmake" -G DEB -B "$out" >/dev/null
deb=$(ls "$out"/dugout_"$version"_*.deb)
"$check" "$deb" "$version"
