import type { PermissionKey } from './permissions';

/**
 * The knowledge domains (SPEC §3 `domainId`): the one table from which the
 * contract's per-domain endpoints, the server's access rules, the SPA's
 * scopes, navigation, search tabs and the `/detail` switch are derived.
 * No literal domain id appears anywhere else (migrations aside).
 *
 * Adding a domain is adding a row here plus what is truly new about it.
 * Rows with `live: false` are reserved: their ids are taken so that stored
 * data never changes meaning, but no endpoint accepts them yet.
 */

/** What the shared engines and screens offer a domain's items. */
export const DOMAIN_FEATURES = [
  /** Drafts, submission, approval, versions, rollback (the knowledge lifecycle). */
  'lifecycle',
  'comments',
  'likes',
  'favorites',
  'share',
  'footprints',
  /** Soft delete into the recycle bin, restore, purge. */
  'recycle',
  /** Indexed by the search engine; a tab of the search page. */
  'search',
  /** Labels and custom fields of the domain. */
  'labels',
  /** Editable "strategy" lists (SPEC `strategy`). */
  'strategy',
  /** The item is a stored file: upload, download, preview. */
  'file',
  /** A report page of its own (词条统计, 文档统计) and a top-10 list on the overview. */
  'reports',
] as const;
export type DomainFeature = (typeof DOMAIN_FEATURES)[number];

export interface DomainRow {
  /** SPEC §3 `domainId`, stored in every knowledge row. */
  readonly id: number;
  /** Module and API area name (`/aikn-app/{key}/…`), first part of the SPA's query keys. */
  readonly key: string;
  /** What one item is called: 词条, 文档 … */
  readonly noun: string;
  /** The header entry's default name (the menu alias may rename it). */
  readonly menuName: string;
  /** The permission that lets a user read the domain. */
  readonly permission: PermissionKey;
  /** The domain's home route in the SPA. */
  readonly home: string;
  /** Other SPA paths that belong to the domain (its header entry stays active there). */
  readonly section: readonly string[];
  /** Message type (SPEC §9 customType name) sent when an item is shared. */
  readonly shareMessage: 'shareEntry' | 'shareDocument';
  readonly features: readonly DomainFeature[];
  /**
   * The colour of the domain's badges (Mantine palette name); 'primary'
   * follows the user's theme (blue or gold) rather than naming a hue.
   */
  readonly tone: 'primary' | 'teal' | 'grape' | 'orange' | 'cyan' | 'violet';
  /** False for reserved rows: the id is taken, nothing is built yet. */
  readonly live: boolean;
}

const KNOWLEDGE: readonly DomainFeature[] = [
  'lifecycle',
  'comments',
  'likes',
  'favorites',
  'share',
  'footprints',
  'recycle',
  'search',
  'labels',
];

export const DOMAINS = [
  {
    id: 1,
    key: 'wiki',
    noun: '词条',
    menuName: '知识词条',
    permission: 'ROLE_WIKI_DISPLAY_WEB',
    home: '/wiki',
    section: ['/list', '/listNew', '/detail', '/knowledge-compare', '/fullArticleRead', '/printPreview'],
    shareMessage: 'shareEntry',
    features: [...KNOWLEDGE, 'strategy', 'reports'],
    tone: 'primary',
    live: true,
  },
  {
    id: 2,
    key: 'library',
    noun: '文档',
    menuName: '文档库',
    permission: 'ROLE_DOCUMENT_DISPLAY_WEB',
    home: '/library',
    section: ['/detailDfz'],
    shareMessage: 'shareDocument',
    features: [...KNOWLEDGE, 'file', 'reports'],
    tone: 'teal',
    live: true,
  },
  {
    id: 3,
    key: 'video',
    noun: '视频',
    menuName: '视频库',
    permission: 'ROLE_VIDEO_DISPLAY_WEB',
    home: '/video',
    section: [],
    shareMessage: 'shareDocument',
    features: [...KNOWLEDGE, 'file'],
    tone: 'grape',
    live: true,
  },
  {
    id: 4,
    key: 'bbs',
    noun: '帖子',
    menuName: '内部论坛',
    permission: 'ROLE_BBS_DISPLAY',
    // The forum's screens live under one splat route (decision 033); its home is /bbs/home.
    home: '/bbs/home',
    section: ['/bbs', '/case'],
    shareMessage: 'shareDocument',
    features: ['comments', 'likes', 'favorites', 'share', 'footprints', 'recycle', 'search'],
    tone: 'orange',
    live: true,
  },
  {
    id: 5,
    key: 'course',
    noun: '课程',
    menuName: '在线学院',
    permission: 'ROLE_COLLEGE_DISPLAY',
    home: '/exam-class',
    section: [],
    shareMessage: 'shareDocument',
    features: ['comments', 'likes', 'favorites', 'share', 'footprints', 'search', 'file'],
    tone: 'cyan',
    live: false,
  },
  {
    id: 6,
    key: 'question',
    noun: '试题',
    menuName: '试题库',
    permission: 'ROLE_COLLEGE_DISPLAY',
    home: '/exam-class',
    section: [],
    shareMessage: 'shareDocument',
    features: ['search'],
    tone: 'violet',
    live: false,
  },
] as const satisfies readonly DomainRow[];

