#!/usr/bin/env bash
# Site build speed and memory: `blogkit build` of 10,000 imported posts (full build, no-change
# rebuild, rebuild without the build manifest so every page is rendered and compared), next to
# Hugo building the same posts (exported as Markdown with front matter) when Hugo is installed;
# and the bytes the in-browser search loads per query, measured in headless Chromium, with its
# first ten results compared with `blogkit search`'s.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.build/release/blogkit}
OUT=bench/out/site
N=${SITE_BENCH_POSTS:-10000}
mkdir -p "$OUT"
[ -f bench/generate_feed.py ] || { echo "bench/site.sh: needs bench/generate_feed.py"; exit 1; }

# "seconds peak_MB" of a command, from GNU time when present, else from Python's resource module.
measure() {
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f "%e %M" -o "$OUT/time.txt" "$@" >"$OUT/stdout.txt" 2>"$OUT/stderr.txt" || { cat "$OUT/stderr.txt"; exit 1; }
    read -r seconds kbytes < "$OUT/time.txt"
    echo "$seconds $((kbytes / 1024))"
  else
    python3 - "$@" <<'PY'
import resource, subprocess, sys, time
start = time.monotonic()
subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(f"{time.monotonic() - start:.2f} {resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024}")
PY
  fi
}

feed="$OUT/feed-$N.xml"
db="$OUT/site-$N.sqlite"
[ -f "$feed" ] || python3 bench/generate_feed.py "$N" "$feed"
# The archive is reused between runs unless blogkit was rebuilt since it was imported.
if [ ! -f "$db" ] || [ "$BIN" -nt "$db" ]; then
  rm -f "$db"
  "$BIN" import --db "$db" "$feed" >/dev/null
fi
rm -rf "$OUT/output"

echo "== site build: $N posts =="
read -r full peak < <(measure "$BIN" build --db "$db" --output "$OUT/output" --base-url https://bench.example.com/)
pages=$(sed -n 's/^built \([0-9]*\) pages.*/\1/p' "$OUT/stdout.txt")
files=$(find "$OUT/output" -type f | wc -l)
read -r again _ < <(measure "$BIN" build --db "$db" --output "$OUT/output" --base-url https://bench.example.com/)
rm "$OUT/output/.blogkit-build"
read -r compare _ < <(measure "$BIN" build --db "$db" --output "$OUT/output" --base-url https://bench.example.com/)
unchanged=$(sed -n 's/.*written, \([0-9]*\) unchanged.*/\1/p' "$OUT/stdout.txt")
python3 - "$pages" "$files" "$full" "$peak" "$again" "$compare" "$unchanged" <<'PY'
import sys
pages, files, full, peak, again, compare, unchanged = sys.argv[1:]
pages, files, full, again, compare = int(pages), int(files), float(full), float(again), float(compare)
full = max(full, 0.01)
print(f"full build:            {full:6.2f} s  {pages} pages ({files} files), {pages / full:.0f} pages/s, peak {peak} MB")
print(f"no-change rebuild:     {again:6.2f} s  = {again / full:.3f} of the full build (target < 0.1)")
print(f"rebuild, no manifest:  {compare:6.2f} s  = {compare / full:.2f} of the full build; every page rendered, {unchanged} files compared unchanged, none rewritten")
PY

if command -v hugo >/dev/null; then
  hugo_site="$(realpath "$OUT")/hugo"
  rm -rf "$hugo_site"
  cp -r bench/site_hugo "$hugo_site"
  "$BIN" export --db "$db" --format ndjson | python3 bench/site_hugo.py "$hugo_site" >/dev/null
  read -r hugo_secs hugo_peak < <(measure hugo --source "$hugo_site" --destination "$hugo_site/public" --quiet)
  hugo_pages=$(find "$hugo_site/public" -name '*.html' | wc -l)
  python3 - "$full" "$hugo_secs" "$hugo_peak" "$hugo_pages" "$(hugo version | cut -d' ' -f2)" <<'PY'
import sys
full, hugo, peak, pages, version = float(sys.argv[1]), float(sys.argv[2]), sys.argv[3], int(sys.argv[4]), sys.argv[5]
print(f"hugo {version}:        {hugo:6.2f} s  {pages} HTML files, peak {peak} MB (same posts, same machine, this run)")
print(f"blogkit / hugo:        {full / max(hugo, 0.01):6.2f}x the time ({'faster' if full < hugo else 'slower'} than Hugo)")
PY
else
  echo "hugo: not installed (apt-get install hugo), no comparison"
fi

echo "== in-browser search: bytes loaded per query, $N posts =="
chromium=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium" ]; then
  echo "chromium: not installed (apt-get install chromium), search not measured"
  exit 0
fi
# Every query of the search bench and the issue's, typed into the page; results compared with
# `blogkit search --json` on the same archive.
CHROMIUM="$chromium" python3 bench/site_search.py "$BIN" "$db" "$OUT/output" bench/search-queries.txt bench/site-search-queries.txt
total=$(du -sk "$OUT/output/search" | cut -f1)
echo "whole index: ${total} KB in $(find "$OUT/output/search" -type f | wc -l) files (target per query: < 150 KB)"
