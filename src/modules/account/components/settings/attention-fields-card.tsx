import { type DomainRow, domainsWith } from '@contract/platform/domains';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermissions } from '@/shared/hooks/use-permissions';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import { FieldSettingsDialog } from '@/shared/knowledge/field-settings-dialog';

/** One domain's chosen fields ("关注字段"), with the dialog the detail pages also open. */
function DomainFields({ domain }: { domain: DomainRow }) {
  const [open, setOpen] = useState(false);
  const scope = { domainId: domain.id, noun: domain.noun };
  const all = useQuery(referenceQueries.fields(scope));
  const chosen = useQuery(referenceQueries.chosenFields(scope));
  const names = (chosen.data ?? []).map((id) => all.data?.find((f) => f.id === id)?.name).filter(Boolean);
  let summary: string;
  if (all.data?.length === 0) summary = '本知识域尚未配置自定义字段';
  else if (names.length === 0) summary = '显示全部字段';
  else summary = names.join('、');
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" role="listitem" aria-label={domain.menuName}>
      <Stack gap={2} miw={0}>
        <Text fw={600}>{domain.menuName}</Text>
        {all.isPending || chosen.isPending ? (
          <Skeleton h={14} w={160} />
        ) : (
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {all.isError || chosen.isError ? '字段设置加载失败' : summary}
          </Text>
        )}
      </Stack>
      <Button
        variant="default"
        size="xs"
        onClick={() => setOpen(true)}
        disabled={all.data?.length === 0}
        aria-label={`设置${domain.menuName}的关注字段`}
      >
        设置
      </Button>
      <FieldSettingsDialog scope={scope} opened={open} onClose={() => setOpen(false)} />
    </Group>
  );
}

/** The custom fields each readable domain shows in its detail pages, per reader. */
export function AttentionFieldsCard() {
  const held = new Set<string>(usePermissions());
  const domains = domainsWith('labels').filter((d) => held.has(d.permission));
  if (domains.length === 0) return null;
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={3} fz={16} mb={4}>
        关注字段
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        选择各知识域详情页中显示的自定义字段
      </Text>
      <Stack gap="md" role="list" aria-label="关注字段">
        {domains.map((d) => (
          <DomainFields key={d.id} domain={d} />
        ))}
      </Stack>
    </Card>
  );
}
