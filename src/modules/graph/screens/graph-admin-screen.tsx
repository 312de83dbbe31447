import { Stack, Tabs, Title } from '@mantine/core';
import { EntityAdmin } from '../components/admin/entity-admin';
import { ImportPanel } from '../components/admin/import-panel';
import { PublicClasses } from '../components/admin/public-classes';
import { RelationAdmin } from '../components/admin/relation-admin';
import { GRAPH_ADMIN_TABS, type GraphAdminTab } from '../lib/admin-search';

/** `/admin/graph` (图谱管理): import from files, edit one entity or relation at a time, choose what the public pages show. */
export function GraphAdminScreen({ tab, onTab }: { tab: GraphAdminTab; onTab: (tab: GraphAdminTab) => void }) {
  return (
    <Stack gap="lg">
      <Title order={2} fz={24}>
        图谱管理
      </Title>
      <Tabs
        value={tab}
        onChange={(v) => {
          const next = GRAPH_ADMIN_TABS.find((t) => t === v);
          if (next) onTab(next);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="import">导入</Tabs.Tab>
          <Tabs.Tab value="nodes">节点</Tabs.Tab>
          <Tabs.Tab value="relations">关系</Tabs.Tab>
          <Tabs.Tab value="public">公开范围</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="import">
          <ImportPanel />
        </Tabs.Panel>
        <Tabs.Panel value="nodes">
          <EntityAdmin />
        </Tabs.Panel>
        <Tabs.Panel value="relations">
          <RelationAdmin />
        </Tabs.Panel>
        <Tabs.Panel value="public">
          <PublicClasses />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
