import * as z from 'zod/mini';
import { groupView } from '../auth/users';
import { endpoint, noInput, titled } from '../platform/endpoint';

// Written with zod/mini: the first screen reads the public config and images
// through these endpoints and must stay light (issue 12). Endpoints that need
// zod classic's helpers (custom fields, domain-scoped labels) are in custom-fields.ts.

/**
 * The six feature switches of SPEC §6, read once by the SPA. A switch is on
 * when its config value is '1'.
 */
export const FEATURE_SWITCHES = {
  smsLogin: 'switch.smsLogin',
  visitorRegister: 'switch.visitorRegister',
  messageLoop: 'switch.messageLoop',
  watermark: 'switch.watermark',
  comment: 'switch.comment',
  download: 'switch.download',
} as const;
export type FeatureSwitch = keyof typeof FEATURE_SWITCHES;

/** Config code of the enter page the SPA sends signed-out users to. */
export const ENTER_PAGE_CODE = 'login.enterPage';

/** Config code of the home users land on: '/index', or a home variant of SPEC §2. */
export const HOME_PAGE_CODE = 'portal.home';
export const HOME_PAGES = ['/index', '/indexTY', '/indexDF'] as const;
export type HomePage = (typeof HOME_PAGES)[number];

/** Config code of the unified portal's blocks (`/indexTY`): their keys, comma-separated, in order. */
export const PORTAL_BLOCKS_CODE = 'portal.blocks';
export const PORTAL_BLOCKS = {
  search: '搜索',
  notices: '通知公告',
  tasks: '我的待办',
  unread: '未读消息',
  hot: '热门知识',
  documents: '最新文档',
  videos: '最新视频',
  entrances: '常用入口',
} as const;
export type PortalBlock = keyof typeof PORTAL_BLOCKS;
export const DEFAULT_PORTAL_BLOCKS: readonly PortalBlock[] = [
  'search',
  'notices',
  'tasks',
  'unread',
  'hot',
  'documents',
  'videos',
  'entrances',
];
export const DEFAULT_ENTER_PAGE = '/login';

export const configItem = z.object({ code: z.string(), name: z.string(), value: z.string() });
export type ConfigItem = z.infer<typeof configItem>;

export const menuTitle = endpoint({
  id: 'common.menuTitle',
  method: 'GET',
  path: '/aikn-app/login/menuTitle',
  summary: '模块菜单别名',
  access: 'public',
  input: noInput,
  output: z.array(z.object({ resourceId: z.number().check(z.int()), code: z.string(), menuAlias: z.string() })),
});

export const imgsPath = endpoint({
  id: 'common.imgsPath',
  method: 'GET',
  path: '/aikn-app/login/imgsPath',
  summary: '系统图片（标志、登录背景等）',
  access: 'public',
  input: noInput,
  output: z.array(z.object({ picType: z.string(), path: z.string() })),
});

export const visitorInfo = endpoint({
  id: 'common.visitorInfo',
  method: 'GET',
  path: '/aikn-app/login/visitorInfo',
  summary: '访客模式设置',
  access: 'public',
  input: noInput,
  output: z.object({
    visitorMode: z.boolean(),
    visitorConsumerPatter: z.number().check(z.int()),
    visitorConsumerRange: z.string(),
  }),
});

export const system = endpoint({
  id: 'common.system',
  method: 'GET',
  path: '/aikn-app/common/system',
  summary: '系统信息',
  access: 'signedIn',
  input: noInput,
  output: z.array(z.object({ code: z.string(), name: z.string(), value: z.string() })),
});

export const queryConfigList = endpoint({
  id: 'common.queryConfigList',
  method: 'POST',
  path: '/aikn-app/common/queryConfigList',
  summary: '按编码查询配置项',
  access: 'public',
  input: titled(z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(100)), '配置编码'),
  output: z.array(configItem),
});

export const allAuth = endpoint({
  id: 'common.allAuth',
  method: 'GET',
  path: '/aikn-app/common/allAuth',
  summary: '当前用户可访问的资源编号',
  access: 'signedIn',
  input: noInput,
  output: z.array(z.object({ id: z.number().check(z.int()) })),
});

export const labelItem = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  parentId: z.nullable(z.number().check(z.int())),
});
export const labelGroup = z.object({
  rootParentId: z.number().check(z.int()),
  name: z.string(),
  labelList: z.array(labelItem),
});

/** Names of the six label categories (SPEC §7 labelName). */
export const LABEL_CATEGORIES = ['业务领域', '知识类型', '适用岗位', '地区', '年份', '来源'] as const;

export const labelNameInput = titled(
  z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(32))).check(z.maxLength(20)),
  '标签分类',
);

export const labelName = endpoint({
  id: 'common.labelName',
  method: 'POST',
  path: '/aikn-app/common/labelName',
  summary: '按分类名称查询标签组',
  access: 'signedIn',
  input: labelNameInput,
  output: z.array(labelGroup),
});

export const groupList = endpoint({
  id: 'common.groupList',
  method: 'POST',
  path: '/aikn-app/common/groupList',
  summary: '组织机构列表（树以 parentId 相连）',
  access: 'signedIn',
  input: z.object({ keyword: titled(z.optional(z.string().check(z.trim(), z.maxLength(50))), '关键词') }),
  output: z.array(groupView),
});
