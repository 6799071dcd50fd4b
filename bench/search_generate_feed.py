#!/usr/bin/env python3
"""Writes an RSS 2.0 feed of N items with unique guids and a realistic vocabulary, for the search bench.

Each item reuses a sample post's title, categories and a few of its body blocks (paragraphs,
lists, code listings), plus one paragraph of made-up words drawn from a Zipf distribution, so
that the archive has what a real one has: very common words (`the`, `code`, `iphone`), words
in a few hundred posts, and rare words found in one or two. Dates spread over twenty years.
Deterministic for a given N and seed. (bench/generate_feed.py repeats the sample posts whole,
which makes every word common: fine for import speed, useless for ranking and rare words.)

    python3 bench/search_generate_feed.py 10000 feeds/*.xml > /tmp/bench-10k.xml
"""

import argparse
import bisect
import random
import re
import sys
from datetime import datetime, timedelta, timezone
from email.utils import format_datetime

BLOCK = re.compile(r"<(p|pre|ol|ul|h2|h3|blockquote)\b.*?</\1>", re.S)
ITEM = re.compile(r"<item>(.*?)</item>", re.S)
TITLE = re.compile(r"<title>(.*?)</title>", re.S)
CATEGORY = re.compile(r"<category>(?:<!\[CDATA\[)?(.*?)(?:\]\]>)?</category>", re.S)
CONTENT = re.compile(r"<content:encoded><!\[CDATA\[(.*?)\]\]></content:encoded>", re.S)


def read_samples(paths):
    """Titles, category names and body blocks of every item in the sample feeds."""
    titles, categories, blocks = [], set(), []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            feed = f.read()
        for item in ITEM.findall(feed):
            title = TITLE.search(item)
            content = CONTENT.search(item)
            if not title or not content:
                continue
            titles.append(title.group(1))
            categories.update(CATEGORY.findall(item))
            blocks.extend(m.group(0) for m in BLOCK.finditer(content.group(1)))
    if not titles or not blocks:
        sys.exit("search_generate_feed.py: no items with content:encoded in " + " ".join(paths))
    return titles, sorted(categories), blocks


def made_up_words(rng, count):
    """`count` distinct pronounceable words, none of them English."""
    consonants, vowels = "bcdfghjklmnprstvz", "aeiou"
    words = set()
    while len(words) < count:
        syllables = rng.randint(2, 4)
        words.add("".join(rng.choice(consonants) + rng.choice(vowels) for _ in range(syllables)) + "x")
    return sorted(words)


class Zipf:
    """Draws words with probability proportional to 1 / rank."""

    def __init__(self, rng, words):
        self.rng, self.words, total, self.cumulative = rng, words, 0.0, []
        for rank in range(1, len(words) + 1):
            total += 1.0 / rank
            self.cumulative.append(total)

    def draw(self):
        point = self.rng.random() * self.cumulative[-1]
        return self.words[bisect.bisect_left(self.cumulative, point)]


def cdata(text):
    return "<![CDATA[" + text.replace("]]>", "]]]]><![CDATA[>") + "]]>"


def write_feed(out, count, seed, paths):
    rng = random.Random(seed)
    titles, categories, blocks = read_samples(paths)
    zipf = Zipf(rng, made_up_words(rng, 30000))
    start = datetime(2004, 1, 1, tzinfo=timezone.utc)
    span = 20 * 365 * 24 * 3600
    dates = sorted((start + timedelta(seconds=rng.randrange(span)) for _ in range(count)), reverse=True)

    out.write('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" '
              'xmlns:content="http://purl.org/rss/1.0/modules/content/">\n<channel>\n'
              "<title>blogkit bench</title>\n<link>https://bench.example/</link>\n"
              f"<description>{count} generated posts</description>\n")
    for number, date in enumerate(dates):
        words = [zipf.draw() for _ in range(rng.randint(20, 60))]
        title = f"{rng.choice(titles)}: {zipf.draw()} {zipf.draw()}"
        body = rng.sample(blocks, rng.randint(1, 4)) + ["<p>" + " ".join(words) + ".</p>"]
        rng.shuffle(body)
        out.write("<item>\n")
        out.write(f"<title>{title}</title>\n")
        out.write(f"<link>https://bench.example/{number}/</link>\n")
        out.write(f'<guid isPermaLink="false">bench-{seed}-{number}</guid>\n')
        out.write(f"<pubDate>{format_datetime(date)}</pubDate>\n")
        for name in rng.sample(categories, rng.randint(1, 4)) + [zipf.draw()]:
            out.write(f"<category>{cdata(name)}</category>\n")
        out.write(f"<content:encoded>{cdata(chr(10).join(body))}</content:encoded>\n</item>\n")
    out.write("</channel>\n</rss>\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", type=int, help="number of items")
    parser.add_argument("feeds", nargs="+", help="sample RSS feeds to draw titles and blocks from")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    write_feed(sys.stdout, args.count, args.seed, args.feeds)


if __name__ == "__main__":
    main()
