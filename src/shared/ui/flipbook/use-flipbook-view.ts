import { type Dispatch, useCallback, useEffect, useRef, useState } from 'react';
import { WHEEL_ZOOM_PX } from './flipbook-constants';
import { flipbookReducer } from './flipbook-state';
import type { FlipbookAction, FlipbookState, FlipbookView } from './flipbook-types';

/** The stage's and the shown page's (or spread's) sizes from the layout, which the zoom's transform leaves alone. */
export function measureView(stage: HTMLElement, content: HTMLElement | null): FlipbookView {
  const style = getComputedStyle(stage);
  const padding = (Number.parseFloat(style.paddingLeft) || 0) + (Number.parseFloat(style.paddingRight) || 0);
  const box = stage.getBoundingClientRect();
  return {
    pageWidth: content?.offsetWidth || 1,
    pageHeight: content?.offsetHeight || 1,
    stageWidth: stage.clientWidth,
    stageHeight: stage.clientHeight,
    innerWidth: Math.max(0, stage.clientWidth - padding),
    centerX: box.left + box.width / 2,
    centerY: box.top + box.height / 2,
  };
}

/** Wheel lines (Firefox) and pages in pixels. */
const wheelPx = (e: WheelEvent, delta: number) => delta * (e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1);

/**
 * Keeps the reducer's view of the sizes current (a resized window, a page
 * image that loaded, a spread turned on) and handles the wheel: Ctrl + wheel
 * (a trackpad's pinch) zooms about the pointer; the wheel moves an enlarged
 * page, and scrolls the screen on once the page can move no further.
 */
export function useFlipbookView(state: FlipbookState, dispatch: Dispatch<FlipbookAction>) {
  const stageRef = useRef<HTMLDivElement>(null);
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  const measure = useCallback((): FlipbookView | null => {
    const stage = stageRef.current;
    if (!stage) return null;
    const view = measureView(stage, content);
    dispatch({ type: 'measure', view });
    return view;
  }, [content, dispatch]);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    measure();
    const observer = new ResizeObserver(() => measure());
    observer.observe(stage);
    if (content) observer.observe(content);
    return () => observer.disconnect();
  }, [content, measure]);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const onWheel = (e: WheelEvent) => {
      const view = measure();
      const s = { ...stateRef.current, view };
      if (e.ctrlKey) {
        e.preventDefault();
        const zoom = s.zoom * Math.exp(-wheelPx(e, e.deltaY) / WHEEL_ZOOM_PX);
        dispatch({ type: 'zoomTo', zoom, x: e.clientX, y: e.clientY });
        return;
      }
      const action: FlipbookAction = { type: 'panBy', dx: -wheelPx(e, e.deltaX), dy: -wheelPx(e, e.deltaY) };
      // Nothing to move that way: the wheel scrolls the screen as usual.
      if (flipbookReducer(s, action) === s) return;
      e.preventDefault();
      dispatch(action);
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [measure, dispatch]);

  return { stageRef, contentRef: setContent, measure };
}
