import fs from 'node:fs';
import path from 'node:path';

/**
 * The gold theme (user types 6–8) must not leak blue: every colour of the
 * screens comes from the theme (`--mantine-primary-color-*`, or no colour
 * prop so Mantine uses the primary colour). This scan finds blue written
 * into the SPA's sources: Mantine's blue palette by name and hex or rgb
 * literals whose hue is blue. theme.ts is where the blue palette is defined.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SKIP = new Set(['app/theme.ts', 'routeTree.gen.ts']);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sources(full);
    if (!/\.(tsx?|css)$/.test(e.name) || /\.test\.tsx?$/.test(e.name)) return [];
    return SKIP.has(path.relative(ROOT, full)) ? [] : [full];
  });
}

/** Hue (0–360), saturation and lightness (0–1) of an sRGB colour. */
function hsl(r: number, g: number, b: number): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h * 60, s, l];
}

/** A visible, saturated blue (not a near-black or near-white tint). */
function isBlue(r: number, g: number, b: number): boolean {
  const [h, s, l] = hsl(r, g, b);
  return h >= 200 && h <= 250 && s >= 0.3 && l >= 0.12 && l <= 0.9;
}

function blueLiterals(line: string): string[] {
  const found: string[] = [];
  for (const m of line.matchAll(/#([0-9a-f]{6}|[0-9a-f]{3})\b/gi)) {
    const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
    const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    if (isBlue(r, g, b)) found.push(m[0]);
  }
  for (const m of line.matchAll(/rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/gi)) {
    if (isBlue(Number(m[1]), Number(m[2]), Number(m[3]))) found.push(m[0]);
  }
  for (const m of line.matchAll(/mantine-color-(blue|indigo)-|color=\{?["'](blue|indigo)["']|:\s*'(blue|indigo)'/g))
    found.push(m[0]);
  return found;
}

describe('colours come from the theme', () => {
  it('knows blue when it sees it', () => {
    expect(isBlue(5, 105, 255)).toBe(true);
    expect(isBlue(155, 119, 71)).toBe(false);
    expect(blueLiterals('background: linear-gradient(120deg, #0b4fb8, #3d8bff);')).toEqual(['#0b4fb8', '#3d8bff']);
    expect(blueLiterals("<Badge color={ok ? 'teal' : 'blue'} />  color=\"blue\"")).toEqual([": 'blue'", 'color="blue"']);
    expect(blueLiterals('background: var(--mantine-primary-color-8);')).toEqual([]);
  });

  it('no screen writes blue in its own code or styles', () => {
    const hits = sources(ROOT).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => blueLiterals(line).map((b) => `${path.relative(ROOT, file)}:${i + 1} ${b}`)),
    );
    expect(hits).toEqual([]);
  });
});
