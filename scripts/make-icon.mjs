// Draws build/icon.png (1024 x 1024): a white page with a folded corner carrying a blue "P", on a Fluent-blue
// rounded square. Run once and commit the PNG; electron-builder derives the .ico, .icns and Linux sizes from
// it. Shapes are signed distance fields (negative inside), so every edge is anti-aliased by its distance.
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

const SIZE = 1024;
// macOS icon grid: an 824 px body centred in the canvas, corner radius about 22 % of the body.
const BODY = { x0: 100, y0: 100, x1: 924, y1: 924, r: 185 };
const TOP = [0x2b, 0x88, 0xd8]; // Fluent brand 100
const BOTTOM = [0x0f, 0x6c, 0xbd]; // Fluent brand 80
const WHITE = [0xff, 0xff, 0xff];
const FOLD_TINT = [0xc4, 0xdc, 0xf4];
const PAGE = { x0: 292, y0: 212, x1: 732, y1: 812, r: 28, fold: 132 };
// The "P": a stem, and a bowl whose right side is a half circle, drawn as a ring of stroke width W.
const W = 84;
const STEM = { x0: 388, y0: 344, x1: 388 + W, y1: 704 };
const BOWL = { x0: 388, y0: 344, x1: 628, y1: 344 + 236 };

/** Distance to a box whose left corners have radius rl and right corners radius rr. */
function box(px, py, b, rl = 0, rr = 0) {
  const cx = (b.x0 + b.x1) / 2;
  const cy = (b.y0 + b.y1) / 2;
  const r = px > cx ? rr : rl;
  const qx = Math.abs(px - cx) - (b.x1 - b.x0) / 2 + r;
  const qy = Math.abs(py - cy) - (b.y1 - b.y0) / 2 + r;
  return Math.min(Math.max(qx, qy), 0) + Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) - r;
}

/** Signed distance to the fold's diagonal: positive in the corner cut off the page. */
const beyondFold = (px, py) => (px - (PAGE.x1 - PAGE.fold) - (py - PAGE.y0)) / Math.SQRT2;
const page = (px, py) => Math.max(box(px, py, PAGE, PAGE.r, PAGE.r), beyondFold(px, py));
const fold = (px, py) => Math.max(PAGE.x1 - PAGE.fold - px, py - (PAGE.y0 + PAGE.fold), beyondFold(px, py));

function letterP(px, py) {
  const outerR = (BOWL.y1 - BOWL.y0) / 2;
  const hole = { x0: STEM.x1, y0: BOWL.y0 + W, x1: BOWL.x1 - W, y1: BOWL.y1 - W };
  const ring = Math.max(box(px, py, BOWL, 0, outerR), -box(px, py, hole, 0, outerR - W));
  return Math.min(box(px, py, STEM), ring);
}

const coverage = (d) => Math.min(1, Math.max(0, 0.5 - d));
const over = (under, top, alpha) => under.map((c, i) => c + (top[i] - c) * alpha);

const png = new PNG({ width: SIZE, height: SIZE });
for (let y = 0; y < SIZE; y++) {
  const t = Math.min(1, Math.max(0, (y - BODY.y0) / (BODY.y1 - BODY.y0)));
  const bg = over(TOP, BOTTOM, t);
  for (let x = 0; x < SIZE; x++) {
    const px = x + 0.5;
    const py = y + 0.5;
    let rgb = over(bg, WHITE, coverage(page(px, py)));
    rgb = over(rgb, FOLD_TINT, coverage(fold(px, py)));
    rgb = over(rgb, BOTTOM, coverage(letterP(px, py)));
    const i = (y * SIZE + x) * 4;
    for (let c = 0; c < 3; c++) png.data[i + c] = Math.round(rgb[c] ?? 0);
    png.data[i + 3] = Math.round(255 * coverage(box(px, py, BODY, BODY.r, BODY.r)));
  }
}
writeFileSync(new URL('../build/icon.png', import.meta.url), PNG.sync.write(png));
