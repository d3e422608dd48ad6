#!/usr/bin/env python3
"""Every luckywheel benchmark against the tools people would use instead, in one run.

Builds the release `luckywheel` and `luckywheel-bench` and the two C peers, writes the inputs
(`luckywheel-bench --write-inputs`: the @3x sheets and a @3x frame) so every peer works on the
very same files, runs every `luckywheel-bench` scenario (`--format json`) and its peers, times
the whole-process commands with hyperfine, and prints one table: each of ours as a ratio to the
fastest peer for that workload, with the targets from the issues. Single-thread work (ours and
the peers) is pinned to one core; "all cores" work and whole processes are not.

Writes the figures to docs/benchmarks.json, the README table to docs/benchmarks.md and the chart
(drawn by `luckywheel-bench --chart`) to docs/benchmarks.png. Set-up: Benchmarks/peers/README.md.

Usage: Benchmarks/peers/run-all.py [--core N] [--out-dir DIR] [--skip-whole-process]
       Benchmarks/peers/run-all.py --only-sheet-kinds
    (only the four kinds of @3x sheet against ImageMagick and PNG_IMAGE_FLAG_FAST, printed,
    nothing written)
       Benchmarks/peers/run-all.py --only-apng
    (only the animated PNG row against ffmpeg's APNG encoder, printed, nothing written)
"""

import argparse
import datetime
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(HERE, "render"))

import compose  # noqa: E402  (the render peers, next to this file)


def log(message):
    print(message, file=sys.stderr, flush=True)


# The peers a run could not import: a table without them compares against fewer (or no) peers
# and looks better than it is, so it does not replace the committed figures in docs/.
SKIPPED = []


def skipped(name, error):
    log(f"({name} skipped: {error})")
    SKIPPED.append(name)


def run(arguments, **options):
    return subprocess.run(arguments, check=True, capture_output=True, text=True, **options).stdout


# --- timing -------------------------------------------------------------------------------------


def measure(operation, minimum_seconds=1.5, minimum_samples=20, warm_up=5):
    """Median and minimum seconds per call of operation(call_index), after a warm-up."""
    for call in range(warm_up):
        operation(call)
    samples = []
    call = warm_up
    start = time.perf_counter()
    while len(samples) < minimum_samples or time.perf_counter() - start < minimum_seconds:
        begin = time.perf_counter()
        operation(call)
        samples.append(time.perf_counter() - begin)
        call += 1
        if len(samples) >= 2000:
            break
    return statistics.median(samples)


def hyperfine(command, runs, prepare=None, warmup=3):
    """Median wall seconds of a whole command (a list), timed by hyperfine without a shell."""
    with tempfile.NamedTemporaryFile(suffix=".json") as export:
        arguments = ["hyperfine", "-N", "--warmup", str(warmup), "--runs", str(runs), "--export-json", export.name]
        if prepare:
            arguments += ["--prepare", prepare]
        run(arguments + [" ".join(command)])
        return json.load(open(export.name))["results"][0]["median"]


def tree_bytes(folder, suffix=".png"):
    return sum(os.path.getsize(os.path.join(folder, name)) for name in os.listdir(folder) if name.endswith(suffix))


# --- set-up -------------------------------------------------------------------------------------


def build(work):
    log("building (release)...")
    for product in ("luckywheel", "luckywheel-bench"):
        subprocess.run(["swift", "build", "-c", "release", "--product", product], cwd=ROOT, check=True,
                       stdout=sys.stderr)
    binaries = run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT).strip()
    # The whole-process figures use the tool as the README installs it: one fully static
    # executable (Swift runtime, libpng, zlib and libc linked in), which starts in about 1 ms;
    # the Swift runtime alone linked statically is timed too, for comparison.
    static = ["swift", "build", "-c", "release", "--static-swift-stdlib", "--scratch-path", ".build/static"]
    subprocess.run(static + ["--product", "luckywheel"], cwd=ROOT, check=True, stdout=sys.stderr)
    runtime_static = os.path.join(run(static + ["--show-bin-path"], cwd=ROOT).strip(), "luckywheel")
    full = ["swift", "build", "-c", "release", "--static-swift-stdlib", "-Xswiftc", "-static-executable",
            "-Xlinker", "-lz", "-Xlinker", "-lm", "--scratch-path", ".build/fullstatic"]
    subprocess.run(full + ["--product", "luckywheel"], cwd=ROOT, check=True, stdout=sys.stderr)
    installed = os.path.join(run(full + ["--show-bin-path"], cwd=ROOT).strip(), "luckywheel")
    libpng = run(["pkg-config", "--cflags", "--libs", "libpng"]).split()
    slice_c = os.path.join(work, "slice")
    run(["cc", "-O2", "-o", slice_c, os.path.join(HERE, "slice", "slice.c")] + libpng)
    motion = os.path.join(work, "motion")
    run(["cc", "-O2", "-ffp-contract=off", "-pthread", "-o", motion, os.path.join(HERE, "motion", "motion.c"), "-lm"])
    return (installed, runtime_static), os.path.join(binaries, "luckywheel-bench"), slice_c, motion


