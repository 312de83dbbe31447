import type { categoryCount } from '@contract/knowledge/knowledge-lifecycle';
import { Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import type { z } from 'zod';
import type { RenderBrowseLink } from './browse-link';
import classes from './browser.module.css';

type Count = z.infer<typeof categoryCount>;

interface CategoryBrowserProps {
  labelGroups: { rootParentId: number; name: string; labels: Count[] }[];
  renderLink: RenderBrowseLink;
  /** Counting word of the domain's items in the accessible names ('条', '份'). */
  unit?: string;
}

/** Every label category with its labels and how many items carry each; a label opens the filtered list. */
export function CategoryBrowser({ labelGroups, renderLink, unit = '条' }: CategoryBrowserProps) {
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Title order={3} fz={18} mb="md">
        分类浏览
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        {labelGroups.map((g) => (
          <section key={g.rootParentId} aria-label={g.name}>
            <Text fw={600} fz="sm" mb={6} className={classes.categoryName}>
              {g.name}
            </Text>
            <Group gap={6}>
              {g.labels.map((l) => (
                <Fragment key={l.id}>
                  {renderLink(
                    { labelIds: [l.id] },
                    {
                      className: classes.labelLink,
                      'data-empty': l.count === 0 || undefined,
                      'aria-label': `${l.name}，${l.count}${unit}`,
                      children: (
                        <>
                          {l.name}
                          <span className={classes.count}>{l.count}</span>
                        </>
                      ),
                    },
                  )}
                </Fragment>
              ))}
            </Group>
          </section>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
