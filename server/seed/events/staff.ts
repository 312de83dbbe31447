import type pg from 'pg';
import { pick, rngFrom } from '../content/prng';

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰飞鹏辉婷雪琳晨浩宇欣然思远嘉怡子涵梓轩文博雨泽佳琪晓东海燕建国志红';

/** Where the staff work: the demo's working departments, the larger ones first. */
const DEPARTMENTS: [string, number][] = [
  ['平台研发部', 30],
  ['数据智能部', 22],
  ['销售一部', 20],
  ['市场部', 12],
  ['人力资源部', 6],
  ['研发中心', 4],
  ['华东分公司', 3],
  ['集团总部', 3],
];

/**
 * Makes sure the demo organisation has `count` staff accounts
 * (staff0001 …, role 普通员工, spread over the departments) for a year of
 * events to be about: four demo accounts cannot show how activity is
 * skewed over many people. The accounts have no password, so nobody can
 * sign in as them. Idempotent: existing staff are kept, missing ones added.
 * Returns how many were added.
 */
export async function ensureStaff(client: pg.PoolClient, count: number): Promise<number> {
  if (count <= 0) return 0;
  const groups = await client.query<{ id: number; name: string }>('select id, name from groups');
  const byName = new Map(groups.rows.map((g) => [g.name, g.id]));
  const slots = DEPARTMENTS.flatMap(([name, w]) => (byName.has(name) ? Array<number>(w).fill(byName.get(name)!) : []));
  if (slots.length === 0) return 0;
  const role = await client.query<{ id: number }>("select id from roles where name = '普通员工'");
  const rng = rngFrom('demo-staff');
  const usernames: string[] = [];
  const nicknames: string[] = [];
  const groupIds: number[] = [];
  for (let i = 1; i <= count; i++) {
    usernames.push(`staff${String(i).padStart(4, '0')}`);
    nicknames.push(pick(rng, [...SURNAMES]) + pick(rng, [...GIVEN]) + (rng() < 0.6 ? pick(rng, [...GIVEN]) : ''));
    groupIds.push(pick(rng, slots));
  }
  const added = await client.query<{ id: number }>(
    `insert into users (username, nickname, type, group_id)
     select u, n, 1, g from unnest($1::text[], $2::text[], $3::int[]) as v(u, n, g)
     where not exists (select 1 from users x where lower(x.username) = v.u)
     returning id`,
    [usernames, nicknames, groupIds],
  );
  if (role.rows[0] && added.rows.length > 0) {
    await client.query('insert into user_roles (user_id, role_id) select unnest($1::int[]), $2 on conflict do nothing', [
      added.rows.map((r) => r.id),
      role.rows[0].id,
    ]);
  }
  return added.rows.length;
}
