import { type Comparable, changeSummary, textDelta } from './change-summary';

const countChars = (s: string) => s.replace(/\s/g, '').length;

const base: Comparable = {
  title: '报销制度',
  summary: '摘要',
  content: '<p>员工出差需提前申请。</p>',
  contentText: '员工出差需提前申请。',
  labelIds: [1, 2],
  groupId: 3,
  fields: [{ fieldId: 1, value: '总部' }],
  visibility: { scope: 'all', groupIds: [], userIds: [] },
  coverFileId: null,
};

describe('change summary', () => {
  it('names a first publication', () => {
    expect(changeSummary(null, base)).toBe('首次发布');
  });

  it('lists every kind of change in a fixed order', () => {
    const next: Comparable = {
      ...base,
      title: '差旅报销制度',
      contentText: '员工出差需提前三天申请',
      content: '<p>员工出差需提前三天申请</p>',
      labelIds: [2, 3],
      groupId: null,
      fields: [],
      visibility: { scope: 'groups', groupIds: [4], userIds: [] },
      coverFileId: 9,
    };
    expect(changeSummary(base, next)).toBe(
      '标题修改；正文新增2字、删除1字；标签变更；所属组织变更；自定义字段变更；可见范围变更；封面变更',
    );
  });

  it('ignores label order, duplicates and empty field values', () => {
    expect(changeSummary(base, { ...base, labelIds: [2, 1, 1], fields: [...base.fields, { fieldId: 2, value: '' }] })).toBe(
      '内容无变化',
    );
  });

  it('notices a formatting-only change of the body', () => {
    expect(changeSummary(base, { ...base, content: '<p><strong>员工出差需提前申请。</strong></p>' })).toBe('正文格式调整');
  });

  it('counts characters without whitespace and survives large, very different texts', () => {
    expect(textDelta('甲乙', '甲 乙丙\n')).toEqual({ added: 1, removed: 0 });
    const a = Array.from({ length: 30_000 }, (_, i) => String.fromCharCode(0x4e00 + (i % 500))).join('');
    const b = Array.from({ length: 30_000 }, (_, i) => String.fromCharCode(0x5e00 + (i % 700))).join('');
    const d = textDelta(a, b);
    expect(d).toEqual({ added: 30_000, removed: 30_000 });
  });

  it('counts two entirely different 20,000-line bodies by their lines instead of diffing them line by line', () => {
    const a = Array.from({ length: 20_000 }, (_, i) => `甲${i}`).join('\n');
    const b = [...Array.from({ length: 20_000 }, (_, i) => `乙${i}`), '甲7'].join('\n');
    expect(textDelta(a, b)).toEqual({ added: countChars(b) - 2, removed: countChars(a) - 2 });
  });
});
