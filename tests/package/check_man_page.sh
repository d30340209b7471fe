#!/usr/bin/env bash
# Usage: check_man_page.sh dugout.1 DUGOUT_EXECUTABLE
# groff renders the page with every warning on and says nothing; every command in the
# "Commands:" part of `dugout --help` (its words up to the first argument) is in the page.
set -euo pipefail
page=$1 dugout=$2
command -v groff >/dev/null || { echo "SKIP: groff is not installed"; exit 77; }

warnings=$(groff -man -Tutf8 -ww -z "$page" 2>&1)
[ -z "$warnings" ] || { echo "groff warns:"; echo "$warnings"; exit 1; }
# Spaces squeezed: a long heading that wraps is justified with extra spaces between words.
text=$(groff -man -Tutf8 -P-cbou "$page" 2>/dev/null | tr -s " ")

commands=$(QT_QPA_PLATFORM=offscreen "$dugout" --help \
  | sed -n '/^Commands:/,$p' | tail -n +2 \
  | awk '{ words = ""; for (i = 1; i <= NF; ++i) { if ($i !~ /^[a-z][a-z-]*$/) break;
           words = words (words ? " " : "") $i }
           if (words != "") print words }' | sort -u)
[ -n "$commands" ] || { echo "no command found in dugout --help"; exit 1; }
missing=0
while read -r command; do
  grep -qF -- "$command" <<<"$text" || { echo "$page lacks \"$command\" (dugout --help lists it): add it under COMMANDS"; missing=1; }
done <<<"$commands"
# Options take a dash: rules --json, sheet --league.
for option in "rules --json" "sheet --league" "--db" "--lang" "--version"; do
  grep -qF -- "$option" <<<"$text" || { echo "the man page lacks: $option"; missing=1; }
done
[ $missing -eq 0 ] || exit 1
echo "OK: $(wc -l <<<"$commands") commands documented"
