import { Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ComponentProps, ReactNode } from 'react';
import type { RenderBrowseLink } from './browse-link';
import { CategoryBrowser } from './category-browser';
import { GroupBrowser } from './group-browser';
import { KeywordSearch } from './keyword-search';
import classes from './knowledge-home.module.css';
import { PlusIcon } from './list-icons';

/** The ground of a hero: one per domain, and the chronicle collection's paper. */
export type HeroTone = 'wiki' | 'library' | 'video' | 'chronicle';

/** The hero's way to write: a link to the create page, or a dialog to open. */
export type HeroCreate = { label: string; href: string } | { label: string; onClick: () => void };

/** A light button in a hero leading to another page of the domain. */
export interface HeroLinkItem {
  to: LinkProps['to'];
  label: string;
  icon?: ReactNode;
}

interface KnowledgeHeroProps {
  tone: HeroTone;
  title: string;
  /** The line under the title (counts and what the domain holds). */
  intro: ReactNode;
  /** The create button right of the title (omitted without the permission). */
  create?: HeroCreate;
  /** Right of the title instead of a create button (the chronicle collection's search). */
  aside?: ReactNode;
  /** The keyword box under the title. */
  keyword?: ComponentProps<typeof KeywordSearch>;
  /** Links to the domain's other pages beside the keyword box. */
  links?: readonly HeroLinkItem[];
  /** Keep the links together in one group (they wrap as one). */
  groupLinks?: boolean;
}

function CreateButton({ create }: { create: HeroCreate }) {
  const target = 'href' in create ? { component: 'a' as const, href: create.href } : { onClick: create.onClick };
  return (
    <Button {...target} size="md" variant="white" leftSection={<PlusIcon size={18} />}>
      {create.label}
    </Button>
  );
}

/** The banner at the top of a domain's home: title, intro, create, keyword box and links. */
export function KnowledgeHero({ tone, title, intro, create, aside, keyword, links = [], groupLinks }: KnowledgeHeroProps) {
  const buttons = links.map((l) => (
    <Button key={l.label} component={Link} to={l.to} variant="white" size="sm" color="dark" leftSection={l.icon}>
      {l.label}
    </Button>
  ));
  return (
    <div className={classes.hero} data-tone={tone}>
      <Group justify="space-between" align="flex-end" gap="lg">
        <div>
          <Title order={1} fz={28} fw={600}>
            {title}
          </Title>
          <Text className={classes.intro} mt={6}>
            {intro}
          </Text>
        </div>
        {create ? <CreateButton create={create} /> : aside}
      </Group>
      {keyword || links.length > 0 ? (
        <Group mt="lg" gap="md" align="center">
          {keyword ? <KeywordSearch size="lg" radius="md" className={classes.heroSearch} {...keyword} /> : null}
          {groupLinks ? <Group gap="xs">{buttons}</Group> : buttons}
        </Group>
      ) : null}
    </div>
  );
}

interface KnowledgeHomeProps {
  hero: ReactNode;
  children: ReactNode;
}

/** A domain's home: the hero, then the domain's blocks. */
export function KnowledgeHome({ hero, children }: KnowledgeHomeProps) {
  return (
    <Stack gap="lg">
      {hero}
      {children}
    </Stack>
  );
}

interface HomeBlocksProps {
  labelGroups: ComponentProps<typeof CategoryBrowser>['labelGroups'];
  groups: ComponentProps<typeof GroupBrowser>['groups'];
  /** Items per group (sub-groups included). */
  groupCounts: ComponentProps<typeof GroupBrowser>['counts'];
  /** Opens the domain's list filtered by a label or group. */
  renderLink: RenderBrowseLink;
  /** Counting word of the domain's items ('条', '份'). */
  unit?: string;
  /** The two lists under the browsers: the newest items and the most read (or downloaded). */
  newest: ReactNode;
  top: ReactNode;
}

/** The browse blocks of a domain's home: label categories and groups, then the newest and top lists. */
export function HomeBlocks({ labelGroups, groups, groupCounts, renderLink, unit, newest, top }: HomeBlocksProps) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <CategoryBrowser labelGroups={labelGroups} renderLink={renderLink} unit={unit} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <GroupBrowser groups={groups} counts={groupCounts} renderLink={renderLink} unit={unit} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>{newest}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>{top}</Grid.Col>
    </Grid>
  );
}
