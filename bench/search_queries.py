#!/usr/bin/env python3
"""Writes the query mix that bench/search.sh times, one query per line, to stdout.

A few hundred queries of every kind a person types, drawn from the sample feeds and from the
made-up vocabulary of search_generate_feed.py (same seed, so the rare words exist in the bench archive):
very common words (`the`, `code`, `iphone`), mid-frequency and rare words, phrases, prefixes,
column filters, OR and exclusions. Deterministic.

    python3 bench/search_queries.py feeds/*.xml > bench/search-queries.txt
"""

import collections
import html
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import search_generate_feed  # noqa: E402

WORD = re.compile(r"[A-Za-z][A-Za-z0-9]+")


def sample_words(paths):
    """Words of the sample posts' text, most frequent first, and their sentences."""
    counts, sentences = collections.Counter(), []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            text = html.unescape(re.sub(r"<[^>]+>", " ", f.read()))
        counts.update(w.lower() for w in WORD.findall(text))
        sentences += [s.split() for s in re.split(r"[.!?]\s", text) if len(s.split()) > 6]
    return [w for w, _ in counts.most_common()], sentences


def main():
    paths = sys.argv[1:]
    rng = random.Random(7)
    words, sentences = sample_words(paths)
    # The same vocabulary search_generate_feed.py draws from with its default seed.
    made_up = search_generate_feed.made_up_words(random.Random(1), 30000)
    queries = ["the", "code", "iphone", "and", "application", "data", "ios", "enterprise", "json", "keychain"]
    queries += rng.sample(words[:60], 30)                       # very common
    queries += rng.sample(words[60:600], 50)                    # mid-frequency
    queries += rng.sample(words[600:], 30)                      # rare in the samples
    queries += rng.sample(made_up[:200], 20)                    # common made-up words
    queries += rng.sample(made_up[5000:], 40)                   # rare made-up words
    for sentence in rng.sample(sentences, 40):                  # phrases of 2-3 words
        start = rng.randrange(len(sentence) - 3)
        phrase = " ".join(WORD.findall(" ".join(sentence[start:start + rng.randint(2, 3)])))
        if phrase.count(" "):
            queries.append(f'"{phrase}"')
    queries += [w[: rng.randint(3, 5)] + "*" for w in rng.sample(words[:400], 30)]  # prefixes
    columns = ["title", "code", "prose", "category"]
    queries += [f"{rng.choice(columns)}:{w}" for w in rng.sample(words[:300], 25)]
    queries += [f"{a} {b}" for a, b in zip(rng.sample(words[:300], 20), rng.sample(words[:300], 20))]
    queries += [f"{a} OR {b}" for a, b in zip(rng.sample(words[:300], 10), rng.sample(made_up, 10))]
    queries += [f"{a} -{b}" for a, b in zip(rng.sample(words[:200], 10), rng.sample(words[:200], 10))]
    queries += ["NSJSONSerialization", "SecItemCopyMatching", "kSecAttrAccessGroup", "code:NSLog",
                "title:keychain", '"single sign-on"', "NSString *", "C++", "-fno-objc-arc x"]
    # Made-up words of Zipf rank 40 to 1,300: each in 0.3% to 10% of the posts, where ranking
    # only the newest matches would go wrong. Their own generator keeps the mix above unchanged.
    queries += random.Random(11).sample(made_up[40:1300], 40)
    print("\n".join(queries))


if __name__ == "__main__":
    main()
