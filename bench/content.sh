#!/usr/bin/env bash
# Content stage: HTML post bodies -> Body (CommonMark, sanitized HTML, listings, links), measured on
# ~50 MB of generated HTML (the sample posts and listing fixtures repeated) in a release build.
# The figures come from Tests/ContentTests/ContentBenchmark*.swift (also the hostile inputs the
# unit tests bound by counting steps), skipped unless BLOGKIT_BENCH=1.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "content: building tests in release mode (first run takes a few minutes)"
if ! log=$(swift build -c release --build-tests 2>&1); then
    echo "$log"
    exit 1
fi
BLOGKIT_BENCH=1 swift test -c release --skip-build --filter ContentBenchmark 2>&1 | grep '^content:'
