#!/usr/bin/env bash
# Memory of converting one long post (HTMLConverter, as the import does): each shape of generated
# body (bench/generate_long_post.py) at about 9 MB, and 9 MB of real documentation HTML (the
# python3-doc pages' main blocks, one after the other). For each: what the conversion added to the
# process's peak resident size, and that as a multiple of the body's size. Target: under 10x.
# A list or paragraph directly in the post, or a list in block quotes (quoted-list), is written
# out a batch at a time; a list inside another list's item is not (item-list): about 19x.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=bench/out
DOCS=${PYTHON_DOCS:-/usr/share/doc/python3/html}
SIZE=${POST_SIZE:-9000000}
mkdir -p "$OUT/post-memory"
source bench/lib/release.sh
swift build "${RELEASE_FLAGS[@]}" --product content-bench >"$OUT/content-bench-build.log" 2>&1 || { cat "$OUT/content-bench-build.log"; exit 1; }
[ -d "$DOCS" ] || { echo "bench/post-memory.sh: needs $DOCS (apt-get install python3-doc)"; exit 1; }

real="$OUT/post-memory/pydocs-$SIZE.html"
[ -f "$real" ] || python3 - "$DOCS" "$SIZE" "$real" <<'PY'
import os, sys
sys.path.insert(0, "bench")
from python_doc_feed import main_block
root, size, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
parts, total = [], 0
for folder, _, names in sorted(os.walk(root, followlinks=True)):
    for name in sorted(names):
        if total >= size or not name.endswith(".html") or name.startswith("genindex"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as f:
            block = main_block(f.read())
        if block:
            parts.append(block)
            total += len(block.encode())
open(out, "w", encoding="utf-8").write("".join(parts))
PY

echo "== memory of converting one long post (peak RSS added by the conversion) =="
printf "%-11s %9s %12s %11s %8s\n" shape "body MB" "before MB" "added MB" ratio
for shape in paragraph paragraphs list nested links code table quoted-list item-list pydocs; do
  post="$OUT/post-memory/$shape-$SIZE.html"
  [ -f "$post" ] || python3 bench/generate_long_post.py "$shape" "$SIZE" "$post"
  read -r size before peak added ratio < <(.build/release/content-bench "$post")
  printf "%-11s %9s %12s %11s %7sx\n" "$shape" "$size" "$before" "$added" "$ratio"
done
