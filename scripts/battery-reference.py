#!/usr/bin/env python3
"""Recomputes the test battery of a simulate report from its outcome log, independently.

    scripts/battery-reference.py OUTCOMES.csv REPORT.json [--margin F]

OUTCOMES.csv is `simulate --outcomes` (header then one row per spin), REPORT.json the
`simulate --json` report of the same run. Every test is recomputed here with numpy and
scipy (scipy.stats.chisquare with the report's pooling of cells expecting fewer than 5, the
geometric law with rare gap classes merged with their neighbours, scipy.stats.kstest on the raw offsets, unbinned) and compared with the report's `tests`; exit 1 on a disagreement, and so is whether each gap test is judged. A test the report did not
judge (`passed` null; version 2 gives it no numbers either) is listed, not compared. A check for
people and CI, not part of the product.
"""

import argparse
import csv
import json
import math
import sys
from fractions import Fraction

import numpy as np
from scipy import stats

REPORT_FORMAT = "luckywheel simulation report"  # SimulationReport.format


def gap_class_starts(p, classes=8):
    # The classes are part of the test's definition (GapTest.classStarts): lengths r where
    # P(gap >= r) = (1 - p)^r is nearest to 1 - j/classes.
    if p <= 0:
        return []
    if p >= 1:
        return [0]
    starts = [0]
    # log1p: 1 - p rounds to 1 for p below 1.1e-16, whose gaps are still classed.
    log_stay = math.log1p(-p)
    for step in range(1, classes):
        length = math.log(1 - step / classes) / log_stay
        if length >= 2.0**62:
            break
        start = int(math.floor(length + 0.5))
        if start > starts[-1]:
            starts.append(start)
    return starts


def counted(count, noun):
    return f"{count} {noun}" + ("" if count == 1 else "s")


def pooling_note(rare, merged):
    # TestBattery.poolingNote: "1 rare cell pooled with 1 other", "12 rare cells pooled", "1 rare cell".
    cells = counted(rare, "rare cell")
    if merged > rare:
        return f"{cells} pooled with {counted(merged - rare, 'other')}"
    return cells if rare == 1 else cells + " pooled"


def pooled_chisquare(name, observed, expected, ours):
    # TestBattery's pooling (ChiSquareTest.pooled): the cells that expect fewer than 5 become
    # one, which takes in the least likely others (ties in index order) while it expects fewer.
    # Cells that cannot occur (expected 0) count for nothing, as in ChiSquareTest.
    observed, expected = np.asarray(observed, dtype=float), np.asarray(expected, dtype=float)
    observed, expected = observed[expected > 0], expected[expected > 0]
    rare = [i for i in range(len(expected)) if expected[i] < 5]
    if rare:
        pool = set(rare)
        pool_expected = sum(expected[i] for i in rare)
        for i in sorted((i for i in range(len(expected)) if i not in pool), key=lambda i: (expected[i], i)):
            if pool_expected >= 5:
                break
            pool.add(i)
            pool_expected += expected[i]
        kept = [i for i in range(len(expected)) if i not in pool]
        observed = np.append(observed[kept], sum(observed[i] for i in pool))
        expected = np.append(expected[kept], pool_expected)
        name = f"{name} ({pooling_note(len(rare), len(pool))})"
    record_chisquare(name, observed, expected, ours)


def merged_gap_chisquare(name, observed, probabilities, gaps, expected_gaps, ours):
    # GapTest.merged: classes are ranges of gap lengths, so a class expecting fewer than 5
    # joins its neighbours: from the shortest gaps up, classes join one cell until it expects
    # 5 or more; a short remainder at the long end joins the last cell. The cells are drawn for
    # the gaps the run expects (n p - 1), and each then expects its share of the gaps counted.
    basis = max(expected_gaps, 0.0)
    expected = [q * basis for q in probabilities]
    scale = gaps / basis if basis > 0 else 0.0
    rare = sum(1 for e in expected if e < 5)
    if rare:
        cells_observed, cells_expected = [], []
        open_observed, open_expected = 0, 0.0
        for o, e in zip(observed, expected):
            open_observed, open_expected = open_observed + o, open_expected + e
            if open_expected >= 5:
                cells_observed.append(open_observed)
                cells_expected.append(open_expected)
                open_observed, open_expected = 0, 0.0
        if open_expected > 0 or open_observed > 0 or not cells_expected:
            if cells_expected:
                cells_observed[-1] += open_observed
                cells_expected[-1] += open_expected
            else:
                cells_observed, cells_expected = [open_observed], [open_expected]
        name = f"{name} ({counted(rare, 'rare cell')} merged, {len(expected)} into {len(cells_expected)})"
        observed, expected = cells_observed, cells_expected
    expected = [e * scale for e in expected] if rare else [q * gaps for q in probabilities]
    record_chisquare(name, np.asarray(observed, dtype=float), np.asarray(expected, dtype=float), ours)
    return name, len(expected) >= 2 and gaps > 0


def gap_spins_needed(p, probabilities):
    # TestBattery.observationsNeeded(gapsOf:): the spins at which some cut of the classes into
    # shorter and longer gaps expects 5 gaps on both sides (n spins expect n p - 1 gaps); a gap
    # test is judged from there on, however many gaps this run saw.
    shorter = best = 0.0
    total = sum(probabilities)
    for share in probabilities[:-1]:
        shorter += share
        best = max(best, min(shorter, total - shorter))
    return (5 / best + 1) / p if best > 0 else math.inf


