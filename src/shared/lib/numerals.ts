const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const SMALL_UNITS = ['', '十', '百', '千'];
const GROUP_UNITS = ['', '万', '亿'];
/** SPEC §9: conversion handles numbers of up to 12 digits. */
export const MAX_CHINESE_NUMERAL = 999_999_999_999;

/** Converts 0–9999 without leading or trailing 零. */
function fourDigits(n: number): string {
  let out = '';
  let pendingZero = false;
  for (let pos = 3; pos >= 0; pos--) {
    const digit = Math.floor(n / 10 ** pos) % 10;
    if (digit === 0) {
      if (out) pendingZero = true;
      continue;
    }
    if (pendingZero) out += '零';
    pendingZero = false;
    out += DIGITS[digit] + SMALL_UNITS[pos];
  }
  return out;
}

/**
 * Writes a non-negative integer in Chinese numerals (一千零一, 十万, 二亿零一十万).
 * A leading 一十 is written 十. Refuses anything beyond 12 digits.
 */
export function toChineseNumerals(value: number): string {
  if (!Number.isInteger(value) || value < 0) throw new RangeError('只能转换非负整数');
  if (value > MAX_CHINESE_NUMERAL) throw new RangeError('数字超出范围：最多支持12位整数');
  if (value === 0) return DIGITS[0];
  const groups = [value % 10_000, Math.floor(value / 10_000) % 10_000, Math.floor(value / 100_000_000)];
  let out = '';
  for (let g = 2; g >= 0; g--) {
    const part = groups[g];
    if (part === 0) continue;
    // A group below 1000 after a higher non-empty part needs a 零 (一万零五十).
    if (out && part < 1000) out += '零';
    // An empty group between two non-empty ones is also marked by that 零.
    else if (out && groups[g + 1] === 0 && !out.endsWith('零')) out += '零';
    out += fourDigits(part) + GROUP_UNITS[g];
  }
  return out.startsWith('一十') ? out.slice(1) : out;
}