def context(convert):
    cpu = next(
        (line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")),
        platform.processor(),
    )
    versions = {}
    for name, module in (("pillow", "PIL"), ("opencv", "cv2"), ("pycairo", "cairo"), ("numpy", "numpy")):
        try:
            imported = __import__(module)
            versions[name] = getattr(imported, "__version__", None) or getattr(imported, "version", None)
        except ImportError:
            versions[name] = None
    swift = run(["swift", "--version"]).splitlines()[0]
    return {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "cpu": cpu,
        "cores": os.cpu_count(),
        "swift": "Swift " + swift.split("version ")[1].split()[0] if "version " in swift else swift,
        "swiftVersionLine": swift,
        "os": os_name(),
        "loadAverageBefore": open("/proc/loadavg").read().split()[:3],
        "libpng": run(["pkg-config", "--modversion", "libpng"]).strip(),
        "imagemagick": run([convert, "-version"]).splitlines()[0].replace("Version: ", "").split(" https:")[0],
        "hyperfine": run(["hyperfine", "--version"]).strip(),
        "python": platform.python_version(),
        "cc": run(["cc", "--version"]).splitlines()[0],
        **versions,
    }


def os_name():
    try:
        release = dict(line.rstrip("\n").split("=", 1) for line in open("/etc/os-release") if "=" in line)
        return f"{release['PRETTY_NAME'].strip(chr(34))}, Linux {platform.release()}"
    except (OSError, KeyError):
        return platform.platform()


def bench(binary, filters, core=None):
    arguments = [binary, "--format", "json"]
    for name in filters:
        arguments += ["--filter", name]
    if core is not None:
        arguments = ["taskset", "-c", str(core)] + arguments
    results = json.loads(run(arguments))["results"]
    return {entry["name"]: entry for entry in results}


# --- the workloads ------------------------------------------------------------------------------


def row(id, label, ours, peers, target=None, target_ratio=None, met=None, chart=None, note=None, bytes_ratio=None):
    """One table row: ours and every peer as {what, seconds, bytes}; the fastest peer and the
    ratio are derived."""
    best = min(peers, key=lambda peer: peer["seconds"]) if peers else None
    return {
        "id": id,
        "label": label,
        "chartLabel": chart,
        "ours": ours,
        "peer": best,
        "peers": peers,
        "ratio": ours["seconds"] / best["seconds"] if best else None,
        "bytesRatio": bytes_ratio,
        "target": target,
        "targetRatio": target_ratio,
        "met": met,
        "note": note,
    }


def m(what, seconds, bytes=None, **extra):
    return {"what": what, "seconds": seconds, "bytes": bytes, **extra}


def scenario(results, name, divide=1):
    entry = results[name]
    facts = entry.get("facts", {})
    size = int(facts["bytes"]) if "bytes" in facts else None
    return m(name, entry["p50Nanoseconds"] / 1e9 / divide, size)


def motion_peer(motion, mode, *arguments, core=None):
    command = [motion, mode] + list(arguments)
    if core is not None:
        command = ["taskset", "-c", str(core)] + command
    return json.loads(run(command))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--core", type=int, default=1, help="the core single-thread work is pinned to (default 1)")
    parser.add_argument("--out-dir", default=os.path.join(ROOT, "docs"), help="where the figures go (default docs/)")
    parser.add_argument("--skip-whole-process", action="store_true", help="only the in-process comparisons")
    parser.add_argument("--only-sheet-kinds", action="store_true",
                        help="only slice the four kinds of @3x sheet against their peers; print, write nothing")
    parser.add_argument("--only-apng", action="store_true",
                        help="only the animated PNG against ffmpeg's APNG encoder; print, write nothing")
    options = parser.parse_args()
    core = options.core
    cores = os.cpu_count()
    every_core = os.sched_getaffinity(0)
    convert = os.environ.get("CONVERT") or ("/usr/bin/convert" if os.path.exists("/usr/bin/convert") else "convert")
    work = tempfile.mkdtemp(prefix="luckywheel-peers.")
    try:
        (luckywheel, runtime_static), bench_binary, slice_c, motion = build(work)
        facts = context(convert)
        log(f"load average before: {' '.join(facts['loadAverageBefore'])}")
        inputs = os.path.join(work, "inputs")
        os.mkdir(inputs)
        run([bench_binary, "--write-inputs", inputs])
        sheet = os.path.join(inputs, "LuckyAstrology@3x.png")
        pressed = os.path.join(inputs, "LuckyAstrologyPressed@3x.png")
        frame_file = os.path.join(inputs, "frame@3x.png")
        if options.only_apng:
            print(table({"context": facts | {"loadAverageAfter": loadavg()}, "rows": animated_png(luckywheel, work)}))
            return
        if options.only_sheet_kinds:
            kinds = sheet_kinds(luckywheel, slice_c, convert, inputs, work)
            print(table({"context": facts | {"loadAverageAfter": loadavg()}, "rows": kinds}))
            return

        log(f"luckywheel-bench, single-thread scenarios on core {core}...")
        ours = bench(bench_binary, ["tick", "1 thread", "render@", "encode-", "ascii"], core=core)
        log("luckywheel-bench, all-cores scenarios...")
        ours.update(bench(bench_binary, ["all cores"]))
        rows = []

        # Spin model: the C program follows WheelCore step by step (and gives the same tally).
        log("tick and simulate peers...")
        tick_ticks = motion_peer(motion, "tick", core=core)
        per_tick = ours["tick"]["p50Nanoseconds"] / 1e9 / tick_ticks["units"]
        warm = tick_ticks["p50Nanoseconds"] / 1e9 / tick_ticks["units"]
        cold_run = motion_peer(motion, "tick", "--cold", core=core)
        cold = cold_run["p50Nanoseconds"] / 1e9 / cold_run["units"]
        rows.append(row(
            "tick", "tick: θ(t) and the segment under the pointer, per tick, 1 core",
            m("tick", per_tick), [m("C, same warm-started Newton solve", warm, short="c"),
                                  m("C, cold Newton solve per tick (UnitBezier-style)", cold, short="c, cold start")],
            target="≥ 20 M ticks/s on one core", met=1 / per_tick >= 20e6, chart="tick, 1 core",
            note=f"{1 / per_tick / 1e6:.1f} M ticks/s"))
        sim1 = motion_peer(motion, "simulate", "--spins", "2048", "--threads", "1", core=core)
        rows.append(row(
            "simulate-1", "simulate: 2048 whole spins, 1 thread", scenario(ours, "simulate, 1 thread"),
            [m("C, same model, 1 thread", sim1["p50Nanoseconds"] / 1e9, short="c")], chart="simulate, 1 thread"))
        simn = motion_peer(motion, "simulate", "--spins", "8192", "--threads", str(cores))
        rows.append(row(
            "simulate-all", f"simulate: 8192 whole spins, all {cores} cores", scenario(ours, "simulate, all cores"),
            [m(f"C, same model, {cores} threads", simn["p50Nanoseconds"] / 1e9, short="c")], chart="simulate, all cores"))

        # Composing one frame.
        log(f"compose peers (Pillow, OpenCV, pycairo) on core {core}...")
        os.sched_setaffinity(0, {core})
        for scale in (1, 2, 3):
            peers = []
            for name, make in (("Pillow", compose.pillow_frame), ("OpenCV", compose.opencv_frame),
                               ("pycairo", compose.cairo_frame)):
                try:
                    peers.append(m(name, measure(make(scale)), short=name.lower()))
                except ImportError as error:
                    skipped(name, error)
            side = 286 * scale
            rows.append(row(
                f"compose@{scale}x", f"render@{scale}x: compose one {side}×{side} frame, 1 core",
                scenario(ours, f"render@{scale}x"), peers,
                target="≤ 0.4× the fastest peer" if scale == 3 else None, target_ratio=0.4 if scale == 3 else None,
                chart=f"render@{scale}x"))
        if rows[-1]["ratio"] is not None:
            rows[-1]["met"] = rows[-1]["ratio"] <= 0.4
        # The same @3x frame against OpenCV's warpAffine alone (turning the wheel layer, no
        # blending): composing the whole frame should still cost less than that one step.
        try:
            warp = measure(compose.opencv_warp(3))
            rows.append(row(
                "compose@3x-warp", "render@3x: the whole frame against OpenCV warpAffine alone (no blending), 1 core",
                scenario(ours, "render@3x"), [m("OpenCV warpAffine (INTER_LINEAR) of the wheel layer", warp,
                                                short="opencv warpaffine")],
                target="below 1× (compose keeps its lead)", target_ratio=1.0, chart="render@3x vs warpAffine"))
            rows[-1]["met"] = rows[-1]["ratio"] < 1
        except ImportError as error:
            skipped("warpAffine peer", error)

        # Encoding the same @3x frame.
        log("encode peers (libpng in C, OpenCV, Pillow)...")
        for name, level, filters in (("encode-fast", 1, "all"), ("encode-default", 6, "all")):
            peers = []
            median_ms, _, size = run(["taskset", "-c", str(core), slice_c, "--encode-only", "--segments", "1",
                                      "--level", str(level), "--filters", filters, "--strategy", "default",
                                      "--repeat", "40", frame_file]).split()
            peers.append(m(f"libpng (C) level {level}, default filters", float(median_ms) / 1e3, int(size),
                           short="libpng (c)"))
            for peer, encoder in (("OpenCV (libpng)", compose.opencv_encoder), ("Pillow", compose.pillow_encoder)):
                try:
                    prepare, encode = encoder(level)
                    image = prepare(frame_file)
                    peers.append(m(f"{peer} level {level}", measure(lambda _: encode(image)), len(encode(image)),
                                   short=peer.split()[0].lower()))
                except ImportError as error:
                    skipped(peer, error)
            mine = scenario(ours, name)
            reference = peers[0]
            limit = 0.35 if level == 1 else 1.0
            rows.append(row(
                name, f"{name}: the 858×858 frame to PNG bytes, 1 core", mine, peers,
                target=f"≤ {limit}× libpng level {level} (default filters), bytes ≤ 1.0×", target_ratio=limit,
                chart=name, bytes_ratio=mine["bytes"] / reference["bytes"],
                note=f"{mine['bytes']:,} B; libpng level {level}: {reference['bytes']:,} B"))
            rows[-1]["met"] = mine["seconds"] / reference["seconds"] <= limit and mine["bytes"] <= reference["bytes"]

        # Text frames.
        log("ascii peer (OpenCV: compose @1x, shrink, map)...")
        for columns, lines in ((80, 40), (160, 80)):
            try:
                peers = [m("OpenCV: @1x frame, INTER_AREA, ramp", measure(compose.opencv_ascii(columns, lines)),
                           short="opencv")]
            except ImportError as error:
                skipped("ascii peer", error)
                peers = []
            mine = scenario(ours, f"ascii {columns}x{lines}")
            small = columns == 80
            rows.append(row(
                f"ascii-{columns}x{lines}", f"ascii {columns}×{lines}: one plain-text frame, 1 core", mine, peers,
                target="≤ 0.2 ms" if small else None, met=mine["seconds"] <= 0.2e-3 if small else None,
                chart=f"ascii {columns}x{lines}"))

        # Slicing in process: the same files, equal settings.
        log("slice peers in process (slice.c)...")

        def slice_peer(*settings):
            median_ms, _, size = run(["taskset", "-c", str(core), slice_c] + list(settings) +
                                     ["--repeat", "100", sheet, pressed]).split()
            return float(median_ms) / 1e3, int(size)

        seconds, size = slice_peer("--level", "6", "--filters", "none", "--strategy", "default", "--or-rle")
        mine = scenario(ours, "slice@3x default, 1 thread")
        rows.append(row(
            "slice-default", "slice@3x default, in process: 2 sheets → 24 wedges, 1 thread", mine,
            [m("slice.c on libpng, same settings (smaller of zlib 6 no filter, all filters RLE)", seconds, size,
               short="c")],
            target="within 1.1× of the C program", target_ratio=1.1, chart="slice@3x default, 1 thread",
            note=f"{mine['bytes']:,} B vs {size:,} B"))
        rows[-1]["met"] = rows[-1]["ratio"] <= 1.1
        equal, equal_size = slice_peer("--level", "3", "--filters", "none", "--strategy", "default")
        flag_fast, flag_size = slice_peer("--simplified-fast")
        mine = scenario(ours, "slice@3x fast, 1 thread")
        rows.append(row(
            "slice-fast", "slice@3x fast, in process: 2 sheets → 24 wedges, 1 thread", mine,
            [m("slice.c on libpng, same settings (zlib 3, no filter)", equal, equal_size, short="c"),
             m("slice.c, simplified API, PNG_IMAGE_FLAG_FAST", flag_fast, flag_size, short="c, flag fast")],
            target="within 1.1× of the C program", target_ratio=1.1, chart="slice@3x fast, 1 thread",
            note=f"{mine['bytes']:,} B vs {equal_size:,} B (same settings), {flag_size:,} B (FLAG_FAST)"))
        rows[-1]["met"] = rows[-1]["ratio"] <= 1.1
        # The path people would use for speed: libpng's simplified API with PNG_IMAGE_FLAG_FAST
        # (one thread, it has no other) against our fast preset on every core, in process.
        mine = scenario(ours, "slice@3x fast, all cores")
        rows.append(row(
            "slice-fast-flag", "slice@3x fast, in process, all cores: 2 sheets → 24 wedges", mine,
            [m("slice.c, simplified API, PNG_IMAGE_FLAG_FAST", flag_fast, flag_size, short="c, flag fast")],
            target="faster than PNG_IMAGE_FLAG_FAST, no larger output", target_ratio=1.0,
            chart="slice@3x fast, all cores", note=f"{mine['bytes']:,} B vs {flag_size:,} B"))
        rows[-1]["met"] = rows[-1]["ratio"] < 1 and mine["bytes"] <= flag_size
        for name in ("slice@3x default, all cores", "slice@3x best, all cores"):
            mine = scenario(ours, name)
            rows.append(row(name.replace(", ", "-").replace(" ", "-"), f"{name}: 2 sheets → 24 wedges, in process", mine, [],
                            note=f"{mine['bytes']:,} B"))

        # The render pipeline in memory.
        log("pipeline peers (pycairo + libpng level 1 through OpenCV)...")
        try:
            run_one, close = compose.pipeline(2, 180, 1)
            one = measure(run_one, minimum_seconds=8, minimum_samples=3, warm_up=1)
            close()
            os.sched_setaffinity(0, every_core)
            run_all, close = compose.pipeline(2, 180, cores)
            pool = measure(run_all, minimum_seconds=8, minimum_samples=3, warm_up=1)
            close()
        except ImportError as error:
            skipped("pipeline peer", error)
            one = pool = None
        os.sched_setaffinity(0, every_core)
        rows.append(row(
            "pipeline-1", "pipeline@2x: 180 frames composed and PNG-encoded, 1 thread",
            scenario(ours, "pipeline@2x 180 frames, 1 thread"),
            [m("pycairo + libpng level 1 (OpenCV), 1 process", one, short="pycairo and libpng")] if one else [], chart="pipeline@2x, 1 thread"))
        rows.append(row(
            "pipeline-all", f"pipeline@2x: 180 frames composed and PNG-encoded, all {cores} cores",
            scenario(ours, "pipeline@2x 180 frames, all cores"),
            [m(f"pycairo + libpng level 1 (OpenCV), {cores} processes", pool, short="pycairo and libpng")] if pool else [],
            target="≤ 0.3× pycairo + libpng", target_ratio=0.3, chart="pipeline@2x, all cores"))
        if rows[-1]["ratio"] is not None:
            rows[-1]["met"] = rows[-1]["ratio"] <= 0.3
        speedup = ours["pipeline@2x 180 frames, 1 thread"]["p50Nanoseconds"] / \
            ours["pipeline@2x 180 frames, all cores"]["p50Nanoseconds"]
        rows[-1]["note"] = f"{speedup:.2f}× the 1-thread speed"

        if not options.skip_whole_process:
            rows += whole_process(luckywheel, runtime_static, motion, slice_c, convert, sheet, work, cores, core)
            rows += sheet_kinds(luckywheel, slice_c, convert, inputs, work)

        for entry in rows:
            entry["ours"]["what"] = entry["ours"]["what"] or entry["id"]
        figures = {"context": facts, "rows": rows, "luckywheelBench": list(ours.values())}
        default_dir = os.path.join(ROOT, "docs")
        if SKIPPED and os.path.abspath(options.out_dir) == os.path.abspath(default_dir):
            print(table(figures))
            log(f"not written to docs/: {', '.join(dict.fromkeys(SKIPPED))} could not be imported, and the committed table "
                "compares against every peer; install them (Benchmarks/peers/README.md), or give --out-dir")
            return 1
        if SKIPPED:
            log(f"warning: the table lacks {', '.join(dict.fromkeys(SKIPPED))}, which could not be imported")
        os.makedirs(options.out_dir, exist_ok=True)
        json_path = os.path.join(options.out_dir, "benchmarks.json")
        with open(json_path, "w") as file:
            json.dump(figures, file, indent=1, ensure_ascii=False)
            file.write("\n")
        markdown = table(figures)
        with open(os.path.join(options.out_dir, "benchmarks.md"), "w") as file:
            file.write(markdown)
        chart = os.path.join(options.out_dir, "benchmarks.png")
        run([bench_binary, "--chart", json_path, "-o", chart])
        print(markdown)
        log(f"wrote {json_path}, {os.path.join(options.out_dir, 'benchmarks.md')} and {chart}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def whole_process(luckywheel, runtime_static, motion, slice_c, convert, sheet, work, cores, core):
    """Commands as a user runs them, timed by hyperfine (median), with the bytes they write."""
    rows = []
    out = os.path.join(work, "out")
    prepare = f"sh -c 'rm -rf {out}; mkdir -p {out}/c'"
    log("whole process: slice against ImageMagick and PNG_IMAGE_FLAG_FAST...")
    lw_default = hyperfine([luckywheel, "slice", sheet, "--compression", "small", "-o", out + "/lw"], 40, prepare)
    lw_default_bytes = tree_bytes(out + "/lw")
    im = hyperfine([convert, sheet, "-crop", "12x1@", "+repage", out + "/im-%02d.png"], 40, prepare)
    im_bytes = tree_bytes(out)
    rows.append(row(
        "slice-process-default", "luckywheel slice --compression small: 1 sheet → 12 wedge files",
        m("luckywheel slice --compression small", lw_default, lw_default_bytes),
        [m("ImageMagick convert -crop 12x1@", im, im_bytes, short="imagemagick")],
        target="faster than ImageMagick, no larger output",
        target_ratio=1.0, chart="slice, whole process, default",
        bytes_ratio=lw_default_bytes / im_bytes, note=f"{lw_default_bytes:,} B vs {im_bytes:,} B"))
    rows[-1]["met"] = rows[-1]["ratio"] < 1 and lw_default_bytes <= im_bytes
    lw_fast = hyperfine([luckywheel, "slice", sheet, "--compression", "fast", "-o", out + "/lw"], 40, prepare)
    lw_fast_bytes = tree_bytes(out + "/lw")
    c_fast = hyperfine([slice_c, "--simplified-fast", "--repeat", "1", "--out", out + "/c", sheet], 40, prepare)
    c_fast_bytes = tree_bytes(out + "/c")
    rows.append(row(
        "slice-process-fast", "luckywheel slice --compression fast: 1 sheet → 12 wedge files",
        m("luckywheel slice --compression fast", lw_fast, lw_fast_bytes),
        [m("C program, libpng PNG_IMAGE_FLAG_FAST", c_fast, c_fast_bytes, short="c, flag fast")],
        target="faster than PNG_IMAGE_FLAG_FAST, no larger output", target_ratio=1.0,
        chart="slice, whole process, fast", bytes_ratio=lw_fast_bytes / c_fast_bytes,
        note=f"{lw_fast_bytes:,} B vs {c_fast_bytes:,} B"))
    rows[-1]["met"] = rows[-1]["ratio"] < 1 and lw_fast_bytes <= c_fast_bytes
    lw_fast_shared = hyperfine([runtime_static, "slice", sheet, "--compression", "fast", "-o", out + "/lw"], 40,
                               prepare)
    rows.append(row(
        "slice-process-fast-shared",
        "the same, built with --static-swift-stdlib only (libc, libpng, zlib shared)",
        m("luckywheel slice --compression fast", lw_fast_shared, lw_fast_bytes),
        [m("C program, libpng PNG_IMAGE_FLAG_FAST", c_fast, c_fast_bytes, short="c, flag fast")],
        note="for comparison: start-up of the shared libraries"))
    start_up = hyperfine([luckywheel, "--version"], 100)
    start_up_shared = hyperfine([runtime_static, "--version"], 100)
    c_start = hyperfine(["/bin/true"], 100)
    rows.append(row("start-up", "process start-up: luckywheel --version", m("luckywheel --version", start_up),
                    [m("/bin/true (C, dynamically linked)", c_start, short="true")],
                    note=f"the floor of every whole-process figure; {duration(start_up_shared)} "
                         "with libc, libpng and zlib shared"))

    log("whole process: simulate --spins 1000000...")
    report = json.loads(run([luckywheel, "simulate", "--spins", "1000000", "--seed", "42", "--json"]))
    peer = motion_peer(motion, "simulate", "--spins", "1000000", "--threads", str(cores), "--once")
    same = all(report[key] == peer[key] for key in ("counts", "borderCrossings", "ticksEvaluated"))
    simulate = hyperfine([luckywheel, "simulate", "--spins", "1000000", "--seed", "42"], 5, warmup=1)
    c_simulate = hyperfine([motion, "simulate", "--spins", "1000000", "--threads", str(cores), "--once"], 5,
                           warmup=1)
    rows.append(row(
        "simulate-process", f"luckywheel simulate --spins 1000000 --seed 42 (60 Hz), {cores} cores",
        m("luckywheel simulate --spins 1000000", simulate), [m(f"C, same model, {cores} threads", c_simulate, short="c")],
        target="≤ 4 s on 2 cores", met=simulate <= 4, chart="simulate, 1000000 spins, process",
        note="identical tally" if same else "TALLIES DIFFER"))

    log("whole process: the first frame against 31 frames, raw RGBA, one core...")
    first = ["taskset", "-c", str(core), luckywheel, "render", "--frames", "1", "--scale", "3", "--format", "rgba",
             "-o", "-"]
    first_frame = hyperfine(first, 20)
    thirty_one = hyperfine(first[:6] + ["31"] + first[7:], 20)
    rows.append(row(
        "first-frame", "luckywheel render --frames 1 --scale 3 --format rgba -o -, 1 core",
        m("luckywheel render --frames 1 --scale 3 --format rgba", first_frame),
        [m("the same with --frames 31", thirty_one, short="--frames 31")],
        target="≤ 0.3× of --frames 31", target_ratio=0.3, chart="first frame vs 31 frames, process",
        note="start-up: the built-in screen's layers inflated from the binary, no cache"))
    rows[-1]["met"] = rows[-1]["ratio"] <= 0.3

    log("whole process: render 180 @2x frames on all cores and on one...")
    frames = os.path.join(work, "frames")
    prepare_frames = f"rm -rf {frames}"
    render = [luckywheel, "render", "--frames", "180", "--scale", "2", "-o", frames]
    all_cores = hyperfine(render, 5, prepare_frames, warmup=1)
    render_bytes = tree_bytes(frames)
    one_core = hyperfine(["taskset", "-c", str(core)] + render, 5, prepare_frames, warmup=1)
    rows.append(row(
        "render-process", f"luckywheel render --frames 180 --scale 2 (PNG files), {cores} cores",
        m("luckywheel render --frames 180 --scale 2", all_cores, render_bytes), [],
        target="both cores used", met=one_core / all_cores > 1.5,
        note=f"1 core {one_core:.2f} s: {one_core / all_cores:.2f}× speed-up; {render_bytes / 1e6:.1f} MB written"))

    rows += animated_png(luckywheel, work)

    log("peak memory: render --frames 600 --scale 3...")
    shutil.rmtree(frames, ignore_errors=True)
    timed = subprocess.run(["/usr/bin/time", "-v", luckywheel, "render", "--frames", "600", "--scale", "3",
                            "--format", "png", "-o", frames], check=True, capture_output=True, text=True)
    peak_kb = int(next(line.split(":")[1] for line in timed.stderr.splitlines() if "Maximum resident" in line))
    wall = next(line.split(": ", 1)[1].strip() for line in timed.stderr.splitlines() if "Elapsed (wall" in line)
    rows.append(row(
        "render-memory", "luckywheel render --frames 600 --scale 3 --format png: peak memory",
        m("luckywheel render --frames 600 --scale 3", None, tree_bytes(frames), peakKilobytes=peak_kb), [],
        target="< 150 MB peak resident", met=peak_kb * 1024 < 150e6,
        note=f"{peak_kb / 1024:.1f} MiB peak, {wall} wall"))
    shutil.rmtree(frames, ignore_errors=True)
    return rows


def animated_png(luckywheel, work):
    """The default 270-frame @2x spin as one animated PNG: ours renders and encodes it (the whole
    process), ffmpeg's APNG encoder is given the 270 PNG frames `render` writes of the same spin.
    The issue's row is the default (lossless, `--compression fast`); two more rows, without a
    target, put the same ffmpeg run next to `--compression small` (lossless) and the lossy
    `--colors 256`."""
    log("whole process: the default spin as one animated PNG, against ffmpeg -f apng (minutes)...")
    spin = os.path.join(work, "spin.apng")
    variants = [("", [], ""), (" --compression small", ["--compression", "small"], "lossless, no target, "),
                (" --colors 256", ["--colors", "256"], "lossy, no target, ")]
    ours = []
    for text, flags, kind in variants:
        seconds = hyperfine([luckywheel, "render", "--scale", "2", "--format", "apng"] + flags + ["-o", spin], 5,
                            f"rm -f {spin}", warmup=1)
        ours.append((text, kind, seconds, os.path.getsize(spin)))
    frames = os.path.join(work, "apng-frames")
    shutil.rmtree(frames, ignore_errors=True)
    run([luckywheel, "render", "--scale", "2", "-o", frames])
    count = len([name for name in os.listdir(frames) if name.endswith(".png")])
    peer_file = os.path.join(work, "ffmpeg.apng")
    ffmpeg = hyperfine(["ffmpeg", "-loglevel", "error", "-y", "-framerate", "60", "-i", frames + "/frame-%05d.png",
                        "-plays", "0", "-f", "apng", peer_file], 3, warmup=0)
    peer_bytes = os.path.getsize(peer_file)
    version = run(["ffmpeg", "-version"]).splitlines()[0].split()[2]
    shutil.rmtree(frames, ignore_errors=True)
    peer = m(f"ffmpeg {version} -f apng, given the same {count} PNG frames", ffmpeg, peer_bytes, short="ffmpeg apng")
    rows = []
    for index, (text, kind, seconds, size) in enumerate(ours):
        entry = row(
            "apng-process" + text.replace(" --", "-").replace(" ", "-"),
            f"luckywheel render --format apng{text}: the default {count}-frame @2x spin as one animated PNG, "
            f"{kind}whole process",
            m(f"luckywheel render --scale 2 --format apng{text}", seconds, size), [peer],
            target="≤ 0.1× ffmpeg's time, bytes ≤ 0.6×" if index == 0 else None,
            target_ratio=0.1 if index == 0 else None,
            chart="animated PNG, 270 @2x frames, process" if index == 0 else None,
            bytes_ratio=size / peer_bytes, note=f"{size:,} B vs {peer_bytes:,} B")
        if index == 0:
            entry["met"] = entry["ratio"] <= 0.1 and size <= 0.6 * peer_bytes
        rows.append(entry)
    return rows


# The four kinds of @3x sheet `luckywheel-bench --write-inputs` writes (SheetKind.swift), which
# chose SliceCompression's presets: flat vector art, dithered gradients, photographic, palette.
SHEET_KINDS = ("flat", "dithered", "photographic", "palette")


def loadavg():
    return open("/proc/loadavg").read().split()[:3]


def sheet_kinds(luckywheel, slice_c, convert, inputs, work):
    """Per kind of @3x sheet, whole process: `slice --compression small` against ImageMagick's
    `-crop 12x1@`, and `--compression fast` against libpng's PNG_IMAGE_FLAG_FAST; then the worst
    ratio of each comparison."""
    rows = []
    out = os.path.join(work, "kinds")
    prepare = f"sh -c 'rm -rf {out}; mkdir -p {out}/c {out}/im'"
    # Per preset (its row id, then its --compression level; slice's default level kept the id
    # "default" when the level was renamed small): the peer, its command line (given the sheet)
    # and the folder it writes.
    peers = (
        ("default", "small", "ImageMagick", "ImageMagick convert -crop 12x1@", "imagemagick", out + "/im",
         lambda sheet: [convert, sheet, "-crop", "12x1@", "+repage", out + "/im/%02d.png"]),
        ("fast", "fast", "PNG_IMAGE_FLAG_FAST", "C program, libpng PNG_IMAGE_FLAG_FAST", "c, flag fast", out + "/c",
         lambda sheet: [slice_c, "--simplified-fast", "--repeat", "1", "--out", out + "/c", sheet]),
    )
    worst = {preset: [] for preset, *_ in peers}
    for kind in SHEET_KINDS:
        sheet = os.path.join(inputs, f"sheet-{kind}@3x.png")
        log(f"whole process, {kind} sheet: slice against ImageMagick and PNG_IMAGE_FLAG_FAST...")
        for preset, level, peer, peer_label, peer_short, peer_out, peer_command in peers:
            lw = hyperfine([luckywheel, "slice", sheet, "--compression", level, "-o", out + "/lw"], 30, prepare)
            lw_bytes = tree_bytes(out + "/lw")
            theirs = hyperfine(peer_command(sheet), 30, prepare)
            their_bytes = tree_bytes(peer_out)
            rows.append(row(
                f"slice-kind-{kind}-{preset}", f"{kind} @3x sheet: slice --compression {level}, 12 wedge files",
                m(f"luckywheel slice --compression {level}", lw, lw_bytes),
                [m(peer_label, theirs, their_bytes, short=peer_short)],
                target=f"faster than {peer}, no larger output", target_ratio=1.0,
                bytes_ratio=lw_bytes / their_bytes, note=f"{lw_bytes:,} B vs {their_bytes:,} B"))
            rows[-1]["met"] = rows[-1]["ratio"] < 1 and lw_bytes <= their_bytes
            worst[preset].append((kind, rows[-1]["ratio"], lw_bytes / their_bytes))
    for preset, level, peer, *_ in peers:
        slowest = max(worst[preset], key=lambda entry: entry[1])
        largest = max(worst[preset], key=lambda entry: entry[2])
        rows.append(row(
            f"slice-kinds-{preset}-worst", f"slice --compression {level}, worst of the four kinds against {peer}",
            m(f"slowest: {slowest[0]}", None), [],
            met=slowest[1] < 1 and largest[2] <= 1,
            note=f"time ratio {slowest[1]:.2f} ({slowest[0]}), bytes ratio {largest[2]:.3f} ({largest[0]})"))
    return rows


# --- the table ----------------------------------------------------------------------------------


def duration(seconds):
    if seconds is None:
        return ""
    if seconds < 1e-6:
        return f"{seconds * 1e9:.1f} ns"
    if seconds < 1e-3:
        return f"{seconds * 1e6:.2f} µs"
    if seconds < 1:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds:.2f} s"


def table(figures):
    c = figures["context"]
    lines = [
        f"Measured {c['date'][:10]} on {c['cpu']} ({c['cores']} cores), {c['swift']}, {c['os']}; "
        f"libpng {c['libpng']}, {c['imagemagick']}, Pillow {c['pillow']}, "
        f"OpenCV {c['opencv']}, pycairo {c['pycairo']}, NumPy {c['numpy']}. "
        f"Load average before the run: {' '.join(c['loadAverageBefore'])}. "
        "Times are medians; ratio = ours ÷ the fastest peer (below 1: ours is faster).",
        "",
        "| workload | luckywheel | fastest peer | ratio | target | met |",
        "| --- | ---: | --- | ---: | --- | :---: |",
    ]
    for entry in figures["rows"]:
        ours = duration(entry["ours"]["seconds"])
        if entry.get("note"):
            ours = f"{ours} ({entry['note']})" if ours else entry["note"]
        peer = entry["peer"]
        peer_text = f"{peer['what']}: {duration(peer['seconds'])}" if peer else "—"
        ratio = f"{entry['ratio']:.2f}×" if entry["ratio"] is not None else "—"
        if entry.get("bytesRatio") is not None:
            ratio += f", bytes {entry['bytesRatio']:.2f}×"
        met = {True: "yes", False: "**no**", None: ""}[entry["met"]]
        lines.append(f"| {entry['label']} | {ours} | {peer_text} | {ratio} | {entry['target'] or ''} | {met} |")
    lines += ["", "Made by `Benchmarks/peers/run-all.py` (set-up in `Benchmarks/peers/README.md`), which also "
              "writes `docs/benchmarks.json` and the chart `docs/benchmarks.png`."]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
