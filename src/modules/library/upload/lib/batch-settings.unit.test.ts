import { batchBlocker, batchFields, EMPTY_BATCH } from './batch-settings';

describe('batch settings', () => {
  it('blocks a chronicle batch until region and a valid year are there', () => {
    const chronicle = { ...EMPTY_BATCH, isChronicle: true };
    expect(batchBlocker(EMPTY_BATCH, null)).toBeNull();
    expect(batchBlocker(chronicle, null)).toBe('地方志须先填写地区和年份，再添加文件');
    expect(batchBlocker({ ...chronicle, region: '杭州市' }, null)).toBe('地方志须先填写地区和年份，再添加文件');
    expect(batchBlocker({ ...chronicle, region: '杭州市', year: 999 }, null)).toMatch(/^年份须在1000–2100之间$/);
    expect(batchBlocker({ ...chronicle, region: '杭州市', year: 1998 }, null)).toBeNull();
  });

  it('blocks a question longer than the server takes', () => {
    expect(batchBlocker(EMPTY_BATCH, '问'.repeat(201))).toMatch(/^问题最多200个字/);
    expect(batchBlocker(EMPTY_BATCH, '问'.repeat(200))).toBeNull();
  });

  it('sends the chronicle only when marked, and the question trimmed', () => {
    const d = { ...EMPTY_BATCH, labelIds: [4], groupId: 2, region: ' 杭州市 ', year: 1998 as const };
    expect(batchFields(d, null)).toEqual({ labelIds: [4], groupId: 2, question: null, chronicle: null });
    expect(batchFields({ ...d, isChronicle: true }, '  如何报销？ ')).toEqual({
      labelIds: [4],
      groupId: 2,
      question: '如何报销？',
      chronicle: { region: '杭州市', year: 1998 },
    });
  });
});
