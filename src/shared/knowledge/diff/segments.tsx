import type { Segment } from '../lib/text-diff';
import classes from './compare.module.css';

/** A paragraph with its changed runs marked: insertions green, deletions red and struck through. */
export function Segments({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((s, i) => {
        const key = `${i}-${s.op}`;
        if (s.op === 'ins')
          return (
            <ins key={key} className={classes.ins}>
              {s.text}
            </ins>
          );
        if (s.op === 'del')
          return (
            <del key={key} className={classes.del}>
              {s.text}
            </del>
          );
        return <span key={key}>{s.text}</span>;
      })}
    </>
  );
}
