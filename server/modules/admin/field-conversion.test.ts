import { convertValue } from './field-conversion';

const text = { type: 'text', options: [] };
const number = { type: 'number', options: [] };
const single = { type: 'select', options: ['高', '中', '低'] };
const multi = { type: 'multiselect', options: ['高', '中', '低'] };
const person = { type: 'person', options: [] };

describe('converting a stored field value to a new definition', () => {
  it('keeps a value that fits and refuses one that does not, saying why', () => {
    expect(convertValue(text, number, '42')).toEqual({ value: '42' });
    expect(convertValue(text, number, 'abc')).toEqual({ reason: '无法转为数字（如「abc」）' });
    expect(convertValue(text, single, '中')).toEqual({ value: '中' });
    expect(convertValue(text, single, '极高')).toEqual({ reason: '用到了不在选项中的「极高」' });
    expect(convertValue(number, text, '')).toEqual({ value: '' });
  });

  it('turns a single choice into a multiple one and back while one option is held', () => {
    expect(convertValue(single, multi, '低')).toEqual({ value: '["低"]' });
    expect(convertValue(multi, single, '["低"]')).toEqual({ value: '低' });
    expect(convertValue(multi, single, '[]')).toEqual({ value: '' });
    expect(convertValue(multi, single, '["高","低"]')).toEqual({ reason: '选了多个选项（如「高、低」），不能改为单选' });
    expect(convertValue(multi, text, '["高"]')).toEqual({ value: '高' });
  });

  it('follows the options: reordered values, removed options refused', () => {
    const reordered = { type: 'multiselect', options: ['低', '中', '高'] };
    expect(convertValue(multi, reordered, '["高","低"]')).toEqual({ value: '["低","高"]' });
    expect(convertValue(single, { type: 'select', options: ['高', '中'] }, '低')).toEqual({
      reason: '用到了不在选项中的「低」',
    });
  });

  it('converts people and groups to and from nothing else', () => {
    expect(convertValue(person, person, '7')).toEqual({ value: '7' });
    expect(convertValue(person, text, '7')).toEqual({ reason: '是人员，不能转为文本' });
    expect(convertValue(number, { type: 'group', options: [] }, '7')).toEqual({ reason: '是数字，不能转为组织' });
    expect(convertValue(person, { type: 'group', options: [] }, '')).toEqual({ value: '' });
  });
});
