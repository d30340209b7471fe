#!/usr/bin/env bash
# Checks a Dugout .deb the way a clean Debian system would meet it, in a throwaway root:
# its contents and Depends, then `dpkg --root` install (the files land, the binary runs) and
# remove (the files go). Used by `make package` and by the package_deb test (tests/package).
# Usage: tools/check-deb.sh dugout_VERSION_ARCH.deb [VERSION]
set -euo pipefail

deb=${1:?usage: check-deb.sh PACKAGE.deb [VERSION]}
version=${2:-}
command -v dpkg-deb >/dev/null || { echo "SKIP: dpkg-deb is not installed"; exit 77; }

fail() { echo "FAIL: $*" >&2; exit 1; }

files=(
  usr/bin/dugout
  usr/share/applications/org.dugout.Dugout.desktop
  usr/share/metainfo/org.dugout.Dugout.metainfo.xml
  usr/share/icons/hicolor/scalable/apps/org.dugout.Dugout.svg
  usr/share/man/man1/dugout.1.gz
)

contents=$(dpkg-deb --contents "$deb")
for file in "${files[@]}"; do
  grep -q " \./$file\$" <<<"$contents" || fail "$deb does not contain /$file"
done

[ "$(dpkg-deb --field "$deb" Package)" = dugout ] || fail "the package is not named dugout"
[ -z "$version" ] || [ "$(dpkg-deb --field "$deb" Version)" = "$version" ] \
  || fail "the package's version is not $version"
depends=$(dpkg-deb --field "$deb" Depends)
# dpkg-shlibdeps found the linked libraries; the run-time plug-ins are named by hand.
for needed in libc6 libqt6core6 libqt6widgets6 libqt6charts6 libqt6sql6-sqlite libqt6svg6 libxlsxwriter4; do
  grep -Eq "(^|, )$needed( |,|\$)" <<<"$depends" || fail "Depends lacks $needed: $depends"
done

# Qt's PostgreSQL driver is recommended, for a league on a server (issue 21).
recommends=$(dpkg-deb --field "$deb" Recommends)
grep -Eq "(^|, )libqt6sql6-psql( |,|\$)" <<<"$recommends" || fail "Recommends lacks libqt6sql6-psql: $recommends"

# Every package named in Depends and Recommends exists in this system's Debian archive (apt's
# local lists), so a misspelt hand-written name cannot make the package uninstallable.
if command -v apt-cache >/dev/null && [ -n "$(apt-cache policy 2>/dev/null | grep -m1 http)" ]; then
  relations="$depends, $(dpkg-deb --field "$deb" Recommends)"
  for name in $(tr ',|' '\n\n' <<<"$relations" | sed 's/(.*)//; s/ //g' | grep -v '^$' | sort -u); do
    [ -n "$(apt-cache show --no-all-versions "$name" 2>/dev/null)" ] \
      || fail "no package named $name in the Debian archive apt knows"
  done
fi

root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates" "$root/var/lib/dpkg/triggers"
touch "$root/var/lib/dpkg/status" "$root/var/lib/dpkg/available"
# dpkg looks for ldconfig and start-stop-daemon on the PATH, even for a package without scripts.
export PATH="$PATH:/usr/sbin:/sbin"
# --force-depends: the throwaway root holds no Qt; --force-not-root: a non-root developer can run it.
dpkg_root=(dpkg --root="$root" --force-depends --force-not-root --log=/dev/null)

# dpkg lists every missing dependency on stderr; shown only when it fails.
run_dpkg() { local log; log=$("${dpkg_root[@]}" "$@" 2>&1) || { echo "$log" >&2; fail "dpkg $*"; }; }
run_dpkg --install "$deb"
for file in "${files[@]}"; do
  [ -f "$root/$file" ] || fail "/$file is missing after dpkg --install"
done
status=$(dpkg-query --admindir="$root/var/lib/dpkg" -W -f='${Status}' dugout)
[ "$status" = "install ok installed" ] || fail "dpkg says '$status' after --install"
# The stripped binary still runs (it links the system's Qt, not the throwaway root's).
if [ -n "$version" ]; then
  out=$(QT_QPA_PLATFORM=offscreen "$root/usr/bin/dugout" --version)
  [ "$out" = "Dugout $version" ] || fail "the installed dugout --version says '$out'"
fi

run_dpkg --remove dugout
for file in "${files[@]}"; do
  [ ! -e "$root/$file" ] || fail "/$file is still there after dpkg --remove"
done
leftover=$(find "$root/usr" -type f 2>/dev/null | head -n 5 || true)
[ -z "$leftover" ] || fail "files left after dpkg --remove: $leftover"
status=$(dpkg-query --admindir="$root/var/lib/dpkg" -W -f='${Status}' dugout 2>/dev/null || true)
case "$status" in
  ""|"deinstall ok not-installed"|"unknown ok not-installed"|"deinstall ok config-files") ;;
  *) fail "dpkg says '$status' after --remove" ;;
esac

echo "OK: $deb installs and removes cleanly ($(wc -l <<<"$contents") entries; Depends: $depends)"
