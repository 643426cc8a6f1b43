#!/bin/sh
# Writes squares.heic, the HEIC example (manifest.ts, SQUARES_HEIC): a 64 × 48 PNG of four squares drawn with pngjs,
# written as HEIC by libheif's heif-enc (Debian: apt-get install libheif-examples, x265 inside) at quality 60.
# Then: base64 -w0 squares.heic, into manifest.ts.
set -e
cd "$(dirname "$0")"
node --input-type=module -e "
import { PNG } from 'pngjs';
import { writeFileSync } from 'node:fs';
const W = 64, H = 48, png = new PNG({ width: W, height: H });
for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
  const c = x < W / 2 ? (y < H / 2 ? [220, 40, 40] : [40, 160, 60]) : y < H / 2 ? [40, 80, 220] : [240, 200, 40];
  png.data.set([...c, 255], (y * W + x) * 4);
}
writeFileSync('/tmp/squares64.png', PNG.sync.write(png));
"
heif-enc -q 60 -o squares.heic /tmp/squares64.png
ls -l squares.heic
