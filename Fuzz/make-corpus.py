#!/usr/bin/env python3
"""Writes the fuzzers' seed corpora (standard library only: zlib and struct).

    Fuzz/make-corpus.py OUTDIR

OUTDIR/decode: valid PNGs of every colour type, bit depth and interlacing, with and without
ancillary chunks (tRNS, gAMA, cHRM, sRGB, iCCP, sBIT, pHYs, text, bKGD), several IDATs,
Apple CgBI files, the small built-in assets, truncated copies of each, and every input in
Fuzz/regressions/ whose name starts with "decode-" (likewise "cgbi-", "slice-").
OUTDIR/cgbi: the CgBI files whole, and their chunks after the CgBI chunk (what fuzz-cgbi
wraps in a signature and a CgBI chunk itself).
OUTDIR/slice: sheets whose width suits slicing, each behind a few two-byte option prefixes.
Deterministic: the same files every run.
"""
import os
import random
import struct
import sys
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CGBI = b"\x50\x00\x20\x02"
DEPTHS = {0: (1, 2, 4, 8, 16), 2: (8, 16), 3: (1, 2, 4, 8), 4: (8, 16), 6: (8, 16)}
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def raw_rows(width, height, color, depth, rng, filters=True):
    """Filtered scanlines (random filter types over random samples) for one pass."""
    row_bytes = (width * CHANNELS[color] * depth + 7) // 8
    top = 2**depth - 1 if color == 3 else None
    out = bytearray()
    for _ in range(height):
        out.append(rng.randrange(5) if filters else 0)
        if top is not None:
            # Palette indices within a 16-entry palette, packed.
            samples = [rng.randrange(min(top, 15) + 1) for _ in range(width)]
            bits = "".join(format(s, "0%db" % depth) for s in samples)
            bits += "0" * (-len(bits) % 8)
            out += bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8))
        else:
            out += bytes(rng.randrange(256) for _ in range(row_bytes))
    return bytes(out)


def adam7_passes(width, height):
    starts = ((0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2))
    for x0, y0, dx, dy in starts:
        w = (width - x0 + dx - 1) // dx if width > x0 else 0
        h = (height - y0 + dy - 1) // dy if height > y0 else 0
        if w and h:
            yield w, h


def image_data(width, height, color, depth, interlaced, rng):
    if not interlaced:
        return raw_rows(width, height, color, depth, rng)
    return b"".join(raw_rows(w, h, color, depth, rng) for w, h in adam7_passes(width, height))


