import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { screenWhere } from '@/test/media';
import { PageFlipbook } from './page-flipbook';

const URL = '/aikn-app/library/page/7?sig=abc';

afterEach(() => vi.restoreAllMocks());

function setup(pageCount = 6) {
  render(
    <MantineProvider>
      <PageFlipbook pageCount={pageCount} pageUrl={URL} />
    </MantineProvider>,
  );
  return screen.getByTestId('flipbook');
}

const srcs = (el: HTMLElement) =>
  within(el)
    .queryAllByRole('img')
    .map((img) => img.getAttribute('src'));

describe('PageFlipbook (the server-rendered pages)', () => {
  it('gives the thumbnail strip every page, loaded lazily as it scrolls', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: '缩略图' }));
    const strip = screen.getByRole('navigation', { name: '页面缩略图' });
    const images = [...strip.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${URL}&page=${n}`));
    expect(images.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('asks for the pages a flip of a spread reveals', () => {
    // A screen from the sm breakpoint up, where two-page view is offered.
    screenWhere(/min-width/);
    const stage = setup();
    fireEvent.click(screen.getByRole('radio', { name: '双页' }));
    expect(srcs(stage)).toEqual([`${URL}&page=1`, `${URL}&page=2`]);
    // Turning 1–2 over shows page 4 under the leaf at once, not a page still to be asked for.
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(srcs(stage)).toEqual([`${URL}&page=1`, `${URL}&page=4`]);
    expect(screen.queryByText('页面加载中…')).toBeNull();
  });

  it('asks for high resolution for both pages in view while zoomed', () => {
    // A screen from the sm breakpoint up, where two-page view is offered.
    screenWhere(/min-width/);
    const stage = setup();
    fireEvent.click(screen.getByRole('radio', { name: '双页' }));
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(srcs(stage)).toEqual([`${URL}&page=1&hi=1`, `${URL}&page=2&hi=1`]);
  });
});
