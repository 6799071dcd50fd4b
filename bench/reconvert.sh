#!/usr/bin/env bash
# blogkit reconvert throughput: every post of a generated 5,000-item archive converted again from
# its stored source HTML (--all), with 1 worker and with one per core, runs alternated so that
# both see the same machine; the best of each is kept.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.build/release/blogkit}
OUT=bench/out
N=${RECONVERT_ITEMS:-5000}
RUNS=${RECONVERT_RUNS:-2}
CORES=$(nproc)
mkdir -p "$OUT"
feed="$OUT/feed-$N.xml"
db="$OUT/reconvert-$N.sqlite"
[ -f "$feed" ] || python3 bench/generate_feed.py "$N" "$feed"
rm -f "$db" "$db-wal" "$db-shm" "$db.lock"
"$BIN" import --db "$db" "$feed" >/dev/null
mb=$(python3 -c "import sqlite3, sys; db = sqlite3.connect(sys.argv[1]); \
print(f'{db.execute(\"SELECT sum(length(CAST(sourceHTML AS BLOB))) FROM post\").fetchone()[0] / 1e6:.1f}')" "$db")

# The best seconds of RUNS runs of reconvert --all per worker count, from its summary line.
declare -A best
for run in $(seq "$RUNS"); do
  for jobs in 1 "$CORES"; do
    line=$("$BIN" reconvert --db "$db" --all --jobs "$jobs")
    secs=$(sed -E 's/.* in ([0-9.]+) s$/\1/' <<<"$line")
    if [ -z "${best[$jobs]:-}" ] || python3 -c "import sys; sys.exit(not $secs < ${best[$jobs]})"; then best[$jobs]=$secs; fi
  done
done
echo "== reconvert (--all, $N posts, $mb MB of source HTML, best of $RUNS alternated runs) =="
python3 - "$N" "$mb" "$CORES" "${best[1]}" "${best[$CORES]}" <<'PY'
import sys
n, mb, cores, one, many = int(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5])
print(f"{'workers':<8} {'s':>8} {'posts/s':>9} {'MB/s':>7}")
for jobs, secs in ((1, one), (cores, many)):
    print(f"{jobs:<8} {secs:8.2f} {n / secs:9.0f} {mb / secs:7.1f}")
print(f"speed-up with {cores} workers: {one / many:.2f}x")
PY
