#!/usr/bin/env python3
"""Side by side on the same host block list and URLs: `navpolicy` whole process against
braveblock (Brave's adblock engine, Rust, called from Python) in process.

    pip install braveblock
    swift build -c release
    Scripts/compare-braveblock.py [--hosts 100000] [--urls 200000] [--runs 3] [--navpolicy PATH]
    Scripts/compare-braveblock.py --hosts 1000000 --urls 20000 --runs 1

Both get one list of host patterns that block a host and its subdomains (`*.host` in the
policy, `||host^` for braveblock) and the same URLs (a quarter exact hits, a quarter subdomain
hits, half unrelated hosts). The figures, medians of `--runs` runs, are:
- navpolicy: `compile --no-source` (check, lint and compile, whole process) with its peak
  memory, the table's bytes, bytes per host and ratio to the list's text, the same with the
  source embedded, `compile` (the default, source embedded),
  `eval --url` of one URL from the table with and without its embedded source (whole process), and
  `eval TABLE --requests FILE` (whole process: start, load, read the JSON lines, split every
  URL, decide, write one JSON line each), per URL;
- braveblock: building the engine from the rules, and its `check_network_urls` loop, per URL.
Both tools must block the same URLs; the script says so or exits 1. The repository's tests
never need braveblock; only this script does.
"""
import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

SUFFIXES = ["com", "net", "org", "io", "co.uk", "de", "app", "com.au"]
SYLLABLES = ["ad", "tra", "ck", "ex", "am", "ple", "net", "wo", "rk", "me", "dia", "clo", "ud", "pix", "el"]


def host(index, rng):
    name = "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 3))) + "-" + str(index)
    if rng.random() < 0.3:
        name = rng.choice(["cdn", "ads", "t", "static"]) + "." + name
    return name + "." + rng.choice(SUFFIXES)


def workload(host_count, url_count, seed=0x4057):
    rng = random.Random(seed)
    hosts = [host(index, rng) for index in range(host_count)]
    urls = []
    for index in range(url_count):
        kind = index % 4
        if kind == 0:
            name = rng.choice(hosts)
        elif kind == 1:
            name = "www." + rng.choice(hosts)
        else:
            name = host(host_count + index, rng)
        urls.append("https://%s/p/%d?q=%d" % (name, index % 1000, index))
    return hosts, urls


def timed(command, **options):
    return measured(command, **options)[0]


