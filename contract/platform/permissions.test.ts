import { PERMISSION_MODULES } from './permission-modules';
import { PERMISSION_KEYS, PERMISSION_NAMES } from './permissions';

describe('permission vocabulary', () => {
  it('puts every key in exactly one module of the role editor', () => {
    const placed = PERMISSION_MODULES.flatMap((m) => m.keys);
    expect([...placed].sort()).toEqual([...PERMISSION_KEYS].sort());
  });

  it('names every key in Chinese', () => {
    for (const key of PERMISSION_KEYS) expect(PERMISSION_NAMES[key]).toMatch(/[\u4e00-\u9fff]/);
  });
});
