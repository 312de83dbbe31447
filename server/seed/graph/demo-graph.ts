/**
 * The demo organisation's knowledge graph: the ontology, the relation types
 * and the entities beside those read from the organisation itself (people
 * from users, departments from the group tree; seed-graph.ts adds those).
 * Names of products, policies and projects are the titles (or title stems)
 * of seeded wiki entries and documents, so links and mentions find them.
 */

export interface DemoClass {
  name: string;
  parent: string | null;
  color: string | null;
  icon: string | null;
  titleMarks?: boolean;
}

/** Two roots (enterprise, poetry) with their classes; colours are Mantine theme colour names. */
export const DEMO_CLASSES: DemoClass[] = [
  { name: '企业', parent: null, color: 'gray', icon: 'building-community' },
  { name: '人员', parent: '企业', color: 'blue', icon: 'user' },
  { name: '部门', parent: '企业', color: 'indigo', icon: 'sitemap' },
  { name: '产品', parent: '企业', color: 'teal', icon: 'package' },
  { name: '制度', parent: '企业', color: 'orange', icon: 'file-certificate', titleMarks: true },
  { name: '项目', parent: '企业', color: 'grape', icon: 'briefcase' },
  { name: '地区', parent: '企业', color: 'lime', icon: 'map-pin' },
  { name: '诗词文化', parent: null, color: 'gray', icon: 'books' },
  { name: '诗人', parent: '诗词文化', color: 'red', icon: 'feather' },
  { name: '诗词', parent: '诗词文化', color: 'pink', icon: 'file-text', titleMarks: true },
  { name: '词牌', parent: '诗词文化', color: 'violet', icon: 'music' },
  { name: '朝代', parent: '诗词文化', color: 'yellow', icon: 'hourglass' },
  { name: '诗集', parent: '诗词文化', color: 'cyan', icon: 'book', titleMarks: true },
];

/** Relation name as read from source to target, and its inverse read backwards. */
export const DEMO_RELATIONS: [name: string, inverse: string][] = [
  ['创作', '作者'],
  ['属于', '包含'],
  ['提及', '被提及'],
  ['负责', '负责人'],
  ['收录', '收录于'],
  ['位于', '驻有'],
  ['使用', '用于'],
  ['适用于', '适用制度'],
  ['生活于', '时代人物'],
  ['调寄', '词作'],
];

export interface DemoEntity {
  cls: string;
  name: string;
  aliases?: string[];
  properties?: Record<string, string>;
  /** Titles of seeded knowledge items the entity stands for (linked when present). */
  links?: string[];
}

/** People beyond the demo users, with the department (group name) they belong to. */
export const DEMO_PEOPLE: { name: string; group: string; title: string }[] = [
  { name: '黄伟', group: '集团总部', title: '集团总裁' },
  { name: '赵敏', group: '研发中心', title: '研发中心总监' },
  { name: '孙浩', group: '平台研发部', title: '架构师' },
  { name: '陈静', group: '数据智能部', title: '数据智能部经理' },
  { name: '郑丽', group: '市场部', title: '市场部经理' },
  { name: '刘洋', group: '人力资源部', title: '人力资源部经理' },
  { name: '周磊', group: '华东分公司', title: '华东分公司总经理' },
  { name: '吴芳', group: '销售一部', title: '销售经理' },
];

const product = (name: string, manual: string, aliases: string[] = []): DemoEntity => ({
  cls: '产品',
  name,
  aliases,
  links: [manual],
});

