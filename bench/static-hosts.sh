#!/usr/bin/env bash
# What a static host gets from `blogkit build` of generated archives of 10,000 and 100,000 posts
# (bench/search_generate_feed.py, realistic vocabulary): the files in all and the largest
# (Cloudflare Pages takes at most 20,000, none over 25 MiB), the files of the in-browser search
# index (target: at most 1,000 at 100,000 posts), and what one query loads, gzip-compressed
# (target for a one-word query: 100 KB at 10,000 posts, 300 KB at 100,000), measured in headless
# Chromium, its first ten results compared with `blogkit search`'s. Then the time of a no-change
# rebuild, and of the build after importing the same feed again (target: under 1 s at 100,000
# posts; the import changes nothing, the archive's revision included), next to the full build,
# whose peak memory is reported (target: under 400 MB at 100,000 posts). Then Hugo building the
# same posts (`blogkit export --format ndjson` through bench/site_hugo.py, as bench/site.sh does;
# target: blogkit faster at 100,000 posts), stopped at $HUGO_LIMIT_FACTOR (default 4) times
# blogkit's full build, at least 120 s: a Hugo still building then is slower, and the pages it
# wrote show it was at work. The bench fails when Hugo wrote no page or failed.
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

# measure CMD...: "wall_seconds cpu_seconds peak_MB" (GNU time), its files in $OUT.
OUT=$DIR
source bench/lib/measure.sh

# Hugo building the posts of archive $1 into $2, stopped after $3 seconds: "seconds peak_MB
# pages stopped", or the bench fails when Hugo failed or wrote no page.
hugo_build() {
  local site=$2 code=0
  set_aside "$site"
  cp -r bench/site_hugo "$site"
  "$BIN" export --db "$1" --format ndjson | python3 bench/site_hugo.py "$site" >/dev/null
  /usr/bin/time -f "%e %M" -o "$DIR/hugo-time.txt" timeout --kill-after=10 "$3" \
    hugo --source "$site" --destination "$site/public" --quiet >"$DIR/hugo-output.txt" 2>&1 || code=$?
  local pages secs kbytes stopped=done
  pages=$(find "$site/public" -name '*.html' 2>/dev/null | wc -l)
  read -r secs kbytes < <(grep -v '^Command' "$DIR/hugo-time.txt")
  # At the limit timeout stops Hugo (SIGTERM) and exits 124, or 137 when it had to kill it 10 s
  # later; anything else is a failure. Stopped so, Hugo's peak memory is still counted.
  if [ "$code" != 0 ]; then
    { [ "$code" = 124 ] || [ "$code" = 137 ]; } && python3 -c "import sys; sys.exit(0 if $secs >= $3 - 1 else 1)" ||
      { echo "bench/static-hosts.sh: hugo failed ($code after $secs s): $(tail -3 "$DIR/hugo-output.txt")" >&2; exit 1; }
    stopped=stopped
  fi
  [ "$pages" -gt 0 ] || { echo "bench/static-hosts.sh: hugo wrote no page in $secs s: nothing compared" >&2; exit 1; }
  echo "$secs $((kbytes / 1024)) $pages $stopped"
  set_aside "$site"
}

# Moves a folder out of the way, to be deleted when the bench ends: on ext4, every file created
# within a minute of deleting thousands scans past their inodes (a build right after deleting
# the last run's 158,000 files took 99.5 s instead of 72.4 s).
set_aside() {
  [ ! -e "$1" ] || mv "$1" "$DIR/set-aside-$(date +%s%N)"
}
trap 'rm -rf "$DIR"/set-aside-*' EXIT

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
  set_aside "$output"
  set_aside "$output-baseline"
  build=("$BIN" build --db "$archive" --output "$output" --base-url https://bench.example.com/)
  baseline=(${BASELINE:+"$BASELINE" build --db "$archive" --output "$output-baseline" --base-url https://bench.example.com/})
  read -r full _ peak < <(measure "${build[@]}")
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
  echo "  full build $full s, peak $peak MB; no-change rebuild $again s; same feed imported again $reimport s ($imported), then a build $reimported s: $state"
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
  if command -v hugo >/dev/null; then
    limit=$(python3 -c "print(max(120, round(${HUGO_LIMIT_FACTOR:-4} * $full)))")
    read -r hsecs hpeak hpages hstate < <(hugo_build "$archive" "$DIR/hugo-$size" "$limit")
    if [ "$hstate" = stopped ]; then
      echo "  hugo $(hugo version | cut -d' ' -f2): stopped at the limit, after $hsecs s, with $hpages HTML files written, peak $hpeak MB: blogkit ($full s) faster, at most $(python3 -c "print(f'{$full / $limit:.2f}')")x Hugo's time"
    else
      echo "  hugo $(hugo version | cut -d' ' -f2): $hsecs s, $hpages HTML files, peak $hpeak MB: blogkit $(python3 -c "print(f'{$full / max($hsecs, 0.01):.2f}')")x Hugo's time"
    fi
  else
    echo "  hugo: not installed (apt-get install hugo), no comparison"
  fi
done
