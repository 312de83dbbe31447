import { listFilters } from '../knowledge/knowledge';
import { libraryChronicles } from '../library/library-views';
import { noticeList, noticeSave } from '../notices/notices';

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('list keyword filters', () => {
  it('refuse a NUL character (PostgreSQL text cannot hold it) with a Chinese message in every list', () => {
    for (const parse of [
      (keyword: string) => listFilters.safeParse({ keyword }),
      (keyword: string) => libraryChronicles.input.safeParse({ keyword }),
      (keyword: string) => noticeList.input.safeParse({ keyword }),
    ]) {
      expect(parse('制度').success).toBe(true);
      expect(messageOf(parse('制\u0000度'))).toBe('关键词含有不支持的字符');
      expect(messageOf(parse('字'.repeat(101)))).toBe('关键词最多100个字');
    }
    expect(messageOf(libraryChronicles.input.safeParse({ region: '杭\u0000州' }))).toBe('地区含有不支持的字符');
  });
});

describe('notice id lists', () => {
  it('share one schema whose limit speaks Chinese', () => {
    const base = { title: '通知', content: '<p>x</p>', audience: 'users' };
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(noticeSave.input.safeParse({ ...base, userIds: ids(200) }).success).toBe(true);
    expect(messageOf(noticeSave.input.safeParse({ ...base, userIds: ids(201) }))).toBe('人员最多选择200项');
    expect(messageOf(noticeSave.input.safeParse({ ...base, groupIds: ids(201) }))).toBe('组织最多选择200项');
    expect(messageOf(noticeSave.input.safeParse({ ...base, fileIds: ids(11) }))).toBe('附件最多选择10项');
    expect(noticeSave.input.safeParse({ ...base }).data).toMatchObject({ userIds: [], groupIds: [], fileIds: [] });
  });
});
