import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { manualFrames } from '@/test/frames';
import { screenWhere } from '@/test/media';
import { Flipbook } from './flipbook';
import { FLIP_DURATION_MS } from './flipbook-constants';

/** jsdom lays nothing out: an 800 × 600 stage around 400 × 560 pages (two side by side in a spread). */
function stubLayout() {
  const stage = (el: Element) => el instanceof HTMLElement && el.dataset.testid === 'flipbook';
  const pages = (el: HTMLElement) => Number(el.dataset.pages ?? 0);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return stage(this) ? 800 : 0;
  });
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return stage(this) ? 600 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return 400 * pages(this);
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return pages(this) ? 560 : 0;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const pageUrl = (colour: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="60" height="80"><rect width="60" height="80" fill="${colour}"/></svg>`)}`;
const pages = ['red', 'green', 'olive'].map(pageUrl);
const thumbs = ['pink', 'lime', 'khaki'].map(pageUrl);

function setup() {
  render(
    <MantineProvider>
      <Flipbook pages={pages} thumbs={thumbs} />
    </MantineProvider>,
  );
  return screen.getByTestId('flipbook');
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const touch = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', stage: HTMLElement, id: number, x: number, y = 200) =>
  fireEvent[type](stage, { pointerId: id, pointerType: 'touch', button: 0, clientX: x, clientY: y });

describe('Flipbook controls (issue 28)', () => {
  it('fits the page to the width and back to the normal size, showing the fitted level', () => {
    stubLayout();
    const stage = setup();
    expect(button('适应宽度').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button('适应宽度'));
    // 800 px of stage over a 400 px page.
    expect(stage.dataset.zoom).toBe('2');
    expect(stage.dataset.fit).toBe('true');
    expect(screen.getByTestId('flipbook-zoom').textContent).toBe('200%');
    expect(button('适应宽度').getAttribute('aria-pressed')).toBe('true');
    // The page is read from its top: 1120 px tall in 600, so it sits 260 px down.
    expect(stage.dataset.pan).toBe('0,260');
    fireEvent.click(button('放大'));
    expect(stage.dataset.zoom).toBe('2.5');
    expect(button('适应宽度').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button('适应宽度'));
    fireEvent.click(button('适应宽度'));
    expect(stage.dataset.zoom).toBe('1');
    expect(screen.getByTestId('flipbook-zoom').textContent).toBe('100%');
  });

  it('opens a strip of lazy thumbnails that marks the current page and goes to the one clicked', () => {
    const stage = setup();
    expect(screen.queryByRole('navigation', { name: '页面缩略图' })).toBeNull();
    fireEvent.click(button('缩略图'));
    expect(button('缩略图').getAttribute('aria-pressed')).toBe('true');
    const strip = screen.getByRole('navigation', { name: '页面缩略图' });
    const items = within(strip).getAllByRole('button');
    expect(items.map((b) => b.getAttribute('aria-label'))).toEqual(['第 1 页', '第 2 页', '第 3 页']);
    const images = [...strip.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy']);
    expect(images.map((img) => img.getAttribute('src'))).toEqual(thumbs);
    expect(items[0].getAttribute('aria-current')).toBe('page');
    fireEvent.click(items[2]);
    expect(stage.dataset.page).toBe('2');
    expect(screen.queryByText('第 3 / 3 页')).not.toBeNull();
    expect(items[2].getAttribute('aria-current')).toBe('page');
    expect(items[0].getAttribute('aria-current')).toBeNull();
    fireEvent.click(button('缩略图'));
    expect(screen.queryByRole('navigation', { name: '页面缩略图' })).toBeNull();
  });

  it('offers two-page view on a wide screen only, and then flips two pages at a time', () => {
    const narrow = setup();
    expect(screen.queryByRole('radio', { name: '双页' })).toBeNull();
    expect(narrow.dataset.spread).toBe('false');
    narrow.ownerDocument.body.innerHTML = '';

    // A screen from the sm breakpoint up, where two-page view is offered.
    screenWhere(/min-width/);
    const frame = manualFrames();
    const stage = setup();
    fireEvent.click(screen.getByRole('radio', { name: '双页' }));
    expect(stage.dataset.spread).toBe('true');
    expect(screen.queryByText('第 1–2 / 3 页')).not.toBeNull();
    expect(
      within(stage)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['第 1 页', '第 2 页']);
    fireEvent.click(button('下一页'));
    // The turning leaf carries page 2 on its front and page 3 on its back.
    expect(stage.querySelectorAll('[data-strip]')).toHaveLength(10);
    expect(stage.querySelectorAll('[data-strip-back]')).toHaveLength(10);
    frame(FLIP_DURATION_MS * 2);
    expect(stage.dataset.page).toBe('2');
    expect(screen.queryByText('第 3 / 3 页')).not.toBeNull();
    expect(button('下一页').disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '单页' }));
    expect(stage.dataset.spread).toBe('false');
  });

  it('flips with a finger swiped past a quarter of the page and zooms with two fingers', () => {
    stubLayout();
    const frame = manualFrames();
    const stage = setup();
    // Unenlarged, a vertical swipe is left to the browser to scroll the screen.
    expect(stage.style.touchAction).toBe('pan-y');
    touch('pointerDown', stage, 7, 500);
    touch('pointerMove', stage, 7, 400);
    touch('pointerMove', stage, 7, 350);
    expect(stage.dataset.direction).toBe('forward');
    touch('pointerUp', stage, 7, 350);
    frame(FLIP_DURATION_MS * 2);
    expect(stage.dataset.page).toBe('1');

    touch('pointerDown', stage, 8, 300);
    touch('pointerDown', stage, 9, 400);
    touch('pointerMove', stage, 9, 500);
    // 100 px apart, then 200 px: twice the size.
    expect(stage.dataset.zoom).toBe('2');
    expect(screen.getByTestId('flipbook-zoom').textContent).toBe('200%');
    expect(stage.style.touchAction).toBe('none');
    touch('pointerMove', stage, 9, 5000);
    expect(stage.dataset.zoom).toBe('4');
    touch('pointerUp', stage, 9, 5000);
    touch('pointerUp', stage, 8, 300);
    // Lifting the fingers is no tap: the zoom stays, the page too.
    expect(stage.dataset.zoom).toBe('4');
    expect(stage.dataset.page).toBe('1');
  });
});
