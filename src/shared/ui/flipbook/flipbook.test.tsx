import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { manualFrames } from '@/test/frames';
import { Flipbook } from './flipbook';
import { FLIP_DURATION_MS } from './flipbook-constants';

afterEach(() => vi.unstubAllGlobals());

/** A tiny page image whose colour tells the pages apart. */
const pageUrl = (colour: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="60" height="80"><rect width="60" height="80" fill="${colour}"/></svg>`)}`;
const pages = ['red', 'green', 'blue'].map(pageUrl);
const hiPages = ['darkred', 'darkgreen', 'darkblue'].map(pageUrl);

function setup(onPageChange = vi.fn()) {
  render(
    <MantineProvider>
      <Flipbook pages={pages} hiPages={hiPages} onPageChange={onPageChange} />
    </MantineProvider>,
  );
  return { stage: screen.getByTestId('flipbook'), onPageChange };
}

const click = (stage: HTMLElement) => {
  fireEvent.pointerDown(stage, { clientX: 40, clientY: 40, button: 0, pointerId: 1 });
  fireEvent.pointerUp(stage, { clientX: 41, clientY: 40, button: 0, pointerId: 1 });
};

describe('Flipbook', () => {
  it('shows the page number and count and flips with the arrow keys, exposing direction and progress', () => {
    const frame = manualFrames();
    const { stage, onPageChange } = setup();
    expect(screen.queryByText('第 1 / 3 页')).not.toBeNull();
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    expect(stage.dataset.direction).toBe('forward');
    // The turning page is cut into ten strips while it moves.
    expect(stage.querySelectorAll('[data-strip]')).toHaveLength(10);
    frame(FLIP_DURATION_MS / 4);
    expect(Number(stage.dataset.progress)).toBeGreaterThan(0);
    expect(Number(stage.dataset.progress)).toBeLessThan(1);
    expect(screen.queryByText('第 1 / 3 页')).not.toBeNull();
    frame(FLIP_DURATION_MS * 2);
    expect(screen.queryByText('第 2 / 3 页')).not.toBeNull();
    expect(stage.dataset.direction).toBe('');
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    fireEvent.keyDown(stage, { key: 'ArrowLeft' });
    expect(stage.dataset.direction).toBe('backward');
    frame(FLIP_DURATION_MS * 2);
    expect(screen.queryByText('第 1 / 3 页')).not.toBeNull();
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('steps the zoom on click, wraps to the first level, and loads high-resolution pages only when zoomed', () => {
    const { stage } = setup();
    const img = () => stage.querySelector('img') as HTMLImageElement;
    expect(img().src).toBe(pages[0]);
    expect(stage.style.cursor).toBe('zoom-in');
    const seen: string[] = [];
    for (let i = 0; i < 8; i++) {
      click(stage);
      seen.push(stage.dataset.zoom ?? '');
      if (i === 0) expect(img().src).toBe(hiPages[0]);
      if (i === 6) expect(stage.style.cursor).toBe('zoom-out');
    }
    expect(seen).toEqual(['1.2', '1.5', '1.8', '2', '2.5', '3', '4', '1']);
    expect(img().src).toBe(pages[0]);
    expect(stage.style.cursor).toBe('zoom-in');
  });

  it('flips with the next button and stops at the last page', () => {
    const frame = manualFrames();
    setup();
    const next = screen.getByRole('button', { name: '下一页' });
    fireEvent.click(next);
    frame(FLIP_DURATION_MS * 2);
    expect(screen.queryByText('第 2 / 3 页')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    frame(FLIP_DURATION_MS * 2);
    expect(screen.queryByText('第 3 / 3 页')).not.toBeNull();
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('zooms with the buttons and the +/− keys without wrapping, and shows the level (issue 28)', () => {
    const { stage } = setup();
    const out = screen.getByRole('button', { name: '缩小' }) as HTMLButtonElement;
    expect(out.disabled).toBe(true);
    expect(screen.queryByText('100%')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(stage.dataset.zoom).toBe('1.2');
    expect(screen.queryByText('120%')).not.toBeNull();
    fireEvent.keyDown(stage, { key: '+' });
    expect(stage.dataset.zoom).toBe('1.5');
    fireEvent.keyDown(stage, { key: '-' });
    fireEvent.keyDown(stage, { key: '-' });
    fireEvent.keyDown(stage, { key: '-' });
    expect(stage.dataset.zoom).toBe('1');
    for (let i = 0; i < 12; i++) fireEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(stage.dataset.zoom).toBe('4');
    expect((screen.getByRole('button', { name: '放大' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('jumps to a typed page, and to the first and last with Home and End (issue 28)', () => {
    const { stage, onPageChange } = setup();
    const jump = screen.getByRole('textbox', { name: '跳至页码' });
    fireEvent.change(jump, { target: { value: '3' } });
    fireEvent.keyDown(jump, { key: 'Enter' });
    expect(screen.queryByText('第 3 / 3 页')).not.toBeNull();
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    fireEvent.keyDown(stage, { key: 'Home' });
    expect(screen.queryByText('第 1 / 3 页')).not.toBeNull();
    fireEvent.keyDown(stage, { key: 'End' });
    expect(screen.queryByText('第 3 / 3 页')).not.toBeNull();
  });

  it('asks for full screen from its button', () => {
    setup();
    const request = vi.fn(async () => undefined);
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { configurable: true, value: request });
    try {
      fireEvent.click(screen.getByRole('button', { name: '全屏' }));
      expect(request).toHaveBeenCalledTimes(1);
    } finally {
      delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen;
    }
  });
});
