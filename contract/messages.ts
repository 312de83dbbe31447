import { z } from 'zod';
import { endpoint, noInput } from './endpoint';

/** Message poll interval (SPEC §9). */
export const MESSAGE_POLL_INTERVAL_MS = 120000;

/** Message count groups by customType (SPEC §9). */
export const MESSAGE_GROUPS = {
  comment: [6, 14, 15],
  like: [16, 17, 18],
  share: [1, 10],
  notice: [2, 7],
} as const;
export type MessageGroup = keyof typeof MESSAGE_GROUPS;
export const MESSAGE_GROUP_NAMES: Record<MessageGroup, string> = {
  comment: '评论',
  like: '点赞',
  share: '分享',
  notice: '通知',
};

export const messageItem = z.object({
  id: z.number().int(),
  customType: z.number().int(),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});

export const taskItem = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string().nullable(),
  dueAt: z.string().nullable(),
});

export const loop = endpoint({
  id: 'messages.loop',
  method: 'POST',
  path: '/aikn-app/common/loop',
  summary: '未读消息轮询',
  access: 'signedIn',
  input: z.object({
    intervalTime: z.number().int().min(0).max(86_400_000).meta({ title: '轮询间隔' }),
    currentTime: z.number().int().min(0).meta({ title: '当前时间' }),
  }),
  output: z.object({
    unreadMessageNum: z.number().int(),
    tasks: z.array(taskItem),
    messages: z.array(messageItem),
    /** Pending versions the caller may decide (his approval to-dos); null for who approves nothing. */
    pendingApprovals: z.number().int().nullable(),
  }),
});

export const allCount = endpoint({
  id: 'messages.allCount',
  method: 'POST',
  path: '/aikn-app/message/allCount',
  summary: '各类型消息数量（type 1 为未读）',
  access: 'signedIn',
  input: z.object({ type: z.number().int().min(1).max(2).meta({ title: '统计类型' }) }),
  output: z.object({ typeMap: z.record(z.string(), z.number().int()), total: z.number().int() }),
});

export const commentNum = endpoint({
  id: 'messages.commentNum',
  method: 'GET',
  path: '/aikn-app/message/commentNum',
  summary: '按 customType 统计未读消息数',
  access: 'signedIn',
  input: noInput,
  output: z.array(z.object({ customType: z.number().int(), num: z.number().int() })),
});
