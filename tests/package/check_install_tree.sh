#!/usr/bin/env bash
# Usage: check_install_tree.sh CMAKE BUILD_DIR VERSION
# `cmake --install` into a temporary prefix puts each file where a Linux desktop looks for it,
# the desktop entry names an installed icon and binary, and the installed binary runs.
set -euo pipefail
cmake=$1 build=$2 version=$3
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

"$cmake" --install "$build" --prefix "$prefix" >/dev/null

app_id=org.dugout.Dugout
for file in bin/dugout share/applications/$app_id.desktop share/metainfo/$app_id.metainfo.xml \
            share/icons/hicolor/scalable/apps/$app_id.svg share/man/man1/dugout.1.gz; do
  [ -f "$prefix/$file" ] || fail "$file is not installed"
done
[ -x "$prefix/bin/dugout" ] || fail "bin/dugout is not executable"

desktop=$prefix/share/applications/$app_id.desktop
icon=$(sed -n 's/^Icon=//p' "$desktop")
[ -f "$prefix/share/icons/hicolor/scalable/apps/$icon.svg" ] || fail "Icon=$icon has no installed icon"
exec_name=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop")
[ -x "$prefix/bin/$exec_name" ] || fail "Exec=$exec_name is not an installed binary"
grep -q '^Name\[fr\]=\|^Comment\[fr\]=' "$desktop" || fail "the desktop entry has no French"

metainfo=$prefix/share/metainfo/$app_id.metainfo.xml
grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$metainfo" \
  || fail "the metainfo does not launch $app_id.desktop"
grep -q "<release version=\"$version\"" "$metainfo" || fail "the metainfo's release is not $version"
grep -q 'xml:lang="fr"' "$metainfo" || fail "the metainfo has no French"
grep -q '<svg' "$prefix/share/icons/hicolor/scalable/apps/$app_id.svg" || fail "the icon is not an SVG"

out=$("$prefix/bin/dugout" --version)
[ "$out" = "Dugout $version" ] || fail "the installed dugout --version says '$out'"
echo "OK: installed into $prefix"
