"""Builds the seed corpora of `make fuzz` from the test fixtures.

    python3 fuzz/seed_corpus.py TESTS_DIR FEEDS_CORPUS HTML_CORPUS EXPORTS_CORPUS

FEEDS_CORPUS gets every file under TESTS_DIR/*/Fixtures that the feed reader is tested on (feeds,
ill-formed feeds and the non-feeds it must refuse). HTML_CORPUS gets the HTML fixtures of the
converter and the post bodies (content:encoded, description, Atom content and summary) of every
feed fixture that parses as XML. EXPORTS_CORPUS gets the WordPress (WXR) and Blogger exports and
the other XML feeds, whole, for the import target. Files are named after a hash of their content, so that a body
found in two fixtures is seeded once.
"""

import hashlib
import pathlib
import sys
import xml.etree.ElementTree as ElementTree

FEED_SUFFIXES = {".xml", ".html", ".json", ".txt", ".png"}
BODY_ELEMENTS = {"encoded", "description", "content", "summary"}


def add(corpus: pathlib.Path, data: bytes) -> bool:
    """Writes `data` into `corpus` under its hash; False when it was already there."""
    target = corpus / hashlib.sha1(data).hexdigest()
    if target.exists():
        return False
    target.write_bytes(data)
    return True


def bodies(feed: pathlib.Path):
    """The non-empty post bodies of `feed`, or none when it is not XML that Python parses."""
    try:
        root = ElementTree.parse(feed).getroot()
    except (ElementTree.ParseError, LookupError, ValueError):
        return
    for element in root.iter():
        if element.tag.rsplit("}", 1)[-1] in BODY_ELEMENTS and (element.text or "").strip():
            yield element.text.encode()


def is_export(path: pathlib.Path) -> bool:
    """True for a WordPress (WXR) or Blogger export: the import target's main seeds."""
    head = path.read_bytes()[:8192]
    return b"wordpress.org/export/" in head or b"schemas.google.com/blogger/" in head or b"blogger.com/atom" in head


def main() -> None:
    tests, feeds_corpus, html_corpus, exports_corpus = (pathlib.Path(argument) for argument in sys.argv[1:5])
    for corpus in (feeds_corpus, html_corpus, exports_corpus):
        corpus.mkdir(parents=True, exist_ok=True)
    fixtures = sorted(path for path in tests.glob("*/Fixtures/**/*") if path.is_file())
    feeds = [path for path in fixtures if path.suffix in FEED_SUFFIXES and "ContentTests" not in path.parts]
    feed_count = sum(add(feeds_corpus, path.read_bytes()) for path in feeds)
    html_count = sum(add(html_corpus, path.read_bytes()) for path in fixtures
                     if path.suffix == ".html" and "ContentTests" in path.parts)
    html_count += sum(add(html_corpus, body) for path in feeds if path.suffix == ".xml" for body in bodies(path))
    export_count = sum(add(exports_corpus, path.read_bytes()) for path in feeds
                       if path.suffix == ".xml" and is_export(path))
    export_count += sum(add(exports_corpus, path.read_bytes()) for path in feeds
                        if path.suffix == ".xml" and not is_export(path) and path.stat().st_size <= 65536)
    print(f"seed corpus: {feed_count} feeds in {feeds_corpus}, {html_count} post bodies in {html_corpus}, "
          f"{export_count} exports and feeds in {exports_corpus}")


if __name__ == "__main__":
    main()
