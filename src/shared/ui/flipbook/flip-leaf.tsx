import { Fragment } from 'react';
import type { FlipStrip } from './flip-geometry';
import classes from './flipbook.module.css';

export interface FlipLeafProps {
  strips: FlipStrip[];
  /** Image of the side that faces the reader before the turn; '' while not loaded. */
  front: string;
  /** In a spread, the leaf's other side (the next left page), seen once it has turned past upright; none on a single page. */
  back?: string;
  /** translateZ takes no percentages: the lift is scaled by the page's width in pixels. */
  widthPx: number;
}

const backgroundOf = (src: string) => (src ? `url("${src}")` : undefined);

/**
 * The turning leaf: vertical strips hinged at the spine (the page's left
 * edge), each turned and lifted by the flip geometry. The back of a strip
 * is the same strip turned half round about its own middle, showing the
 * mirrored part of the back page, so both sides move as one sheet.
 */
export function FlipLeaf({ strips, front, back, widthPx }: FlipLeafProps) {
  const stripPercent = 100 / strips.length;
  return strips.map((s, i) => {
    const place = `translate3d(${(s.x * 100 - s.hinge).toFixed(3)}%, 0, ${(s.z * widthPx).toFixed(2)}px) rotateY(${s.angle}deg)`;
    const face = { clipPath: s.clipPath, transformOrigin: `${s.hinge}% 50%`, filter: `brightness(${1 - s.shade})` };
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: strips are fixed positions of the page
      <Fragment key={i}>
        <div
          className={classes.strip}
          data-strip={i}
          style={{ ...face, transform: place, backgroundImage: backgroundOf(front) }}
        />
        {back === undefined ? null : (
          <div
            className={classes.strip}
            data-strip-back={i}
            style={{
              ...face,
              transform: `${place} translateX(${stripPercent / 2}%) rotateY(180deg) translateX(${-stripPercent / 2}%)`,
            }}
          >
            {/* Turned over, this strip lies at the spine's other side, where the back page's mirrored part belongs. */}
            <div
              className={classes.backImage}
              style={{ left: `${2 * s.hinge + stripPercent - 100}%`, backgroundImage: backgroundOf(back) }}
            />
          </div>
        )}
      </Fragment>
    );
  });
}
