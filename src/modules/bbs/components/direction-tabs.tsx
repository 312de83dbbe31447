import type { ActivityDirection } from '@contract/bbs/bbs-activity';
import { Tabs } from '@mantine/core';

/** The two tabs of an activity page (赞同, 评论): what the caller gave and what he received, in the page's order. */
export function DirectionTabs({
  value,
  tabs,
  onChange,
}: {
  value: ActivityDirection;
  tabs: readonly (readonly [ActivityDirection, string])[];
  onChange: (direction: ActivityDirection) => void;
}) {
  return (
    <Tabs value={value} onChange={(v) => onChange(v === 'received' ? 'received' : 'given')}>
      <Tabs.List>
        {tabs.map(([direction, label]) => (
          <Tabs.Tab key={direction} value={direction}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
