import { MESSAGE_GROUP_KEYS, MESSAGE_GROUPS, MESSAGE_TYPES, messageGroupOf } from './messages';

describe('message groups (SPEC §9)', () => {
  it('group the customTypes as the specification lists them', () => {
    expect(MESSAGE_GROUPS).toEqual({ comment: [6, 14, 15], like: [16, 17, 18], share: [1, 10], notice: [2, 7] });
  });

  it('put every named customType in exactly one group', () => {
    for (const code of Object.values(MESSAGE_TYPES)) {
      const owners = MESSAGE_GROUP_KEYS.filter((g) => (MESSAGE_GROUPS[g] as readonly number[]).includes(code));
      expect(owners, String(code)).toHaveLength(1);
      expect(messageGroupOf(code)).toBe(owners[0]);
    }
    const grouped = MESSAGE_GROUP_KEYS.flatMap((g) => [...MESSAGE_GROUPS[g]]).sort((a, b) => a - b);
    expect(grouped).toEqual(Object.values(MESSAGE_TYPES).sort((a, b) => a - b));
  });

  it('place a type no group shows nowhere', () => {
    expect(messageGroupOf(3)).toBeNull();
  });
});
