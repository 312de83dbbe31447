import { UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from './flipbook.module.css';

export interface FlipbookThumbnailsProps {
  id: string;
  /** One small image per page; the browser loads each only as it scrolls into the strip. */
  thumbs: string[];
  /** The pages in view (two in a spread): marked as the current ones. */
  current: number[];
  onPick: (page: number) => void;
}

/**
 * A strip of page thumbnails: beside the stage on a wide screen, under it on
 * a phone. Images load lazily and off-screen buttons skip rendering
 * (content-visibility), so a book of hundreds of pages stays light.
 */
export function FlipbookThumbnails({ id, thumbs, current, onPick }: FlipbookThumbnailsProps) {
  const navRef = useRef<HTMLElement>(null);
  const first = current[0];
  useEffect(() => {
    const nav = navRef.current;
    const el = nav?.querySelector<HTMLElement>(`[data-thumb="${first}"]`);
    if (!nav || !el) return;
    // Scroll the strip alone (scrollIntoView would move the screen around it too).
    nav.scrollTop = el.offsetTop - (nav.clientHeight - el.offsetHeight) / 2;
    nav.scrollLeft = el.offsetLeft - (nav.clientWidth - el.offsetWidth) / 2;
  }, [first]);
  return (
    <div className={classes.thumbsWrap}>
      <nav id={id} ref={navRef} className={classes.thumbs} aria-label="页面缩略图">
        {thumbs.map((src, i) => (
          <UnstyledButton
            // biome-ignore lint/suspicious/noArrayIndexKey: one button per page number
            key={i}
            className={classes.thumb}
            data-thumb={i}
            aria-label={`第 ${i + 1} 页`}
            aria-current={current.includes(i) ? 'page' : undefined}
            onClick={() => onPick(i)}
          >
            <span className={classes.thumbFrame}>
              {src ? (
                // Low priority: the pages being read come before the strip.
                <img
                  className={classes.thumbImage}
                  src={src}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  fetchPriority="low"
                  draggable={false}
                />
              ) : null}
            </span>
            <span className={classes.thumbNumber}>{i + 1}</span>
          </UnstyledButton>
        ))}
      </nav>
    </div>
  );
}
