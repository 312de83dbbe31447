import type { ReactNode } from 'react';
import classes from './centre-layout.module.css';
import { CentreNav } from './centre-nav';

/** Every `/account/*` page: the centre's navigation beside (or, on a phone, above) the page. */
export function CentreLayout({ current, children }: { current: string; children: ReactNode }) {
  return (
    <div className={classes.layout}>
      <aside className={classes.side}>
        <CentreNav current={current} />
      </aside>
      <div className={classes.main}>{children}</div>
    </div>
  );
}
