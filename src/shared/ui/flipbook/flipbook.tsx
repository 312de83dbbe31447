import { Button, NumberInput } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, useEffect, useReducer, useRef, useState } from 'react';
import { flipStrips } from './flip-geometry';
import classes from './flipbook.module.css';
import { ZOOM_DURATION_MS, ZOOM_LEVELS } from './flipbook-constants';
import { cursorOf, flipbookReducer, initialFlipbookState, needsHiRes, settleDurationMs, zoomOf } from './flipbook-state';

export interface FlipbookProps {
  /** Image URLs of the rendered pages; an empty string is a page not rendered yet. */
  pages: string[];
  /** High-resolution images, used (and so loaded) only while zoomed in. */
  hiPages?: string[];
  onPageChange?: (page: number) => void;
  /** Tells a lazy page source when high-resolution images become worth rendering. */
  onZoomChange?: (zoom: number) => void;
  initialPage?: number;
}

/** Runs a settling flip to its end with animation frames, reporting progress to the reducer. */
function useSettle(from: number, target: 'complete' | 'revert' | null, durationMs: number, tick: (p: number) => void) {
  const tickRef = useRef(tick);
  tickRef.current = tick;
  // A settle runs once per release or key: its start and duration are taken when it begins.
  // biome-ignore lint/correctness/useExhaustiveDependencies: from and durationMs change on every tick
  useEffect(() => {
    if (!target) return;
    const to = target === 'complete' ? 1 : 0;
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const t = durationMs <= 0 ? 1 : Math.min(1, (now - start) / durationMs);
      tickRef.current(from + (to - from) * t);
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);
}

export function Flipbook({ pages, hiPages, onPageChange, onZoomChange, initialPage = 0 }: FlipbookProps) {
  const [state, dispatch] = useReducer(flipbookReducer, undefined, () => initialFlipbookState(pages.length, initialPage));
  const pageRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const zoom = zoomOf(state);
  const [jump, setJump] = useState<number | ''>('');
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const changed = () => setFullscreen(document.fullscreenElement === rootRef.current && rootRef.current !== null);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);

  useEffect(() => dispatch({ type: 'setPageCount', pageCount: pages.length }), [pages.length]);
  const onPageChangeRef = useRef(onPageChange);
  onPageChangeRef.current = onPageChange;
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) firstPage.current = false;
    else onPageChangeRef.current?.(state.page);
  }, [state.page]);
  const onZoomChangeRef = useRef(onZoomChange);
  onZoomChangeRef.current = onZoomChange;
  useEffect(() => onZoomChangeRef.current?.(zoom), [zoom]);

  useSettle(state.progress, state.settling, settleDurationMs(state), (progress) => dispatch({ type: 'tick', progress }));

  const hi = needsHiRes(state);
  const srcOf = (i: number) => (hi && hiPages?.[i]) || pages[i] || '';

  const { direction, page } = state;
  // Forward: the current page turns away over the next one. Backward: the previous page turns back over the current one.
  const basePage = direction === 'forward' ? page + 1 : page;
  const movingPage = direction === 'forward' ? page : direction === 'backward' ? page - 1 : null;
  const strips = movingPage === null ? [] : flipStrips(state.progress, direction);
  // translateZ takes no percentages: the lift is scaled by the page width measured now.
  const stripWidthPx = pageRef.current?.offsetWidth ?? 0;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    // Layout sizes (offset/client), which transforms do not change: the reducer applies the zoom itself.
    const view = {
      pageWidth: pageRef.current?.offsetWidth || 1,
      pageHeight: pageRef.current?.offsetHeight || 1,
      stageWidth: e.currentTarget.clientWidth,
      stageHeight: e.currentTarget.clientHeight,
    };
    dispatch({ type: 'pointerDown', x: e.clientX, y: e.clientY, view });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!e.key.startsWith('Arrow') && !['PageUp', 'PageDown', 'Home', 'End', '+', '=', '-', '_'].includes(e.key)) return;
    e.preventDefault();
    dispatch({ type: 'key', key: e.key });
  };

  const base = srcOf(basePage);
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void rootRef.current?.requestFullscreen?.();
  };
  return (
    <div className={classes.root} ref={rootRef}>
      <div
        className={classes.stage}
        role="application"
        aria-label="文档翻页阅读"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the stage takes arrow keys and pointer drags
        tabIndex={0}
        style={{ cursor: cursorOf(state) }}
        data-testid="flipbook"
        data-page={page}
        data-direction={direction ?? ''}
        data-progress={state.progress.toFixed(3)}
        data-zoom={zoom}
        data-cursor={cursorOf(state)}
        data-hires={hi}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={(e) => dispatch({ type: 'pointerMove', x: e.clientX, y: e.clientY })}
        onPointerUp={(e) => dispatch({ type: 'pointerUp', x: e.clientX, y: e.clientY })}
        onPointerCancel={() => dispatch({ type: 'pointerCancel' })}
      >
        <div
          className={classes.zoom}
          style={{
            transform: `translate(${state.panX}px, ${state.panY}px) scale(${zoom})`,
            // A pan follows the pointer at once; only zoom steps animate.
            transition: state.pointer ? 'none' : `transform ${ZOOM_DURATION_MS}ms ease`,
          }}
        >
          <div className={classes.page} ref={pageRef}>
            {base ? (
              <img className={classes.image} src={base} alt={`第 ${basePage + 1} 页`} draggable={false} />
            ) : (
              <div className={classes.placeholder}>{pages.length ? '页面加载中…' : '没有可显示的页面'}</div>
            )}
            {movingPage !== null &&
              strips.map((s, i) => (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: strips are fixed positions of the page
                  key={i}
                  className={classes.strip}
                  data-strip={i}
                  style={{
                    backgroundImage: srcOf(movingPage) ? `url("${srcOf(movingPage)}")` : undefined,
                    clipPath: s.clipPath,
                    transformOrigin: `${s.hinge}% 50%`,
                    transform: `translate3d(${(s.x * 100 - s.hinge).toFixed(3)}%, 0, ${(s.z * stripWidthPx).toFixed(2)}px) rotateY(${s.angle}deg)`,
                    filter: `brightness(${1 - s.shade})`,
                  }}
                />
              ))}
          </div>
        </div>
      </div>
      {/* Every way in reach of a mouse, besides the page's own clicks, drags and keys (issue 28). */}
      <div className={classes.bar}>
        <Button variant="default" size="xs" onClick={() => dispatch({ type: 'prev' })} disabled={page <= 0 || direction !== null}>
          上一页
        </Button>
        <span className={classes.count}>{pages.length ? `第 ${page + 1} / ${pages.length} 页` : '共 0 页'}</span>
        <Button
          variant="default"
          size="xs"
          onClick={() => dispatch({ type: 'next' })}
          disabled={page >= pages.length - 1 || direction !== null}
        >
          下一页
        </Button>
        {pages.length > 1 ? (
          <NumberInput
            size="xs"
            w={96}
            aria-label="跳至页码"
            placeholder="跳至…"
            min={1}
            max={pages.length}
            allowDecimal={false}
            hideControls
            value={jump}
            onChange={(v) => setJump(typeof v === 'number' ? v : '')}
            onKeyDown={(e) => {
              if (e.key !== 'Enter' || typeof jump !== 'number') return;
              dispatch({ type: 'goto', page: jump - 1 });
              setJump('');
            }}
          />
        ) : null}
        <Button
          variant="default"
          size="xs"
          aria-label="缩小"
          onClick={() => dispatch({ type: 'zoomBy', step: -1 })}
          disabled={state.zoomIndex === 0}
        >
          −
        </Button>
        <span className={classes.level} aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
        <Button
          variant="default"
          size="xs"
          aria-label="放大"
          onClick={() => dispatch({ type: 'zoomBy', step: 1 })}
          disabled={state.zoomIndex === ZOOM_LEVELS.length - 1}
        >
          +
        </Button>
        <Button variant="default" size="xs" onClick={toggleFullscreen}>
          {fullscreen ? '退出全屏' : '全屏'}
        </Button>
      </div>
    </div>
  );
}
