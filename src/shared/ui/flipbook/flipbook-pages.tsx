import type { Ref } from 'react';
import { flipStrips } from './flip-geometry';
import { FlipLeaf } from './flip-leaf';
import classes from './flipbook.module.css';
import type { FlipbookState } from './flipbook-types';

export interface FlipbookPagesProps {
  state: FlipbookState;
  /** The image of a page, high-resolution while zoomed; '' while not loaded. */
  srcOf: (page: number) => string;
  /** The shown page or spread, measured for the zoom, the pan and fit to width. */
  contentRef: Ref<HTMLDivElement>;
  /** One page's width in pixels, for the turning leaf's lift. */
  pageWidthPx: number;
}

function PageImage({ page, src, pageCount }: { page: number; src: string; pageCount: number }) {
  if (src) return <img className={classes.image} src={src} alt={`第 ${page + 1} 页`} draggable={false} />;
  return <div className={classes.placeholder}>{pageCount ? '页面加载中…' : '没有可显示的页面'}</div>;
}

/** Slots of a spread: the pages lying left and right, and the leaf turning over the right one (front, back). */
function spreadSlots(s: FlipbookState): [number, number, number | null, number | null] {
  const p = s.page;
  // Forward the right page turns over onto the left one, its back the next left page; backward that leaf comes back.
  if (s.direction === 'forward') return [p, p + 3, p + 1, p + 2];
  if (s.direction === 'backward') return [p - 2, p + 1, p - 1, p];
  return [p, p + 1, null, null];
}

/** The shown page (or the two pages of a spread) with the leaf turning over it during a flip. */
export function FlipbookPages({ state, srcOf, contentRef, pageWidthPx }: FlipbookPagesProps) {
  const { direction, page, pageCount } = state;
  const strips = direction ? flipStrips(state.progress, direction) : [];
  if (!state.spread) {
    // Forward: the current page turns away over the next one. Backward: the previous page turns back over the current one.
    const base = direction === 'forward' ? page + 1 : page;
    const moving = direction === 'forward' ? page : direction === 'backward' ? page - 1 : null;
    return (
      <div className={classes.page} ref={contentRef} data-pages={1}>
        <PageImage page={base} src={srcOf(base)} pageCount={pageCount} />
        {moving === null ? null : <FlipLeaf strips={strips} front={srcOf(moving)} widthPx={pageWidthPx} />}
      </div>
    );
  }
  const [left, right, front, back] = spreadSlots(state);
  const slot = (i: number) => (i >= 0 && i < pageCount ? <PageImage page={i} src={srcOf(i)} pageCount={pageCount} /> : null);
  const filled = (i: number) => (i >= 0 && i < pageCount ? classes.sheet : '');
  return (
    <div className={classes.spread} ref={contentRef} data-pages={2}>
      <div className={`${classes.slot} ${filled(left)}`}>{slot(left)}</div>
      <div className={`${classes.slot} ${classes.rightSlot} ${filled(right)}`}>
        {slot(right)}
        {front === null || back === null ? null : (
          <FlipLeaf strips={strips} front={srcOf(front)} back={srcOf(back)} widthPx={pageWidthPx} />
        )}
      </div>
    </div>
  );
}
