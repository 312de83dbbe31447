import type { DocumentDetail } from '../api/document-edit';
import { baseOf, factsChange, factsOf, formBlocker, formOf, missingRequired, toSaveInput } from './document-form';

const detail = {
  id: 12,
  title: '差旅手册',
  summary: '出差须知',
  labels: [{ id: 4, name: '制度', rootParentId: 1 }],
  group: { id: 2, name: '财务部' },
  fields: [{ fieldId: 7, code: 'docNo', name: '文号', value: '财〔2026〕3号', display: '财〔2026〕3号' }],
  visibility: { scope: 'groups', groups: [{ id: 2, name: '财务部' }], users: [] },
  content: '<p>说明</p>',
  coverFileId: null,
  latestVersion: 1,
  status: 'draft',
  working: { version: 1, status: 'draft', revision: 3, decisionComment: null },
  question: null,
  isChronicle: true,
  region: '杭州市',
  year: 1998,
} as unknown as DocumentDetail;

describe('the document information form', () => {
  it('saves on top of the loaded draft revision, keeping description and cover', () => {
    const form = formOf(detail);
    const input = toSaveInput(
      12,
      { ...form, title: ' 差旅手册（新） ', fields: { ...form.fields, '9': '内部', '8': ' ' } },
      baseOf(detail),
      detail,
    );
    expect(input).toMatchObject({
      id: 12,
      baseVersion: 1,
      baseRevision: 3,
      title: '差旅手册（新）',
      content: '<p>说明</p>',
      labelIds: [4],
      groupId: 2,
      visibility: { scope: 'groups', groupIds: [2], userIds: [] },
      coverFileId: null,
    });
    expect(input.fields).toEqual([
      { fieldId: 7, value: '财〔2026〕3号' },
      { fieldId: 9, value: '内部' },
    ]);
  });

  it('names the required fields left empty and what blocks a save', () => {
    const form = formOf(detail);
    const fields = [
      { id: 7, required: false },
      { id: 9, required: true },
    ];
    expect(missingRequired(form, fields)).toEqual([9]);
    expect(missingRequired({ ...form, fields: { '9': '公开' } }, fields)).toEqual([]);
    expect(formBlocker({ ...form, title: '  ' })).toBe('请填写标题');
    expect(formBlocker({ ...form, visibility: { ...form.visibility, groupIds: [] } })).toBe('请至少选择一个可见组织');
    expect(formBlocker({ ...form, region: '' })).toBe('地方志须填写地区和年份');
    expect(formBlocker(form)).toBeNull();
  });

  it('sends the question and chronicle facts only when they changed', () => {
    const form = formOf(detail);
    const saved = factsOf(detail);
    expect(factsChange(12, form, saved)).toBeNull();
    expect(factsChange(12, { ...form, question: ' 如何报销？ ' }, saved)).toEqual({
      id: 12,
      question: '如何报销？',
      isChronicle: true,
      region: '杭州市',
      year: 1998,
    });
    // Unmarking a chronicle clears its region and year.
    expect(factsChange(12, { ...form, isChronicle: false }, saved)).toEqual({
      id: 12,
      question: null,
      isChronicle: false,
      region: null,
      year: null,
    });
  });
});
