import {
  DEFAULT_ENTER_PAGE,
  DEFAULT_PORTAL_BLOCKS,
  ENTER_PAGE_CODE,
  FEATURE_SWITCHES,
  type FeatureSwitch,
  HOME_PAGE_CODE,
  PORTAL_BLOCKS,
  PORTAL_BLOCKS_CODE,
} from '../common/common';
import { PUBLIC_GRAPH_CODE } from '../graph/graph-public';

/**
 * Every configuration item the product reads, by code (SPEC §3, §6): its
 * Chinese name and description, its default and the values it takes. The
 * seed writes the defaults, the console edits and resets the values, and the
 * server refuses a value the item cannot take.
 */
export type ConfigKind =
  /** '1' on, '0' off. */
  | 'switch'
  /** One of `options`. */
  | 'select'
  /** Some of `options`, comma-separated, in the order given. */
  | 'multi'
  /** Free text up to `maxLength`, matching `pattern` when given. */
  | 'text';

export interface ConfigDefinition {
  code: string;
  name: string;
  description: string;
  group: (typeof CONFIG_GROUPS)[number];
  kind: ConfigKind;
  default: string;
  options?: readonly { value: string; label: string }[];
  maxLength?: number;
  /** A rule free text must follow, with the refusal's wording. */
  pattern?: { regex: RegExp; message: string };
}

export const CONFIG_GROUPS = ['功能开关', '登录与入口', '门户', '访客', '知识图谱'] as const;

const SWITCHES: Record<FeatureSwitch, { name: string; description: string }> = {
  smsLogin: { name: '短信验证码登录', description: '登录页提供“短信登录”，用户以手机号和短信验证码登录。' },
  visitorRegister: { name: '访客注册', description: '登录页提供访客注册入口，注册的用户为访客（类型 6）。' },
  messageLoop: {
    name: '未读消息轮询',
    description: '页头定时查询未读消息和待办数量（每 2 分钟一次）。关闭后仅在打开页面时查询。',
  },
  watermark: { name: '页面水印', description: '知识详情页显示带有当前用户姓名的水印，防止截图外泄。' },
  comment: { name: '评论功能', description: '知识详情页显示评论区，用户可以发表和回复评论。' },
  download: { name: '文件下载', description: '文档和附件提供下载按钮。关闭后只能在线预览。' },
};

