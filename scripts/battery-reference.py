#!/usr/bin/env python3
"""Recomputes the test battery of a simulate report from its outcome log, independently.

    scripts/battery-reference.py OUTCOMES.csv REPORT.json [--margin 0.1]

OUTCOMES.csv is `simulate --outcomes` (header then one row per spin), REPORT.json the
`simulate --json` report of the same run. Every test is recomputed here with numpy and
scipy (scipy.stats.chisquare, the geometric law, scipy.stats.kstest on the raw offsets,
unbinned) and compared with the report's `tests`; exit 1 on a disagreement. A check for
people and CI, not part of the product.
"""

import argparse
import csv
import json
import math
import sys

import numpy as np
from scipy import stats


def gap_class_starts(p, classes=8):
    # The classes are part of the test's definition (GapTest.classStarts): lengths r where
    # P(gap >= r) = (1 - p)^r is nearest to 1 - j/classes.
    if p <= 0:
        return []
    if p >= 1:
        return [0]
    starts = [0]
    for step in range(1, classes):
        start = int(math.floor(math.log(1 - step / classes) / math.log(1 - p) + 0.5))
        if start > starts[-1]:
            starts.append(start)
    return starts


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("outcomes")
    parser.add_argument("report")
    parser.add_argument("--margin", type=float, default=0.1)
    arguments = parser.parse_args()
    with open(arguments.report) as file:
        report = json.load(file)
    with open(arguments.outcomes) as file:
        rows = list(csv.DictReader(file))
    segments = report["segments"]
    n = len(rows)
    assert n == report["spins"], f"{n} rows for {report['spins']} spins"
    stop = np.array([int(row["stop_segment"]) for row in rows])
    offsets = np.array([float(row["offset"]) for row in rows])
    weights = report["weights"] or [1] * segments
    p = np.array(weights, dtype=float) / sum(weights)
    ours = {}

    counts = np.bincount(stop, minlength=segments)
    assert list(counts) == report["counts"], "the log's counts differ from the report's"
    possible = p > 0
    ours["chi-square of counts"] = stats.chisquare(counts[possible], n * p[possible])

    pairs = stop[: n - n % 2].reshape(-1, 2)
    table = np.zeros((segments, segments))
    np.add.at(table, (pairs[:, 0], pairs[:, 1]), 1)
    expected = len(pairs) * np.outer(p, p)
    cells = expected > 0
    ours["serial test of pairs"] = stats.chisquare(table[cells], expected[cells])

    runs = 1 + int(np.count_nonzero(stop[1:] != stop[:-1]))
    shares = counts / n
    a, b = float(np.sum(shares**2)), float(np.sum(shares**3))
    mean = 1 + n * (1 - a)
    variance = n * n / (n - 1) * (a * a + a - 2 * b + (a - 1) / n)
    z = (runs - mean) / math.sqrt(variance)
    ours["runs test"] = (z, 2 * stats.norm.sf(abs(z)))

    for segment in range(segments):
        starts = gap_class_starts(p[segment])
        if not starts:
            continue
        positions = np.flatnonzero(stop == segment)
        gaps = np.diff(positions) - 1
        bounds = starts + [math.inf]
        observed = [np.count_nonzero((gaps >= lo) & (gaps < hi)) for lo, hi in zip(bounds, bounds[1:])]
        law = stats.geom(p[segment], loc=-1)  # P(gap = r) = p (1 - p)^r, r = 0, 1, ...
        probabilities = [law.sf(lo - 1) - (law.sf(hi - 1) if hi != math.inf else 0) for lo, hi in zip(bounds, bounds[1:])]
        ours[f"gap test, segment {segment}"] = stats.chisquare(observed, np.array(probabilities) * len(gaps))

    margin = arguments.margin
    units = (offsets - margin) / (1 - 2 * margin)
    ours["Kolmogorov-Smirnov of offsets"] = stats.kstest(units, "uniform")

    failures = 0
    print(f"{'test':34} {'report':>12} {'here':>12} {'p report':>10} {'p here':>10}")
    for test in report["tests"]:
        name = test["name"]
        statistic, p_value = ours[name][0], ours[name][1]
        # KS here is exact and unbinned; the report's D is measured at 2^16 bin edges.
        ks = name.startswith("Kolmogorov")
        same_statistic = abs(test["statistic"] - statistic) <= (1 / 65536 if ks else 1e-9 * max(1, abs(statistic)))
        same_p = abs(test["pValue"] - p_value) <= (0.02 if ks else 1e-7)
        mark = "" if same_statistic and same_p else "  <-- differs"
        failures += bool(mark)
        print(f"{name:34} {test['statistic']:12.6f} {statistic:12.6f} {test['pValue']:10.6f} {p_value:10.6f}{mark}")
    missing = set(ours) - {test["name"] for test in report["tests"]}
    if missing:
        print("tests the report lacks: " + ", ".join(sorted(missing)))
        failures += len(missing)
    print(f"{len(report['tests'])} tests compared, {failures} differ")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
