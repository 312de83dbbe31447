import { MESSAGE_GROUPS, type MessageGroup } from '@contract/messages/messages';

export type GroupCounts = Record<MessageGroup, number>;

/** Sums unread counts per customType into the four groups of SPEC §9. */
export function messageGroupCounts(list: readonly { customType: number; num: number }[]): GroupCounts {
  const counts: GroupCounts = { comment: 0, like: 0, share: 0, notice: 0 };
  for (const item of list) {
    for (const group of Object.keys(MESSAGE_GROUPS) as MessageGroup[]) {
      if ((MESSAGE_GROUPS[group] as readonly number[]).includes(item.customType)) counts[group] += item.num;
    }
  }
  return counts;
}
