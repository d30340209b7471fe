#!/usr/bin/env bash
# Checks that C++ files follow .clang-format (100 columns), without changing them.
#   tools/check-format.sh                  every .cpp and .h tracked by git
#   tools/check-format.sh FILE...          only these files (e.g. the ones a commit touches:
#                                          tools/check-format.sh $(git diff --name-only main))
# Prints each file that would change with the first lines of its diff, and exits 1 if any would.
# To fix a file: clang-format -i FILE. Set CLANG_FORMAT to pick another binary.
set -euo pipefail
cd "$(dirname "$0")/.."

CLANG_FORMAT="${CLANG_FORMAT:-clang-format}"
if ! command -v "$CLANG_FORMAT" >/dev/null; then
  echo "check-format: $CLANG_FORMAT not found (Debian: apt-get install clang-format)" >&2
  exit 2
fi

files=()
if [ $# -gt 0 ]; then
  for f in "$@"; do
    case "$f" in
      *.cpp | *.h) [ -f "$f" ] && files+=("$f") ;;  # a deleted file or a CMakeLists is skipped
    esac
  done
else
  mapfile -t files < <(git ls-files '*.cpp' '*.h')
fi

bad=0
for f in "${files[@]}"; do
  if ! formatted=$("$CLANG_FORMAT" --style=file "$f"); then
    echo "check-format: $CLANG_FORMAT failed on $f" >&2
    exit 2
  fi
  if ! difference=$(diff -u --label "$f" --label "$f (formatted)" "$f" - <<<"$formatted"); then
    bad=$((bad + 1))
    head -n 20 <<<"$difference"
  fi
done

if [ "$bad" -gt 0 ]; then
  echo "check-format: $bad of ${#files[@]} files are not formatted (clang-format -i FILE fixes one)"
  exit 1
fi
echo "check-format: ${#files[@]} files formatted"
