import { BRAND_BLUE, BRAND_GOLD, createAppTheme, themeNameFor } from './theme';

describe('themeNameFor', () => {
  it.each([
    [1, 'blue'],
    [2, 'blue'],
    [3, 'blue'],
    [4, 'blue'],
    [5, 'blue'],
    [6, 'gold'],
    [7, 'gold'],
    [8, 'gold'],
    [undefined, 'blue'],
  ] as const)('gives type %s the %s theme', (type, name) => {
    expect(themeNameFor(type)).toBe(name);
  });
});

describe('createAppTheme', () => {
  it('uses #0569ff and #9B7747 as the primary colours at 16px', () => {
    const blue = createAppTheme('blue');
    const gold = createAppTheme('gold');
    expect(blue.colors?.[blue.primaryColor as string]?.[6]).toBe(BRAND_BLUE);
    expect(gold.colors?.[gold.primaryColor as string]?.[6]).toBe(BRAND_GOLD);
    expect(BRAND_BLUE).toBe('#0569ff');
    expect(BRAND_GOLD).toBe('#9B7747');
    expect(blue.fontSizes?.md).toBe('calc(1rem * var(--mantine-scale))');
  });
});

describe('spinners', () => {
  it('give every Loader the status role, so its aria-label is allowed and read out', () => {
    expect(createAppTheme('blue').components?.Loader?.defaultProps).toMatchObject({ role: 'status' });
  });
});
