import { isSettingsTab, SETTINGS_TAB_NAMES, SETTINGS_TABS, type SettingsTab } from '@contract/account/account-settings-terms';
import { Stack, Tabs, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { NotifyPanel } from '../components/settings/notify-panel';
import { ProfilePanel } from '../components/settings/profile-panel';
import { ReadingPanel } from '../components/settings/reading-panel';
import { SecuritySection } from '../components/settings/security-section';

/** What each tab shows: a new tab is one entry in SETTINGS_TABS and one here. */
const PANELS: Record<SettingsTab, ComponentType> = {
  profile: ProfilePanel,
  security: SecuritySection,
  reading: ReadingPanel,
  notify: NotifyPanel,
};

/** `/account/settings`: the user's own settings, one tab each; only the open tab loads. */
export function SettingsScreen({ tab, onTab }: { tab: SettingsTab; onTab: (tab: SettingsTab) => void }) {
  return (
    <Stack gap="md">
      <Title order={2} fz={20}>
        账号设置
      </Title>
      <Tabs value={tab} onChange={(v) => isSettingsTab(v) && onTab(v)} keepMounted={false}>
        <Tabs.List mb="md">
          {SETTINGS_TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {SETTINGS_TAB_NAMES[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SETTINGS_TABS.map((t) => {
          const Panel = PANELS[t];
          return (
            <Tabs.Panel key={t} value={t}>
              <Panel />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