export const CONFIG_CATALOGUE: readonly ConfigDefinition[] = [
  ...(Object.keys(FEATURE_SWITCHES) as FeatureSwitch[]).map(
    (k): ConfigDefinition => ({
      code: FEATURE_SWITCHES[k],
      ...SWITCHES[k],
      group: '功能开关',
      kind: 'switch',
      default: '1',
    }),
  ),
  {
    code: 'system.name',
    name: '系统名称',
    description: '显示在页头、登录页和浏览器标签页上的产品名称。',
    group: '登录与入口',
    kind: 'text',
    default: '智能知识中心',
    maxLength: 30,
  },
  {
    code: ENTER_PAGE_CODE,
    name: '登录入口页',
    description: '未登录用户被送往的页面：本系统的路径（如 /login），或单点登录等外部地址（以 https:// 开头）。',
    group: '登录与入口',
    kind: 'text',
    default: DEFAULT_ENTER_PAGE,
    maxLength: 500,
    pattern: {
      regex: /^(\/[A-Za-z0-9/_-]*|https?:\/\/[^\s"'<>]+)$/,
      message: '登录入口页须是以 / 开头的本系统路径，或以 http:// 或 https:// 开头的地址',
    },
  },
  {
    code: HOME_PAGE_CODE,
    name: '登录后首页',
    description: '用户登录后进入的首页样式。',
    group: '门户',
    kind: 'select',
    default: '/index',
    options: [
      { value: '/index', label: '知识首页（/index）' },
      { value: '/indexTY', label: '统一门户（/indexTY）' },
      { value: '/indexDF', label: '地方志首页（/indexDF）' },
    ],
  },
  {
    code: PORTAL_BLOCKS_CODE,
    name: '统一门户区块',
    description: '统一门户首页显示的区块及其顺序。',
    group: '门户',
    kind: 'multi',
    default: DEFAULT_PORTAL_BLOCKS.join(','),
    options: Object.entries(PORTAL_BLOCKS).map(([value, label]) => ({ value, label })),
  },
  {
    code: 'visitor.mode',
    name: '访客模式',
    description: '开启后，访客（类型 6）可以登录并浏览访客可见范围内的知识。',
    group: '访客',
    kind: 'switch',
    default: '1',
  },
  {
    code: 'visitor.consumerPattern',
    name: '访客使用方式',
    description: '访客登录后是否须先绑定手机号或邮箱才能继续使用。',
    group: '访客',
    kind: 'select',
    default: '1',
    options: [
      { value: '1', label: '须先绑定手机号或邮箱' },
      { value: '2', label: '无需绑定，直接使用' },
    ],
  },
  {
    code: 'visitor.consumerRange',
    name: '访客可见范围',
    description: '向访客说明其可以浏览的知识范围，显示在访客的提示中。',
    group: '访客',
    kind: 'text',
    default: '公开知识',
    maxLength: 50,
  },
  {
    code: PUBLIC_GRAPH_CODE,
    name: '公开知识图谱页面',
    description:
      '未登录用户也能打开的知识图谱展示页（/detail-cool、/detail-small-chart）。只展示在“图谱管理 › 公开范围”中标为公开的类别的实体。',
    group: '知识图谱',
    kind: 'switch',
    default: '0',
  },
];

/** The value an item would hold after `raw`, or the Chinese reason it cannot. */
export function checkConfigValue(def: ConfigDefinition, raw: string): { value: string } | { error: string } {
  const value = raw.trim();
  switch (def.kind) {
    case 'switch':
      return value === '1' || value === '0' ? { value } : { error: `${def.name}只能是开启或关闭` };
    case 'select':
      return def.options?.some((o) => o.value === value) ? { value } : { error: `${def.name}的取值不在可选范围内` };
    case 'multi': {
      const parts = value.split(',').map((p) => p.trim());
      const known = new Set(def.options?.map((o) => o.value));
      if (!value) return { error: `${def.name}至少选择一项` };
      if (parts.some((p) => !known.has(p))) return { error: `${def.name}包含不存在的选项` };
      if (new Set(parts).size !== parts.length) return { error: `${def.name}的选项不能重复` };
      return { value: parts.join(',') };
    }
    default:
      if (!value) return { error: `${def.name}不能为空` };
      if (def.maxLength && [...value].length > def.maxLength) return { error: `${def.name}最多${def.maxLength}个字` };
      if (def.pattern && !def.pattern.regex.test(value)) return { error: def.pattern.message };
      return { value };
  }
}

/** How a value reads in the console and the audit trail: labels, not codes. */
export function showConfigValue(def: ConfigDefinition, value: string): string {
  if (def.kind === 'switch') return value === '1' ? '开启' : value === '0' ? '关闭' : value;
  if (def.kind === 'select') return def.options?.find((o) => o.value === value)?.label ?? value;
  if (def.kind === 'multi')
    return value
      .split(',')
      .map((v) => def.options?.find((o) => o.value === v.trim())?.label ?? v)
      .join('、');
  return value;
}

/** The module menu entries (SPEC §7 `menuTitle`): code, default alias, the key that shows it, its SPA path. */
export const MENU_RESOURCES: readonly { code: string; menuAlias: string; permission: string; path: string }[] = [
  { code: 'home', menuAlias: '首页', permission: 'ROLE_PORTAL_HOME_DISPLAY', path: '/index' },
  { code: 'wiki', menuAlias: '知识词条', permission: 'ROLE_WIKI_DISPLAY_WEB', path: '/wiki' },
  { code: 'library', menuAlias: '文档库', permission: 'ROLE_DOCUMENT_DISPLAY_WEB', path: '/library' },
  { code: 'video', menuAlias: '视频库', permission: 'ROLE_VIDEO_DISPLAY_WEB', path: '/video' },
  { code: 'chart', menuAlias: '知识图谱', permission: 'ROLE_GRAPH_DISPLAY_WEB', path: '/chart' },
  { code: 'bbs', menuAlias: '内部论坛', permission: 'ROLE_BBS_DISPLAY', path: '/bbs/home' },
  { code: 'college', menuAlias: '在线学院', permission: 'ROLE_COLLEGE_DISPLAY', path: '/exam-class/classCenter' },
  { code: 'reports', menuAlias: '统计报表', permission: 'ROLE_REPORT_DISPLAY', path: '/reportStatistics/all' },
];

/**
 * The system images (SPEC §7 `imgsPath`): the shipped default of each, served
 * by the SPA; an empty path is none (the home banner falls back to the theme's gradient).
 */
export const SYSTEM_IMAGES: readonly { picType: string; name: string; description: string; defaultPath: string }[] = [
  {
    picType: 'logo',
    name: '系统标志',
    description: '页头和登录页左上角的标志，建议高 40 像素的透明 PNG。',
    defaultPath: '/webaikn/logo.svg',
  },
  {
    picType: 'loginBg',
    name: '登录页背景',
    description: '登录页的背景图，建议 1920×1080 像素。',
    defaultPath: '/webaikn/login-bg.svg',
  },
  {
    picType: 'homeBanner',
    name: '首页横幅',
    description: '首页顶部问候区域的背景图，建议 1600×240 像素、画面偏暗以衬托白色文字；未上传时使用主题色渐变。',
    defaultPath: '',
  },
];
