import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useReducer, useRef, useState } from 'react';
import classes from './flipbook.module.css';
import { ZOOM_DURATION_MS } from './flipbook-constants';
import { FlipbookPages } from './flipbook-pages';
import { shownPages, stepOf } from './flipbook-paging';
import { cursorOf, flipbookReducer, initialFlipbookState, needsHiRes, settleDurationMs } from './flipbook-state';
import { FlipbookThumbnails } from './flipbook-thumbnails';
import { FlipbookToolbar } from './flipbook-toolbar';
import { useFlipbookView } from './use-flipbook-view';
import { useSettle } from './use-settle';

export interface FlipbookProps {
  /** Image URLs of the rendered pages; an empty string is a page not rendered yet. */
  pages: string[];
  /** High-resolution images, used (and so loaded) only while zoomed in. */
  hiPages?: string[];
  /** Thumbnail images, one per page (loaded lazily as the strip scrolls); the pages themselves when absent. */
  thumbs?: string[];
  onPageChange?: (page: number) => void;
  /** Tells a lazy page source when high-resolution images become worth rendering. */
  onZoomChange?: (zoom: number) => void;
  /** Tells a lazy page source that two pages are shown (and a flip reveals two more). */
  onSpreadChange?: (spread: boolean) => void;
  initialPage?: number;
}

const STAGE_KEYS = new Set(['PageUp', 'PageDown', 'Home', 'End', '+', '=', '-', '_']);

/** Calls `fn` when `value` changes after the first render, with the latest `fn`. */
function useChange<T>(value: T, fn: ((value: T) => void) | undefined, initial = false) {
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const first = useRef(!initial);
  useEffect(() => {
    if (first.current) first.current = false;
    else fnRef.current?.(value);
  }, [value]);
}

export function Flipbook({ pages, hiPages, thumbs, onPageChange, onZoomChange, onSpreadChange, initialPage = 0 }: FlipbookProps) {
  const [state, dispatch] = useReducer(flipbookReducer, undefined, () => initialFlipbookState(pages.length, initialPage));
  const { stageRef, contentRef, measure } = useFlipbookView(state, dispatch);
  const rootRef = useRef<HTMLDivElement>(null);
  const thumbsId = useId();
  const [thumbsOpen, setThumbsOpen] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const changed = () => setFullscreen(document.fullscreenElement === rootRef.current && rootRef.current !== null);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);

  // Two pages side by side only where there is room for them.
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`) === true;
  const turning = state.direction !== null || state.pointer !== null;
  useEffect(() => {
    if (!wide && state.spread && !turning) dispatch({ type: 'spread', on: false });
  }, [wide, state.spread, turning]);

  useEffect(() => dispatch({ type: 'setPageCount', pageCount: pages.length }), [pages.length]);
  useChange(state.page, onPageChange);
  useChange(state.zoom, onZoomChange, true);
  useChange(state.spread, onSpreadChange);
  useSettle(state.progress, state.settling, settleDurationMs(state), (progress) => dispatch({ type: 'tick', progress }));

  const hi = needsHiRes(state);
  const srcOf = (i: number) => (hi && hiPages?.[i]) || pages[i] || '';
  const cursor = cursorOf(state);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const view = measure();
    if (view) dispatch({ type: 'pointerDown', id: e.pointerId, x: e.clientX, y: e.clientY, view });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!e.key.startsWith('Arrow') && !STAGE_KEYS.has(e.key)) return;
    e.preventDefault();
    dispatch({ type: 'key', key: e.key });
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void rootRef.current?.requestFullscreen?.();
  };

  return (
    <div className={classes.root} ref={rootRef}>
      <div className={classes.body}>
        <div
          ref={stageRef}
          className={classes.stage}
          role="application"
          aria-label="文档翻页阅读"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the stage takes arrow keys and pointer drags
          tabIndex={0}
          // Unenlarged, a vertical finger swipe scrolls the screen; enlarged, fingers move the page.
          style={{ cursor, touchAction: state.zoom > 1 ? 'none' : 'pan-y' }}
          data-testid="flipbook"
          data-page={state.page}
          data-spread={state.spread}
          data-direction={state.direction ?? ''}
          data-progress={state.progress.toFixed(3)}
          data-zoom={Number(state.zoom.toFixed(3))}
          data-fit={state.fit}
          data-pan={`${Math.round(state.panX)},${Math.round(state.panY)}`}
          data-cursor={cursor}
          data-hires={hi}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={(e) => dispatch({ type: 'pointerMove', id: e.pointerId, x: e.clientX, y: e.clientY })}
          onPointerUp={(e) => dispatch({ type: 'pointerUp', id: e.pointerId, x: e.clientX, y: e.clientY })}
          onPointerCancel={(e) => dispatch({ type: 'pointerCancel', id: e.pointerId })}
        >
          <div
            className={classes.zoom}
            style={{
              transform: `translate(${state.panX}px, ${state.panY}px) scale(${state.zoom})`,
              // Zoom steps animate; a drag, a pinch or the wheel moves the page at once.
              transition: state.glide && !state.pointer ? `transform ${ZOOM_DURATION_MS}ms ease` : 'none',
            }}
          >
            <FlipbookPages
              state={state}
              srcOf={srcOf}
              contentRef={contentRef}
              pageWidthPx={(state.view?.pageWidth ?? 0) / stepOf(state)}
            />
          </div>
        </div>
        {thumbsOpen && pages.length > 1 ? (
          <FlipbookThumbnails
            id={thumbsId}
            thumbs={thumbs ?? pages}
            current={shownPages(state)}
            onPick={(page) => dispatch({ type: 'goto', page })}
          />
        ) : null}
      </div>
      <FlipbookToolbar
        state={state}
        dispatch={dispatch}
        spreadOffered={wide}
        thumbsOpen={thumbsOpen}
        thumbsId={thumbsId}
        onThumbs={() => setThumbsOpen((open) => !open)}
        onFit={() => {
          measure();
          dispatch({ type: 'fitWidth' });
        }}
        fullscreen={fullscreen}
        onFullscreen={toggleFullscreen}
      />
    </div>
  );
}
