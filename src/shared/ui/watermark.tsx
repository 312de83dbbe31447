import { useMemo } from 'react';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** A tile of the watermark: the text drawn at an angle, as an SVG data URL. */
export function watermarkTile(text: string): string {
  const safe = text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160">` +
    `<text x="120" y="80" text-anchor="middle" dominant-baseline="middle" transform="rotate(-24 120 80)" ` +
    `font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif" font-size="15" fill="rgba(0,0,0,0.07)">${safe}</text></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}

/**
 * Covers its positioned parent with the reader's name, repeated at an angle,
 * so a screenshot shows who took it. Drawn as a CSS background on a layer that
 * lets every click through.
 */
export function Watermark({ text }: { text: string }) {
  const backgroundImage = useMemo(() => watermarkTile(text), [text]);
  return (
    <div
      data-watermark={text}
      aria-hidden
      style={{ position: 'absolute', inset: 0, zIndex: 1, pointerEvents: 'none', backgroundImage, backgroundRepeat: 'repeat' }}
    />
  );
}
