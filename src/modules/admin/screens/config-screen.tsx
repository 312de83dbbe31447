import { Stack, Tabs, Title } from '@mantine/core';
import { ConfigItemsPanel } from '../components/config-items-panel';
import { MenuAliasesPanel } from '../components/menu-aliases-panel';
import { SystemImagesPanel } from '../components/system-images-panel';
import type { ConfigSearch } from '../lib/console-search';

const TABS = { items: '配置项', menus: '菜单名称', images: '系统图片' } as const;
type Tab = keyof typeof TABS;

/**
 * `/admin/config` (配置): every configuration item — feature switches, the
 * enter page, the portal, visitor settings — searchable, each with its
 * default and a reset; the header's module names; the logo and sign-in
 * background. The tab and the search word are in the URL.
 */
export function ConfigScreen({ search, onChange }: { search: ConfigSearch; onChange: (next: ConfigSearch) => void }) {
  const tab: Tab = search.tab ?? 'items';
  return (
    <Stack gap="md">
      <Title order={2} fz={24}>
        配置
      </Title>
      <Tabs value={tab} onChange={(v) => onChange({ tab: v === 'items' || !v ? undefined : (v as Tab), keyword: undefined })}>
        <Tabs.List mb="md">
          {(Object.keys(TABS) as Tab[]).map((t) => (
            <Tabs.Tab key={t} value={t}>
              {TABS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="items">
          {tab === 'items' ? (
            <ConfigItemsPanel keyword={search.keyword ?? ''} onKeyword={(keyword) => onChange({ keyword })} />
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="menus">{tab === 'menus' ? <MenuAliasesPanel /> : null}</Tabs.Panel>
        <Tabs.Panel value="images">{tab === 'images' ? <SystemImagesPanel /> : null}</Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
