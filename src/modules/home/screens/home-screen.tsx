import { Card, Grid, Group, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { dayjs } from '@/shared/lib/datetime';
import { EntranceGrid, type HomeEntrance } from '../components/entrance-grid';
import classes from './home-screen.module.css';

export type { HomeEntrance };

interface HomeScreenProps {
  nickname: string;
  /** Greeting by time of day ('上午好' …). */
  greeting: string;
  now: Date;
  systemName: string;
  /** The configured home banner behind the greeting (系统图片 → 首页横幅), or the theme's gradient. */
  bannerUrl?: string | null;
  /** Unread total from the loop. */
  unreadTotal: number | undefined;
  unread: ReactNode;
  tasks: ReactNode;
  /** Knowledge blocks (newest, recommended, drafts …) for users who may read entries. */
  knowledge?: ReactNode;
  /** The latest notices with a link to all of them. */
  notices?: ReactNode;
  entrances: HomeEntrance[];
}

/** `/index`: greeting, unread counts, tasks, knowledge and module entrances. */
export function HomeScreen({
  nickname,
  greeting,
  now,
  systemName,
  bannerUrl,
  unreadTotal,
  unread,
  tasks,
  knowledge,
  notices,
  entrances,
}: HomeScreenProps) {
  return (
    <Stack gap="lg">
      <div
        className={classes.hero}
        data-banner={bannerUrl ? 'image' : undefined}
        style={
          bannerUrl
            ? { backgroundImage: `linear-gradient(rgba(0, 0, 0, 0.35), rgba(0, 0, 0, 0.35)), url("${encodeURI(bannerUrl)}")` }
            : undefined
        }
      >
        <Title order={1} fz={28} fw={600} c="white">
          {greeting}，{nickname}
        </Title>
        <Text c="white" opacity={0.9} mt={6}>
          今天是{dayjs(now).format('YYYY年M月D日 dddd')}，欢迎来到{systemName}。
          {unreadTotal ? `您有 ${unreadTotal} 条未读消息。` : ''}
        </Text>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" p="lg" h="100%">
            <Group justify="space-between" mb="md">
              <Title order={3} fz={18}>
                未读消息
              </Title>
              {unreadTotal !== undefined ? (
                <Text fz="sm" c="dimmed">
                  共 {unreadTotal} 条
                </Text>
              ) : null}
            </Group>
            {unread}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" p="lg" h="100%">
            <Title order={3} fz={18} mb="xs">
              我的待办
            </Title>
            {tasks}
          </Card>
        </Grid.Col>
      </Grid>
      {notices}
      {knowledge}
      <EntranceGrid entrances={entrances} />
    </Stack>
  );
}