def png(width, height, color, depth, interlaced=False, extras=(), idat_pieces=1, seed=0, cgbi=False):
    rng = random.Random(seed)
    out = SIGNATURE
    if cgbi:
        out += chunk(b"CgBI", CGBI)
    out += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, color, 0, 0, int(interlaced)))
    for kind, data in extras:
        out += chunk(kind, data)
    if color == 3:
        out += chunk(b"PLTE", bytes(rng.randrange(256) for _ in range(16 * 3)))
        out += chunk(b"tRNS", bytes(rng.randrange(256) for _ in range(10)))
    raw = image_data(width, height, color, depth, interlaced, rng)
    if cgbi:
        compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
        data = compressor.compress(raw) + compressor.flush()
    else:
        data = zlib.compress(raw, 9)
    step = max(1, -(-len(data) // idat_pieces))
    for start in range(0, len(data), step):
        out += chunk(b"IDAT", data[start:start + step])
    return out + chunk(b"IEND", b"")


def ancillary(color, depth):
    extras = [(b"gAMA", struct.pack(">I", 45455)),
              (b"cHRM", struct.pack(">8I", 31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000)),
              (b"pHYs", struct.pack(">IIB", 5669, 5669, 1)),
              (b"tEXt", b"Comment\x00fuzz seed"),
              (b"zTXt", b"Title\x00\x00" + zlib.compress(b"lucky wheel")),
              (b"iTXt", b"Author\x00\x00\x00en\x00\x00LuckyWheel")]
    significant = {0: 1, 2: 3, 3: 3, 4: 2, 6: 4}[color]
    extras.append((b"sBIT", bytes([min(depth, 8)] * significant)))
    if color in (0, 2):
        extras.append((b"tRNS", b"\x00\x01" * (1 if color == 0 else 3)))
    if color != 3:
        extras.append((b"bKGD", b"\x00\x00" * (1 if color in (0, 4) else 3)))
    return extras


def main():
    out = sys.argv[1]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    folders = {name: os.path.join(out, name) for name in ("decode", "cgbi", "slice")}
    for folder in folders.values():
        os.makedirs(folder, exist_ok=True)

    def save(folder, name, data):
        with open(os.path.join(folders[folder], name), "wb") as handle:
            handle.write(data)

    standard = {}
    for color, depths in DEPTHS.items():
        for depth in depths:
            for interlaced in (False, True):
                key = "c%d-d%d-%s" % (color, depth, "adam7" if interlaced else "plain")
                standard[key] = png(7, 5, color, depth, interlaced, seed=color * 100 + depth)
                standard[key + "-chunks"] = png(
                    9, 3, color, depth, interlaced, extras=ancillary(color, depth),
                    idat_pieces=3, seed=color * 7 + depth)
    icc = b"fuzz\x00\x00" + zlib.compress(bytes(range(256)) * 2)
    standard["iccp"] = png(4, 4, 2, 8, extras=[(b"iCCP", icc)])
    standard["srgb"] = png(4, 4, 6, 8, extras=[(b"sRGB", b"\x00")])
    standard["one-pixel"] = png(1, 1, 6, 8)
    standard["empty-rows"] = png(1, 1, 0, 1)

    cgbi = {}
    for color, depth in ((6, 8), (2, 8), (0, 8), (3, 8), (3, 4)):
        for interlaced in (False, True):
            key = "cgbi-c%d-d%d-%s" % (color, depth, "adam7" if interlaced else "plain")
            cgbi[key] = png(8, 6, color, depth, interlaced, seed=color + depth, cgbi=True)
    cgbi["cgbi-split-idat"] = png(12, 4, 6, 8, idat_pieces=4, seed=3, cgbi=True)

    assets = {}
    for name in sorted(os.listdir(os.path.join(root, "Assets"))):
        path = os.path.join(root, "Assets", name)
        if name.endswith(".png") and os.path.getsize(path) <= 16384:
            with open(path, "rb") as handle:
                assets["asset-" + name[:-4]] = handle.read()

    # Inputs that once failed (Fuzz/regressions/KIND-*.*) are seeds of their target forever.
    regressions = os.path.join(root, "Fuzz", "regressions")
    for name in sorted(os.listdir(regressions)) if os.path.isdir(regressions) else []:
        kind = name.split("-", 1)[0]
        if kind in folders:
            with open(os.path.join(regressions, name), "rb") as handle:
                save(kind, "regression-" + name, handle.read())

    for key, data in {**standard, **cgbi, **assets}.items():
        save("decode", key + ".png", data)
        # Cut inside the signature, inside IHDR, inside the image data, before IEND.
        for cut in sorted({5, 20, len(data) // 2, len(data) - 12}):
            if 0 < cut < len(data):
                save("decode", "%s-cut%d.png" % (key, cut), data[:cut])
    after_cgbi_chunk = len(SIGNATURE) + 12 + len(CGBI)
    for key, data in cgbi.items():
        save("cgbi", key + ".png", data)
        save("cgbi", key + ".chunks", data[after_cgbi_chunk:])
    for key, data in standard.items():
        if key.endswith("-plain") and ("c6-d8" in key or "c3-d" in key or "c0-d1" in key):
            save("cgbi", key + ".chunks", data[len(SIGNATURE):])

    # Sheets 24 px wide: 12 wedges at @1x, 2 pt each; 24 × 6 at @2x, 36 × 6 at @3x.
    sheets = {"sheet-rgba": png(24, 6, 6, 8, seed=1), "sheet-rgb16": png(24, 6, 2, 16, seed=2),
              "sheet-gray1": png(24, 6, 0, 1, seed=3), "sheet-palette4": png(24, 6, 3, 4, seed=4),
              "sheet-adam7": png(24, 6, 4, 8, True, seed=5), "sheet-x3": png(36, 6, 6, 8, seed=6),
              "sheet-cgbi": png(24, 6, 6, 8, seed=7, cgbi=True)}
    for name in ("asset-LuckyAstrology", "asset-LuckyAstrologyPressed"):
        if name in assets:
            sheets[name] = assets[name]
    # First byte: scale = 1 + b % 3, segments = 1 + (b >> 2) % 24.
    # Second byte: scales bits 0-2, upscale 0x08, xcassets 0x10, fast 0x20, pressed 0x40.
    prefixes = (bytes([44, 0x20]), bytes([44, 0x67]), bytes([45, 0x31]), bytes([2, 0x5B]), bytes([0, 0x20]))
    for key, data in sheets.items():
        for number, prefix in enumerate(prefixes):
            save("slice", "%s-%d.bin" % (key, number), prefix + data)


if __name__ == "__main__":
    main()