export const DEMO_ENTITIES: DemoEntity[] = [
  product('智联CRM客户关系管理系统', '智联CRM客户关系管理系统操作手册', ['智联CRM']),
  product('电子合同签署平台', '电子合同签署平台操作手册'),
  product('星河持续交付平台', '星河持续交付平台使用手册', ['星河平台']),
  product('智联项目管理系统', '智联项目管理系统操作手册'),
  product('数据智能平台', '数据智能平台自助分析手册'),
  product('监控告警平台', '监控告警平台接入手册'),
  product('智联OA协同办公平台', '智联OA协同办公平台使用手册', ['智联OA']),
  product('费控报销系统', '费控报销系统操作手册'),
  product('eHR员工自助服务', 'eHR员工自助服务操作手册', ['eHR']),
  product('零信任远程访问客户端', '零信任远程访问客户端使用手册'),
  product('视频会议系统', '视频会议系统使用手册'),
  {
    cls: '产品',
    name: '智能知识中心',
    aliases: ['知识中心'],
    properties: { 版本: 'V2.0' },
    links: ['智能知识中心使用手册', '智能知识中心产品需求规格说明书V2.0', '知识中心文档上传指南'],
  },
  ...[
    '研发流程管理规范',
    '员工奖惩管理规定',
    '采购管理办法',
    '合同管理办法',
    '固定资产管理办法',
    '员工考勤与休假管理制度',
    '员工绩效考核管理办法',
    '招聘与录用管理办法',
    '员工培训管理办法',
    '市场活动费用管理规范',
    '品牌视觉识别使用规范',
    '客户信息保密与合规管理规定',
    '信息安全管理制度',
    '办公场所消防安全管理规定',
    '代码评审规范',
    '软件版本发布管理规范',
    '生产环境变更管理规范',
    '数据分级分类与保护规范',
    '差旅费用报销管理办法',
  ].map((name): DemoEntity => ({ cls: '制度', name, links: [name] })),
  { cls: '项目', name: '省级政务服务平台项目', properties: { 状态: '已交付' }, links: ['省级政务服务平台项目交付复盘'] },
  { cls: '项目', name: '双十一大促订单服务扩容', properties: { 状态: '已完成' }, links: ['双十一大促订单服务扩容实践'] },
  { cls: '项目', name: '数据中台指标口径统一治理', links: ['数据中台指标口径统一治理案例'] },
  { cls: '项目', name: '客户门户前端性能优化', links: ['客户门户前端性能优化案例'] },
  { cls: '项目', name: '华东区域渠道合作伙伴拓展', links: ['华东区域渠道合作伙伴拓展案例', '华东分公司2025年度销售工作总结'] },
  { cls: '项目', name: '华南零售行业解决方案推广', links: ['华南零售行业解决方案推广案例'] },
  ...['北京', '上海', '杭州', '广州', '成都', '华东', '华南'].map((name): DemoEntity => ({ cls: '地区', name })),
  { cls: '朝代', name: '唐朝', aliases: ['唐代'] },
  { cls: '朝代', name: '宋朝', aliases: ['宋代'] },
  { cls: '诗人', name: '李白', aliases: ['李太白', '青莲居士'], properties: { 字: '太白', 号: '青莲居士' } },
  { cls: '诗人', name: '杜甫', aliases: ['杜子美', '诗圣'], properties: { 字: '子美' } },
  { cls: '诗人', name: '苏轼', aliases: ['苏东坡', '东坡居士'], properties: { 字: '子瞻', 号: '东坡居士' } },
  { cls: '诗词', name: '静夜思' },
  { cls: '诗词', name: '将进酒' },
  { cls: '诗词', name: '春望' },
  { cls: '诗词', name: '登高' },
  { cls: '诗词', name: '赠李白' },
  { cls: '诗词', name: '水调歌头·明月几时有' },
  { cls: '诗词', name: '念奴娇·赤壁怀古' },
  { cls: '诗集', name: '唐诗三百首' },
  { cls: '诗集', name: '宋词三百首' },
  { cls: '词牌', name: '水调歌头' },
  { cls: '词牌', name: '念奴娇' },
];

