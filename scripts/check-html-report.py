#!/usr/bin/env python3
"""Checks a `luckywheel simulate --report FILE.html` page in headless Chromium.

    scripts/check-html-report.py REPORT.html [SCREENSHOT.png]

Loads the page from disk with the network off, and fails (exit 1) when
  - Chromium logs any console message of level warning or error, or a refused load
    (the page's Content-Security-Policy forbids everything but inline CSS);
  - the screenshot does not show the chart: fewer than 400 pixels of the bars' blue
    (#4f7ac7) or 100 of the expected marks' orange (#d9822b).
Before the report it checks a page made to fail both ways, so that a Chromium whose logging
or screenshots changed cannot pass everything silently. Needs Debian's `chromium` and
Python 3 only (the PNG is decoded here with zlib).
"""

import os
import struct
import subprocess
import sys
import tempfile
import zlib

BAR = (0x4F, 0x7A, 0xC7)
EXPECTED = (0xD9, 0x82, 0x2B)


def chromium(page, screenshot, profile):
    """Screenshots `page`; returns Chromium's log (stderr)."""
    command = [
        "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
        "--no-first-run", "--no-default-browser-check", "--disable-extensions",
        "--disable-background-networking", "--user-data-dir=" + profile,
        "--disable-sync", "--disable-component-update", "--disable-default-apps", "--no-pings",
        # Nothing leaves the machine: every host name fails to resolve, here.
        "--host-resolver-rules=MAP * ~NOTFOUND",
        "--enable-logging=stderr", "--v=1", "--window-size=1100,2000",
        "--screenshot=" + screenshot, "file://" + os.path.abspath(page),
    ]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    if not os.path.exists(screenshot):
        sys.exit(f"error: chromium wrote no screenshot (exit {result.returncode}):\n{result.stderr[-2000:]}")
    return result.stderr


def console_problems(log):
    """Every console message (Chromium logs them all as INFO:CONSOLE; a clean page logs
    none), which includes refused loads (CSP violations)."""
    return [line.strip() for line in log.splitlines() if ":CONSOLE" in line or "Refused to" in line]


def png_pixels(path):
    """(width, height, rows of RGB tuples) of an 8-bit RGB or RGBA PNG."""
    with open(path, "rb") as file:
        data = file.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    offset, chunks, header = 8, [], None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        offset += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, f"unsupported PNG {header}"
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    previous = bytearray(stride)
    rows = []
    position = 0
    for _ in range(height):
        kind = raw[position]
        line = bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(line)
        previous = line
    return width, height, channels, rows


def count_colour(path, colour, tolerance=6):
    width, _, channels, rows = png_pixels(path)
    total = 0
    for line in rows:
        for x in range(width):
            pixel = line[x * channels:x * channels + 3]
            if all(abs(pixel[c] - colour[c]) <= tolerance for c in range(3)):
                total += 1
    return total


def check(page, screenshot, profile):
    """The problems Chromium shows with `page`, as lines."""
    problems = console_problems(chromium(page, screenshot, profile))
    bars, marks = count_colour(screenshot, BAR), count_colour(screenshot, EXPECTED)
    if bars < 400:
        problems.append(f"the screenshot shows {bars} pixels of the bars' blue, fewer than 400: no chart")
    if marks < 100:
        problems.append(f"the screenshot shows {marks} pixels of the expected marks' orange, fewer than 100")
    return problems, bars, marks


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    report = sys.argv[1]
    screenshot = sys.argv[2] if len(sys.argv) == 3 else os.path.splitext(report)[0] + ".png"
    with tempfile.TemporaryDirectory() as folder:
        broken = os.path.join(folder, "broken.html")
        with open(broken, "w") as file:
            file.write('<!DOCTYPE html><meta http-equiv="Content-Security-Policy" content="default-src \'none\'; script-src \'unsafe-inline\'">'
                       '<body><script>console.error("deliberate")</script>'
                       '<img src="https://example.invalid/x.png"></body>')
        problems, _, _ = check(broken, os.path.join(folder, "broken.png"), os.path.join(folder, "profile-a"))
        if not any("deliberate" in line for line in problems) or not any("no chart" in line for line in problems):
            sys.exit("error: the self-check page's console error and missing chart were not both caught:\n"
                     + "\n".join(problems))
        problems, bars, marks = check(report, screenshot, os.path.join(folder, "profile-b"))
    if problems:
        print(f"{report}: FAILED", file=sys.stderr)
        for line in problems:
            print("  " + line, file=sys.stderr)
        sys.exit(1)
    print(f"{report}: loads without console messages; chart drawn ({bars} bar pixels, {marks} expected-mark "
          f"pixels); screenshot {screenshot}")


if __name__ == "__main__":
    main()
