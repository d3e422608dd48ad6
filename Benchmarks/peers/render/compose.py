"""The frames `luckywheel-bench`'s render scenarios time, done by Pillow, OpenCV and pycairo.

Imported by `Benchmarks/peers/run-all.py`; not a script of its own.

One frame of the built-in art at @1x/@2x/@3x (286 pt x scale pixels square): the wheel layer
turned bilinearly about the centre and blended over the static background (page + base), then
the centre button (pressed) and the pointer blended on top. Static layers are composed once,
outside the timing, as our compositor does. Every call turns the wheel to a new angle so nothing
can be cached. Around that: PNG encoders (Pillow; libpng through OpenCV), a plain-text frame
the way one would write it with OpenCV (compose at @1x, shrink to the grid, map brightness to
characters), and the `render` pipeline (compose and encode every frame of a spin) on one
process or a pool of processes.

The peers are told to use one thread; the caller pins the process to a core.
"""

import io
import math
import multiprocessing
import os

import numpy as np

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
ASSETS = os.path.join(ROOT, "Assets")


def asset(name, scale):
    return os.path.join(ASSETS, f"{name}@{scale}x.png" if scale > 1 else f"{name}.png")


def angle_of(call):
    """The same sequence of angles as RenderScenario.spinning."""
    return 0.1 + (call % 4096) * 0.0137


def geometry(scale):
    side = 286 * scale
    button = 81 * scale
    return side, button, (side - button) // 2


# --- Pillow ---------------------------------------------------------------------------------


def pillow_frame(scale):
    from PIL import Image

    side, _, button_origin = geometry(scale)
    background = Image.new("RGBA", (side, side), (0, 0, 0, 255))
    for name in ("LuckyPageBackground", "LuckyBaseBackground"):
        background.alpha_composite(Image.open(asset(name, scale)).convert("RGBA"))
    wheel = Image.open(asset("LuckyRotateWheel", scale)).convert("RGBA")
    button = Image.open(asset("LuckyCenterButtonPressed", scale)).convert("RGBA")
    pointer = Image.open(asset("LuckyPointer", scale)).convert("RGBA")
    pointer_x = (side - pointer.width) // 2

    def frame(call):
        # PIL turns counter-clockwise for positive degrees; the wheel turns clockwise.
        turned = wheel.rotate(-math.degrees(angle_of(call)), resample=Image.BILINEAR)
        out = background.copy()
        out.alpha_composite(turned)
        out.alpha_composite(button, dest=(button_origin, button_origin))
        out.alpha_composite(pointer, dest=(pointer_x, 0))
        return out

    return frame


def pillow_encoder(level):
    """Pillow's own PNG writer (zlib `level`, adaptive filtering) on an RGBA frame file."""
    from PIL import Image

    def prepare(path):
        return Image.open(path).convert("RGBA")

    def encode(image):
        buffer = io.BytesIO()
        image.save(buffer, "PNG", compress_level=level)
        return buffer.getvalue()

    return prepare, encode


# --- OpenCV ---------------------------------------------------------------------------------


def _premultiplied(path):
    import cv2

    image = cv2.imread(path, cv2.IMREAD_UNCHANGED).astype(np.uint16)
    alpha = image[:, :, 3:4]
    image[:, :, :3] = (image[:, :, :3] * alpha + 127) // 255
    return image.astype(np.uint8)


def _over(source, destination):
    """Premultiplied source over destination, in place on destination (uint8, 4 channels)."""
    import cv2

    inverse = cv2.merge([255 - source[:, :, 3]] * 4)
    cv2.add(source, cv2.multiply(destination, inverse, scale=1 / 255), dst=destination)


def opencv_frame(scale):
    import cv2

    cv2.setNumThreads(1)
    side, button_side, button_origin = geometry(scale)
    background = np.zeros((side, side, 4), np.uint8)
    background[:, :, 3] = 255
    _over(_premultiplied(asset("LuckyPageBackground", scale)), background)
    _over(_premultiplied(asset("LuckyBaseBackground", scale)), background)
    wheel = _premultiplied(asset("LuckyRotateWheel", scale))
    button = _premultiplied(asset("LuckyCenterButtonPressed", scale))
    pointer = _premultiplied(asset("LuckyPointer", scale))
    pointer_x = (side - pointer.shape[1]) // 2
    center = (side / 2 - 0.5, side / 2 - 0.5)

    def frame(call):
        matrix = cv2.getRotationMatrix2D(center, -math.degrees(angle_of(call)), 1.0)
        turned = cv2.warpAffine(
            wheel, matrix, (side, side), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT, borderValue=0
        )
        out = background.copy()
        _over(turned, out)
        region = out[button_origin : button_origin + button_side, button_origin : button_origin + button_side]
        _over(button, region)
        _over(pointer, out[: pointer.shape[0], pointer_x : pointer_x + pointer.shape[1]])
        return out

    return frame


