import { describe, expect, it } from 'vitest';
import { entityKeys } from './keys';

describe('entity keys', () => {
  it('keys an entity by its normalised name and aliases, with pinyin and initials', () => {
    const keys = entityKeys('李白', ['李太白', ' 李白 ']);
    expect(keys.nameKeys).toEqual(['李白', '李太白']);
    expect(keys.pinyinKeys).toEqual(expect.arrayContaining(['libai', 'lb', 'litaibai', 'ltb']));
  });
});
