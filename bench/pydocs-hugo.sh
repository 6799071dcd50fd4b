#!/usr/bin/env bash
# Site build of long real pages against Hugo on the same posts: the 500 pages of Debian's
# python3-doc (bench/python_doc_feed.py) imported once, then `blogkit build` (its in-browser
# search index included) and Hugo building `blogkit export --format hugo` of the same archive
# (which escapes the `{{` the Python docs hold, so that Hugo reads no shortcode), in interleaved
# pairs. Target of issue 24: blogkit at most 0.5x Hugo's wall time. Hugo must build a page for
# every post, else the comparison measured nothing and the bench fails. Each pair builds into
# folders of its own, all deleted after the last pair: on ext4, every file created within a
# minute of deleting thousands scans past their inodes, a cost that grew pair after pair (both
# tools' times rose by half over 5 pairs) and fell mostly on the build that ran first.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.build/release/blogkit}
OUT=bench/out
DOCS=${PYTHON_DOCS:-/usr/share/doc/python3/html}
ROUNDS=${PYDOCS_HUGO_ROUNDS:-5}
mkdir -p "$OUT"
command -v hugo >/dev/null || { echo "bench/pydocs-hugo.sh: needs hugo (apt-get install hugo)"; exit 1; }
[ -d "$DOCS" ] || { echo "bench/pydocs-hugo.sh: needs $DOCS (apt-get install python3-doc)"; exit 1; }
source bench/lib/measure.sh

feed="$OUT/python-doc.xml"
db="$OUT/pydocs-hugo.sqlite"
hugo_site="$(realpath "$OUT")/pydocs-hugo-site"
[ -f "$feed" ] || python3 bench/python_doc_feed.py "$feed" "$DOCS"
posts=$(grep -c "<item>" "$feed")
rm -f "$db"
"$BIN" import --db "$db" "$feed" >/dev/null
rm -rf "$hugo_site"
"$BIN" export --db "$db" --format hugo --output "$hugo_site" >/dev/null

echo "== site build of $posts python3-doc pages: blogkit against Hugo $(hugo version | cut -d' ' -f2), $ROUNDS pairs, load average $(cut -d' ' -f1-3 /proc/loadavg) =="
printf "%-6s %10s %9s %8s %10s %9s %8s %11s %10s\n" pair "blogkit s" "cpu s" "peak MB" "hugo s" "cpu s" "peak MB" "ratio wall" "ratio cpu"
ratios=()
rm -rf "$OUT"/pydocs-blogkit-site-*
for round in $(seq 1 "$ROUNDS"); do
  site="$OUT/pydocs-blogkit-site-$round" public="$hugo_site/public-$round"
  read -r bsecs bcpu bpeak < <(measure "$BIN" build --db "$db" --output "$site" --base-url https://example.org/)
  read -r hsecs hcpu hpeak < <(measure hugo --source "$hugo_site" --destination "$public" --quiet)
  # A Hugo that built no page (a shortcode error, an empty content folder) measured nothing.
  built=$(grep -rl --include=index.html -e '<html' "$public" | wc -l)
  [ "$built" -ge "$posts" ] || { echo "bench/pydocs-hugo.sh: Hugo built $built pages for $posts posts"; exit 1; }
  pages=$(find "$site" -name index.html | wc -l)
  [ "$pages" -ge "$posts" ] || { echo "bench/pydocs-hugo.sh: blogkit built $pages pages for $posts posts"; exit 1; }
  ratio=$(python3 -c "print(f'{$bsecs / max($hsecs, 0.01):.2f}')")
  ratios+=("$ratio")
  python3 -c "print(f'{$round:<6} {$bsecs:10.2f} {$bcpu:9.2f} {$bpeak:8} {$hsecs:10.2f} {$hcpu:9.2f} {$hpeak:8} {$ratio:10}x {$bcpu / max($hcpu, 0.01):9.2f}x')"
done
median=$(printf "%s\n" "${ratios[@]}" | sort -n | sed -n "$(( (ROUNDS + 1) / 2 ))p")
echo "median: blogkit ${median}x Hugo's wall time (target: at most 0.5x)"
rm -rf "$OUT"/pydocs-blogkit-site-* "$hugo_site" "$db"
