#!/usr/bin/env bash
# Growth with the size of one post: each shape of long post (bench/generate_long_post.py) at about
# 2.25 MB and 9 MB of body, or 50,000 and 200,000 categories. Linear work gives ratios near 4x; a
# ratio far above 4x is a part of the pipeline that grows faster than the post.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.build/release/blogkit}
OUT=bench/out
mkdir -p "$OUT/scaling"
source bench/lib/measure.sh

echo "== scaling: one post 4x longer =="
printf "%-11s %9s %9s %9s %9s %11s %11s %11s\n" shape "small MB" "large MB" "small cpu" "large cpu" "cpu ratio" "small peak" "large peak"
for shape in paragraph paragraphs list nested links code table categories; do
  if [ "$shape" = categories ]; then sizes=(50000 200000); else sizes=(2250000 9000000); fi
  row=()
  for size in "${sizes[@]}"; do
    feed="$OUT/scaling/$shape-$size.xml"
    [ -f "$feed" ] || python3 bench/generate_long_post.py "$shape" "$size" "$feed"
    rm -f "$OUT/scaling.sqlite"
    read -r secs cpu peak < <(measure "$BIN" import --db "$OUT/scaling.sqlite" "$feed")
    row+=("$(stat -c %s "$feed")" "$cpu" "$peak")
  done
  python3 - "$shape" "${row[@]}" <<'PY'
import sys
shape, (s_size, s_cpu, s_peak, l_size, l_cpu, l_peak) = sys.argv[1], map(float, sys.argv[2:])
print(f"{shape:<11} {s_size/1e6:9.2f} {l_size/1e6:9.2f} {s_cpu:9.2f} {l_cpu:9.2f} {l_cpu/max(s_cpu, 0.01):10.1f}x "
      f"{s_peak:8.0f} MB {l_peak:8.0f} MB")
PY
done
rm -f "$OUT/scaling.sqlite"
