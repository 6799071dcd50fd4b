#!/usr/bin/env bash
# Content stage: HTML post bodies -> Body (CommonMark, sanitized HTML, listings, links), measured on
# ~50 MB of generated HTML (the sample posts and listing fixtures repeated) in a release build.
# The figures come from Tests/ContentTests/ContentBenchmark*.swift (also the hostile inputs the
# unit tests bound by counting steps), skipped unless BLOGKIT_BENCH=1.
set -euo pipefail
cd "$(dirname "$0")/.."
# Tests in release mode, with testing enabled (some import their module with @testable), in a
# scratch folder of their own: in `make build`'s, other flags would compile every module again,
# there and at the next `make build`.
echo "content: building tests in release mode (first run takes a few minutes)"
if ! log=$(swift build -c release --build-tests --scratch-path .build/bench-tests -Xswiftc -enable-testing 2>&1); then
    echo "$log"
    exit 1
fi
BLOGKIT_BENCH=1 swift test -c release --skip-build --scratch-path .build/bench-tests -Xswiftc -enable-testing --filter ContentBenchmark 2>&1 | grep '^content:'
