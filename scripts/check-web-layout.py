#!/usr/bin/env python3
"""Checks `luckywheel slice --layout web` in a real browser against `luckywheel render`.

    scripts/check-web-layout.py [LUCKYWHEEL] [--keep DIR]

LUCKYWHEEL is the tool to run (default .build/release/luckywheel). For each case below the
script slices a built-in sheet with `--layout web`, has headless Chromium (Debian's
`chromium`) screenshot the folder's index.html at a device scale factor, and renders the same
wedges with `luckywheel render --assets` at the same scale, every other layer (page, base,
wheel disc, selection wedge, centre button, pointer) replaced by a transparent image, so both
pictures are the wedges alone over black, the wheel at rest at angle 0. The 12-wedge case is
sliced with the pressed sheet too: there a copy of the page with every wedge given the class
`pressed` must agree with `render` of the wedges cut from the pressed sheet as if it were the
normal one (render draws them in the wheel's geometry), and the resting page must not, so the
two sets of images are told apart. They must agree:

    TOLERANCE: every channel of at least 99.5 % of the pixels within 8 levels, and the mean
    absolute difference per channel at most 0.25 levels.

(Both draw each wedge image into its rectangle and turn it with bilinear filtering; what is
left is rounding, and where an image's edge is opaque and turned off the axes (the 8-wedge
case cuts the 12-sign sheet through its signs), Chromium's anti-aliasing of the outline
against the renderer's bilinear edge: up to 32 levels on a 1-pixel line.) Before the real cases it
checks a page whose wedges are turned 1 degree too far, which must fail, so a broken
comparison cannot pass silently. Exit 1 on any failure. Needs Python 3 with Pillow
(Debian's python3-pil) and chromium; the network is not used (the browser resolves no host).
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

from PIL import Image, ImageChops

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LAYERS = [
    "LuckyPageBackground", "LuckyBaseBackground", "LuckyRotateWheel", "LuckyRototeSelected",
    "LuckyCenterButton", "LuckyCenterButtonPressed", "LuckyPointer",
]
WITHIN, SHARE, MEAN = 8, 0.995, 0.25
# (sheet, pressed sheet or None, segments, device scale factors, device scale of the pressed
# comparison): the reference 12 wedges from the @3x sheet and its pressed twin at every frame
# scale, and 8 wedges from the @2x sheet alone (ButtonLayout's rule for 8 buttons; the page
# without pressed wedges, one <img> per wedge).
CASES = [
    ("Assets/LuckyAstrology@3x.png", "Assets/LuckyAstrologyPressed@3x.png", 12, [1, 2, 3], 2),
    ("Assets/LuckyAstrology@2x.png", None, 8, [2], None),
]
# The class that shows a wedge's pressed image (WebWheelPage.pressedClass).
PRESSED_CLASS = "pressed"


def run(command):
    result = subprocess.run(command, capture_output=True, text=True, timeout=300)
    if result.returncode != 0:
        sys.exit(f"error: {' '.join(command)} exited {result.returncode}:\n{result.stderr[-2000:]}")
    return result


def screenshot(page, scale, out, profile):
    side = 286
    run([
        "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
        "--disable-sync", "--disable-component-update", "--disable-default-apps", "--no-pings",
        "--host-resolver-rules=MAP * ~NOTFOUND", "--user-data-dir=" + profile,
        f"--force-device-scale-factor={scale}", f"--window-size={side},{side}",
        "--screenshot=" + out, "file://" + os.path.abspath(page),
    ])
    if not os.path.exists(out):
        sys.exit(f"error: chromium wrote no screenshot of {page}")


def difference(a_path, b_path):
    """(share of pixels within WITHIN on every channel, mean absolute difference, largest)."""
    a = Image.open(a_path).convert("RGB")
    b = Image.open(b_path).convert("RGB")
    if a.size != b.size:
        return 0.0, 255.0, 255, f"sizes differ: {a.size} and {b.size}"
    diff = ImageChops.difference(a, b)
    per_pixel = ImageChops.lighter(ImageChops.lighter(*diff.split()[:2]), diff.split()[2])
    histogram = per_pixel.histogram()
    pixels = a.size[0] * a.size[1]
    within = sum(histogram[: WITHIN + 1]) / pixels
    total = sum(level * count for channel in diff.split() for level, count in enumerate(channel.histogram()))
    mean = total / (pixels * 3)
    largest = max(level for level, count in enumerate(histogram) if count)
    return within, mean, largest, None


def assets_folder(web, assets):
    """A copy of the sliced folder `web` that `render --assets` reads: every layer but the
    wedges a transparent image."""
    shutil.copytree(web, assets)
    for layer in LAYERS:
        Image.new("RGBA", (3, 3), (0, 0, 0, 0)).save(os.path.join(assets, layer + "@3x.png"))
    return assets


def passes(within, mean):
    return within >= SHARE and mean <= MEAN


def render(tool, assets, scale, frames):
    """The wheel at rest drawn by `luckywheel render` from `assets` at `scale`: its PNG."""
    run([tool, "render", "--assets", assets, "--frames", "1", "--scale", str(scale), "-o", frames])
    return os.path.join(frames, "frame-00000.png")


def must_match(shot, rendered, label, lines, failures):
    within, mean, largest, problem = difference(shot, rendered)
    lines.append(f"{label}: {within:.3%} of pixels within {WITHIN} levels, mean difference "
                 f"{mean:.4f}, largest {largest}")
    if problem or not passes(within, mean):
        failures.append(f"{label}: {problem or 'outside the tolerance'}")


def must_fail(shot, rendered, label, failure, lines, failures):
    """A self-check: `shot` differs from `rendered` on purpose, so the comparison must fail."""
    within, mean, _, _ = difference(shot, rendered)
    lines.append(f"self-check, {label}: {within:.2%} within {WITHIN}, mean {mean:.3f} (must fail)")
    if passes(within, mean):
        failures.append(failure)


def main():
    arguments = sys.argv[1:]
    keep = None
    if "--keep" in arguments:
        index = arguments.index("--keep")
        keep = arguments[index + 1]
        del arguments[index:index + 2]
    tool = os.path.abspath(arguments[0]) if arguments else os.path.join(ROOT, ".build/release/luckywheel")
    if not shutil.which("chromium"):
        sys.exit("error: chromium is not installed (apt-get install chromium)")
    folder = tempfile.mkdtemp(prefix="luckywheel-web-")
    failures = []
    lines = []
    try:
        for number, (sheet, pressed, segments, scales, pressed_scale) in enumerate(CASES):
            case = os.path.join(folder, f"case{number}")
            web = os.path.join(case, "web")
            twin = ["--pressed", os.path.join(ROOT, pressed)] if pressed else []
            run([tool, "slice", os.path.join(ROOT, sheet), *twin, "--segments", str(segments), "--layout", "web",
                 "-o", web])
            assets = assets_folder(web, os.path.join(case, "assets"))
            with open(os.path.join(web, "index.html")) as file:
                page = file.read()
            label = f"{os.path.basename(sheet)}, {segments} wedges"
            if pressed:
                # The wedges cut from the pressed sheet as the normal ones, and the page with every
                # wedge marked pressed.
                pressed_web = os.path.join(case, "pressed-web")
                run([tool, "slice", os.path.join(ROOT, pressed), "--segments", str(segments), "--layout", "web",
                     "-o", pressed_web])
                pressed_assets = assets_folder(pressed_web, os.path.join(case, "pressed-assets"))
                marked, count = re.subn(r'<div style="transform', f'<div class="{PRESSED_CLASS}" style="transform',
                                        page)
                if count != segments:
                    failures.append(f"{label}: {count} wedge boxes to mark pressed, not {segments}")
                marked_page = os.path.join(web, "pressed.html")
                with open(marked_page, "w") as file:
                    file.write(marked)
            # The self-check page: every wedge turned one degree too far.
            wrong = re.sub(r"rotate\(([0-9.]+)deg\)", lambda m: f"rotate({float(m.group(1)) + 1}deg)", page)
            wrong_page = os.path.join(web, "wrong.html")
            with open(wrong_page, "w") as file:
                file.write(wrong)
            for scale in scales:
                rendered = render(tool, assets, scale, os.path.join(case, f"frames{scale}"))
                shot = os.path.join(case, f"page@{scale}x.png")
                screenshot(os.path.join(web, "index.html"), scale, shot, os.path.join(case, f"profile{scale}"))
                if number == 0 and scale == 2:
                    wrong_shot = os.path.join(case, "wrong@2x.png")
                    screenshot(wrong_page, scale, wrong_shot, os.path.join(case, "profile-wrong"))
                    must_fail(wrong_shot, rendered, "wedges 1 degree off", "the self-check page with wedges 1 degree"
                              " off passed the comparison", lines, failures)
                must_match(shot, rendered, f"{label}, device scale {scale}", lines, failures)
                if scale == pressed_scale:
                    pressed_rendered = render(tool, pressed_assets, scale, os.path.join(case, f"pressed-frames{scale}"))
                    must_fail(shot, pressed_rendered, "resting page against the pressed wedges",
                              "the resting page passed the comparison with the pressed wedges", lines, failures)
                    marked_shot = os.path.join(case, f"pressed@{scale}x.png")
                    screenshot(marked_page, scale, marked_shot, os.path.join(case, f"profile-pressed{scale}"))
                    must_match(marked_shot, pressed_rendered, f"{os.path.basename(pressed)}, {segments} wedges marked "
                               f"pressed, device scale {scale}", lines, failures)
        if keep:
            shutil.copytree(folder, keep, dirs_exist_ok=True)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    for line in lines:
        print(line)
    if failures:
        for line in failures:
            print("FAILED: " + line, file=sys.stderr)
        sys.exit(1)
    comparisons = sum(1 for line in lines if not line.startswith("self-check"))
    print(f"web layout matches render in Chromium: {comparisons} comparisons within the tolerance")


if __name__ == "__main__":
    main()
