import { fromLocalInput, noticeHtml, toLocalInput } from './notice-html';

describe('noticeHtml', () => {
  it('keeps HTML as written and turns plain lines into escaped paragraphs', () => {
    expect(noticeHtml('<p>已有<b>格式</b></p>')).toBe('<p>已有<b>格式</b></p>');
    expect(noticeHtml('第一行\n\n 第二行 a<b & c ')).toBe('<p>第一行</p><p>第二行 a&lt;b &amp; c</p>');
    expect(noticeHtml('  \n ')).toBe('');
  });
});

describe('datetime-local values', () => {
  it("round-trips an instant to the minute in the company's wall time and refuses what is no date", () => {
    const iso = '2026-11-26T01:05:00.000Z'; // 09:05 in Shanghai, whatever the browser's zone
    expect(toLocalInput(iso)).toBe('2026-11-26T09:05');
    expect(fromLocalInput('2026-11-26T09:05')).toBe(iso);
    expect(fromLocalInput('')).toBeUndefined();
    expect(fromLocalInput('不是时间')).toBeUndefined();
    expect(toLocalInput(null)).toBe('');
  });
});
