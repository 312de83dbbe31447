import {
  fieldValueProblem,
  formatMultiValue,
  isFieldDate,
  isFieldId,
  normaliseMultiValue,
  parseMultiValue,
} from './field-values';

describe('custom field values', () => {
  it('encode a multiple choice as a JSON array, nothing chosen as empty', () => {
    expect(formatMultiValue(['华北', '逗号,和、顿号'])).toBe('["华北","逗号,和、顿号"]');
    expect(parseMultiValue('["华北","逗号,和、顿号"]')).toEqual(['华北', '逗号,和、顿号']);
    expect(formatMultiValue([])).toBe('');
    expect(parseMultiValue('')).toEqual([]);
    for (const bad of ['华北', '{"a":1}', '[1,2]', '["a"', 'null']) expect(parseMultiValue(bad)).toBeNull();
    expect(normaliseMultiValue(['甲', '乙', '丙'], '["丙","甲","丙"]')).toBe('["甲","丙"]');
  });

  it('name what a value lacks for its type', () => {
    const cases: [string, string[], string, string | null][] = [
      ['number', [], '-12.5', null],
      ['number', [], '1e5', '应为数字'],
      ['number', [], '1,000', '应为数字'],
      ['date', [], '2026-02-28', null],
      ['date', [], '2026-02-30', '应为 YYYY-MM-DD 格式的日期'],
      ['select', ['是', '否'], '是', null],
      ['select', ['是', '否'], '也许', '只能选择是、否'],
      ['multiselect', ['是', '否'], '["否"]', null],
      ['multiselect', ['是', '否'], '["也许"]', '没有选项「也许」，只能选择是、否'],
      ['person', [], '12', null],
      ['person', [], '012', '应为所选人员'],
      ['group', [], '2147483648', '应为所选组织'],
      ['text', [], '长'.repeat(501), '最多500个字'],
      ['text', [], '', null],
    ];
    for (const [type, options, value, problem] of cases) expect(fieldValueProblem(type, options, value)).toBe(problem);
  });

  it('accept only real days and ids a PostgreSQL integer holds', () => {
    expect(isFieldDate('2024-02-29')).toBe(true);
    expect(isFieldDate('2025-02-29')).toBe(false);
    expect(isFieldId('2147483647')).toBe(true);
    expect(isFieldId('2147483648')).toBe(false);
    expect(isFieldId('0')).toBe(false);
  });
});
