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
nearest = {}


def mapped(color):
    if color not in nearest:
        best = min(
            opaque,
            key=lambda i: (sum((palette[i][c] - color[c]) ** 2 for c in range(3)), i),
        )
        nearest[color] = bytes(palette[best]) + b"\xff"
    return nearest[color]


image = Image.open(path)
frame, mismatches, report = 0, 0, []
for index in range(image.n_frames):
    image.seek(index)
    shown = image.convert("RGBA").tobytes()
    repeats = round(float(image.info["duration"]) * fps / 1000)
    for _ in range(repeats):
        png = Image.open(os.path.join(folder, f"frame-{frame:05d}.png")).convert("RGB").tobytes()
        for pixel in range(len(png) // 3):
            expected = mapped(png[3 * pixel : 3 * pixel + 3])
            if shown[4 * pixel : 4 * pixel + 4] != expected:
                mismatches += 1
                if len(report) < 5:
                    report.append(f"frame {frame} pixel {pixel}: {shown[4 * pixel : 4 * pixel + 4]!r}, expected {expected!r}")
        frame += 1
print(len(palette), ",".join(map(str, transparent)) or "-", frame, mismatches)
print("\n".join(report))
