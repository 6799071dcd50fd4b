#!/usr/bin/env bash
# Feed reader throughput: a bare libxml2 streaming read pass (the ceiling) and a FeedReader pass
# over the same files, in the same run, with their ratio; peak memory shows the reader streams.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=bench/out
mkdir -p "$OUT"
source bench/lib/release.sh
swift build "${RELEASE_FLAGS[@]}" --product feeds-bench >"$OUT/feeds-bench-build.log" 2>&1 || { cat "$OUT/feeds-bench-build.log"; exit 1; }
feeds=(feeds/*.xml)
if [ -f bench/generate_feed.py ]; then
  for n in 10000 100000; do
    [ -f "$OUT/feed-$n.xml" ] || python3 bench/generate_feed.py "$n" "$OUT/feed-$n.xml"
    feeds+=("$OUT/feed-$n.xml")
  done
fi
/usr/bin/time -f "peak memory of the whole run: %M KB" .build/release/feeds-bench "${feeds[@]}"
