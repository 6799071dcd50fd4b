#!/usr/bin/env python3
"""Times `blogkit search` over a query mix on one archive, next to a naive baseline.

For every query, runs `blogkit search --json` as a person would, three times (the whole mix, then
again, then again), and records the median of its three runs of
  - the whole command's wall time (process start, opening the archive, query, output), and
  - the query's own time, which blogkit reports on stderr ("... in 1.2 ms.");
and process start-up alone (`blogkit --version`), to show what the rest of the command costs.
Baselines, measured in the same run on the same archive (SQLite's own exact ORDER BY bm25 is
timed by Tests/ArchiveTests/SearchBenchmarkTests.swift, since the index's tokenizer is blogkit's
own, which Python's sqlite3 does not have; bench/search.sh passes its p50 in SQLITE_EXACT_P50):
  - grep: `grep -c -i -F` over `blogkit export --format ndjson` (one post per line), for the
    plain one-word queries.

    python3 bench/search_latency.py BIN ARCHIVE QUERIES EXPORT
"""

import os
import re
import resource
import statistics
import subprocess
import sys
import time

TOOK = re.compile(r" in ([0-9.]+) ms\.$")
PLAIN = re.compile(r'^(?:[A-Za-z0-9]+|"[A-Za-z0-9 ]+")$')


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def summary(values):
    return f"p50 {percentile(values, 0.5):7.2f} ms  p99 {percentile(values, 0.99):7.2f} ms  max {max(values):7.2f} ms"


def children_cpu_ms():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (usage.ru_utime + usage.ru_stime) * 1000


def blogkit_times(binary, archive, queries, rounds=3):
    """Each query's median of `rounds` runs, the rounds one after another over the whole mix, so
    that one interruption (or the machine's drift) does not count as a query's cost: the method
    of the in-process bench (SearchBenchmarkTests)."""
    runs = {query: [] for query in queries}
    for _ in range(rounds):
        for query in queries:
            start, start_cpu = time.perf_counter(), children_cpu_ms()
            run = subprocess.run([binary, "search", "--db", archive, "--json", query],
                                 capture_output=True, text=True)
            elapsed = (time.perf_counter() - start) * 1000
            cpu = children_cpu_ms() - start_cpu
            if run.returncode not in (0, 1):
                sys.exit(f"search_latency.py: blogkit search {query!r} exited {run.returncode}: {run.stderr.strip()}")
            took = TOOK.search(run.stderr.strip().splitlines()[-1])
            runs[query].append((elapsed, cpu, float(took.group(1))))
    whole, cpu, query_only = [], [], []
    for query in queries:
        whole.append(statistics.median(r[0] for r in runs[query]))
        cpu.append(statistics.median(r[1] for r in runs[query]))
        query_only.append(statistics.median(r[2] for r in runs[query]))
    slowest = sorted(zip(whole, queries))[-5:]
    return whole, cpu, query_only, slowest


def startup_times(binary, runs=30):
    """`blogkit --version`: process start-up (dynamic linking, runtime, argument parsing) alone."""
    whole, cpu = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), children_cpu_ms()
        subprocess.run([binary, "--version"], capture_output=True)
        whole.append((time.perf_counter() - start) * 1000)
        cpu.append(children_cpu_ms() - start_cpu)
    return whole, cpu


def grep_times(export, words):
    times = []
    for word in words:
        start = time.perf_counter()
        subprocess.run(["grep", "-c", "-i", "-F", "--", word, export], capture_output=True)
        times.append((time.perf_counter() - start) * 1000)
    return times


def main():
    binary, archive, queries_path, export = sys.argv[1:5]
    with open(queries_path, encoding="utf-8") as f:
        queries = [line.rstrip("\n") for line in f if line.strip()]
    plain = [q for q in queries if PLAIN.match(q)]
    words = [q for q in plain if not q.startswith('"')][:60]

    whole, cpu, query_only, slowest = blogkit_times(binary, archive, queries)
    startup_whole, startup_cpu = startup_times(binary)
    grep = grep_times(export, words)

    with open("/proc/loadavg") as f:
        load = f.read().split()[0]
    line = lambda label, values: print(f"  {label:<44} {summary(values)}")  # noqa: E731
    print(f"  (load average {load} on {os.cpu_count()} cores while measuring)")
    line(f"query, first of a fresh process ({len(queries)})", query_only)
    line(f"whole command, wall time ({len(queries)})", whole)
    line(f"whole command, CPU user+sys ({len(queries)})", cpu)
    line(f"start-up alone, blogkit --version ({len(startup_whole)})", startup_whole)
    line(f"start-up alone, CPU user+sys ({len(startup_cpu)})", startup_cpu)
    print(f"    -> start-up / whole command, p50 CPU: {statistics.median(startup_cpu) / statistics.median(cpu):.0%}")
    sqlite_p50 = os.environ.get("SQLITE_EXACT_P50")
    if sqlite_p50:
        print(f"    -> p50 whole command / SQLite's exact ORDER BY bm25 (same run): "
              f"x{statistics.median(whole) / float(sqlite_p50):.2f}; whole command p99 {percentile(whole, 0.99):.1f} ms")
    line(f"grep -c -i over the export ({len(words)} words)", grep)
    print(f"    -> p50 grep / blogkit whole command: x{statistics.median(grep) / statistics.median(whole):.1f}")
    print("  slowest queries (whole command): " + ", ".join(f"{q!r} {t:.1f} ms" for t, q in reversed(slowest)))


if __name__ == "__main__":
    main()
