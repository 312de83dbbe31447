/**
 * The demo forum's other members (issue 18): a forum of four people is not
 * lively. They sign in with the demo password like the other demo accounts;
 * five of them (and 张三) are the forum's experts.
 */
export const FORUM_MEMBERS: readonly { username: string; nickname: string; group: string }[] = [
  { username: 'zhaolin', nickname: '赵琳', group: 'platform' },
  { username: 'qianwei', nickname: '钱伟', group: 'data' },
  { username: 'sunli', nickname: '孙丽', group: 'market' },
  { username: 'zhouqiang', nickname: '周强', group: 'platform' },
  { username: 'wujing', nickname: '吴静', group: 'hr' },
  { username: 'zhengkai', nickname: '郑凯', group: 'eastSales' },
  { username: 'wangfang', nickname: '王芳', group: 'east' },
  { username: 'fenglei', nickname: '冯磊', group: 'rd' },
  { username: 'chenxue', nickname: '陈雪', group: 'data' },
  { username: 'chuyang', nickname: '褚阳', group: 'market' },
  { username: 'weihua', nickname: '卫华', group: 'hq' },
  { username: 'jiangtao', nickname: '蒋涛', group: 'eastSales' },
];

/** Approved experts: who, in which fields (业务领域 labels), with a line about themselves. */
export const FORUM_EXPERTS: readonly { username: string; fields: readonly string[]; introduction: string }[] = [
  { username: 'zhaolin', fields: ['研发管理'], introduction: '前端架构师，负责公司组件库和前端规范。' },
  { username: 'zhouqiang', fields: ['研发管理', '安全生产'], introduction: '后端技术负责人，熟悉数据库调优和高可用架构。' },
  { username: 'qianwei', fields: ['研发管理', '财务管理'], introduction: '数据平台负责人，指标口径和报表问题都可以找我。' },
  { username: 'wujing', fields: ['人力资源'], introduction: '人力资源业务伙伴，解答招聘、绩效和培训相关问题。' },
  { username: 'zhangsan', fields: ['研发管理', '市场营销'], introduction: '平台研发部工程师，知识中心的老用户。' },
];

/** A topic pool (话题): approved ones and two proposals waiting. */
export const FORUM_TOPICS: readonly { name: string; description: string; approved: boolean }[] = [
  { name: '性能优化', description: '页面、接口和数据库的性能问题与经验。', approved: true },
  { name: '数据库', description: 'PostgreSQL、缓存与数据一致性。', approved: true },
  { name: '安全合规', description: '信息安全、权限与合规要求。', approved: true },
  { name: '需求管理', description: '需求评审、优先级与变更。', approved: true },
  { name: '客户成功', description: '客户拜访、投诉处理与续约。', approved: true },
  { name: '报销制度', description: '差旅、费用报销和发票问题。', approved: true },
  { name: '新人成长', description: '入职、导师与试用期。', approved: true },
  { name: '项目复盘', description: '项目和故障的复盘与改进。', approved: true },
  { name: '低代码平台', description: '要不要引入低代码平台？欢迎讨论。', approved: false },
  { name: '远程办公', description: '远程协作的工具和习惯。', approved: false },
];

/** Which topics a plate's posts are tagged with. */
export const PLATE_TOPICS: Readonly<Record<string, readonly string[]>> = {
  前端开发: ['性能优化'],
  后端与数据库: ['数据库', '性能优化'],
  运维与安全: ['安全合规'],
  产品与设计: ['需求管理'],
  市场与销售: ['客户成功'],
  制度问答: ['报销制度'],
  人力与行政: ['新人成长'],
  财务与合规: ['报销制度', '安全合规'],
  新人专区: ['新人成长'],
  案例分享: ['项目复盘'],
  技术交流: ['性能优化'],
};
