import type { GroupView } from '@contract/auth/users';
import type { categoryCount } from '@contract/knowledge/knowledge-lifecycle';
import { Paper, Text, Title } from '@mantine/core';
import type { z } from 'zod';
import type { RenderBrowseLink } from './browse-link';
import classes from './browser.module.css';
import { buildGroupTree, type GroupNode } from './lib/group-tree';

type Count = z.infer<typeof categoryCount>;

interface BranchProps {
  nodes: GroupNode[];
  counts: ReadonlyMap<number, number>;
  depth: number;
  unit: string;
  renderLink: RenderBrowseLink;
}

function Branch({ nodes, counts, depth, unit, renderLink }: BranchProps) {
  return (
    <ul className={classes.tree}>
      {nodes.map((n) => (
        <li key={n.id}>
          {renderLink(
            { groupIds: [n.id] },
            {
              className: classes.treeLink,
              style: { paddingLeft: 8 + depth * 16 },
              'aria-label': `${n.name}，${counts.get(n.id) ?? 0}${unit}`,
              children: (
                <>
                  <span className={classes.treeName}>{n.name}</span>
                  <span className={classes.count}>{counts.get(n.id) ?? 0}</span>
                </>
              ),
            },
          )}
          {n.children.length ? (
            <Branch nodes={n.children} counts={counts} depth={depth + 1} unit={unit} renderLink={renderLink} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

interface GroupBrowserProps {
  groups: GroupView[];
  counts: Count[];
  renderLink: RenderBrowseLink;
  /** Counting word of the domain's items in the accessible names ('条', '份'). */
  unit?: string;
}

/** The group tree with each group's item count (sub-groups included); a group opens the filtered list. */
export function GroupBrowser({ groups, counts, renderLink, unit = '条' }: GroupBrowserProps) {
  const byId = new Map(counts.map((c) => [c.id, c.count]));
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Title order={3} fz={18} mb="md">
        按组织浏览
      </Title>
      {groups.length ? (
        <nav aria-label="按组织浏览">
          <Branch nodes={buildGroupTree(groups)} counts={byId} depth={0} unit={unit} renderLink={renderLink} />
        </nav>
      ) : (
        <Text c="dimmed" fz="sm">
          暂无组织
        </Text>
      )}
    </Paper>
  );
}
