import { z } from 'zod';
import { endpoint, noInput } from '../platform/endpoint';
import { idParam, MAX_DB_ID } from '../platform/schemas';

/** Limits of the plate tree (decision 033): enough for any company's forum, small enough to send whole. */
export const PLATE_NAME_MAX = 20;
export const PLATE_DESCRIPTION_MAX = 200;
export const PLATE_DEPTH_MAX = 3;
export const PLATES_MAX = 200;
export const PLATE_MODERATORS_MAX = 20;

/** What `bbs_follows.target_type` stores. */
export const BBS_FOLLOW_TARGETS = { plate: 1, topic: 2, post: 3 } as const;

export const plateView = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  sort: z.number().int(),
  moderators: z.array(z.object({ id: z.number().int(), nickname: z.string() })),
  followerCount: z.number().int(),
  /** The caller follows it. */
  followed: z.boolean(),
});

export const plateTree = endpoint({
  id: 'bbs.plateTree',
  method: 'GET',
  path: '/bbs-app/plate/tree',
  summary: '论坛版块（树以 parentId 相连，同级按顺序），含版主、关注人数与我是否关注',
  access: 'ROLE_BBS_DISPLAY',
  input: noInput,
  output: z.array(plateView),
});

export const plateFollow = endpoint({
  id: 'bbs.plateFollow',
  method: 'POST',
  path: '/bbs-app/plate/follow',
  summary: '关注或取消关注一个版块',
  access: 'ROLE_BBS_DISPLAY',
  input: z.object({
    plateId: z.number().int().positive().max(MAX_DB_ID).meta({ title: '版块' }),
    follow: z.boolean().meta({ title: '关注' }),
  }),
  output: z.object({ followed: z.boolean(), followerCount: z.number().int() }),
});

export const minePlates = endpoint({
  id: 'bbs.minePlates',
  method: 'GET',
  path: '/bbs-app/mine/plate',
  summary: '我关注的版块（最近关注的在前）',
  access: 'ROLE_BBS_DISPLAY',
  input: noInput,
  output: z.array(plateView),
});

export const plateSave = endpoint({
  id: 'bbs.plateSave',
  method: 'POST',
  path: '/bbs-app/admin/plate/save',
  summary: '新建或修改版块（名称、说明、上级版块、版主）',
  access: 'ROLE_BBS_MANAGE',
  input: z.object({
    id: z.number().int().positive().max(MAX_DB_ID).optional().meta({ title: '版块' }),
    parentId: z.number().int().positive().max(MAX_DB_ID).nullable().meta({ title: '上级版块' }),
    name: z
      .string()
      .trim()
      .min(1, '版块名称不能为空')
      .max(PLATE_NAME_MAX, `版块名称最多${PLATE_NAME_MAX}个字`)
      .meta({ title: '版块名称' }),
    description: z
      .string()
      .trim()
      .max(PLATE_DESCRIPTION_MAX, `版块说明最多${PLATE_DESCRIPTION_MAX}个字`)
      .default('')
      .meta({ title: '版块说明' }),
    moderatorIds: z
      .array(z.number().int().positive().max(MAX_DB_ID))
      .max(PLATE_MODERATORS_MAX, `每个版块最多${PLATE_MODERATORS_MAX}位版主`)
      .default([])
      .meta({ title: '版主' }),
  }),
  output: plateView,
});

export const plateMove = endpoint({
  id: 'bbs.plateMove',
  method: 'POST',
  path: '/bbs-app/admin/plate/move/:id',
  summary: '版块在同级中上移或下移一位',
  access: 'ROLE_BBS_MANAGE',
  params: idParam,
  input: z.object({ direction: z.enum(['up', 'down'], { error: '只能上移或下移' }).meta({ title: '方向' }) }),
  output: z.array(plateView),
});

export const plateDelete = endpoint({
  id: 'bbs.plateDelete',
  method: 'POST',
  path: '/bbs-app/admin/plate/delete/:id',
  summary: '删除版块（须无下级版块）',
  access: 'ROLE_BBS_MANAGE',
  params: idParam,
  input: noInput,
  output: z.null(),
});
