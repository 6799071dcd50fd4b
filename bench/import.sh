#!/usr/bin/env bash
# Import throughput and memory: blogkit import of generated 10,000- and 100,000-item feeds, next
# to a bare libxml2 streaming read pass over the same file (xmllint --stream: the ceiling), run
# right before and right after the import. On this shared 2-core machine the same xmllint pass
# took 13 to 26 s of wall time within one day: both runs are shown, the ratio is given against
# each, and in CPU time too (user + sys), with the load average at the start.
# IMPORT_BENCH_SIZES=10000 runs the smaller feed alone.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.build/release/blogkit}
OUT=bench/out
SIZES=${IMPORT_BENCH_SIZES:-10000 100000}
mkdir -p "$OUT"
source bench/lib/measure.sh
command -v xmllint >/dev/null || { echo "bench/import.sh: needs xmllint (apt-get install libxml2-utils)"; exit 1; }

echo "== import (load $(cut -d' ' -f1-3 /proc/loadavg)) =="
printf "%-8s %8s %10s %9s %9s %10s %16s %16s %12s\n" \
  items MB "import s" posts/s MB/s "peak MB" "xmllint s" "ratio wall" "ratio CPU"
for n in $SIZES; do
  feed="$OUT/feed-$n.xml"
  [ -f "$feed" ] || python3 bench/generate_feed.py "$n" "$feed"
  mb=$(python3 -c "import os;print(f'{os.path.getsize(\"$feed\")/1e6:.1f}')")
  rm -f "$OUT/import-$n.sqlite" "$OUT/import-$n.sqlite-wal" "$OUT/import-$n.sqlite-shm"
  # Read once first, so that neither tool's time is the disk's.
  cat "$feed" > /dev/null
  read -r xbefore xbefore_cpu _ < <(measure xmllint --stream --noout "$feed")
  read -r secs cpu peak < <(measure sh -c '"$0" import --db "$1" "$2" > "$3"' \
    "$BIN" "$OUT/import-$n.sqlite" "$feed" "$OUT/import-$n.txt")
  read -r xafter xafter_cpu _ < <(measure xmllint --stream --noout "$feed")
  # A ratio only when blogkit imported every item (measure fails the bench when xmllint fails).
  grep -q "^imported $n posts ($n new" "$OUT/import-$n.txt" ||
    { echo "bench/import.sh: blogkit did not import the $n items: $(cat "$OUT/import-$n.txt")"; exit 1; }
  python3 - "$n" "$mb" "$secs" "$cpu" "$peak" "$xbefore" "$xafter" "$xbefore_cpu" "$xafter_cpu" <<'PY'
import sys
n, mb = int(sys.argv[1]), float(sys.argv[2])
secs, cpu, peak = float(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5])
xb, xa, xbc, xac = (max(float(v), 0.01) for v in sys.argv[6:10])
secs = max(secs, 0.01)
print(f"{n:<8} {mb:8.1f} {secs:10.2f} {n/secs:9.0f} {mb/secs:9.1f} {peak:10} {xb:7.2f}, {xa:6.2f} "
      f"{secs/xb:7.1f}x, {secs/xa:5.1f}x {cpu/xbc:5.1f}x, {cpu/xac:4.1f}x")
PY
  read -r rsecs _ < <(measure "$BIN" import --db "$OUT/import-$n.sqlite" "$feed")
  echo "         re-import of the same $n items (all unchanged): ${rsecs} s"
  # The floor: FTS5 indexing the same text alone (the search index rebuilt from the archive).
  read -r fsecs _ < <(measure "$BIN" reindex --db "$OUT/import-$n.sqlite")
  python3 -c "print(f'         FTS5 indexing of the same posts alone (blogkit reindex): $fsecs s, {$fsecs/max($xafter,0.01):.1f}x xmllint --stream')"
done
