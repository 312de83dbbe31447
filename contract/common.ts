import { z } from 'zod';
import { endpoint, noInput } from './endpoint';
import { intInput, MAX_DB_ID } from './schemas';
import { groupView } from './users';

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
  output: z.array(z.object({ resourceId: z.number().int(), code: z.string(), menuAlias: z.string() })),
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
    visitorConsumerPatter: z.number().int(),
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
  input: z.array(z.string().min(1).max(64)).max(100).meta({ title: '配置编码' }),
  output: z.array(configItem),
});

export const allAuth = endpoint({
  id: 'common.allAuth',
  method: 'GET',
  path: '/aikn-app/common/allAuth',
  summary: '当前用户可访问的资源编号',
  access: 'signedIn',
  input: noInput,
  output: z.array(z.object({ id: z.number().int() })),
});

export const labelItem = z.object({ id: z.number().int(), name: z.string(), parentId: z.number().int().nullable() });
export const labelGroup = z.object({ rootParentId: z.number().int(), name: z.string(), labelList: z.array(labelItem) });

/** Names of the six label categories (SPEC §7 labelName). */
export const LABEL_CATEGORIES = ['业务领域', '知识类型', '适用岗位', '地区', '年份', '来源'] as const;

const labelNameInput = z.array(z.string().trim().min(1).max(32)).max(20).meta({ title: '标签分类' });

export const labelName = endpoint({
  id: 'common.labelName',
  method: 'POST',
  path: '/aikn-app/common/labelName',
  summary: '按分类名称查询标签组',
  access: 'signedIn',
  input: labelNameInput,
  output: z.array(labelGroup),
});

export const labelNameByDomain = endpoint({
  id: 'common.labelNameByDomain',
  method: 'POST',
  path: '/aikn-app/common/labelName/:domainId',
  summary: '按分类名称查询某知识域的标签组',
  access: 'signedIn',
  params: z.object({ domainId: intInput((n) => n.min(1).max(99)).meta({ title: '知识域' }) }),
  input: labelNameInput,
  output: z.array(labelGroup),
});

export const groupList = endpoint({
  id: 'common.groupList',
  method: 'POST',
  path: '/aikn-app/common/groupList',
  summary: '组织机构列表（树以 parentId 相连）',
  access: 'signedIn',
  input: z.object({ keyword: z.string().trim().max(50).optional().meta({ title: '关键词' }) }),
  output: z.array(groupView),
});

export const fieldView = z.object({
  id: z.number().int(),
  domainId: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(['text', 'number', 'date', 'select']),
  options: z.array(z.string()),
  required: z.boolean(),
});

const domainQuery = z.object({
  domainId: intInput((n) => n.min(1).max(99))
    .default(1)
    .meta({ title: '知识域' }),
});

export const field = endpoint({
  id: 'common.field',
  method: 'GET',
  path: '/aikn-app/common/field',
  summary: '某知识域的全部自定义字段',
  access: 'signedIn',
  input: domainQuery,
  output: z.array(fieldView),
});

export const userField = endpoint({
  id: 'common.userField',
  method: 'GET',
  path: '/aikn-app/common/userField',
  summary: '当前用户在某知识域选用的字段',
  access: 'signedIn',
  input: domainQuery,
  output: z.array(fieldView),
});

export const attentionFieldSelect = endpoint({
  id: 'common.attentionFieldSelect',
  method: 'GET',
  path: '/aikn-app/common/attentionField',
  summary: '我关注（在列表与详情中显示）的字段编号',
  access: 'signedIn',
  input: domainQuery,
  output: z.array(z.number().int()),
});

export const attentionFieldSave = endpoint({
  id: 'common.attentionFieldSave',
  method: 'POST',
  path: '/aikn-app/common/attentionField/save',
  summary: '保存我关注的字段（按顺序）',
  access: 'signedIn',
  input: z.object({
    domainId: z.number().int().min(1).max(99).meta({ title: '知识域' }),
    fieldIds: z.array(z.number().int().positive().max(MAX_DB_ID)).max(50).meta({ title: '字段' }),
  }),
  output: z.array(z.number().int()),
});
