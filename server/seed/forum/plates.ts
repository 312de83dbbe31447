import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** The demo forum's plates (issue 18: at least eight), with their moderators by username. */
const DEMO_PLATES: {
  name: string;
  description: string;
  moderators: string[];
  children?: { name: string; description: string }[];
}[] = [
  {
    name: '技术交流',
    description: '研发、测试与运维的经验和问题，欢迎贴出报错信息和复现步骤。',
    moderators: ['zhangsan'],
    children: [
      { name: '前端开发', description: '浏览器、组件与交互体验。' },
      { name: '后端与数据库', description: '服务端架构、接口设计与数据库调优。' },
      { name: '运维与安全', description: '部署、监控、备份与信息安全。' },
    ],
  },
  { name: '产品与设计', description: '需求分析、产品规划与用户体验设计。', moderators: ['lisi'] },
  { name: '市场与销售', description: '市场活动、客户拜访与投标经验。', moderators: ['lisi'] },
  { name: '制度问答', description: '对公司制度和流程有疑问？在这里提问，相关部门会解答。', moderators: ['admin'] },
  { name: '案例分享', description: '项目复盘与典型案例：背景、问题、分析、解决方案和效果。', moderators: ['zhangsan', 'lisi'] },
  { name: '人力与行政', description: '招聘、培训、考勤与办公事务。', moderators: ['admin'] },
  { name: '财务与合规', description: '报销、预算、合同与合规审查。', moderators: ['admin'] },
  { name: '新人专区', description: '新同事的第一站：入职指南、常见问题与互助。', moderators: ['zhangsan'] },
];

/** Inserts the demo plates and their moderators (users must exist). */
export async function seedDemoPlates(tx: Tx): Promise<void> {
  for (const [i, p] of DEMO_PLATES.entries()) {
    const top = await tx.execute<{ id: number }>(
      sql`insert into bbs_plates (name, description, sort) values (${p.name}, ${p.description}, ${i}) returning id`,
    );
    const id = top.rows[0].id;
    for (const [j, c] of (p.children ?? []).entries()) {
      await tx.execute(
        sql`insert into bbs_plates (parent_id, name, description, sort) values (${id}, ${c.name}, ${c.description}, ${j})`,
      );
    }
    await tx.execute(sql`
      insert into bbs_plate_moderators (plate_id, user_id)
      select ${id}, u.id from users u where u.username = any(${sql.param(p.moderators)}::text[])`);
  }
}
