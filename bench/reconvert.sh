#!/usr/bin/env bash
# blogkit reconvert throughput on a generated 5,000-post archive, with 1 conversion worker and with
# one per core, runs alternated so that both see the same machine (best of RECONVERT_RUNS kept):
#  - "text changed": every post aged (older text, conversion 0) first, so that each is re-indexed;
#  - "same output": --all on posts the current conversion made, so only the conversion and the
#    version are written (a version bump leaves most posts' output as it was).
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
sql() { python3 -c "import sqlite3, sys; db = sqlite3.connect(sys.argv[1]); r = db.execute(sys.argv[2]).fetchone(); db.commit(); print(r[0] if r else '')" "$db" "$1"; }
mb=$(sql "SELECT printf('%.1f', sum(length(CAST(sourceHTML AS BLOB))) / 1e6) FROM post")

# Seconds of one reconvert run, from its summary line.
seconds() { "$BIN" reconvert --db "$db" "$@" | sed -E 's/.* in ([0-9.]+) s$/\1/'; }

declare -A best
keep() { if [ -z "${best[$1]:-}" ] || python3 -c "import sys; sys.exit(not $2 < ${best[$1]})"; then best[$1]=$2; fi; }
for run in $(seq "$RUNS"); do
  for jobs in 1 "$CORES"; do
    sql "UPDATE post SET conversion = 0, prose = 'older text', code = ''" >/dev/null
    keep "changed-$jobs" "$(seconds --jobs "$jobs")"
    keep "same-$jobs" "$(seconds --all --jobs "$jobs")"
  done
done
echo "== reconvert ($N posts, $mb MB of source HTML, best of $RUNS alternated runs) =="
python3 - "$N" "$mb" "$CORES" "${best[changed-1]}" "${best[changed-$CORES]}" "${best[same-1]}" "${best[same-$CORES]}" <<'PY'
import sys
n, mb, cores = int(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])
rows = (("text changed", float(sys.argv[4]), float(sys.argv[5])), ("same output", float(sys.argv[6]), float(sys.argv[7])))
print(f"{'':<14} {'workers':>7} {'s':>7} {'posts/s':>8} {'MB/s':>6}   {'workers':>7} {'s':>7} {'posts/s':>8} {'MB/s':>6}   speed-up")
for name, one, many in rows:
    print(f"{name:<14} {1:>7} {one:7.2f} {n / one:8.0f} {mb / one:6.1f}   {cores:>7} {many:7.2f} {n / many:8.0f} {mb / many:6.1f}   {one / many:.2f}x")
PY
