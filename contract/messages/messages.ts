import { z } from 'zod';
import { idList } from '../knowledge/knowledge';
import { endpoint, noInput } from '../platform/endpoint';
import { pageInput, pageOf } from '../platform/schemas';
import { MESSAGE_GROUP_KEYS, type MessageGroup } from './message-terms';

/** Message poll interval (SPEC §9). */
export const MESSAGE_POLL_INTERVAL_MS = 120000;

export {
  MESSAGE_GROUP_KEYS,
  MESSAGE_GROUP_NAMES,
  MESSAGE_GROUPS,
  MESSAGE_TYPES,
  type MessageGroup,
  messageGroupOf,
} from './message-terms';

export const messageGroupSchema = z.enum(MESSAGE_GROUP_KEYS, { error: '消息分组不存在' });

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

/** Most ids one read or remove request may name. */
export const MESSAGE_IDS_MAX = 200;

export const messageRow = messageItem.extend({ readAt: z.string().nullable() });

export const messageList = endpoint({
  id: 'messages.list',
  method: 'POST',
  path: '/aikn-app/message/list',
  summary: '某一分组的消息（新的在前），含该分组未读数',
  access: 'signedIn',
  input: pageInput.extend({
    group: messageGroupSchema.meta({ title: '消息分组' }),
    unreadOnly: z.boolean().default(false).meta({ title: '只看未读' }),
  }),
  output: pageOf(messageRow).extend({ unread: z.number().int() }),
});

export const messageRead = endpoint({
  id: 'messages.read',
  method: 'POST',
  path: '/aikn-app/message/read',
  summary: '标为已读：指定 ids、某一分组，或都不指定即全部',
  access: 'signedIn',
  input: z.object({
    ids: idList('消息', MESSAGE_IDS_MAX).optional(),
    group: messageGroupSchema.optional().meta({ title: '消息分组' }),
  }),
  output: z.object({ updated: z.number().int() }),
});

export const messageRemove = endpoint({
  id: 'messages.remove',
  method: 'POST',
  path: '/aikn-app/message/remove',
  summary: '删除自己的消息（他人的编号被忽略）',
  access: 'signedIn',
  input: z.object({ ids: idList('消息', MESSAGE_IDS_MAX).min(1, '请选择要删除的消息') }),
  output: z.object({ removed: z.number().int() }),
});

/** A task: stored ('task': courses, exams) or an approval to-do ('approval', numbered by its item). */
export const taskRow = taskItem.extend({
  kind: z.enum(['task', 'approval']),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
});

export const taskList = endpoint({
  id: 'tasks.list',
  method: 'POST',
  path: '/aikn-app/task/list',
  summary: '待办（done 为 false）或已办任务',
  access: 'signedIn',
  input: pageInput.extend({ done: z.boolean({ error: '请指明待办或已办' }).meta({ title: '是否已办' }) }),
  output: pageOf(taskRow),
});

/** Most recipients one sent message may reach (groups expanded), so one request stays cheap. */
export const MESSAGE_SEND_MAX_RECIPIENTS = 2000;
export const MESSAGE_TITLE_MAX = 100;
export const MESSAGE_CONTENT_MAX = 2000;

export const messageSend = endpoint({
  id: 'messages.send',
  method: 'POST',
  path: '/aikn-app/message/send',
  summary: '给用户或组织（含下级组织）发送消息，对方收到通知类消息',
  access: 'ROLE_MESSAGE_SEND',
  input: z
    .object({
      title: z
        .string()
        .trim()
        .min(1, '请填写消息标题')
        .max(MESSAGE_TITLE_MAX, `消息标题最多${MESSAGE_TITLE_MAX}个字`)
        .meta({ title: '消息标题' }),
      content: z
        .string()
        .trim()
        .max(MESSAGE_CONTENT_MAX, `消息内容最多${MESSAGE_CONTENT_MAX}个字`)
        .default('')
        .meta({ title: '消息内容' }),
      userIds: idList('接收人', 200).default([]),
      groupIds: idList('接收组织', 50).default([]),
    })
    .refine((v) => v.userIds.length + v.groupIds.length > 0, { message: '请选择接收人或接收组织', path: ['userIds'] }),
  output: z.object({ sent: z.number().int() }),
});
