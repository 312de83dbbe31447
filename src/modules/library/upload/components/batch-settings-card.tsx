import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { GroupSelect } from '@/shared/knowledge/group-select';
import { LabelSelect } from '@/shared/knowledge/label-select';
import { LIBRARY_SCOPE } from '../../api/library-scope';
import type { BatchDraft } from '../lib/batch-settings';
import { ChronicleFields } from './chronicle-fields';

interface BatchSettingsCardProps {
  value: BatchDraft;
  onChange: (patch: Partial<BatchDraft>) => void;
}

/** Labels, group and chronicle data that every file added next is uploaded with. */
export function BatchSettingsCard({ value, onChange }: BatchSettingsCardProps) {
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="md">
        <div>
          <Title order={3} fz="md">
            本批文件的共同设置
          </Title>
          <Text size="sm" c="dimmed">
            对之后添加的每个文件生效；上传后仍可逐个修改。
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ alignItems: 'end' }}>
          <LabelSelect
            scope={LIBRARY_SCOPE}
            value={value.labelIds}
            onChange={(labelIds) => onChange({ labelIds })}
            disabled={false}
          />
          <GroupSelect value={value.groupId} onChange={(groupId) => onChange({ groupId })} disabled={false} />
        </SimpleGrid>
        <ChronicleFields value={value} onChange={onChange} />
      </Stack>
    </Card>
  );
}