/** Edges by names: [source, relation, target]; people and departments named as seeded. */
export const DEMO_EDGES: [string, string, string][] = [
  ['集团总部', '位于', '北京'],
  ['研发中心', '位于', '杭州'],
  ['华东分公司', '位于', '上海'],
  ['上海', '属于', '华东'],
  ['杭州', '属于', '华东'],
  ['广州', '属于', '华南'],
  ['黄伟', '负责', '智联科技集团'],
  ['赵敏', '负责', '研发中心'],
  ['陈静', '负责', '数据智能部'],
  ['郑丽', '负责', '市场部'],
  ['刘洋', '负责', '人力资源部'],
  ['周磊', '负责', '华东分公司'],
  ['张三', '负责', '星河持续交付平台'],
  ['孙浩', '负责', '智能知识中心'],
  ['陈静', '负责', '数据智能平台'],
  ['陈静', '负责', '数据中台指标口径统一治理'],
  ['孙浩', '负责', '双十一大促订单服务扩容'],
  ['张三', '负责', '客户门户前端性能优化'],
  ['吴芳', '负责', '华东区域渠道合作伙伴拓展'],
  ['赵敏', '负责', '省级政务服务平台项目'],
  ['李四', '负责', '华南零售行业解决方案推广'],
  ['赵敏', '创作', '研发流程管理规范'],
  ['张三', '创作', '代码评审规范'],
  ['张三', '创作', '软件版本发布管理规范'],
  ['孙浩', '创作', '生产环境变更管理规范'],
  ['陈静', '创作', '数据分级分类与保护规范'],
  ['刘洋', '创作', '员工考勤与休假管理制度'],
  ['刘洋', '创作', '员工绩效考核管理办法'],
  ['刘洋', '创作', '招聘与录用管理办法'],
  ['刘洋', '创作', '员工培训管理办法'],
  ['刘洋', '创作', '员工奖惩管理规定'],
  ['郑丽', '创作', '市场活动费用管理规范'],
  ['郑丽', '创作', '品牌视觉识别使用规范'],
  ['李四', '创作', '客户信息保密与合规管理规定'],
  ['孙浩', '创作', '信息安全管理制度'],
  ['刘洋', '创作', '办公场所消防安全管理规定'],
  ['黄伟', '创作', '采购管理办法'],
  ['黄伟', '创作', '合同管理办法'],
  ['黄伟', '创作', '固定资产管理办法'],
  ['黄伟', '创作', '差旅费用报销管理办法'],
  ['研发流程管理规范', '适用于', '研发中心'],
  ['代码评审规范', '适用于', '平台研发部'],
  ['数据分级分类与保护规范', '适用于', '数据智能部'],
  ['市场活动费用管理规范', '适用于', '市场部'],
  ['信息安全管理制度', '适用于', '智联科技集团'],
  ['信息安全管理制度', '提及', '零信任远程访问客户端'],
  ['差旅费用报销管理办法', '提及', '费控报销系统'],
  ['合同管理办法', '提及', '电子合同签署平台'],
  ['软件版本发布管理规范', '提及', '星河持续交付平台'],
  ['员工考勤与休假管理制度', '提及', 'eHR员工自助服务'],
  ['省级政务服务平台项目', '使用', '星河持续交付平台'],
  ['省级政务服务平台项目', '使用', '智联项目管理系统'],
  ['双十一大促订单服务扩容', '使用', '监控告警平台'],
  ['数据中台指标口径统一治理', '使用', '数据智能平台'],
  ['客户门户前端性能优化', '使用', '监控告警平台'],
  ['华东区域渠道合作伙伴拓展', '使用', '智联CRM客户关系管理系统'],
  ['华南零售行业解决方案推广', '使用', '智联CRM客户关系管理系统'],
  ['省级政务服务平台项目', '属于', '研发中心'],
  ['双十一大促订单服务扩容', '属于', '平台研发部'],
  ['数据中台指标口径统一治理', '属于', '数据智能部'],
  ['客户门户前端性能优化', '属于', '平台研发部'],
  ['华东区域渠道合作伙伴拓展', '属于', '销售一部'],
  ['华南零售行业解决方案推广', '属于', '市场部'],
  ['智能知识中心', '属于', '平台研发部'],
  ['李白', '生活于', '唐朝'],
  ['杜甫', '生活于', '唐朝'],
  ['苏轼', '生活于', '宋朝'],
  ['李白', '创作', '静夜思'],
  ['李白', '创作', '将进酒'],
  ['杜甫', '创作', '春望'],
  ['杜甫', '创作', '登高'],
  ['杜甫', '创作', '赠李白'],
  ['赠李白', '提及', '李白'],
  ['苏轼', '创作', '水调歌头·明月几时有'],
  ['苏轼', '创作', '念奴娇·赤壁怀古'],
  ['唐诗三百首', '收录', '静夜思'],
  ['唐诗三百首', '收录', '将进酒'],
  ['唐诗三百首', '收录', '春望'],
  ['唐诗三百首', '收录', '登高'],
  ['宋词三百首', '收录', '水调歌头·明月几时有'],
  ['宋词三百首', '收录', '念奴娇·赤壁怀古'],
  ['水调歌头·明月几时有', '调寄', '水调歌头'],
  ['念奴娇·赤壁怀古', '调寄', '念奴娇'],
];
