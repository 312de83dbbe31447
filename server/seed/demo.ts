/** The demo organisation: a three-level group tree. Parents come before children. */
export const DEMO_GROUPS: { key: string; name: string; parent: string | null }[] = [
  { key: 'root', name: '智联科技集团', parent: null },
  { key: 'hq', name: '集团总部', parent: 'root' },
  { key: 'rd', name: '研发中心', parent: 'hq' },
  { key: 'platform', name: '平台研发部', parent: 'rd' },
  { key: 'data', name: '数据智能部', parent: 'rd' },
  { key: 'market', name: '市场部', parent: 'hq' },
  { key: 'hr', name: '人力资源部', parent: 'hq' },
  { key: 'east', name: '华东分公司', parent: 'root' },
  { key: 'eastSales', name: '销售一部', parent: 'east' },
];

export const DEMO_USERS = [
  {
    username: 'zhangsan',
    nickname: '张三',
    type: 1,
    isAdmin: false,
    mobile: '13800000001',
    email: 'zhangsan@zhilian.example',
    group: 'platform',
    role: '普通员工',
  },
  {
    username: 'lisi',
    nickname: '李四',
    type: 1,
    isAdmin: false,
    mobile: '13800000002',
    email: 'lisi@zhilian.example',
    group: 'market',
    role: '文档专员',
  },
  {
    username: 'wangwu',
    nickname: '王五',
    type: 6,
    isAdmin: false,
    mobile: '13900000003',
    email: 'wangwu@visitor.example',
    group: null,
    role: '访客',
  },
] as const;

/** Unread messages for zhangsan: every customType of the SPEC §9 groups. */
export const DEMO_MESSAGES: { customType: number; title: string; content: string; link: string | null; minutesAgo: number }[] = [
  {
    customType: 6,
    title: '李四评论了你的词条',
    content: '《研发流程管理规范》写得很清晰，建议补充评审环节的时间要求。',
    link: null,
    minutesAgo: 5,
  },
  {
    customType: 14,
    title: '王五回复了你的评论',
    content: '同意你的看法，版本发布前的检查清单很有用。',
    link: null,
    minutesAgo: 42,
  },
  {
    customType: 15,
    title: '你的回答收到了新评论',
    content: '关于代码评审工具的回答，已经按你的建议配置好了。',
    link: null,
    minutesAgo: 180,
  },
  { customType: 16, title: '李四赞了你的词条', content: '《新员工入职指南》获得了一个赞。', link: null, minutesAgo: 12 },
  {
    customType: 17,
    title: '管理员赞了你的评论',
    content: '你在《信息安全制度》下的评论获得了一个赞。',
    link: null,
    minutesAgo: 300,
  },
  {
    customType: 18,
    title: '你的回答被点赞',
    content: '你在论坛的回答《如何申请测试环境》获得了一个赞。',
    link: null,
    minutesAgo: 1500,
  },
  { customType: 1, title: '李四向你分享了文档', content: '《2026年度市场推广方案》', link: null, minutesAgo: 25 },
  { customType: 10, title: '王五向你分享了词条', content: '《客户拜访礼仪》', link: null, minutesAgo: 2900 },
  {
    customType: 2,
    title: '系统通知：知识中心升级完成',
    content: '智能知识中心已升级，新增知识对比与全文阅读功能。',
    link: null,
    minutesAgo: 60,
  },
  {
    customType: 7,
    title: '公告：第四季度知识贡献评选开始',
    content: '欢迎大家积极提交优质词条与文档，评选截止至12月20日。',
    link: null,
    minutesAgo: 4000,
  },
];

export const DEMO_TASKS = [
  { title: '完成《信息安全意识》课程学习', link: null, dueInDays: 7 },
  { title: '审阅《平台接口规范》修订稿', link: null, dueInDays: 3 },
];
