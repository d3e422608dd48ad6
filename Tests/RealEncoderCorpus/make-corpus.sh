#!/usr/bin/env bash
# Builds the real-encoder corpus: the package's own sheet (Assets/LuckyAstrology.png, 480 × 47,
# RGBA) as the tools designers use write it. WheelSliceTests' RealEncoderCorpusTests slice each
# file in 12 and check every wedge with the tests' own decoder; they read the folder named by
# LUCKYWHEEL_PNG_CORPUS, which .ci/run sets after running this script.
#
#   Tests/RealEncoderCorpus/make-corpus.sh OUTPUT_FOLDER
#
# Needs (Debian): optipng pngcrush pngquant zopfli advancecomp imagemagick ffmpeg libvips-tools
# python3-pil. Every tool must succeed: a missing file would make the test fail, never pass.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:?usage: make-corpus.sh OUTPUT_FOLDER}
mkdir -p "$out"
sheet=Assets/LuckyAstrology.png
python=/usr/bin/python3
[ -x "$python" ] || python=python3

optipng -quiet -o2 -out "$out/optipng.png" "$sheet"
pngcrush -q -brute "$sheet" "$out/pngcrush-brute.png" >/dev/null 2>&1
pngquant --force --output "$out/pngquant-256.png" 256 "$sheet"
pngquant --force --output "$out/pngquant-16.png" 16 "$sheet"
zopflipng -y --iterations=3 "$sheet" "$out/zopflipng.png" >/dev/null
cp "$sheet" "$out/advpng.png" && advpng -q -z -3 "$out/advpng.png"
convert "$sheet" "PNG32:$out/imagemagick-rgba.png"
convert "$sheet" -interlace PNG "PNG32:$out/imagemagick-interlaced.png"
convert "$sheet" -depth 16 "PNG64:$out/imagemagick-16bit.png"
convert "$sheet" "PNG8:$out/imagemagick-png8.png"
convert "$sheet" -colorspace Gray "$out/imagemagick-grey-alpha.png"
convert "$sheet" -background white -alpha remove -alpha off -colorspace Gray -depth 8 \
    -define png:color-type=0 "$out/imagemagick-grey.png"
ffmpeg -loglevel error -y -i "$sheet" -frames:v 1 "$out/ffmpeg-rgba.png"
ffmpeg -loglevel error -y -i "$sheet" -frames:v 1 -pix_fmt rgb48be "$out/ffmpeg-rgb48.png"
vips pngsave "$sheet" "$out/vips.png" --compression 9
vips pngsave "$sheet" "$out/vips-interlaced.png" --interlace
"$python" - "$sheet" "$out" <<'PY'
import base64, re, sys, zlib
from PIL import Image

sheet, out = sys.argv[1], sys.argv[2]
# Photoshop's "sRGB IEC61966-2.1" profile, from its one copy in the package (the tests' own).
source = open("Tests/TestSupport/PNG/PhotoshopSRGBProfile.swift").read()
profile = zlib.decompress(base64.b64decode("".join(re.findall(r'^\s+"([A-Za-z0-9+/=]+)",$', source, re.M))))
assert len(profile) == 3144, len(profile)
image = Image.open(sheet).convert("RGBA")
image.save(f"{out}/pillow-rgba-srgb-profile.png", icc_profile=profile)
image.save(f"{out}/pillow-optimize.png", optimize=True)
image.convert("LA").save(f"{out}/pillow-la.png")
image.quantize(colors=200, method=Image.Quantize.FASTOCTREE).save(f"{out}/pillow-palette.png")
image.convert("RGB").save(f"{out}/pillow-rgb-optimize.png", optimize=True, icc_profile=profile)
PY
ls "$out" | wc -l
