#!/usr/bin/env python3
"""How small can lossless PNG coding make the spin's animation frames?

For sample moving frames of `luckywheel render --scale 2` (a folder of PNG frames), takes the
rectangle that differs from the previous frame (what an APNG frame stores) and compresses it
these ways: zlib level 1 with the Up filter (close to the frame encoder, whose APNG is 0.98x
ffmpeg's bytes), the same rectangle as RGBA with the unchanged pixels transparent (what blending
over the previous frame would allow), the rectangle as RGB with the unchanged pixels set to one
key colour that no frame pixel has (what a tRNS chunk naming that colour transparent would
allow, without RGBA's alpha byte), and zopflipng trying every filter strategy on the plain and
on the keyed rectangle (the smallest PNG any deflate coder here writes). Needs Pillow, numpy and
zopflipng.

    luckywheel render --scale 2 --frames 120 -o /tmp/frames
    python3 Benchmarks/peers/render/apng-bound.py /tmp/frames
"""
import os
import subprocess
import sys
import tempfile
import zlib

import numpy as np
from PIL import Image


def up_filtered(rows):
    previous = np.zeros_like(rows)
    previous[1:] = rows[:-1]
    return ((rows.astype(np.int16) - previous) & 255).astype(np.uint8)


def deflated_up(image):
    rows = image.reshape(image.shape[0], -1)
    filtered = np.concatenate([np.full((rows.shape[0], 1), 2, np.uint8), up_filtered(rows)], axis=1)
    return len(zlib.compress(filtered.tobytes(), 1))


def main():
    folder = sys.argv[1]
    frame = lambda i: np.array(Image.open(os.path.join(folder, "frame-%05d.png" % i)).convert("RGB"))
    totals = {
        "zlib 1 up": 0,
        "zlib 1 up, RGBA unchanged transparent": 0,
        "zlib 1 up, RGB unchanged key colour": 0,
        "zopflipng best": 0,
        "zopflipng best, RGB unchanged key colour": 0,
    }
    key_colour = np.array([1, 254, 3], np.uint8)
    with tempfile.TemporaryDirectory() as scratch:
        for index in (41, 57, 73, 89, 105, 119):
            previous, current = frame(index - 1), frame(index)
            changed = (previous != current).any(axis=2)
            ys, xs = np.where(changed)
            top, bottom, left, right = ys.min(), ys.max() + 1, xs.min(), xs.max() + 1
            rect = np.ascontiguousarray(current[top:bottom, left:right])
            mask = changed[top:bottom, left:right]
            rgba = np.zeros(rect.shape[:2] + (4,), np.uint8)
            rgba[..., :3] = np.where(mask[..., None], rect, 0)
            rgba[..., 3] = np.where(mask, 255, 0)
            if (rect == key_colour).all(axis=2).any():
                sys.exit("frame %d has the key colour; choose another" % index)
            keyed = np.where(mask[..., None], rect, key_colour).astype(np.uint8)
            zopfli = []
            for name, pixels in (("rect", rect), ("keyed", keyed)):
                path = os.path.join(scratch, name + ".png")
                Image.fromarray(pixels).save(path)
                subprocess.run(
                    ["zopflipng", "-y", "--iterations=10", "--filters=01234mepb", path, path + ".z"],
                    check=True, capture_output=True)
                zopfli.append(os.path.getsize(path + ".z"))
            sizes = (deflated_up(rect), deflated_up(rgba), deflated_up(keyed), zopfli[0], zopfli[1])
            for key, size in zip(totals, sizes):
                totals[key] += size
            print("frame %d: %d x %d, %.0f %% changed: %s" % (
                index, rect.shape[1], rect.shape[0], 100 * mask.mean(),
                ", ".join("%s %d B" % pair for pair in zip(totals, sizes))), flush=True)
    base = totals["zlib 1 up"]
    for key, size in totals.items():
        print("%-40s %9d B  %.3f x zlib 1 up" % (key, size, size / base))


if __name__ == "__main__":
    main()
