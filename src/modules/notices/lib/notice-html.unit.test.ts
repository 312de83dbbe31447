import { fromLocalInput, noticeHtml, toLocalInput } from './notice-html';

describe('noticeHtml', () => {
  it('keeps HTML as written and turns plain lines into escaped paragraphs', () => {
    expect(noticeHtml('<p>已有<b>格式</b></p>')).toBe('<p>已有<b>格式</b></p>');
    expect(noticeHtml('第一行\n\n 第二行 a<b & c ')).toBe('<p>第一行</p><p>第二行 a&lt;b &amp; c</p>');
    expect(noticeHtml('  \n ')).toBe('');
  });
});

describe('datetime-local values', () => {
  it('round-trips an instant to the minute and refuses what is no date', () => {
    const iso = new Date(2026, 10, 26, 9, 5).toISOString();
    expect(toLocalInput(iso)).toBe('2026-11-26T09:05');
    expect(fromLocalInput('2026-11-26T09:05')).toBe(iso);
    expect(fromLocalInput('')).toBeUndefined();
    expect(fromLocalInput('不是时间')).toBeUndefined();
    expect(toLocalInput(null)).toBe('');
  });
});
