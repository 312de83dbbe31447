import { Alert, Badge, Card, Group, Switch, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type PagedColumn, PagedTable } from '@/shared/table/paged-table';
import { graphAdmin } from '../../api/graph-admin';
import { graphQueries } from '../../api/graph-queries';

/** A type, not an interface: the table takes rows as plain records. */
type ClassRow = {
  id: number;
  name: string;
  parentId: number | null;
  isPublic: boolean;
  entityCount: number;
};

type ShownClass = ClassRow & { depth: number };

/** Every class is on the one page. */
const noPage = () => {};

/** Classes in tree order with their depth, so the table reads like the ontology. */
function treeOrder(classes: readonly ClassRow[]): ShownClass[] {
  const children = new Map<number | null, ClassRow[]>();
  const ids = new Set(classes.map((c) => c.id));
  for (const c of classes) {
    const parent = c.parentId !== null && ids.has(c.parentId) ? c.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), c]);
  }
  const out: ShownClass[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const c of children.get(parent) ?? []) {
      out.push({ ...c, depth });
      walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/**
 * The public tab (issue 27): which classes' entities the public graph pages
 * may show. None are public until marked here; an entity that restricted
 * knowledge speaks of stays hidden whatever its class.
 */
export function PublicClasses() {
  const classes = useQuery(graphQueries.classes());
  const toggle = useMutation(graphAdmin.setClassPublic());
  const rows = treeOrder(classes.data ?? []);
  const shown = rows.filter((r) => r.isPublic).length;
  const columns: PagedColumn<ShownClass>[] = [
    {
      key: 'name',
      title: '类别',
      size: 240,
      render: (row) => (
        <Text pl={row.depth * 20} size="sm">
          {row.name}
        </Text>
      ),
    },
    { key: 'entityCount', title: '实体数', size: 100, render: (row) => row.entityCount.toLocaleString('zh-CN') },
    {
      key: 'isPublic',
      title: '在公开图谱中展示',
      size: 160,
      render: (row) => (
        <Switch
          aria-label={`公开「${row.name}」类别`}
          checked={row.isPublic}
          disabled={toggle.isPending}
          onChange={(e) => toggle.mutate({ id: row.id, isPublic: e.currentTarget.checked })}
        />
      ),
    },
  ];

  return (
    <Card withBorder radius="md" p="lg">
      <Alert variant="light" mb="md" title="公开图谱页面">
        未登录的访客也能打开公开图谱页面（图谱总览与实体小图）。页面只展示下面标为公开的类别中的实体；与受限知识相关的实体始终不公开。
        页面是否开放由 管理后台 › 配置 中的「公开知识图谱页面」决定，默认关闭。
      </Alert>
      <Group justify="space-between" mb="sm">
        <Text fw={500}>本体类别</Text>
        <Badge variant="light" color={shown > 0 ? 'teal' : 'gray'}>
          {shown > 0 ? `已公开 ${shown} 个类别` : '尚未公开任何类别'}
        </Badge>
      </Group>
      {classes.isError ? (
        <Alert color="red" variant="light">
          {classes.error.message}
        </Alert>
      ) : (
        <PagedTable
          label="本体类别"
          columns={columns}
          rows={rows}
          total={rows.length}
          page={1}
          size={Math.max(1, rows.length)}
          onPage={noPage}
          rowKey={(r) => String(r.id)}
          empty={null}
          loading={classes.isFetching}
        />
      )}
    </Card>
  );
}
