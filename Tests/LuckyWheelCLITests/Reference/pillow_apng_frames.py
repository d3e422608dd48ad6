#!/usr/bin/env python3
"""Reads an animated PNG with Pillow's APNG reader (a decoder the package does not share) and
writes every frame as Pillow composes it to OUTDIR/frame-K.rgba (raw RGBA bytes). Prints
"FRAMES LOOP WIDTH HEIGHT", then one line per frame with its duration in milliseconds.

Usage: pillow_apng_frames.py FILE.apng OUTDIR
"""
import os
import sys

try:
    from PIL import Image
except ImportError:
    sys.exit("Pillow is missing: apt-get install python3-pil (or pip install pillow)")

path, folder = sys.argv[1], sys.argv[2]
image = Image.open(path)
if image.format != "PNG" or not getattr(image, "is_animated", False):
    sys.exit(f"{path}: Pillow does not read it as an animated PNG")
print(image.n_frames, image.info.get("loop", 0), image.width, image.height)
for index in range(image.n_frames):
    image.seek(index)
    with open(os.path.join(folder, f"frame-{index}.rgba"), "wb") as out:
        out.write(image.convert("RGBA").tobytes())
    print(repr(float(image.info["duration"])))
