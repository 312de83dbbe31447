/** One demo video: a clip kept in files/ (made by generate.sh) and how it is published. */
export interface DemoVideo {
  /** Base name of `<file>.<kind>` and its poster `<file>.jpg` in files/. */
  file: string;
  kind: 'mp4' | 'webm';
  title: string;
  summary: string;
  /** Labels (not categories) by name. */
  labels: string[];
  author: 'admin' | 'zhangsan';
  /** Days before seeding it was published; orders the newest list. */
  publishedDaysAgo: number;
  views: number;
  /** Demo users who watched it in the last 30 days (drives the hot list). */
  viewers: ('admin' | 'zhangsan' | 'wangwu')[];
  /** zhangsan's saved position and watch time, so the player resumes in the demo. */
  zhangsan?: { position: number; watched: number; completed?: boolean };
}

export const DEMO_VIDEOS: DemoVideo[] = [
  {
    file: 'onboarding',
    kind: 'mp4',
    title: '新员工入职指南',
    summary: '面向新入职员工的视频导览：入职手续办理、办公环境介绍以及常用办公系统的开通与使用。',
    labels: ['培训资料', '人力资源', '全体员工'],
    author: 'admin',
    publishedDaysAgo: 21,
    views: 186,
    viewers: ['admin', 'zhangsan', 'wangwu'],
    zhangsan: { position: 8, watched: 8 },
  },
  {
    file: 'safety',
    kind: 'webm',
    title: '安全生产月度培训',
    summary: '本月安全生产培训要点：作业现场隐患排查方法、常见事故案例分析与应急处置流程。',
    labels: ['安全生产', '培训资料', '全体员工'],
    author: 'admin',
    publishedDaysAgo: 9,
    views: 142,
    viewers: ['admin', 'zhangsan'],
    zhangsan: { position: 20, watched: 20, completed: true },
  },
  {
    file: 'knowledge-center',
    kind: 'mp4',
    title: '智能知识中心使用教程',
    summary: '快速上手智能知识中心：词条的创建与审核、文档上传与预览、视频学习以及全文搜索技巧。',
    labels: ['操作手册', '培训资料', '全体员工'],
    author: 'zhangsan',
    publishedDaysAgo: 4,
    views: 97,
    viewers: ['admin', 'zhangsan', 'wangwu'],
  },
  {
    file: 'rd-process',
    kind: 'webm',
    title: '研发流程介绍',
    summary: '从需求评审、方案设计、开发联调到测试发布，完整介绍公司研发流程中的关键环节与交付物。',
    labels: ['研发管理', '制度规范', '研发工程师'],
    author: 'zhangsan',
    publishedDaysAgo: 15,
    views: 64,
    viewers: ['zhangsan'],
    zhangsan: { position: 12.5, watched: 12.5 },
  },
  {
    file: 'customer-service',
    kind: 'mp4',
    title: '客户服务规范',
    summary: '客户接待礼仪、电话沟通要点与投诉处理流程，帮助一线员工提升服务质量。',
    labels: ['市场营销', '制度规范', '销售'],
    author: 'admin',
    publishedDaysAgo: 30,
    views: 58,
    viewers: ['wangwu'],
  },
  {
    file: 'annual-review',
    kind: 'webm',
    title: '年度工作回顾',
    summary: '回顾 2025 年公司重点项目的进展与成果，展望新一年的工作方向。',
    labels: ['管理人员', '内部原创', '2025'],
    author: 'admin',
    publishedDaysAgo: 2,
    views: 35,
    viewers: ['admin'],
  },
];
