import { useMemo, useState } from 'react';
import { Flipbook } from './flipbook';

export interface PageFlipbookProps {
  /** How many pages the document has. */
  pageCount: number;
  /** Signed URL of the server's rendered pages; `&page=N` (from 1) picks one, `&hi=1` its zoomed picture. */
  pageUrl: string;
  onPageChange?: (page: number) => void;
}

/** Pages a flip may reveal next: the shown ones and those one flip away (two each way in a spread). */
const near = (page: number, count: number, spread: boolean) =>
  (spread ? [-2, -1, 0, 1, 2, 3] : [-1, 0, 1]).map((d) => page + d).filter((i) => i >= 0 && i < count);
/** The pages in view, which get high-resolution pictures while zoomed. */
const shown = (page: number, count: number, spread: boolean) => (spread ? [page, page + 1] : [page]).filter((i) => i < count);

/**
 * The flipbook over pages the server rendered (the document itself never
 * reaches the browser). Pictures are asked for around the current page as
 * it moves, and in high resolution only while zoomed; a page once shown
 * keeps its picture. Thumbnails use the same pictures, which the browser
 * loads only as they scroll into the strip.
 */
export function PageFlipbook({ pageCount, pageUrl, onPageChange }: PageFlipbookProps) {
  const [page, setPage] = useState(0);
  const [spread, setSpread] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const [wanted, setWanted] = useState<Set<number>>(() => new Set(near(0, pageCount, false)));
  const [wantedHi, setWantedHi] = useState<Set<number>>(() => new Set());

  const urlOf = (i: number) => `${pageUrl}&page=${i + 1}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: urlOf only reads pageUrl
  const thumbs = useMemo(() => Array.from({ length: pageCount }, (_, i) => urlOf(i)), [pageCount, pageUrl]);
  const pages = useMemo(() => thumbs.map((url, i) => (wanted.has(i) ? url : '')), [thumbs, wanted]);
  const hiPages = useMemo(() => thumbs.map((url, i) => (wantedHi.has(i) ? `${url}&hi=1` : '')), [thumbs, wantedHi]);

  const want = (set: Set<number>, add: number[]) => (add.every((i) => set.has(i)) ? set : new Set([...set, ...add]));
  const follow = (p: number, two: boolean, hi: boolean) => {
    setWanted((s) => want(s, near(p, pageCount, two)));
    if (hi) setWantedHi((s) => want(s, shown(p, pageCount, two)));
  };
  return (
    <Flipbook
      pages={pages}
      hiPages={hiPages}
      thumbs={thumbs}
      onPageChange={(p) => {
        setPage(p);
        follow(p, spread, zoomed);
        onPageChange?.(p);
      }}
      onSpreadChange={(two) => {
        setSpread(two);
        follow(page, two, zoomed);
      }}
      onZoomChange={(z) => {
        setZoomed(z > 1);
        if (z > 1) follow(page, spread, true);
      }}
    />
  );
}
