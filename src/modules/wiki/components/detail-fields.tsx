import type { KnowledgeDetail } from '@contract/knowledge';
import { SimpleGrid, Text } from '@mantine/core';

/** The entry's custom fields (configured per domain) as label–value pairs. */
export function DetailFields({ fields }: { fields: KnowledgeDetail['fields'] }) {
  const shown = fields.filter((f) => f.value.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <section aria-label="自定义字段">
      <Text fw={600} mb="xs">
        详细信息
      </Text>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6} m={0}>
        {shown.map((f) => (
          <div key={f.fieldId} style={{ display: 'flex', gap: 8, minWidth: 0 }}>
            <Text component="dt" c="dimmed" fz="sm" style={{ flex: '0 0 auto' }}>
              {f.name}：
            </Text>
            <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {f.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </section>
  );
}
