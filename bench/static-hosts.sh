#!/usr/bin/env bash
# What a static host gets from `blogkit build` of generated archives of 10,000 and 100,000 posts
# (bench/search_generate_feed.py, realistic vocabulary): the files in all and the largest
# (Cloudflare Pages takes at most 20,000, none over 25 MiB), the files of the in-browser search
# index (target: at most 1,000 at 100,000 posts), and what one query loads, gzip-compressed
# (target for a one-word query: 100 KB at 10,000 posts, 300 KB at 100,000), measured in headless
# Chromium, its first ten results compared with `blogkit search`'s. Then the time of a no-change
# rebuild, and of the build after importing the same feed again (target: under 1 s at 100,000
# posts; the import changes nothing, the archive's revision included), next to the full build.
# Archives are kept under $BLOGKIT_BENCH_DIR (default /tmp/blogkit-bench-static) and made again
# when blogkit is rebuilt. With BASELINE=path/to/another/blogkit, a site is built by it too from
# the same archive, and the no-change rebuilds of both are timed in turn, before and after the
# re-import (e.g. BASELINE=main's binary, to see a change to the rebuild side by side).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.build/release/blogkit}
DIR=${BLOGKIT_BENCH_DIR:-${TMPDIR:-/tmp}/blogkit-bench-static}
SIZES=${STATIC_BENCH_SIZES:-10000 100000}
mkdir -p "$DIR"

# Seconds a command takes, its output in $DIR/stdout.txt.
seconds() {
  local start
  start=$(date +%s%N)
  "$@" >"$DIR/stdout.txt" 2>"$DIR/stderr.txt" || { cat "$DIR/stderr.txt"; exit 1; }
  echo "$(( ($(date +%s%N) - start) / 1000000 ))" | awk '{ printf "%.2f", $1 / 1000 }'
}

echo "static hosts bench (load $(cut -d' ' -f1-3 /proc/loadavg)): $SIZES posts"
for size in $SIZES; do
  feed="$DIR/feed-$size.xml" archive="$DIR/archive-$size.sqlite" output="$DIR/output-$size"
  [ -f "$feed" ] || python3 bench/search_generate_feed.py "$size" feeds/*.xml > "$feed"
  if [ ! -f "$archive" ] || [ "$BIN" -nt "$archive" ]; then
    rm -f "$archive"*
    "$BIN" import --db "$archive" "$feed" >/dev/null
  fi
  rm -rf "$output" "$output-baseline"
  build=("$BIN" build --db "$archive" --output "$output" --base-url https://bench.example.com/)
  baseline=(${BASELINE:+"$BASELINE" build --db "$archive" --output "$output-baseline" --base-url https://bench.example.com/})
  full=$(seconds "${build[@]}")
  [ -z "${BASELINE:-}" ] || seconds "${baseline[@]}" >/dev/null
  again=$(seconds "${build[@]}")
  # Three no-change rebuilds of each site, in turn: "this, baseline" seconds.
  in_turn() {
    [ -z "${BASELINE:-}" ] || for _ in 1 2 3; do printf ' %s, %s;' "$(seconds "${build[@]}")" "$(seconds "${baseline[@]}")"; done
  }
  turns=$(in_turn)
  reimport=$(seconds "$BIN" import --db "$archive" "$feed")
  imported=$(sed -n 's/^imported .*(\(.*\)) from.*/\1/p' "$DIR/stdout.txt")
  reimported=$(seconds "${build[@]}")
  state=$(sed -n 's/.*in [^:]*: \(.*\) (.*/\1/p' "$DIR/stdout.txt")
  reimported_turns=$(in_turn)
  echo "$size posts:"
  echo "  full build $full s; no-change rebuild $again s; same feed imported again $reimport s ($imported), then a build $reimported s: $state"
  [ -z "${BASELINE:-}" ] || echo "  no-change rebuilds in turn (this, $BASELINE):$turns after the re-import:$reimported_turns"
  files=$(find "$output" -type f | wc -l)
  largest=$(find "$output" -type f -printf '%s %P\n' | sort -n | tail -1)
  echo "  files: $files in all, $(find "$output/search" -type f | wc -l) in search/ ($(du -sm "$output/search" | cut -f1) MB), largest ${largest%% *} bytes (${largest#* })"
  echo "  search/: $(for part in t 2 n p; do printf '%s/ %s  ' "$part" "$(find "$output/search/$part" -type f | wc -l)"; done)"
  echo "  categories and tags: $(find "$output/category" "$output/tags" -type f | wc -l) files, of which $(grep -o '<li id=' "$output/category/index.html" "$output/tags/index.html" | wc -l) terms of too few posts listed on their index without a page (term_page_min_posts)"
  chromium=$(command -v chromium || command -v chromium-browser || true)
  if [ -n "$chromium" ]; then
    CHROMIUM="$chromium" python3 bench/site_search.py "$BIN" "$archive" "$output" bench/search-queries.txt | sed 's/^/  /'
  else
    echo "  chromium: not installed (apt-get install chromium), bytes per query not measured"
  fi
done
