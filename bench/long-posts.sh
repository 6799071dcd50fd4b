#!/usr/bin/env bash
# Long posts of real HTML: the 500 pages of Debian's python3-doc (37.9 MB, bench/python_doc_feed.py)
# imported as one feed, next to the generated short-post corpus (10,000 items from feeds/*.xml),
# each beside `xmllint --stream` over the same file, in one run. Targets for the long posts: import
# within 4x the time of xmllint, peak memory under 200 MB; `blogkit check` of the archive within 2x
# the time of its import; each `export --format` of the long posts within the time of their import
# (their pages link to each other about a thousand times: the rewrite of those links must stay
# linear, it once took over 16 minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.build/release/blogkit}
OUT=bench/out
DOCS=${PYTHON_DOCS:-/usr/share/doc/python3/html}
mkdir -p "$OUT"
command -v xmllint >/dev/null || { echo "bench/long-posts.sh: needs xmllint (apt-get install libxml2-utils)"; exit 1; }
[ -d "$DOCS" ] || { echo "bench/long-posts.sh: needs $DOCS (apt-get install python3-doc)"; exit 1; }
source bench/lib/measure.sh

long="$OUT/python-doc.xml"
short="$OUT/feed-10000.xml"
[ -f "$long" ] || python3 bench/python_doc_feed.py "$long" "$DOCS"
[ -f "$short" ] || python3 bench/generate_feed.py 10000 "$short"

echo "== long posts (python3-doc) vs short posts (generated) =="
printf "%-12s %6s %7s %9s %8s %7s %8s %10s %11s %11s\n" corpus posts MB "import s" posts/s MB/s "peak MB" "xmllint s" "ratio wall" "ratio cpu"
for feed in "$long" "$short"; do
  posts=$(grep -c "<item>" "$feed")
  rm -f "$OUT/long-posts.sqlite"
  read -r secs cpu peak < <(measure "$BIN" import --db "$OUT/long-posts.sqlite" "$feed")
  read -r xsecs xcpu _ < <(measure xmllint --stream --noout "$feed")
  python3 - "$(basename "$feed" .xml)" "$posts" "$(stat -c %s "$feed")" "$secs" "$cpu" "$peak" "$xsecs" "$xcpu" <<'PY'
import sys
name, posts, size = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]) / 1e6
secs, cpu, peak, xsecs, xcpu = (max(float(v), 0.01) for v in sys.argv[4:])
print(f"{name:<12} {posts:6} {size:7.1f} {secs:9.2f} {posts/secs:8.0f} {size/secs:7.2f} {peak:8.0f} {xsecs:10.2f} "
      f"{secs/xsecs:10.1f}x {cpu/xcpu:10.1f}x")
PY
  # The migration audit of what was just imported (exit status 1 means losses were found).
  read -r csecs ccpu _ < <(measure sh -c "\"$BIN\" check --db \"$OUT/long-posts.sqlite\"; test \$? -le 1")
  python3 -c "print(f'             blogkit check: {$csecs:.2f} s wall, {$ccpu:.2f} s cpu: {$csecs/max($secs,0.01):.2f}x the import wall, {$ccpu/max($cpu,0.01):.2f}x its cpu (target: within 2x)')"
  [ "$feed" = "$long" ] || continue
  for format in hugo jekyll zola eleventy; do
    rm -rf "$OUT/long-posts-$format"
    read -r esecs ecpu _ < <(measure "$BIN" export --db "$OUT/long-posts.sqlite" --format "$format" --output "$OUT/long-posts-$format")
    # An export that wrote no post measured nothing.
    written=$(find "$OUT/long-posts-$format" -name '*.md' | wc -l)
    [ "$written" -ge "$posts" ] || { echo "bench/long-posts.sh: export --format $format wrote $written Markdown files for $posts posts"; exit 1; }
    python3 -c "print(f'             export --format $format: {$esecs:.2f} s wall, {$ecpu:.2f} s cpu, $written files: {$ecpu/max($cpu,0.01):.2f}x the import cpu (target: within 1x)')"
    rm -rf "$OUT/long-posts-$format"
  done
done
rm -f "$OUT/long-posts.sqlite"