def measured(command, stdout=None):
    """Wall seconds and peak resident bytes of one whole process (the peak by GNU time: the
    child's own rusage would count the pages it shares with this script before its exec)."""
    report = tempfile.NamedTemporaryFile(mode="r", suffix=".time")
    timer = ["/usr/bin/time", "-f", "%M", "-o", report.name] if os.access("/usr/bin/time", os.X_OK) else []
    start = time.perf_counter()
    completed = subprocess.run(timer + command, stdout=stdout, stderr=subprocess.DEVNULL)
    elapsed = time.perf_counter() - start
    if completed.returncode != 0:
        sys.exit("compare-braveblock: %s failed" % " ".join(command))
    lines = report.read().split()
    return elapsed, int(lines[-1]) * 1024 if timer and lines else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hosts", type=int, default=100_000)
    parser.add_argument("--urls", type=int, default=200_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--navpolicy", default=os.path.join(os.path.dirname(__file__), "..", ".build", "release", "navpolicy"))
    arguments = parser.parse_args()
    try:
        import braveblock
    except ImportError:
        sys.exit("compare-braveblock: braveblock is missing (pip install braveblock)")
    if not os.access(arguments.navpolicy, os.X_OK):
        sys.exit("compare-braveblock: no navpolicy at %s (swift build -c release)" % arguments.navpolicy)

    hosts, urls = workload(arguments.hosts, arguments.urls)
    with tempfile.TemporaryDirectory() as directory:
        policy = os.path.join(directory, "blocklist.navpolicy")
        table = os.path.join(directory, "blocklist.navtable")
        bare_table = os.path.join(directory, "blocklist-no-source.navtable")
        requests = os.path.join(directory, "requests.jsonl")
        decisions = os.path.join(directory, "decisions.jsonl")
        with open(policy, "w") as out:
            out.write('policy "blocklist"\nwhen scheme is "file" then cancel\nwhen host in [\n')
            out.writelines('  "*.%s",\n' % name for name in hosts)
            out.write("] then cancel\notherwise allow\n")
        with open(requests, "w") as out:
            out.writelines(json.dumps({"url": url}) + "\n" for url in urls)

        compile_times, eval_times, build_times, check_times = [], [], [], []
        first_times, bare_first_times, bare_compiles = [], [], []
        one_url = [arguments.navpolicy, "eval", "--url", urls[0]]
        for _ in range(arguments.runs):
            bare_compiles.append(measured([arguments.navpolicy, "compile", "--no-source", policy, "-o", bare_table]))
            compile_times.append(timed([arguments.navpolicy, "compile", policy, "-o", table]))
            first_times.append(timed(one_url + [table], stdout=subprocess.DEVNULL))
            bare_first_times.append(timed(one_url + [bare_table], stdout=subprocess.DEVNULL))
            with open(decisions, "wb") as out:
                eval_times.append(timed([arguments.navpolicy, "eval", table, "--requests", requests], stdout=out))
            rules = ["||%s^" % name for name in hosts]
            start = time.perf_counter()
            engine = braveblock.Adblocker(rules=rules, include_easylist=False, include_easyprivacy=False)
            build_times.append(time.perf_counter() - start)
            check = engine.check_network_urls
            start = time.perf_counter()
            blocked = [check(url, "https://news.example.com/", "document") for url in urls]
            check_times.append(time.perf_counter() - start)

        with open(decisions) as lines:
            cancelled = [json.loads(line)["action"] == "cancel" for line in lines]
        table_bytes = os.path.getsize(table)
        bare_bytes = os.path.getsize(bare_table)
        text_bytes = os.path.getsize(policy)

    per_url = lambda seconds: statistics.median(seconds) / len(urls) * 1e6
    print("compare-braveblock: %d host patterns, %d URLs, medians of %d runs" % (len(hosts), len(urls), arguments.runs))
    bare_time = statistics.median(seconds for seconds, _ in bare_compiles)
    bare_peak = max(peak for _, peak in bare_compiles)
    print("  policy text %d bytes" % text_bytes)
    print("  navpolicy compile --no-source (whole process) %6.3f s   peak %.0f MB   table %d bytes, %.1f B per host, %.2f x the text" % (
        bare_time, bare_peak / 1e6, bare_bytes, bare_bytes / len(hosts), bare_bytes / text_bytes))
    print("  navpolicy compile (whole process)       %8.3f s   table %d bytes with the source, %.2f x without" % (
        statistics.median(compile_times), table_bytes, table_bytes / bare_bytes))
    print("  navpolicy eval --requests (whole process) %6.3f s   %.2f µs per URL" % (statistics.median(eval_times), per_url(eval_times)))
    print("  navpolicy eval --url, one URL (whole process): %.1f ms with the source embedded, %.1f ms without" % (
        statistics.median(first_times) * 1e3, statistics.median(bare_first_times) * 1e3))
    print("  braveblock engine build (in process)    %8.3f s" % statistics.median(build_times))
    print("  braveblock check loop (in process)      %8.3f s   %.2f µs per URL" % (statistics.median(check_times), per_url(check_times)))
    print("  eval ÷ braveblock per URL: %.2f" % (per_url(eval_times) / per_url(check_times)))
    print("  compile --no-source ÷ braveblock engine build: %.2f" % (bare_time / statistics.median(build_times)))
    agree = len(cancelled) == len(blocked) and cancelled == blocked
    print("  blocked: navpolicy %d, braveblock %d, %s" % (sum(cancelled), sum(blocked), "same URLs" if agree else "DIFFERENT URLS"))
    return 0 if agree else 1


if __name__ == "__main__":
    sys.exit(main())
