import crypto from 'node:crypto';
import type * as fontkit from 'fontkit';
import { Canvas } from '../../lib/raster/canvas';
import { fontkitFonts } from '../../lib/raster/font';
import { outline, type Point } from '../../lib/raster/glyph-outline';
import { encodePng } from '../../lib/raster/png';

/**
 * The sign-in captcha as a raster image (decision 008). A vector captcha
 * (svg-captcha) hands out each character as a glyph outline, which a script
 * reads by matching the outline's commands. Here every character is warped
 * at random (size, rotation, shear, a wave, a rough edge), drawn into pixels
 * with crossing strokes and speckle, and sent as a PNG: nothing in the image
 * names a character, and the same character never comes out the same twice.
 */
export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;

/** Characters that stay apart from one another however they are warped (compared case-insensitively). */
export const CAPTCHA_CHARS = 'ACDEFHJKMNPRTUVWXYabdefhkmnprtuy234678';

const rand = (min: number, max: number) => min + (crypto.randomInt(0, 1_000_000) / 1_000_000) * (max - min);

export function randomCaptchaText(length = 4): string {
  return Array.from({ length }, () => CAPTCHA_CHARS[crypto.randomInt(0, CAPTCHA_CHARS.length)]).join('');
}

const channel = (min: number, max: number) => Math.round(rand(min, max)).toString(16).padStart(2, '0');
const colour = (min: number, max: number) => `#${channel(min, max)}${channel(min, max)}${channel(min, max)}`;

/** One character's outline, centred at (cx, cy), scaled, rotated, sheared and roughened. */
function warpedGlyph(font: fontkit.Font, ch: string, cx: number, cy: number): Point[][] {
  const glyph = font.glyphForCodePoint(ch.codePointAt(0) ?? 0x3f);
  const polys = outline(glyph.path.commands, 0, 0, rand(36, 44) / font.unitsPerEm);
  const xs = polys.flat().map((p) => p[0]);
  const ys = polys.flat().map((p) => p[1]);
  const mx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const my = (Math.min(...ys) + Math.max(...ys)) / 2;
  const [angle, shear, stretch] = [rand(-0.5, 0.5), rand(-0.35, 0.35), rand(0.8, 1.2)];
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return polys.map((poly) =>
    poly.map(([x, y]): Point => {
      const dx = (x - mx) * stretch + shear * (y - my);
      const dy = y - my;
      return [cx + dx * cos - dy * sin + rand(-0.6, 0.6), cy + dx * sin + dy * cos + rand(-0.6, 0.6)];
    }),
  );
}

/** A wave across the whole image, so even the glyph centres do not sit on straight lines. */
function waved(polys: Point[][], wave: number[]): Point[][] {
  const [ax, fx, px, ay, fy, py] = wave;
  return polys.map((poly) => poly.map(([x, y]): Point => [x + ax * Math.sin(y * fy + py), y + ay * Math.sin(x * fx + px)]));
}

/** A random curve across the text, drawn as short strokes. */
function crossingStroke(canvas: Canvas): void {
  const pts: Point[] = [
    [rand(0, 20), rand(8, 42)],
    [rand(40, 70), rand(0, 50)],
    [rand(80, 110), rand(0, 50)],
    [rand(130, 150), rand(8, 42)],
  ];
  const at = (t: number): Point => {
    const u = 1 - t;
    const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
    return [w.reduce((s, k, i) => s + k * pts[i][0], 0), w.reduce((s, k, i) => s + k * pts[i][1], 0)];
  };
  const [width, ink] = [rand(1.2, 2.4), colour(20, 120)];
  for (let i = 0; i < 30; i++) {
    const [a, b] = [at(i / 30), at((i + 1) / 30)];
    canvas.line(a[0], a[1], b[0], b[1], width, ink);
  }
}

/** Draws a captcha text into RGB pixels (3 bytes a pixel, row-major). */
export function drawCaptcha(text: string): { width: number; height: number; rgb: Uint8Array } {
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, colour(215, 250));
  for (let i = 0; i < 12; i++) canvas.circle(rand(0, 150), rand(0, 50), rand(3, 12), colour(180, 240));
  const fonts = fontkitFonts();
  const wave = [rand(1, 3), rand(0.1, 0.3), rand(0, 6.3), rand(1, 3), rand(0.05, 0.15), rand(0, 6.3)];
  const step = (CAPTCHA_WIDTH - 40) / Math.max(text.length - 1, 1);
  [...text].forEach((ch, i) => {
    const font = crypto.randomInt(0, 2) === 0 ? fonts.regular : fonts.bold;
    const glyph = warpedGlyph(font, ch, 20 + i * step + rand(-4, 4), CAPTCHA_HEIGHT / 2 + rand(-5, 5));
    canvas.fill(waved(glyph, wave), colour(10, 110));
  });
  for (let i = 0; i < 3; i++) crossingStroke(canvas);
  const px = canvas.px;
  for (let i = 0; i < 160; i++) {
    const o = crypto.randomInt(0, CAPTCHA_WIDTH * CAPTCHA_HEIGHT) * 3;
    const v = crypto.randomInt(0, 2) === 0 ? 40 : 230;
    px.fill(v, o, o + 3);
  }
  const grain = crypto.randomBytes(px.length);
  for (let i = 0; i < px.length; i++) px[i] = Math.max(0, Math.min(255, px[i] + (grain[i] % 29) - 14));
  return { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, rgb: px };
}

/** The captcha as a PNG data URL. */
export function captchaImage(text: string): string {
  const { width, height, rgb } = drawCaptcha(text);
  return `data:image/png;base64,${Buffer.from(encodePng(width, height, rgb)).toString('base64')}`;
}
