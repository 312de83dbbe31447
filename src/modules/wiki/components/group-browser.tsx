import type { GroupView } from '@contract/users';
import type { categoryCount } from '@contract/wiki';
import { Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { z } from 'zod';
import { buildGroupTree, type GroupNode } from '../lib/group-tree';
import classes from './wiki-home.module.css';

type Count = z.infer<typeof categoryCount>;

function Branch({ nodes, counts, depth }: { nodes: GroupNode[]; counts: ReadonlyMap<number, number>; depth: number }) {
  return (
    <ul className={classes.tree}>
      {nodes.map((n) => (
        <li key={n.id}>
          <Link
            to="/list"
            search={{ groupIds: [n.id] }}
            className={classes.treeLink}
            style={{ paddingLeft: 8 + depth * 16 }}
            aria-label={`${n.name}，${counts.get(n.id) ?? 0}条`}
          >
            <span className={classes.treeName}>{n.name}</span>
            <span className={classes.count}>{counts.get(n.id) ?? 0}</span>
          </Link>
          {n.children.length ? <Branch nodes={n.children} counts={counts} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The group tree with each group's entry count (sub-groups included); a group opens the filtered list. */
export function GroupBrowser({ groups, counts }: { groups: GroupView[]; counts: Count[] }) {
  const byId = new Map(counts.map((c) => [c.id, c.count]));
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Title order={3} fz={18} mb="md">
        按组织浏览
      </Title>
      {groups.length ? (
        <nav aria-label="按组织浏览">
          <Branch nodes={buildGroupTree(groups)} counts={byId} depth={0} />
        </nav>
      ) : (
        <Text c="dimmed" fz="sm">
          暂无组织
        </Text>
      )}
    </Paper>
  );
}
