#!/usr/bin/env bash
# Import throughput and memory: blogkit import of generated 10,000- and 100,000-item feeds, next
# to a bare libxml2 streaming read pass over the same file (xmllint --stream: the ceiling).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.build/release/blogkit}
OUT=bench/out
mkdir -p "$OUT"
command -v xmllint >/dev/null || { echo "bench/import.sh: needs xmllint (apt-get install libxml2-utils)"; exit 1; }

# peak_rss_mb and seconds of a command, from GNU time.
measure() {
  /usr/bin/time -f "%e %M" -o "$OUT/time.txt" "$@" >/dev/null 2>"$OUT/stderr.txt" || { cat "$OUT/stderr.txt"; exit 1; }
  read -r seconds kbytes < "$OUT/time.txt"
  echo "$seconds $((kbytes / 1024))"
}

echo "== import =="
printf "%-8s %8s %10s %9s %9s %10s %12s %10s\n" items MB "import s" posts/s MB/s "peak MB" "xmllint s" "ratio"
for n in 10000 100000; do
  feed="$OUT/feed-$n.xml"
  [ -f "$feed" ] || python3 bench/generate_feed.py "$n" "$feed"
  mb=$(python3 -c "import os;print(f'{os.path.getsize(\"$feed\")/1e6:.1f}')")
  rm -f "$OUT/import-$n.sqlite"
  read -r secs peak < <(measure "$BIN" import --db "$OUT/import-$n.sqlite" "$feed")
  read -r xsecs _ < <(measure xmllint --stream --noout "$feed")
  python3 - "$n" "$mb" "$secs" "$peak" "$xsecs" <<'PY'
import sys
n, mb, secs, peak, xsecs = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4]), float(sys.argv[5])
secs = max(secs, 0.01); xsecs = max(xsecs, 0.01)
print(f"{n:<8} {mb:8.1f} {secs:10.2f} {n/secs:9.0f} {mb/secs:9.1f} {peak:10} {xsecs:12.2f} {secs/xsecs:9.1f}x")
PY
  read -r rsecs _ < <(measure "$BIN" import --db "$OUT/import-$n.sqlite" "$feed")
  echo "         re-import of the same $n items (all unchanged): ${rsecs} s"
  # The floor: FTS5 indexing the same text alone (the search index rebuilt from the archive).
  read -r fsecs _ < <(measure "$BIN" reindex --db "$OUT/import-$n.sqlite")
  python3 -c "print(f'         FTS5 indexing of the same posts alone (blogkit reindex): $fsecs s, {$fsecs/max($xsecs,0.01):.1f}x xmllint --stream')"
done
