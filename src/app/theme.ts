import { GOLD_USER_TYPES } from '@contract/auth/users';
import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineTheme,
  type MantineThemeOverride,
  rem,
} from '@mantine/core';
import phoneDialogs from './phone-dialogs.module.css';

/** Theme colours of SPEC §9, each at shade 6 of its palette. */
export const BRAND_BLUE = '#0569ff';
export const BRAND_GOLD = '#9B7747';
/** Muted (c="dimmed") text: 6.3:1 on white, 4.8:1 on the primary tint (shade 1). */
export const MUTED_TEXT = '#5a6168';
/** Placeholders: 4.6:1 on white (Mantine's gray.5 gives 2.1:1). */
export const PLACEHOLDER_TEXT = '#6f767e';

/**
 * Light (tinted) surfaces — light badges, alerts, selected rows — on each
 * palette's palest shade with text in its darkest, which keeps 4.5:1 (Mantine
 * puts shade 6–8 on shade 1, which most palettes fail). Orange and yellow need
 * a text colour darker than any of their shades.
 */
function lightTextColours(theme: MantineTheme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    vars[`--mantine-color-${name}-light`] = shades[0];
    vars[`--mantine-color-${name}-light-hover`] = shades[1];
    vars[`--mantine-color-${name}-light-color`] = shades[9];
    vars[`--mantine-color-${name}-outline`] = shades[8];
  }
  vars['--mantine-color-orange-light-color'] = '#a63a0a';
  vars['--mantine-color-yellow-light-color'] = '#8a5a00';
  const primary = theme.colors[theme.primaryColor];
  vars['--mantine-primary-color-light'] = primary[0];
  vars['--mantine-primary-color-light-hover'] = primary[1];
  vars['--mantine-primary-color-light-color'] = primary[8];
  return vars;
}

const blue: MantineColorsTuple = [
  '#e8f1ff',
  '#d0e2ff',
  '#a3c6ff',
  '#72a7ff',
  '#4a8dff',
  '#2b7bff',
  BRAND_BLUE,
  '#0057d9',
  '#0047b3',
  '#00388c',
];
const gold: MantineColorsTuple = [
  '#f8f3ec',
  '#efe4d4',
  '#e0caa9',
  '#d0af7d',
  '#c29a5d',
  '#b08752',
  BRAND_GOLD,
  '#84653c',
  '#6d5331',
  '#564126',
];

const FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export type ThemeName = 'blue' | 'gold';

const PAGE_CONTROL_NAMES = { first: '第一页', previous: '上一页', next: '下一页', last: '最后一页' } as const;
const pageItemProps = (page: number) => ({ 'aria-label': `第 ${page} 页` });
const pageControlProps = (control: keyof typeof PAGE_CONTROL_NAMES) => ({ 'aria-label': PAGE_CONTROL_NAMES[control] });

/** User types 6, 7 and 8 get the gold theme (SPEC §1, §6). */
export function themeNameFor(userType: number | undefined): ThemeName {
  return userType !== undefined && (GOLD_USER_TYPES as readonly number[]).includes(userType) ? 'gold' : 'blue';
}

/** The one theme of the app (ARCHITECTURE §7.11), in its blue or gold form. */
export function createAppTheme(name: ThemeName): MantineThemeOverride {
  return createTheme({
    colors: { brand: blue, gold },
    primaryColor: name === 'gold' ? 'gold' : 'brand',
    primaryShade: 6,
    fontFamily: FONT_FAMILY,
    headings: { fontFamily: FONT_FAMILY, fontWeight: '600' },
    // Base font size 16px (SPEC §9).
    fontSizes: { xs: rem(12), sm: rem(14), md: rem(16), lg: rem(18), xl: rem(20) },
    defaultRadius: 'md',
    cursorType: 'pointer',
    components: {
      Modal: { classNames: { inner: phoneDialogs.inner, content: phoneDialogs.content } },
      // Page buttons carry names screen readers can say (the arrows have no text).
      Pagination: { defaultProps: { getItemProps: pageItemProps, getControlProps: pageControlProps } },
      // A spinner is a live status: its aria-label is read out only on an element with a role (axe: aria-prohibited-attr).
      Loader: { defaultProps: { role: 'status' } },
    },
    other: { themeName: name },
  });
}

/** Page background and a soft accent surface used by the shell. */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: { '--app-accent': theme.colors[theme.primaryColor][6] },
  light: {
    '--app-page-bg': '#f5f7fa',
    '--app-accent-soft': theme.colors[theme.primaryColor][0],
    // Muted text meets WCAG AA (4.5:1) on white, the page and light tints; Mantine's gray.6 gives 3.3:1.
    '--mantine-color-dimmed': MUTED_TEXT,
    '--mantine-color-placeholder': PLACEHOLDER_TEXT,
    ...lightTextColours(theme),
    // Text links one shade darker than buttons: shade 6 gives 4.4:1 on the page background.
    '--mantine-color-anchor': theme.colors[theme.primaryColor][7],
  },
  dark: { '--app-page-bg': theme.colors.dark[8], '--app-accent-soft': theme.colors.dark[6] },
});
