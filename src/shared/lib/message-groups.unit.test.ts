import { messageGroupCounts } from './message-groups';

describe('messageGroupCounts', () => {
  it('sums customTypes into comment, like, share and notice', () => {
    const list = [6, 14, 15, 16, 17, 18, 1, 10, 2, 7].map((customType) => ({ customType, num: customType }));
    expect(messageGroupCounts(list)).toEqual({ comment: 35, like: 51, share: 11, notice: 9 });
  });
  it('ignores types outside the four groups', () => {
    expect(messageGroupCounts([{ customType: 99, num: 4 }])).toEqual({ comment: 0, like: 0, share: 0, notice: 0 });
  });
});
