import { Anchor, Group, Text } from '@mantine/core';
import { hashLink } from '@/shared/lib/links';
import classes from './chronicle.module.css';
import type { DocumentDetail } from './document-header';

/** The chronicle collection's heading over a chronicle document: where it belongs and the way back. */
export function ChronicleBanner({ detail }: { detail: DocumentDetail }) {
  return (
    <section className={classes.banner} aria-label="地方志">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="md" wrap="nowrap">
          <span className={classes.seal} aria-hidden>
            志
          </span>
          <div>
            <Text fw={600} fz="lg">
              地方志 · {detail.region ?? '未填地区'}
            </Text>
            <Text fz="sm" c="dimmed">
              {detail.year ? `${detail.year}年` : '未填年份'}
              {detail.isChronicle ? '' : ' · 此文档未标记为地方志'}
            </Text>
          </div>
        </Group>
        <Group gap="md">
          {detail.region ? (
            <Anchor href={hashLink('/library/dfz', { region: detail.region })} fz="sm">
              {detail.region}的全部地方志
            </Anchor>
          ) : null}
          <Anchor href={hashLink('/library/dfz')} fz="sm">
            返回地方志
          </Anchor>
        </Group>
      </Group>
    </section>
  );
}
