import type { KnowledgeDetail } from '@contract/knowledge/knowledge';
import { Button, Card, Grid, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFeatureSwitches } from '@/shared/config/use-feature-switches';
import { Watermark } from '@/shared/ui/watermark';
import { CommentSection } from './comment-section';
import { DetailFields } from './detail-fields';
import { DetailIcon } from './detail-icon';
import classes from './detail-layout.module.css';
import type { KnowledgeScope } from './scope';

interface DetailLayoutProps {
  /** The reader's name, for the watermark (when the watermark switch is on). */
  nickname: string;
  /** Cards of the main column, top to bottom. */
  children: ReactNode;
  /** The side column (table of contents, more videos); without it the page is one centred column. */
  side?: ReactNode;
  /** Width of the main column (of 12) and from which screen width the side column stands beside it. */
  columns?: { main: number; from: 'md' | 'lg' };
}

/** The frame of every knowledge detail page: watermark, main column and an optional side column. */
export function DetailLayout({ nickname, children, side, columns = { main: 9, from: 'md' } }: DetailLayoutProps) {
  const switches = useFeatureSwitches();
  const watermark = switches.watermark ? <Watermark text={nickname} /> : null;
  const main = <Stack gap="lg">{children}</Stack>;
  if (side === undefined) {
    return (
      <div className={`${classes.page} ${classes.single}`}>
        {watermark}
        {main}
      </div>
    );
  }
  return (
    <div className={classes.page}>
      {watermark}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, [columns.from]: columns.main }}>{main}</Grid.Col>
        <Grid.Col span={{ base: 12, [columns.from]: 12 - columns.main }}>{side}</Grid.Col>
      </Grid>
    </div>
  );
}

/** One card of a detail page's main column. */
export function DetailCard({ children, p = 'xl' }: { children: ReactNode; p?: 'lg' | 'xl' }) {
  return (
    // Phones keep their width for the text: the card's padding shrinks below `sm`.
    <Card withBorder radius="md" p={{ base: 'md', sm: p }}>
      {children}
    </Card>
  );
}

/** The row of tools under a detail header (views, history, editing), set off by a line. */
export function DetailTools({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" mt="md" className={classes.tools}>
      {children}
    </Group>
  );
}

/** Opens the version history drawer. */
export function HistoryButton({ onClick }: { onClick: () => void }) {
  return (
    <Button size="xs" variant="subtle" leftSection={<DetailIcon name="clock" size={16} />} onClick={onClick}>
      版本历史
    </Button>
  );
}

/** The item's custom fields under its body, set off by a dashed line; nothing when not `shown`. */
export function DetailFieldsBlock({
  scope,
  fields,
  shown,
}: {
  scope: KnowledgeScope;
  fields: KnowledgeDetail['fields'];
  shown: boolean;
}) {
  if (!shown) return null;
  return (
    <div className={classes.fields}>
      <DetailFields scope={scope} fields={fields} />
    </div>
  );
}

/** The comments card at the foot of a detail page; writing follows the comment switch. */
export function DetailComments({ scope, id, count, now }: { scope: KnowledgeScope; id: number; count: number; now: Date }) {
  const switches = useFeatureSwitches();
  return (
    <DetailCard>
      <CommentSection scope={scope} knowledgeId={id} count={count} enabled={switches.comment} now={now} />
    </DetailCard>
  );
}
