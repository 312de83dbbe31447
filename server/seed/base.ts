import { CONFIG_CATALOGUE, MENU_RESOURCES, SYSTEM_IMAGES } from '@contract/admin/config-catalogue';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { PERMISSION_KEYS, type PermissionKey } from '@contract/platform/permissions';

/** Module menu entries: code, default alias, the key that shows it, its SPA path. */
export const RESOURCES = MENU_RESOURCES.map((r) => ({ ...r, permission: r.permission as PermissionKey }));

/** Every configuration item at its default (the console resets to the same). */
export const CONFIG_ITEMS: { code: string; name: string; value: string }[] = CONFIG_CATALOGUE.map((d) => ({
  code: d.code,
  name: d.name,
  value: d.default,
}));

export const IMAGE_PATHS = SYSTEM_IMAGES.map((i) => ({ picType: i.picType, path: i.defaultPath }));

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
    permissions: [
      'ROLE_DOCUMENT_DISPLAY_WEB',
      'ROLE_DOCUMENT_DOWNLOAD',
      'ROLE_KNOWLEDGE_CREATE',
      'ROLE_KNOWLEDGE_COMMENT',
      // Document clerks ask and answer in the forum too (issue 18's story: 李四 asks).
      'ROLE_BBS_DISPLAY',
    ],
  },
  // Visitors read: writing and commenting are keys an administrator grants (issue 11).
  {
    name: '访客',
    permissions: ['ROLE_PORTAL_HOME_DISPLAY', 'ROLE_WIKI_DISPLAY_WEB', 'ROLE_DOCUMENT_DISPLAY_WEB', 'ROLE_VIDEO_DISPLAY_WEB'],
  },
];
