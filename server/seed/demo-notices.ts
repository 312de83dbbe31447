/**
 * Demo notices from the administrator to everyone. Their announcement
 * messages are not seeded (the demo unread messages are a fixed set the
 * message tests count), so they are marked as already announced.
 */
export const DEMO_NOTICES: { title: string; content: string; pinned: boolean; daysAgo: number }[] = [
  {
    title: '关于2026年元旦放假安排的通知',
    content:
      '<p>各部门：</p><p>根据国家有关规定，2026年元旦放假时间为1月1日至1月3日，共3天。1月4日（星期日）正常上班。</p>' +
      '<p>请各部门提前做好工作安排，值班人员保持通讯畅通。</p>',
    pinned: true,
    daysAgo: 2,
  },
  {
    title: '智能知识中心上线试运行',
    content:
      '<p>智能知识中心今日起试运行，词条知识、文档库、视频库均已开放。</p>' +
      '<ul><li>词条：沉淀业务术语与经验</li><li>文档库：规章制度与技术文档</li><li>视频库：培训课程与分享</li></ul>' +
      '<p>使用中的问题请反馈至信息技术部。</p>',
    pinned: false,
    daysAgo: 5,
  },
];
