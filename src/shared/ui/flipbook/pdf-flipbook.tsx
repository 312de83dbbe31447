import { Alert, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Flipbook } from './flipbook';
import { openPdfPages, type PdfPages } from './pdf-pages';

export interface PdfFlipbookProps {
  /** A PDF URL (same origin or signed) or its bytes. */
  source: string | ArrayBuffer;
  onPageChange?: (page: number) => void;
}

/** Pages a flip may reveal next: the current one and its neighbours. */
const near = (page: number, count: number) => [page - 1, page, page + 1].filter((i) => i >= 0 && i < count);

/**
 * The flipbook over a PDF rendered in the browser: normal page images are made
 * around the current page as it moves, high-resolution ones only while zoomed.
 */
export function PdfFlipbook({ source, onPageChange }: PdfFlipbookProps) {
  const [doc, setDoc] = useState<PdfPages | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pages, setPages] = useState<string[]>([]);
  const [hiPages, setHiPages] = useState<string[]>([]);
  const [page, setPage] = useState(0);
  const [zoomed, setZoomed] = useState(false);

  useEffect(() => {
    let open: PdfPages | null = null;
    let cancelled = false;
    setDoc(null);
    setError(null);
    openPdfPages(source).then(
      (d) => {
        if (cancelled) return d.destroy();
        open = d;
        setPages(Array(d.pageCount).fill(''));
        setHiPages(Array(d.pageCount).fill(''));
        setDoc(d);
      },
      () => !cancelled && setError('PDF 文件无法打开，可能已损坏'),
    );
    return () => {
      cancelled = true;
      open?.destroy();
    };
  }, [source]);

  useEffect(() => {
    if (!doc) return;
    let cancelled = false;
    const fill = (index: number, hi: boolean) =>
      doc.pageImage(index, hi).then(
        (url) => {
          if (cancelled) return;
          (hi ? setHiPages : setPages)((list) => (list[index] === url ? list : list.map((u, i) => (i === index ? url : u))));
        },
        () => !cancelled && setError(`第 ${index + 1} 页渲染失败`),
      );
    for (const i of near(page, doc.pageCount)) void fill(i, false);
    if (zoomed) void fill(page, true);
    return () => {
      cancelled = true;
    };
  }, [doc, page, zoomed]);

  if (error) return <Alert color="red">{error}</Alert>;
  if (!doc) return <Loader aria-label="PDF 加载中" />;
  return (
    <Flipbook
      pages={pages}
      hiPages={hiPages}
      onPageChange={(p) => {
        setPage(p);
        onPageChange?.(p);
      }}
      onZoomChange={(z) => setZoomed(z > 1)}
    />
  );
}
