#!/usr/bin/env python3
"""The frame that `luckywheel-bench`'s render scenarios time, done by Pillow, OpenCV and pycairo.

One 858 x 858 (@3x) frame of the built-in art: the wheel layer turned bilinearly about the
centre and blended over the static background (page + base), then the centre button and the
pointer blended on top. Static layers are composed once, outside the timing, as our compositor
does. Every call turns the wheel to a new angle so nothing can be cached. Then one frame is
PNG-encoded at zlib level 1 (Pillow: adaptive filters; OpenCV: libpng's default filters with
the default and with OpenCV's own RLE strategy).

In the same run the script runs `luckywheel-bench --format json` for render@3x, encode-* and
ascii, and prints each of ours as a ratio to the fastest peer. Everything is pinned to one
core (`os.sched_setaffinity`, core 1 unless LUCKYWHEEL_CORE says otherwise); the peers are
told to use one thread.

Usage: Benchmarks/peers/render/peers.py [--bench PATH] [--skip-bench]
  --bench PATH    the release luckywheel-bench (default: .build/release/luckywheel-bench,
                  built with `swift build -c release --product luckywheel-bench` if missing)
  --skip-bench    time the peers only
"""

import argparse
import io
import json
import math
import os
import statistics
import subprocess
import sys
import time

import numpy as np

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
ASSETS = os.path.join(ROOT, "Assets")
SCALE = 3
SIDE = 286 * SCALE
BUTTON = 81 * SCALE
BUTTON_ORIGIN = (SIDE - BUTTON) // 2


def asset(name):
    return os.path.join(ASSETS, f"{name}@{SCALE}x.png")


def measure(name, frame, minimum_seconds=1.5, minimum_samples=20):
    """Median and minimum milliseconds per call of frame(call_index), after a warm-up."""
    for call in range(5):
        frame(call)
    samples = []
    call = 5
    start = time.perf_counter()
    while len(samples) < minimum_samples or time.perf_counter() - start < minimum_seconds:
        begin = time.perf_counter()
        frame(call)
        samples.append((time.perf_counter() - begin) * 1e3)
        call += 1
        if len(samples) >= 2000:
            break
    return {"name": name, "p50": statistics.median(samples), "min": min(samples)}


def angle_of(call):
    return 0.1 + (call % 4096) * 0.0137


# --- Pillow ---------------------------------------------------------------------------------


def pillow_peer():
    from PIL import Image

    page = Image.open(asset("LuckyPageBackground")).convert("RGBA")
    base = Image.open(asset("LuckyBaseBackground")).convert("RGBA")
    background = Image.new("RGBA", (SIDE, SIDE), (0, 0, 0, 255))
    background.alpha_composite(page)
    background.alpha_composite(base)
    wheel = Image.open(asset("LuckyRotateWheel")).convert("RGBA")
    button = Image.open(asset("LuckyCenterButtonPressed")).convert("RGBA")
    pointer = Image.open(asset("LuckyPointer")).convert("RGBA")
    pointer_x = (SIDE - pointer.width) // 2

    def frame(call):
        # PIL turns counter-clockwise for positive degrees; the wheel turns clockwise.
        turned = wheel.rotate(-math.degrees(angle_of(call)), resample=Image.BILINEAR)
        out = background.copy()
        out.alpha_composite(turned)
        out.alpha_composite(button, dest=(BUTTON_ORIGIN, BUTTON_ORIGIN))
        out.alpha_composite(pointer, dest=(pointer_x, 0))
        return out

    def encode(image):
        buffer = io.BytesIO()
        image.save(buffer, "PNG", compress_level=1)
        return buffer.getvalue()

    return frame, encode


# --- OpenCV ---------------------------------------------------------------------------------


def opencv_peer():
    import cv2

    cv2.setNumThreads(1)

    def premultiplied(path):
        image = cv2.imread(path, cv2.IMREAD_UNCHANGED).astype(np.uint16)
        alpha = image[:, :, 3:4]
        image[:, :, :3] = (image[:, :, :3] * alpha + 127) // 255
        return image.astype(np.uint8)

    def over(source, destination):
        """Premultiplied source over destination, in place on destination (uint8, 4 channels)."""
        inverse = cv2.merge([255 - source[:, :, 3]] * 4)
        cv2.add(source, cv2.multiply(destination, inverse, scale=1 / 255), dst=destination)

    background = np.zeros((SIDE, SIDE, 4), np.uint8)
    background[:, :, 3] = 255
    over(premultiplied(asset("LuckyPageBackground")), background)
    over(premultiplied(asset("LuckyBaseBackground")), background)
    wheel = premultiplied(asset("LuckyRotateWheel"))
    button = premultiplied(asset("LuckyCenterButtonPressed"))
    pointer = premultiplied(asset("LuckyPointer"))
    pointer_x = (SIDE - pointer.shape[1]) // 2
    center = (SIDE / 2 - 0.5, SIDE / 2 - 0.5)

    def frame(call):
        matrix = cv2.getRotationMatrix2D(center, -math.degrees(angle_of(call)), 1.0)
        turned = cv2.warpAffine(
            wheel, matrix, (SIDE, SIDE), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT, borderValue=0
        )
        out = background.copy()
        over(turned, out)
        region = out[BUTTON_ORIGIN : BUTTON_ORIGIN + BUTTON, BUTTON_ORIGIN : BUTTON_ORIGIN + BUTTON]
        over(button, region)
        over(pointer, out[: pointer.shape[0], pointer_x : pointer_x + pointer.shape[1]])
        return out

    def encoder(strategy):
        def encode(image):
            params = [cv2.IMWRITE_PNG_COMPRESSION, 1, cv2.IMWRITE_PNG_STRATEGY, strategy]
            ok, data = cv2.imencode(".png", image, params)
            return data.tobytes()

        return encode

    return frame, encoder(cv2.IMWRITE_PNG_STRATEGY_DEFAULT), encoder(cv2.IMWRITE_PNG_STRATEGY_RLE)