def record_chisquare(name, observed, expected, ours):
    if len(expected) < 2:
        ours[name] = (0.0, 1.0)  # nothing to compare: the report's statistic 0, p-value 1
    else:
        ours[name] = stats.chisquare(observed, expected)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("outcomes")
    parser.add_argument("report")
    # The run's own landing margin, from the report (version 2 has it); --margin for another.
    parser.add_argument("--margin", type=float, default=None)
    arguments = parser.parse_args()
    with open(arguments.report) as file:
        report = json.load(file)
    # Version 1 had no format or version and gave a test not judged a p-value of 1; version 2
    # gives null. Both read here.
    if report.get("format", REPORT_FORMAT) != REPORT_FORMAT or report.get("version", 1) not in (1, 2):
        sys.exit(f"{arguments.report} is not a simulate --json report of version 1 or 2")
    with open(arguments.outcomes) as file:
        rows = list(csv.DictReader(file))
    segments = report["segments"]
    n = len(rows)
    assert n == report["spins"], f"{n} rows for {report['spins']} spins"
    stop = np.array([int(row["stop_segment"]) for row in rows])
    offsets = np.array([float(row["offset"]) for row in rows])
    weights = report["weights"] or [1] * segments
    # Scaled by the largest first: weights near the largest double sum past it, to infinity.
    scaled = np.array(weights, dtype=float) / max(weights)
    p = scaled / scaled.sum()
    ours = {}
    judged_here = {}  # gap tests: whether the rule judges them (cells and spins)

    counts = np.bincount(stop, minlength=segments)
    assert list(counts) == report["counts"], "the log's counts differ from the report's"
    possible = p > 0
    pooled_chisquare("chi-square of counts", counts[possible], n * p[possible], ours)

    pairs = stop[: n - n % 2].reshape(-1, 2)
    table = np.zeros((segments, segments))
    np.add.at(table, (pairs[:, 0], pairs[:, 1]), 1)
    expected = len(pairs) * np.outer(p, p)
    cells = expected > 0
    pooled_chisquare("serial test of pairs", table[cells], expected[cells], ours)

    runs = 1 + int(np.count_nonzero(stop[1:] != stop[:-1]))
    shares = counts / n
    a, b = float(np.sum(shares**2)), float(np.sum(shares**3))
    mean = 1 + n * (1 - a)
    variance = n * n / (n - 1) * (a * a + a - 2 * b + (a - 1) / n) if n > 1 else 0
    if variance > 0:
        z = (runs - mean) / math.sqrt(variance)
        ours["runs test"] = (z, 2 * stats.norm.sf(abs(z)))
    else:
        # One spin, or one segment in every spin: no variance, nothing to compare (the report
        # does not judge it; version 1 gave it z 0 and p-value 1).
        ours["runs test"] = (0.0, 1.0)
    # Judged from 20 spins once the wheel's own variance of runs, n (a^2 + a - 2b) on its
    # weights, reaches 10 (RunsTest.minimumVariance), with exact fractions here.
    weight_fractions = [Fraction(w) for w in weights]
    total = sum(weight_fractions)
    design = [w / total for w in weight_fractions if w > 0]
    design_a, design_b = sum(q * q for q in design), sum(q**3 for q in design)
    per_spin = design_a * design_a + design_a - 2 * design_b
    judged_here["runs test"] = variance > 0 and n >= 20 and per_spin > 0 and n * per_spin >= 10

    for segment in range(segments):
        starts = gap_class_starts(p[segment])
        if len(starts) < 2:
            continue  # as TestBattery: no gaps, or every gap in one class, leave nothing to test
        positions = np.flatnonzero(stop == segment)
        gaps = np.diff(positions) - 1
        bounds = starts + [math.inf]
        observed = [np.count_nonzero((gaps >= lo) & (gaps < hi)) for lo, hi in zip(bounds, bounds[1:])]
        law = stats.geom(p[segment], loc=-1)  # P(gap = r) = p (1 - p)^r, r = 0, 1, ...
        probabilities = [law.sf(lo - 1) - (law.sf(hi - 1) if hi != math.inf else 0) for lo, hi in zip(bounds, bounds[1:])]
        name, cells_enough = merged_gap_chisquare(
            f"gap test, segment {segment}", observed, probabilities, len(gaps), len(stop) * p[segment] - 1, ours)
        judged_here[name] = cells_enough and len(stop) >= gap_spins_needed(p[segment], probabilities)

    margin = arguments.margin if arguments.margin is not None else report.get("landingMargin", 0.1)
    units = (offsets - margin) / (1 - 2 * margin)
    ours["Kolmogorov-Smirnov of offsets"] = stats.kstest(units, "uniform")

    failures = not_judged = 0
    print(f"{'test':34} {'report':>12} {'here':>12} {'p report':>10} {'p here':>10}")
    for test in report["tests"]:
        name = test["name"]
        statistic, p_value = ours[name][0], ours[name][1]
        if name in judged_here and judged_here[name] != (test["passed"] is not None):
            print(f"{name:34} judged here: {judged_here[name]}, in the report: {test['passed'] is not None}  <-- differs")
            failures += 1
            continue
        if test["passed"] is None:
            # Not judged (too few observations, or nothing to test): a report of version 2 gives
            # no numbers for it, and version 1's were not meant to be read, so nothing is compared.
            reason = test.get("verdict", "version 1")
            print(f"{name:34} {'-':>12} {statistic:12.6f} {'-':>10} {p_value:10.6f}  not judged ({reason})")
            not_judged += 1
            continue
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
    print(f"{len(report['tests']) - not_judged} tests compared ({not_judged} not judged), {failures} differ")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
