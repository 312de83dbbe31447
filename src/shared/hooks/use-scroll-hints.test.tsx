import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { useScrollHints } from './use-scroll-hints';

function Row({ wide }: { wide: number }) {
  const ref = useRef<HTMLElement>(null);
  useScrollHints(ref);
  return (
    <nav
      aria-label="页面"
      ref={(el) => {
        if (el) {
          // jsdom lays nothing out: the row's sizes as a phone would give them.
          Object.defineProperty(el, 'scrollWidth', { configurable: true, value: wide });
          Object.defineProperty(el, 'clientWidth', { configurable: true, value: 300 });
        }
        ref.current = el;
      }}
    />
  );
}

describe('useScrollHints (issue 28)', () => {
  it('marks the edges beyond which more of a sideways row lies, as it scrolls', () => {
    const { getByRole } = render(<Row wide={600} />);
    const row = getByRole('navigation');
    expect([row.hasAttribute('data-more-start'), row.hasAttribute('data-more-end')]).toEqual([false, true]);
    row.scrollLeft = 150;
    fireEvent.scroll(row);
    expect([row.hasAttribute('data-more-start'), row.hasAttribute('data-more-end')]).toEqual([true, true]);
    row.scrollLeft = 300;
    fireEvent.scroll(row);
    expect([row.hasAttribute('data-more-start'), row.hasAttribute('data-more-end')]).toEqual([true, false]);
  });

  it('marks nothing on a row that fits', () => {
    const { getByRole } = render(<Row wide={300} />);
    const row = getByRole('navigation');
    expect([row.hasAttribute('data-more-start'), row.hasAttribute('data-more-end')]).toEqual([false, false]);
  });
});
