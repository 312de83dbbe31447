import { Text, UnstyledButton } from '@mantine/core';
import type { RichHeading } from '@/shared/ui/rich-html';
import { useActiveHeading } from '../lib/use-active-heading';
import classes from './detail-toc.module.css';

/**
 * Table of contents of the entry body. Entries jump by scrolling, not by
 * `#anchor` links: the hash holds the route.
 */
export function DetailToc({ headings }: { headings: RichHeading[] }) {
  const ids = headings.map((h) => h.id);
  const active = useActiveHeading(ids);
  if (headings.length === 0) return null;
  const top = Math.min(...headings.map((h) => h.level));
  return (
    <nav aria-label="目录" className={classes.toc}>
      <Text fw={600} fz="sm" mb={8}>
        目录
      </Text>
      <ol className={classes.list}>
        {headings.map((h) => (
          <li key={h.id} style={{ paddingLeft: (h.level - top) * 14 }}>
            <UnstyledButton
              className={classes.link}
              data-active={h.id === active || undefined}
              aria-current={h.id === active ? 'location' : undefined}
              onClick={() => {
                document.getElementById(h.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
              title={h.text}
            >
              {h.text}
            </UnstyledButton>
          </li>
        ))}
      </ol>
    </nav>
  );
}
