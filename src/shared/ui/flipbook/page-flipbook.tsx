import { useMemo, useState } from 'react';
import { Flipbook } from './flipbook';

export interface PageFlipbookProps {
  /** How many pages the document has. */
  pageCount: number;
  /** Signed URL of the server's rendered pages; `&page=N` (from 1) picks one, `&hi=1` its zoomed picture. */
  pageUrl: string;
  onPageChange?: (page: number) => void;
}

/** Pages a flip may reveal next: the current one and its neighbours. */
const near = (page: number, count: number) => [page - 1, page, page + 1].filter((i) => i >= 0 && i < count);

/**
 * The flipbook over pages the server rendered (the document itself never
 * reaches the browser). Pictures are asked for around the current page as
 * it moves, and in high resolution only while zoomed; a page once shown
 * keeps its picture.
 */
export function PageFlipbook({ pageCount, pageUrl, onPageChange }: PageFlipbookProps) {
  const [page, setPage] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [wanted, setWanted] = useState<Set<number>>(() => new Set(near(0, pageCount)));
  const [wantedHi, setWantedHi] = useState<Set<number>>(() => new Set());

  const pages = useMemo(
    () => Array.from({ length: pageCount }, (_, i) => (wanted.has(i) ? `${pageUrl}&page=${i + 1}` : '')),
    [pageCount, pageUrl, wanted],
  );
  const hiPages = useMemo(
    () => Array.from({ length: pageCount }, (_, i) => (wantedHi.has(i) ? `${pageUrl}&page=${i + 1}&hi=1` : '')),
    [pageCount, pageUrl, wantedHi],
  );

  const want = (set: Set<number>, add: number[]) => (add.every((i) => set.has(i)) ? set : new Set([...set, ...add]));
  return (
    <Flipbook
      pages={pages}
      hiPages={hiPages}
      onPageChange={(p) => {
        setPage(p);
        setWanted((s) => want(s, near(p, pageCount)));
        if (zoomed) setWantedHi((s) => want(s, [p]));
        onPageChange?.(p);
      }}
      onZoomChange={(z) => {
        setZoomed(z > 1);
        if (z > 1) setWantedHi((s) => want(s, [page]));
      }}
    />
  );
}
