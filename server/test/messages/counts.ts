import {
  allCount,
  commentNum,
  loop,
  MESSAGE_GROUP_KEYS,
  type MessageGroup,
  messageGroupOf,
  messageList,
} from '@contract/messages/messages';
import { call } from '../client';
import type { TestRuntime } from '../harness';

export interface MessageRow {
  id: number;
  customType: number;
  title: string;
  link: string | null;
  readAt: string | null;
}
export interface MessagePage {
  total: number;
  unread: number;
  list: MessageRow[];
}

/** One group's messages (up to 100) as `token` sees them. */
export const listMessages = (rt: TestRuntime, token: string, group: MessageGroup, extra: Record<string, unknown> = {}) =>
  call<MessagePage>(rt, messageList, { group, page: 1, size: 100, ...extra }, { token });

/**
 * The four count calls and the four group lists, read together: every one
 * of them must give the same unread numbers (issue 14: one query source).
 * Returns the unread count of each group.
 */
export async function countsAgree(rt: TestRuntime, token: string): Promise<Record<string, number>> {
  const all = (await call<{ typeMap: Record<string, number>; total: number }>(rt, allCount, { type: 1 }, { token })).body.data;
  const per = (await call<{ customType: number; num: number }[]>(rt, commentNum, {}, { token })).body.data;
  const polled = (await call<{ unreadMessageNum: number }>(rt, loop, { intervalTime: 0, currentTime: Date.now() }, { token }))
    .body.data.unreadMessageNum;
  const groups: Record<string, number> = {};
  for (const g of MESSAGE_GROUP_KEYS) {
    const page = (await listMessages(rt, token, g)).body.data;
    const unreadOnly = (await listMessages(rt, token, g, { unreadOnly: true })).body.data;
    expect(unreadOnly.total).toBe(page.unread);
    expect(unreadOnly.list.every((m) => m.readAt === null)).toBe(true);
    expect(page.list.filter((m) => m.readAt === null)).toHaveLength(page.unread);
    groups[g] = page.unread;
  }
  const fromCommentNum: Record<string, number> = Object.fromEntries(MESSAGE_GROUP_KEYS.map((g) => [g, 0]));
  for (const c of per) fromCommentNum[messageGroupOf(c.customType) ?? 'none'] += c.num;
  const fromTypeMap: Record<string, number> = Object.fromEntries(MESSAGE_GROUP_KEYS.map((g) => [g, 0]));
  for (const [type, n] of Object.entries(all.typeMap)) fromTypeMap[messageGroupOf(Number(type)) ?? 'none'] += n;
  expect(fromCommentNum).toEqual(groups);
  expect(fromTypeMap).toEqual(groups);
  expect(polled).toBe(all.total);
  expect(Object.values(groups).reduce((a, b) => a + b, 0)).toBe(all.total);
  return groups;
}
