import { CASE_PART_NAMES, CASE_PARTS, type PostDetail } from '@contract/bbs/bbs-posts';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { prepareRichHtml, RichHtml } from '@/shared/ui/rich-html';

/** A case's five parts under their headings (empty parts are left out), then its region and product. */
export function CasePartsView({ post }: { post: PostDetail }) {
  const parts = useMemo(
    () =>
      CASE_PARTS.filter((p) => post.case[p].trim() !== '').map((p) => ({
        part: p,
        html: prepareRichHtml(post.case[p], `case-${p}`),
      })),
    [post.case],
  );
  return (
    <Stack gap="lg">
      {post.region || post.product ? (
        <Group gap="lg" fz="sm">
          {post.region ? <Text fz="sm">地区：{post.region}</Text> : null}
          {post.product ? <Text fz="sm">产品：{post.product}</Text> : null}
        </Group>
      ) : null}
      {parts.map(({ part, html }) => (
        <section key={part} aria-label={CASE_PART_NAMES[part]}>
          <Title order={2} fz={18} mb="xs" pl="sm" style={{ borderLeft: '3px solid var(--mantine-primary-color-filled)' }}>
            {CASE_PART_NAMES[part]}
          </Title>
          <RichHtml html={html} />
        </section>
      ))}
    </Stack>
  );
}