export type DomainKey = (typeof DOMAINS)[number]['key'];

/**
 * What the contract derives from a domain table. Built by one function so
 * that a test can add a domain row (`domainLookups([...DOMAINS, row])` in a
 * module mock) and every engine sees it, which is how the tests prove that a
 * new domain is one row and one module folder, with no engine edit.
 */
export function domainLookups(rows: readonly DomainRow[]) {
  const live: readonly DomainRow[] = rows.filter((d) => d.live);
  const byId = (id: number): DomainRow | undefined => rows.find((d) => d.id === id);
  return {
    DOMAINS: rows,
    DOMAIN_IDS: Object.fromEntries(rows.map((d) => [d.key, d.id])) as Record<string, number>,
    LIVE_DOMAINS: live,
    DOMAIN_NAMES: Object.fromEntries(rows.map((d) => [d.id, d.noun])) as Readonly<Record<number, string>>,
    domainByKey: (key: string) => rows.find((d) => d.key === key),
    domainById: byId,
    domainHas: (id: number, feature: DomainFeature) => byId(id)?.features.includes(feature) ?? false,
    domainsWith: (feature: DomainFeature) => live.filter((d) => d.features.includes(feature)),
  };
}

const lookups = domainLookups(DOMAINS);

/** Domain ids by key: `DOMAIN_IDS.library` is 2. */
export const DOMAIN_IDS = lookups.DOMAIN_IDS as {
  [R in (typeof DOMAINS)[number] as R['key']]: R['id'];
};

/** The rows users can have items in today, in header order. */
export const LIVE_DOMAINS = lookups.LIVE_DOMAINS;

/** What one item of a domain is called, by id. */
export const DOMAIN_NAMES = lookups.DOMAIN_NAMES;

/** The row of a domain key (typed: `domainByKey('wiki').permission` is the wiki's key). */
export const domainByKey = lookups.domainByKey as <K extends DomainKey>(key: K) => Extract<(typeof DOMAINS)[number], { key: K }>;

/** The row of a domain id, or undefined for an id no row has. */
export const domainById = lookups.domainById;

/** Whether a domain's items have a feature. */
export const domainHas = lookups.domainHas;

/** Live domains with a feature (search tabs, recycle filters …). */
export const domainsWith = lookups.domainsWith;

/**
 * The domain `/detail` shows when its link names none: the wiki, whose links
 * predate the `domainId` parameter. Links to it leave the parameter out.
 */
export const DEFAULT_DETAIL_DOMAIN: number = DOMAIN_IDS.wiki;

/** `domainId` for a `/detail` link: undefined for the default domain. */
export const detailDomainParam = (domainId: number) => (domainId === DEFAULT_DETAIL_DOMAIN ? undefined : domainId);

/**
 * What an interaction (comment, like, favourite, share, footprint) or an
 * event is about: an item of a domain, `type` being its domain id.
 */
export interface SubjectRef {
  readonly type: number;
  readonly id: number;
}
