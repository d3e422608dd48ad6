#!/usr/bin/env python3
"""Checks a lossy (indexed) animated PNG against the PNG frames of the same spin: reads the
file's PLTE and tRNS chunks itself, decodes every frame with Pillow's APNG reader (which
composes the frames; the package shares no code with it), and compares each pixel with the
opaque palette entry nearest (squared RGB distance, ties to the lowest index) to the pixel of
the PNG frame with the same number. Pillow's durations (milliseconds) say how many rendered
frames each stored frame stands for.

Prints "PALETTE-ENTRIES TRANSPARENT-INDEX FRAMES-CHECKED MISMATCHED-PIXELS", then the first
few mismatches.

Usage: pillow_apng_palette.py FILE.apng PNG-FOLDER FPS
"""
import bisect
import os
import struct
import sys

try:
    from PIL import Image
except ImportError:
    sys.exit("Pillow is missing: apt-get install python3-pil (or pip install pillow)")

path, folder, fps = sys.argv[1], sys.argv[2], float(sys.argv[3])
data = open(path, "rb").read()
palette, alphas, at = None, b"", 8
while at < len(data):
    length, kind = struct.unpack(">I4s", data[at : at + 8])
    body = data[at + 8 : at + 8 + length]
    if kind == b"PLTE":
        palette = [tuple(body[i : i + 3]) for i in range(0, length, 3)]
    elif kind == b"tRNS":
        alphas = body
    at += 12 + length
if palette is None:
    sys.exit(f"{path}: no PLTE chunk")
alpha = [alphas[i] if i < len(alphas) else 255 for i in range(len(palette))]
transparent = [i for i, a in enumerate(alpha) if a == 0]
opaque = [i for i, a in enumerate(alpha) if a == 255]
# The opaque entries by red: the search walks out from the colour's red and stops where the red
# difference alone is past the best distance found, which visits every entry that can tie.
by_red = sorted((palette[i][0], palette[i][1], palette[i][2], i) for i in opaque)
reds = [entry[0] for entry in by_red]
nearest = {}


def mapped(color):
    """The opaque entry nearest to `color` (squared RGB distance, ties to the lowest index),
    as the RGBA bytes Pillow shows for it."""
    found = nearest.get(color)
    if found is None:
        r, g, b = color
        best = (1 << 30, 0)
        start = bisect.bisect_left(reds, r)
        for walk in (range(start, len(by_red)), range(start - 1, -1, -1)):
            for at in walk:
                pr, pg, pb, i = by_red[at]
                red = (pr - r) ** 2
                if red > best[0]:
                    break
                best = min(best, (red + (pg - g) ** 2 + (pb - b) ** 2, i))
        found = nearest[color] = bytes(palette[best[1]]) + b"\xff"
    return found


image = Image.open(path)
frame, mismatches, report = 0, 0, []
for index in range(image.n_frames):
    image.seek(index)
    shown = image.convert("RGBA").tobytes()
    repeats = round(float(image.info["duration"]) * fps / 1000)
    for _ in range(repeats):
        png = Image.open(os.path.join(folder, f"frame-{frame:05d}.png")).convert("RGB").tobytes()
        colors = [png[at : at + 3] for at in range(0, len(png), 3)]
        expected = b"".join(map(mapped, colors))
        if shown != expected:
            for pixel in range(len(colors)):
                if shown[4 * pixel : 4 * pixel + 4] != expected[4 * pixel : 4 * pixel + 4]:
                    mismatches += 1
                    if len(report) < 5:
                        report.append(
                            f"frame {frame} pixel {pixel}: {shown[4 * pixel : 4 * pixel + 4]!r}, "
                            f"expected {expected[4 * pixel : 4 * pixel + 4]!r}"
                        )
        frame += 1
print(len(palette), ",".join(map(str, transparent)) or "-", frame, mismatches)
print("\n".join(report))
