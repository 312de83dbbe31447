import type { KnowledgeDetail } from '@contract/knowledge/knowledge';
import { ActionIcon, Group, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { referenceQueries } from './api/reference-queries';
import { FieldSettingsDialog } from './field-settings-dialog';
import type { KnowledgeScope } from './scope';

type EntryField = KnowledgeDetail['fields'][number];

/** The item's values in the order and selection of the reader's fields; all values until that is known. */
function pickShown(values: EntryField[], shown: { id: number }[] | undefined): EntryField[] {
  if (!shown) return values;
  return shown.flatMap((s) => values.filter((v) => v.fieldId === s.id));
}

/** The item's custom fields (configured per domain) as label–value pairs (names, not ids: `display`), limited to the reader's chosen fields. */
export function DetailFields({ scope, fields }: { scope: KnowledgeScope; fields: KnowledgeDetail['fields'] }) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const userFields = useQuery(referenceQueries.shownFields(scope));
  const filled = fields.filter((f) => f.display.trim() !== '');
  if (filled.length === 0) return null;
  const shown = pickShown(filled, userFields.data);
  return (
    <section aria-label="自定义字段">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={600}>详细信息</Text>
        <ActionIcon variant="subtle" color="gray" aria-label="字段设置" title="字段设置" onClick={() => setSettingsOpen(true)}>
          <GearIcon />
        </ActionIcon>
      </Group>
      {shown.length === 0 ? (
        // The section stays so the reader can reach the settings again.
        <Text fz="sm" c="dimmed">
          您选择显示的字段在本{scope.noun}中均未填写
        </Text>
      ) : (
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6} m={0}>
          {shown.map((f) => (
            <div key={f.fieldId} style={{ display: 'flex', gap: 8, minWidth: 0 }}>
              <Text component="dt" c="dimmed" fz="sm" style={{ flex: '0 0 auto' }}>
                {f.name}：
              </Text>
              <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {f.display}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      )}
      <FieldSettingsDialog scope={scope} opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </section>
  );
}

function GearIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      aria-hidden
    >
      <circle cx={12} cy={12} r={3} />
      <circle cx={12} cy={12} r={6.5} />
      <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
    </svg>
  );
}
