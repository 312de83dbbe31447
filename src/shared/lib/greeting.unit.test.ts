import { greetingFor } from './greeting';

const at = (h: number, m: number) => new Date(2026, 10, 23, h, m);

describe('greetingFor', () => {
  it.each([
    [0, 0, '凌晨好'],
    [5, 59, '凌晨好'],
    [6, 0, '早上好'],
    [8, 59, '早上好'],
    [9, 0, '上午好'],
    [11, 29, '上午好'],
    [11, 30, '中午好'],
    [12, 29, '中午好'],
    [12, 30, '下午好'],
    [17, 59, '下午好'],
    [18, 0, '晚上好'],
    [23, 59, '晚上好'],
  ])('greets at %i:%i with %s', (h, m, text) => {
    expect(greetingFor(at(h, m))).toBe(text);
  });
});
