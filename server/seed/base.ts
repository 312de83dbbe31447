import {
  DEFAULT_ENTER_PAGE,
  DEFAULT_PORTAL_BLOCKS,
  ENTER_PAGE_CODE,
  FEATURE_SWITCHES,
  HOME_PAGE_CODE,
  PORTAL_BLOCKS_CODE,
} from '../../contract/common';
import { DOMAIN_IDS } from '../../contract/domains';
import { PUBLIC_GRAPH_CODE } from '../../contract/graph-public';
import { PERMISSION_KEYS, type PermissionKey } from '../../contract/permissions';

/** Module menu entries: code, default alias, the key that shows it, its SPA path. */
export const RESOURCES: { code: string; menuAlias: string; permission: PermissionKey; path: string }[] = [
  { code: 'home', menuAlias: '首页', permission: 'ROLE_PORTAL_HOME_DISPLAY', path: '/index' },
  { code: 'wiki', menuAlias: '知识词条', permission: 'ROLE_WIKI_DISPLAY_WEB', path: '/wiki' },
  { code: 'library', menuAlias: '文档库', permission: 'ROLE_DOCUMENT_DISPLAY_WEB', path: '/library' },
  { code: 'video', menuAlias: '视频库', permission: 'ROLE_VIDEO_DISPLAY_WEB', path: '/video' },
  { code: 'chart', menuAlias: '知识图谱', permission: 'ROLE_GRAPH_DISPLAY_WEB', path: '/chart' },
  { code: 'bbs', menuAlias: '内部论坛', permission: 'ROLE_BBS_DISPLAY', path: '/bbs/home' },
  { code: 'college', menuAlias: '在线学院', permission: 'ROLE_COLLEGE_DISPLAY', path: '/exam-class/classCenter' },
  { code: 'reports', menuAlias: '统计报表', permission: 'ROLE_REPORT_DISPLAY', path: '/reportStatistics/all' },
];

const SWITCH_NAMES: Record<keyof typeof FEATURE_SWITCHES, string> = {
  smsLogin: '短信验证码登录',
  visitorRegister: '访客注册',
  messageLoop: '未读消息轮询',
  watermark: '页面水印',
  comment: '评论功能',
  download: '文件下载',
};

export const CONFIG_ITEMS: { code: string; name: string; value: string }[] = [
  ...Object.entries(FEATURE_SWITCHES).map(([k, code]) => ({
    code,
    name: SWITCH_NAMES[k as keyof typeof FEATURE_SWITCHES],
    value: '1',
  })),
  { code: ENTER_PAGE_CODE, name: '登录入口页', value: DEFAULT_ENTER_PAGE },
  { code: 'system.name', name: '系统名称', value: '智能知识中心' },
  { code: HOME_PAGE_CODE, name: '登录后首页（/index、/indexTY 统一门户、/indexDF 地方志）', value: '/index' },
  { code: PORTAL_BLOCKS_CODE, name: '统一门户区块（逗号分隔，按顺序）', value: DEFAULT_PORTAL_BLOCKS.join(',') },
  { code: 'visitor.mode', name: '访客模式', value: '1' },
  { code: 'visitor.consumerPattern', name: '访客消费模式', value: '1' },
  { code: 'visitor.consumerRange', name: '访客可见范围', value: '公开知识' },
  // SPEC §2 lists the public graph pages, so a new installation shows them; decision 027.
  { code: PUBLIC_GRAPH_CODE, name: '公开知识图谱页面（1 开放，其他关闭）', value: '1' },
];

export const IMAGE_PATHS = [
  { picType: 'logo', path: '/webaikn/logo.svg' },
  { picType: 'loginBg', path: '/webaikn/login-bg.svg' },
];

/** The six label categories and the labels under each. */
export const LABEL_TREE: Record<string, string[]> = {
  业务领域: ['研发管理', '市场营销', '人力资源', '财务管理', '安全生产'],
  知识类型: ['制度规范', '操作手册', '案例经验', '培训资料', '常见问题'],
  适用岗位: ['研发工程师', '产品经理', '销售', '管理人员', '全体员工'],
  地区: ['北京', '上海', '杭州', '广州', '成都'],
  年份: ['2024', '2025', '2026'],
  来源: ['内部原创', '外部引进', '行业标准'],
};

export const FIELDS = [
  {
    domainId: DOMAIN_IDS.wiki,
    code: 'scope',
    name: '适用范围',
    type: 'select',
    options: ['全公司', '总部', '分公司'],
    required: false,
    sort: 1,
  },
  { domainId: DOMAIN_IDS.wiki, code: 'effectiveDate', name: '生效日期', type: 'date', options: [], required: false, sort: 2 },
  { domainId: DOMAIN_IDS.wiki, code: 'version', name: '版本号', type: 'text', options: [], required: false, sort: 3 },
  { domainId: DOMAIN_IDS.library, code: 'docNo', name: '文号', type: 'text', options: [], required: false, sort: 1 },
  { domainId: DOMAIN_IDS.library, code: 'issuer', name: '发文单位', type: 'text', options: [], required: false, sort: 2 },
  {
    domainId: DOMAIN_IDS.library,
    code: 'secrecy',
    name: '密级',
    type: 'select',
    options: ['公开', '内部', '秘密'],
    required: true,
    sort: 3,
  },
];

export const ROLES: { name: string; permissions: readonly PermissionKey[] }[] = [
  { name: '系统管理员', permissions: PERMISSION_KEYS },
  {
    name: '普通员工',
    permissions: [
      'ROLE_PORTAL_HOME_DISPLAY',
      'ROLE_WIKI_DISPLAY_WEB',
      'ROLE_DOCUMENT_DISPLAY_WEB',
      'ROLE_DOCUMENT_DOWNLOAD',
      'ROLE_COLLEGE_DISPLAY',
      'ROLE_BBS_DISPLAY',
      'ROLE_VIDEO_DISPLAY_WEB',
      'ROLE_GRAPH_DISPLAY_WEB',
      'ROLE_KNOWLEDGE_CREATE',
      'ROLE_KNOWLEDGE_COMMENT',
    ],
  },
  {
    name: '文档专员',
    permissions: ['ROLE_DOCUMENT_DISPLAY_WEB', 'ROLE_DOCUMENT_DOWNLOAD', 'ROLE_KNOWLEDGE_CREATE', 'ROLE_KNOWLEDGE_COMMENT'],
  },
  // Visitors read: writing and commenting are keys an administrator grants (issue 11).
  {
    name: '访客',
    permissions: ['ROLE_PORTAL_HOME_DISPLAY', 'ROLE_WIKI_DISPLAY_WEB', 'ROLE_DOCUMENT_DISPLAY_WEB', 'ROLE_VIDEO_DISPLAY_WEB'],
  },
];
