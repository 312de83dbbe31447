import { fontkitFonts, printable } from './font';
import { outline, type Point } from './glyph-outline';
import { encodePng } from './png';

const SUB = 4; // sub-scanlines per pixel row: vertical anti-aliasing

const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));

/**
 * A tiny RGB raster for the demo images: anti-aliased polygon fill (non-zero
 * winding) and text drawn from the embedded CJK font's glyph outlines, so
 * the seed makes labelled charts without a native canvas library.
 */
export class Canvas {
  readonly px: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background = '#ffffff',
  ) {
    this.px = new Uint8Array(width * height * 3);
    const [r, g, b] = hex(background);
    for (let i = 0; i < this.px.length; i += 3) {
      this.px[i] = r;
      this.px[i + 1] = g;
      this.px[i + 2] = b;
    }
  }

  /** Fills the union of closed polygons. */
  fill(polys: Point[][], color: string): void {
    const [r, g, b] = hex(color);
    const edges = polys.flatMap((p) => p.map((a, i) => [a, p[(i + 1) % p.length]] as const)).filter(([a, c]) => a[1] !== c[1]);
    if (!edges.length) return;
    let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const [a] of edges) {
      minX = Math.min(minX, a[0]);
      maxX = Math.max(maxX, a[0]);
      minY = Math.min(minY, a[1]);
      maxY = Math.max(maxY, a[1]);
    }
    const y0 = Math.max(0, Math.floor(minY));
    const y1 = Math.min(this.height, Math.ceil(maxY));
    const x0 = Math.max(0, Math.floor(minX));
    const x1 = Math.min(this.width, Math.ceil(maxX) + 1);
    const cover = new Float32Array(this.width + 1);
    for (let y = y0; y < y1; y++) {
      cover.fill(0, x0, x1);
      for (let s = 0; s < SUB; s++) {
        const sy = y + (s + 0.5) / SUB;
        const hits: { x: number; dir: number }[] = [];
        for (const [a, c] of edges) {
          if ((a[1] <= sy && c[1] > sy) || (c[1] <= sy && a[1] > sy)) {
            hits.push({ x: a[0] + ((sy - a[1]) * (c[0] - a[0])) / (c[1] - a[1]), dir: c[1] > a[1] ? 1 : -1 });
          }
        }
        hits.sort((p, q) => p.x - q.x);
        let winding = 0;
        for (let i = 0; i < hits.length - 1; i++) {
          winding += hits[i].dir;
          if (winding !== 0) this.span(cover, hits[i].x, hits[i + 1].x);
        }
      }
      for (let x = x0; x < x1; x++) {
        const a = Math.min(1, cover[x]);
        if (a <= 0) continue;
        const o = (y * this.width + x) * 3;
        this.px[o] += (r - this.px[o]) * a;
        this.px[o + 1] += (g - this.px[o + 1]) * a;
        this.px[o + 2] += (b - this.px[o + 2]) * a;
      }
    }
  }

  /** Adds exact horizontal coverage of [x0, x1) for one sub-scanline. */
  private span(cover: Float32Array, x0: number, x1: number) {
    const w = 1 / SUB;
    const a = Math.max(0, Math.min(this.width, x0));
    const b = Math.max(0, Math.min(this.width, x1));
    if (b <= a) return;
    const ia = Math.floor(a);
    const ib = Math.floor(b);
    if (ia === ib) {
      cover[ia] += (b - a) * w;
      return;
    }
    cover[ia] += (ia + 1 - a) * w;
    for (let i = ia + 1; i < ib; i++) cover[i] += w;
    cover[ib] += (b - ib) * w;
  }

  rect(x: number, y: number, w: number, h: number, color: string): void {
    this.fill(
      [
        [
          [x, y],
          [x + w, y],
          [x + w, y + h],
          [x, y + h],
        ],
      ],
      color,
    );
  }

  line(x0: number, y0: number, x1: number, y1: number, width: number, color: string): void {
    const len = Math.hypot(x1 - x0, y1 - y0) || 1;
    const nx = (-(y1 - y0) / len) * (width / 2);
    const ny = ((x1 - x0) / len) * (width / 2);
    this.fill(
      [
        [
          [x0 + nx, y0 + ny],
          [x1 + nx, y1 + ny],
          [x1 - nx, y1 - ny],
          [x0 - nx, y0 - ny],
        ],
      ],
      color,
    );
  }

  circle(cx: number, cy: number, radius: number, color: string): void {
    const pts: Point[] = Array.from({ length: 32 }, (_, i) => [
      cx + radius * Math.cos((i / 32) * 2 * Math.PI),
      cy + radius * Math.sin((i / 32) * 2 * Math.PI),
    ]);
    this.fill([pts], color);
  }

  /** Width of a string in pixels at a size. */
  measure(text: string, size: number, bold = false): number {
    const font = bold ? fontkitFonts().bold : fontkitFonts().regular;
    return (font.layout(printable(text)).advanceWidth * size) / font.unitsPerEm;
  }

  /** Draws text with its baseline at y; `align` positions it around x. */
  text(
    text: string,
    x: number,
    y: number,
    size: number,
    color: string,
    opts: { bold?: boolean; align?: 'left' | 'center' | 'right' } = {},
  ): void {
    const font = opts.bold ? fontkitFonts().bold : fontkitFonts().regular;
    const scale = size / font.unitsPerEm;
    const run = font.layout(printable(text));
    const width = run.advanceWidth * scale;
    let pen = opts.align === 'center' ? x - width / 2 : opts.align === 'right' ? x - width : x;
    // Glyph by glyph: each fill then scans only its own few edges over its own small box.
    run.glyphs.forEach((glyph, i) => {
      this.fill(outline(glyph.path.commands, pen, y, scale), color);
      pen += run.positions[i].xAdvance * scale;
    });
  }

  png(): Uint8Array {
    return encodePng(this.width, this.height, this.px);
  }
}
