#!/usr/bin/env bash
# Search latency on generated archives of 10,000 and 100,000 posts, over the query mix in
# bench/search-queries.txt: the query inside a warm process (release test build, see
# Tests/ArchiveTests/SearchBenchmarkTests.swift), the query as the first of a fresh process, and
# the whole `blogkit search` command, next to baselines measured in the same run (SQLite's own
# exact FTS5 ORDER BY bm25 over every match; grep over `blogkit export`), and whether each
# query's top 10 is exactly SQLite's, for queries with more than 10,000 matches too. Archives are built once under $BLOGKIT_BENCH_DIR (default
# /tmp/blogkit-bench-search) and rebuilt when the schema, the index or the generator changes.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.build/release/blogkit}
DIR=${BLOGKIT_BENCH_DIR:-${TMPDIR:-/tmp}/blogkit-bench-search}
SIZES=${SEARCH_BENCH_SIZES:-10000 100000}
mkdir -p "$DIR"
# Tests built as in bench/content.sh.
if ! log=$(swift build -c release --build-tests --scratch-path .build/bench-tests -Xswiftc -enable-testing 2>&1); then echo "$log" | tail -20; exit 1; fi
stamp=$(cat Sources/Archive/Store/Schema.swift Sources/Archive/Search/SearchIndex.swift bench/search_generate_feed.py | sha1sum | cut -c1-12)

# The benchmarks before this one write gigabytes: let the kernel flush them first.
sync
echo "search bench: $(wc -l < bench/search-queries.txt) queries on generated archives ($SIZES posts)"
for size in $SIZES; do
    feed="$DIR/feed-$size.xml" archive="$DIR/archive-$size-$stamp.sqlite" export="$DIR/export-$size-$stamp.ndjson"
    if [[ ! -f "$archive" ]]; then
        rm -f "$DIR"/archive-"$size"-* "$DIR"/export-"$size"-*
        python3 bench/search_generate_feed.py "$size" feeds/*.xml > "$feed"
        start=$(date +%s%N)
        "$BIN" import --db "$archive" "$feed" > /dev/null
        echo "  built $size posts in $(( ($(date +%s%N) - start) / 1000000 )) ms" \
             "($(du -m "$feed" | cut -f1) MB feed, $(du -m "$archive" | cut -f1) MB archive)"
        rm -f "$feed"
    fi
    [[ -f "$export" ]] || "$BIN" export --db "$archive" --format ndjson > "$export"
    echo "$size posts:"
    inside=$(BLOGKIT_BENCH_DB="$archive" BLOGKIT_BENCH_QUERIES=bench/search-queries.txt \
        swift test -c release --skip-build --scratch-path .build/bench-tests -Xswiftc -enable-testing --filter SearchBenchmarkTests 2>&1 | sed -n 's/^search-bench: /  /p')
    echo "$inside"
    # SQLite's own exact ORDER BY bm25, timed in the same run: the peer of the whole command.
    sqlite_p50=$(echo "$inside" | sed -n 's/.*exact ORDER BY bm25.* p50 *\([0-9.]*\) ms.*/\1/p')
    SQLITE_EXACT_P50="$sqlite_p50" python3 bench/search_latency.py "$BIN" "$archive" bench/search-queries.txt "$export"
done