# --- pycairo --------------------------------------------------------------------------------


def cairo_peer():
    import cairo

    def surface(path):
        return cairo.ImageSurface.create_from_png(path)

    background = cairo.ImageSurface(cairo.FORMAT_ARGB32, SIDE, SIDE)
    context = cairo.Context(background)
    context.set_source_rgb(0, 0, 0)
    context.paint()
    for name in ("LuckyPageBackground", "LuckyBaseBackground"):
        context.set_source_surface(surface(asset(name)), 0, 0)
        context.paint()
    wheel = surface(asset("LuckyRotateWheel"))
    button = surface(asset("LuckyCenterButtonPressed"))
    pointer = surface(asset("LuckyPointer"))
    pointer_x = (SIDE - pointer.get_width()) // 2
    out = cairo.ImageSurface(cairo.FORMAT_ARGB32, SIDE, SIDE)

    def frame(call):
        context = cairo.Context(out)
        context.set_operator(cairo.OPERATOR_SOURCE)
        context.set_source_surface(background, 0, 0)
        context.paint()
        context.set_operator(cairo.OPERATOR_OVER)
        context.save()
        context.translate(SIDE / 2, SIDE / 2)
        context.rotate(angle_of(call))
        context.translate(-SIDE / 2, -SIDE / 2)
        pattern = cairo.SurfacePattern(wheel)
        pattern.set_filter(cairo.FILTER_BILINEAR)
        context.set_source(pattern)
        context.arc(SIDE / 2, SIDE / 2, SIDE / 2 + 1, 0, 2 * math.pi)
        context.fill()
        context.restore()
        context.set_source_surface(button, BUTTON_ORIGIN, BUTTON_ORIGIN)
        context.paint()
        context.set_source_surface(pointer, pointer_x, 0)
        context.paint()
        out.flush()
        return out

    return frame


# --- luckywheel-bench -----------------------------------------------------------------------


def run_bench(bench):
    if not os.path.exists(bench):
        subprocess.run(["swift", "build", "-c", "release", "--product", "luckywheel-bench"], cwd=ROOT, check=True)
    arguments = [bench, "--format", "json"]
    for name in ("render@", "encode-", "ascii"):
        arguments += ["--filter", name]
    result = subprocess.run(arguments, check=True, capture_output=True, text=True)
    return {entry["name"]: entry for entry in json.loads(result.stdout)["results"]}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bench", default=os.path.join(ROOT, ".build", "release", "luckywheel-bench"))
    parser.add_argument("--skip-bench", action="store_true")
    options = parser.parse_args()
    core = int(os.environ.get("LUCKYWHEEL_CORE", "1"))
    os.sched_setaffinity(0, {core})

    peers = []
    encodes = []
    pillow_frame, pillow_encode = pillow_peer()
    peers.append(measure("Pillow", pillow_frame))
    sample = pillow_frame(1)
    encodes.append(("Pillow level 1 (adaptive filters)", measure("", lambda _: pillow_encode(sample)), len(pillow_encode(sample))))
    try:
        cv_frame, cv_default, cv_rle = opencv_peer()
        peers.append(measure("OpenCV", cv_frame))
        sample = cv_frame(1)
        encodes.append(("OpenCV libpng level 1, default filters", measure("", lambda _: cv_default(sample)), len(cv_default(sample))))
        encodes.append(("OpenCV libpng level 1, default filters, RLE", measure("", lambda _: cv_rle(sample)), len(cv_rle(sample))))
    except ImportError as error:
        print(f"(OpenCV skipped: {error})", file=sys.stderr)
    try:
        peers.append(measure("pycairo", cairo_peer()))
    except ImportError as error:
        print(f"(pycairo skipped: {error})", file=sys.stderr)

    print(f"Compose one {SIDE} x {SIDE} frame (@{SCALE}x), one core {core}, median ms (min)")
    for peer in peers:
        print(f"  {peer['name']:<44} {peer['p50']:8.2f}  ({peer['min']:.2f})")
    fastest = min(peers, key=lambda peer: peer["p50"])
    print(f"\nEncode that frame to PNG, median ms, bytes")
    for name, timing, size in encodes:
        print(f"  {name:<44} {timing['p50']:8.2f}  {size:>9,}")
    if options.skip_bench:
        return
    ours = run_bench(options.bench)
    print(f"\nluckywheel (same run, same core), median ms; ratio to the fastest peer ({fastest['name']})")
    for name in ("render@1x", "render@2x", "render@3x"):
        if name in ours:
            ms = ours[name]["p50Nanoseconds"] / 1e6
            note = f"  {ms / fastest['p50']:.2f}x of {fastest['name']}" if name == "render@3x" else ""
            print(f"  {name:<44} {ms:8.2f}{note}")
    fastest_encode = min(encodes, key=lambda entry: entry[1]["p50"])
    for name in ("encode-fast", "encode-default"):
        if name in ours:
            ms = ours[name]["p50Nanoseconds"] / 1e6
            size = int(ours[name].get("facts", {}).get("bytes", "0"))
            print(
                f"  {name:<44} {ms:8.2f}  {size:>9,}   {ms / fastest_encode[1]['p50']:.2f}x the time, "
                f"{size / fastest_encode[2]:.2f}x the bytes of {fastest_encode[0]}"
            )
    for name in ("ascii 80x40", "ascii 160x80"):
        if name in ours:
            print(f"  {name:<44} {ours[name]['p50Nanoseconds'] / 1e6:8.3f}   (target for 80x40: <= 0.2 ms)")


if __name__ == "__main__":
    main()
