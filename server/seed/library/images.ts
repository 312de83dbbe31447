import { Canvas } from '../../lib/raster/canvas';
import { workbookSpec } from './specs';

const INK = '#1f2329';
const MUTED = '#646a73';
const GRID = '#e5e6eb';
const ACCENT = '#1c64f2';

/** Bar chart of the East China quarterly contract value (the same figures as the workbook). */
export function salesChart(): Uint8Array {
  const c = new Canvas(800, 500);
  const rows = workbookSpec('east-sales').sheets[0].rows.map((r) => ({ label: String(r[0]), value: Number(r[1]) }));
  c.text('2025年华东区域各季度新签合同额', 400, 48, 24, INK, { bold: true, align: 'center' });
  c.text('单位：万元', 740, 84, 14, MUTED, { align: 'right' });
  const left = 100;
  const top = 110;
  const bottom = 420;
  const right = 740;
  const max = 20000;
  for (let v = 0; v <= max; v += 5000) {
    const y = bottom - ((bottom - top) * v) / max;
    c.line(left, y, right, y, 1, v === 0 ? MUTED : GRID);
    c.text(v.toLocaleString('en-US'), left - 12, y + 5, 13, MUTED, { align: 'right' });
  }
  const slot = (right - left) / rows.length;
  rows.forEach((r, i) => {
    const h = ((bottom - top) * r.value) / max;
    const x = left + slot * i + slot * 0.25;
    c.rect(x, bottom - h, slot * 0.5, h, i === rows.length - 1 ? '#0e9f6e' : ACCENT);
    c.text(r.value.toLocaleString('en-US'), x + slot * 0.25, bottom - h - 10, 15, INK, { bold: true, align: 'center' });
    c.text(r.label, x + slot * 0.25, bottom + 28, 15, INK, { align: 'center' });
  });
  c.text('全年合计 51,200 万元，同比增长 15.3%', 400, 480, 15, MUTED, { align: 'center' });
  return c.png();
}

function arrow(c: Canvas, x0: number, y0: number, x1: number, y1: number) {
  const color = '#0e9f6e';
  const len = Math.hypot(x1 - x0, y1 - y0);
  const ux = (x1 - x0) / len;
  const uy = (y1 - y0) / len;
  c.line(x0, y0, x1 - ux * 14, y1 - uy * 14, 6, color);
  c.fill(
    [
      [
        [x1, y1],
        [x1 - ux * 18 - uy * 11, y1 - uy * 18 + ux * 11],
        [x1 - ux * 18 + uy * 11, y1 - uy * 18 - ux * 11],
      ],
    ],
    color,
  );
}

/** Floor plan of the head office with escape routes, exits and extinguishers. */
export function evacuationPlan(): Uint8Array {
  const c = new Canvas(800, 560, '#fbfbfc');
  c.text('集团总部三层消防疏散示意图', 400, 44, 24, INK, { bold: true, align: 'center' });
  const rooms: [string, number, number, number, number, string][] = [
    ['第一会议室', 60, 80, 200, 130, '#e8f0fe'],
    ['开放办公区A', 260, 80, 280, 130, '#f2f3f5'],
    ['机房', 540, 80, 200, 130, '#fde8e8'],
    ['开放办公区B', 60, 280, 280, 150, '#f2f3f5'],
    ['茶水间', 340, 280, 140, 150, '#fef3c7'],
    ['前台', 480, 280, 260, 150, '#e8f0fe'],
  ];
  c.rect(60, 210, 680, 70, '#ffffff');
  for (const [name, x, y, w, h, fill] of rooms) {
    c.rect(x, y, w, h, fill);
    c.line(x, y, x + w, y, 2, MUTED);
    c.line(x, y + h, x + w, y + h, 2, MUTED);
    c.line(x, y, x, y + h, 2, MUTED);
    c.line(x + w, y, x + w, y + h, 2, MUTED);
    c.text(name, x + w / 2, y + h / 2 + 6, 17, INK, { align: 'center' });
  }
  c.text('走  廊', 400, 252, 16, MUTED, { align: 'center' });
  // Exits at both ends of the corridor.
  c.rect(20, 215, 40, 60, '#0e9f6e');
  c.rect(740, 215, 40, 60, '#0e9f6e');
  c.text('出口', 40, 302, 14, '#0e9f6e', { bold: true, align: 'center' });
  c.text('出口', 760, 302, 14, '#0e9f6e', { bold: true, align: 'center' });
  arrow(c, 330, 245, 70, 245);
  arrow(c, 470, 245, 730, 245);
  for (const [x, y] of [
    [250, 225],
    [560, 225],
    [470, 300],
  ] as const) {
    c.circle(x, y, 9, '#e02424');
  }
  c.circle(80, 480, 9, '#e02424');
  c.text('灭火器', 98, 486, 15, INK);
  arrow(c, 200, 480, 260, 480);
  c.text('疏散方向', 272, 486, 15, INK);
  c.rect(400, 468, 24, 24, '#0e9f6e');
  c.text('安全出口（严禁堵塞）', 434, 486, 15, INK);
  c.text('发生火情请勿乘坐电梯，沿疏散方向撤离至楼前广场集合', 400, 535, 15, MUTED, { align: 'center' });
  return c.png();
}
