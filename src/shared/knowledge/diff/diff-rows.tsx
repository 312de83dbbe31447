import { Button } from '@mantine/core';
import { Fragment, useMemo, useState } from 'react';
import { type DiffRow, type DisplayRow, foldUnchanged } from '../lib/text-diff';
import classes from './compare.module.css';
import { Segments } from './segments';

function Row({ row }: { row: DiffRow }) {
  switch (row.kind) {
    case 'same':
      return (
        <>
          <div className={`${classes.cell} ${classes.same}`}>{row.text}</div>
          <div className={`${classes.cell} ${classes.same}`}>{row.text}</div>
        </>
      );
    case 'changed':
      return (
        <>
          <div className={classes.cell}>
            <Segments segments={row.left} />
          </div>
          <div className={classes.cell}>
            <Segments segments={row.right} />
          </div>
        </>
      );
    case 'removed':
      return (
        <>
          <div className={`${classes.cell} ${classes.removedCell}`}>
            <del className={classes.del}>{row.text}</del>
          </div>
          <div className={`${classes.cell} ${classes.empty}`} />
        </>
      );
    case 'added':
      return (
        <>
          <div className={`${classes.cell} ${classes.empty}`} />
          <div className={`${classes.cell} ${classes.addedCell}`}>
            <ins className={classes.ins}>{row.text}</ins>
          </div>
        </>
      );
  }
}

interface DiffRowsProps {
  rows: DiffRow[];
  header: [React.ReactNode, React.ReactNode];
}

/** The two texts side by side; long unchanged stretches fold into a button that opens them. */
export function DiffRows({ rows, header }: DiffRowsProps) {
  const shown = useMemo<DisplayRow[]>(() => foldUnchanged(rows), [rows]);
  const [opened, setOpened] = useState<Set<number>>(new Set());
  return (
    <div className={classes.grid}>
      <div className={`${classes.cell} ${classes.head}`}>{header[0]}</div>
      <div className={`${classes.cell} ${classes.head}`}>{header[1]}</div>
      {shown.map((r, i) => {
        const key = `${i}-${r.kind}`;
        if (r.kind !== 'fold') return <Row key={key} row={r} />;
        if (opened.has(i))
          return (
            <Fragment key={key}>
              {r.rows.map((inner, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows derive from two fixed texts and never reorder.
                <Row key={`${key}-${j}`} row={inner} />
              ))}
            </Fragment>
          );
        return (
          <div key={key} className={classes.fold}>
            <Button variant="subtle" size="compact-sm" onClick={() => setOpened(new Set(opened).add(i))}>
              展开 {r.rows.length} 段未改动的内容
            </Button>
          </div>
        );
      })}
    </div>
  );
}
