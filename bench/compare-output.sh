#!/usr/bin/env bash
# Proves that two revisions of blogkit write the same bytes: builds the release binary of each,
# imports the same inputs into fresh archives with each, builds the site and exports every format,
# and compares the trees and the archives' content columns.
#
#   bash bench/compare-output.sh [OLD [NEW]]     (default: main and the working tree)
#
# OLD and NEW are git revisions; NEW may be `.`, the working tree (uncommitted changes included).
# Inputs: feeds/*.xml, every Tests/**/Fixtures/**/*.xml (one archive, imported one file at a time;
# a file either binary refuses is skipped by both, and the exit codes must agree), and the Python
# documentation corpus bench/out/python-doc.xml (made from python3-doc when missing).
# Everything goes to bench/out/compare; the caller's .build is not touched. A revision's build is
# kept (keyed by commit) and reused; OLD_BIN and NEW_BIN, when set, name binaries already built
# for OLD and NEW instead. Exits 1 on any difference, 2 when a step fails.
set -euo pipefail

root=$(git rev-parse --show-toplevel)
cd "$root"
old=${1:-main}
new=${2:-.}
out=$root/bench/out/compare
mkdir -p "$out"

fail() { echo "compare-output: $*" >&2; exit 2; }

# The release binary of revision $1, built in a detached worktree under $out (or, for `.`, from
# the working tree into its own scratch path); prints its path.
binary_of() {
    local rev=$1 source scratch
    if [ "$rev" = . ]; then
        source=$root
        scratch=$out/build-worktree
    else
        local commit
        commit=$(git rev-parse --verify "$rev^{commit}") || fail "no revision $rev"
        source=$out/src-$commit
        scratch=$source/.build
        if [ ! -d "$source" ]; then
            git worktree add --quiet --detach "$source" "$commit" >&2 || fail "git worktree add $rev failed"
        fi
    fi
    echo "building $rev (in $source)" >&2
    (cd "$source" && swift build -c release --product blogkit --scratch-path "$scratch" >"$out/build-${rev//\//_}.log" 2>&1) \
        || fail "release build of $rev failed: see $out/build-${rev//\//_}.log"
    [ -x "$scratch/release/blogkit" ] || fail "no binary after building $rev"
    echo "$scratch/release/blogkit"
}

corpus=$root/bench/out/python-doc.xml
if [ ! -s "$corpus" ]; then
    mkdir -p "$(dirname "$corpus")"
    python3 bench/python_doc_feed.py "$corpus" /usr/share/doc/python3-doc/html || fail "could not make $corpus"
fi
find feeds Tests -path 'Tests/*' -path '*/Fixtures/*' -name '*.xml' -o -path 'feeds/*' -name '*.xml' | LC_ALL=C sort >"$out/inputs.list"

old_bin=${OLD_BIN:-$(binary_of "$old")}
new_bin=${NEW_BIN:-$(binary_of "$new")}
[ -x "$old_bin" ] && [ -x "$new_bin" ] || fail "no binary at $old_bin or $new_bin"

# Runs binary $1 on every input into $2: archives, site, exports, and the content columns.
run() {
    local bin=$1 dir=$2 status
    rm -rf "$dir"
    mkdir -p "$dir"
    : >"$dir/import-status.txt"
    while read -r input; do
        status=0
        (cd "$dir" && "$bin" import --db fixtures.sqlite "$root/$input" >>import-fixtures.log 2>&1) || status=$?
        echo "$status $input" >>"$dir/import-status.txt"
    done <"$out/inputs.list"
    (cd "$dir" && "$bin" import --db pydocs.sqlite "$corpus" >import-pydocs.log 2>&1) || fail "$bin: import of $corpus failed"
    for archive in fixtures pydocs; do
        (
            cd "$dir"
            "$bin" build --db $archive.sqlite --output site-$archive --base-url https://example.com/ --title T --force >build-$archive.log 2>&1
            for format in hugo jekyll zola eleventy; do
                "$bin" export --db $archive.sqlite --format $format --output $format-$archive >export-$format-$archive.log 2>&1
            done
            "$bin" export --db $archive.sqlite --format json >json-$archive.json 2>export-json-$archive.log
        ) || fail "$bin: build or export of $archive failed: see $dir/*-$archive.log"
        sqlite3 "$dir/$archive.sqlite" >"$dir/columns-$archive.txt" \
            "select guid, title, link, published, author, summary, kind, conversion, markdown, html, excerptHTML, prose, code from post order by guid;
             select p.guid, l.position, l.language, l.code, l.lineCount from code_listing l join post p on p.id = l.postId order by p.guid, l.position;
             select p.guid, l.position, l.url from post_link l join post p on p.id = l.postId order by p.guid, l.position;
             select p.guid, c.position, c.name, c.domain from post_category c join post p on p.id = c.postId order by p.guid, c.position;" \
            || fail "sqlite3 could not read $dir/$archive.sqlite"
        for tree in site hugo jekyll zola eleventy; do
            [ -n "$(find "$dir/$tree-$archive" -type f -print -quit)" ] || fail "$bin wrote nothing to $tree-$archive"
        done
        [ -s "$dir/json-$archive.json" ] && [ -s "$dir/columns-$archive.txt" ] || fail "$bin: empty export or archive for $archive"
    done
    grep -q '^0 ' "$dir/import-status.txt" || fail "$bin imported none of the fixtures"
}

run "$old_bin" "$out/old"
run "$new_bin" "$out/new"

files=0
differences=0
for archive in fixtures pydocs; do
    for tree in site hugo jekyll zola eleventy; do
        count=$(find "$out/old/$tree-$archive" -type f ! -name .blogkit-build | wc -l)
        files=$((files + count))
        if ! diff -r -q -x .blogkit-build "$out/old/$tree-$archive" "$out/new/$tree-$archive" >"$out/diff-$tree-$archive.txt"; then
            n=$(wc -l <"$out/diff-$tree-$archive.txt")
            differences=$((differences + n))
            echo "$tree-$archive: $n files differ (see $out/diff-$tree-$archive.txt)"
        fi
    done
    for file in json-$archive.json columns-$archive.txt; do
        files=$((files + 1))
        old_sum=$(md5sum <"$out/old/$file")
        new_sum=$(md5sum <"$out/new/$file")
        if [ "$old_sum" != "$new_sum" ]; then
            differences=$((differences + 1))
            echo "$file differs: diff $out/old/$file $out/new/$file"
        fi
    done
done
files=$((files + 1))
if ! cmp -s "$out/old/import-status.txt" "$out/new/import-status.txt"; then
    differences=$((differences + 1))
    echo "import exit codes differ: diff $out/old/import-status.txt $out/new/import-status.txt"
fi
imported=$(grep -c '^0 ' "$out/old/import-status.txt")
inputs=$(wc -l <"$out/inputs.list")
posts=$(($(sqlite3 "$out/old/fixtures.sqlite" "select count(*) from post") + $(sqlite3 "$out/old/pydocs.sqlite" "select count(*) from post")))
echo "$old vs $new: $imported of $inputs inputs imported plus the pydocs corpus, $posts posts; $files files compared, $differences differences"
[ "$differences" -eq 0 ]
