import { createRequire } from 'node:module';

/**
 * The attack on a vector captcha: every character is a glyph outline of a
 * public font, so the sequence of drawing commands of a filled path names the
 * character wherever it sits and however large it is drawn. The dictionary is
 * built from the font svg-captcha ships, as an attacker would build it.
 */
const require = createRequire(import.meta.url);
const svgCaptcha = require('svg-captcha') as (text: string, options?: Record<string, unknown>) => string;

const CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Filled paths of an SVG (noise lines are strokes with fill="none"), left to right. */
function filledPaths(svg: string): { x: number; signature: string }[] {
  const out: { x: number; signature: string }[] = [];
  for (const m of svg.matchAll(/<path\b[^>]*\bfill="(?!none)[^"]*"[^>]*\bd="([^"]+)"/g)) {
    const d = m[1];
    const x = Number(/M\s*(-?[\d.]+)/.exec(d)?.[1] ?? 0);
    out.push({ x, signature: d.replace(/[^A-Za-z]/g, '') });
  }
  return out.sort((a, b) => a.x - b.x);
}

let dictionary: Map<string, string> | null = null;

function signatures(): Map<string, string> {
  if (dictionary) return dictionary;
  dictionary = new Map();
  for (const ch of CHARS) {
    const [path] = filledPaths(svgCaptcha(ch, { noise: 0 }));
    if (path && !dictionary.has(path.signature)) dictionary.set(path.signature, ch);
  }
  return dictionary;
}

/** Reads a captcha image (a data URL) by matching glyph outlines; '' when it holds none. */
export function solveByGlyphPaths(dataUrl: string): string {
  const m = /^data:image\/svg\+xml;base64,(.+)$/.exec(dataUrl);
  if (!m) return '';
  const svg = Buffer.from(m[1], 'base64').toString('utf8');
  return filledPaths(svg)
    .map((p) => signatures().get(p.signature) ?? '?')
    .join('');
}
