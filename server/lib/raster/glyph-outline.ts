import type * as fontkit from 'fontkit';

export type Point = [number, number];

/** Flattens a glyph outline (font units, y up) into polygons in pixels (y down). */
export function outline(commands: fontkit.PathCommand[], ox: number, oy: number, scale: number): Point[][] {
  const polys: Point[][] = [];
  let cur: Point[] = [];
  const at = (x: number, y: number): Point => [ox + x * scale, oy - y * scale];
  const last = () => cur[cur.length - 1] ?? [ox, oy];
  for (const { command, args } of commands) {
    if (command === 'moveTo') {
      if (cur.length) polys.push(cur);
      cur = [at(args[0], args[1])];
    } else if (command === 'lineTo') cur.push(at(args[0], args[1]));
    else if (command === 'quadraticCurveTo' || command === 'bezierCurveTo') {
      const p0 = last();
      const ctrl = [];
      for (let i = 0; i < args.length; i += 2) ctrl.push(at(args[i], args[i + 1]));
      for (let t = 1; t <= 6; t++) cur.push(bezier([p0, ...ctrl], t / 6));
    } else if (command === 'closePath' && cur.length) {
      polys.push(cur);
      cur = [];
    }
  }
  if (cur.length) polys.push(cur);
  return polys;
}

/** De Casteljau: a point on a Bézier curve of any degree. */
function bezier(pts: Point[], t: number): Point {
  let p = pts;
  while (p.length > 1) p = p.slice(1).map((q, i) => [p[i][0] + (q[0] - p[i][0]) * t, p[i][1] + (q[1] - p[i][1]) * t]);
  return p[0];
}