def opencv_warp(scale):
    """OpenCV's warpAffine alone: the wheel layer turned bilinearly into a frame-sized image,
    nothing blended (the floor of any OpenCV compositor, and a part of ours)."""
    import cv2

    cv2.setNumThreads(1)
    side, _, _ = geometry(scale)
    wheel = _premultiplied(asset("LuckyRotateWheel", scale))
    center = (side / 2 - 0.5, side / 2 - 0.5)

    def frame(call):
        matrix = cv2.getRotationMatrix2D(center, -math.degrees(angle_of(call)), 1.0)
        return cv2.warpAffine(
            wheel, matrix, (side, side), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT, borderValue=0
        )

    return frame


def opencv_encoder(level):
    """libpng through OpenCV: zlib `level`, libpng's default filters (all five for RGBA)."""
    import cv2

    cv2.setNumThreads(1)

    def prepare(path):
        return cv2.imread(path, cv2.IMREAD_UNCHANGED)

    def encode(image):
        ok, data = cv2.imencode(".png", image, [cv2.IMWRITE_PNG_COMPRESSION, level])
        return data.tobytes()

    return prepare, encode


def opencv_ascii(columns, rows):
    """A plain-text frame as one would write it with OpenCV: compose the @1x frame, shrink it to
    the grid by area averaging, map brightness to a 10-step ramp."""
    import cv2

    frame = opencv_frame(1)
    ramp = np.frombuffer(b" .:-=+*#%@", dtype=np.uint8)
    newline = np.full((rows, 1), ord("\n"), np.uint8)

    def render(call):
        small = cv2.resize(frame(call), (columns, rows), interpolation=cv2.INTER_AREA).astype(np.uint16)
        luma = (small[:, :, 2] * 77 + small[:, :, 1] * 150 + small[:, :, 0] * 29) >> 8
        characters = ramp[(luma * len(ramp)) >> 8]
        return np.hstack([characters, newline]).tobytes().decode("ascii")

    return render


# --- pycairo --------------------------------------------------------------------------------


def cairo_frame(scale):
    import cairo

    side, _, button_origin = geometry(scale)

    def surface(name):
        return cairo.ImageSurface.create_from_png(asset(name, scale))

    background = cairo.ImageSurface(cairo.FORMAT_ARGB32, side, side)
    context = cairo.Context(background)
    context.set_source_rgb(0, 0, 0)
    context.paint()
    for name in ("LuckyPageBackground", "LuckyBaseBackground"):
        context.set_source_surface(surface(name), 0, 0)
        context.paint()
    wheel = surface("LuckyRotateWheel")
    button = surface("LuckyCenterButtonPressed")
    pointer = surface("LuckyPointer")
    pointer_x = (side - pointer.get_width()) // 2
    out = cairo.ImageSurface(cairo.FORMAT_ARGB32, side, side)

    def frame(call):
        context = cairo.Context(out)
        context.set_operator(cairo.OPERATOR_SOURCE)
        context.set_source_surface(background, 0, 0)
        context.paint()
        context.set_operator(cairo.OPERATOR_OVER)
        context.save()
        context.translate(side / 2, side / 2)
        context.rotate(angle_of(call))
        context.translate(-side / 2, -side / 2)
        pattern = cairo.SurfacePattern(wheel)
        pattern.set_filter(cairo.FILTER_BILINEAR)
        context.set_source(pattern)
        context.arc(side / 2, side / 2, side / 2 + 1, 0, 2 * math.pi)
        context.fill()
        context.restore()
        context.set_source_surface(button, button_origin, button_origin)
        context.paint()
        context.set_source_surface(pointer, pointer_x, 0)
        context.paint()
        out.flush()
        return out

    return frame


# --- the render pipeline ----------------------------------------------------------------------

_pipeline_frame = None


def _pipeline_setup(scale):
    """Per process: pycairo composes (the fastest composer), libpng through OpenCV encodes at
    zlib level 1. The frames are opaque, so cairo's premultiplied pixels are the straight ones."""
    global _pipeline_frame
    import cv2

    cv2.setNumThreads(1)
    compose = cairo_frame(scale)
    side = 286 * scale

    def frame(index):
        surface = compose(index)
        pixels = np.ndarray((side, side, 4), np.uint8, surface.get_data())
        ok, data = cv2.imencode(".png", pixels, [cv2.IMWRITE_PNG_COMPRESSION, 1])
        return len(data)

    _pipeline_frame = frame


def _pipeline_one(index):
    return _pipeline_frame(index)


def pipeline(scale, frames, processes):
    """(run, close): run(call) composes and PNG-encodes `frames` frames, in order, on this
    process or on a pool of `processes` forked workers kept for every call, and returns the
    total bytes; close() ends the pool."""
    if processes <= 1:
        _pipeline_setup(scale)
        return (lambda _: sum(_pipeline_one(index) for index in range(frames))), (lambda: None)
    pool = multiprocessing.get_context("fork").Pool(processes, initializer=_pipeline_setup, initargs=(scale,))
    return (lambda _: sum(pool.imap(_pipeline_one, range(frames), chunksize=4))), pool.terminate
