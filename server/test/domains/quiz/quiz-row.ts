import type { DomainRow } from '@contract/platform/domains';

/**
 * A domain that exists only in the tests (测验卡片): the one row a new module
 * adds to the contract's domain table. Its readers hold the wiki's key, so the
 * demo's staff can see it without a new role.
 */
export const QUIZ_ROW: DomainRow = {
  id: 99,
  key: 'quiz',
  noun: '测验卡片',
  menuName: '测验',
  permission: 'ROLE_WIKI_DISPLAY_WEB',
  home: '/quiz',
  section: [],
  shareMessage: 'shareDocument',
  features: ['comments', 'likes', 'favorites', 'share', 'footprints', 'search'],
  tone: 'cyan',
  live: true,
};
