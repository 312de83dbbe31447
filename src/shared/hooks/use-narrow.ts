import { em, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is narrower than the `sm` breakpoint (a phone): lists
 * whose rows carry actions show cards there instead of a table that scrolls
 * its buttons off screen (issue 28).
 */
export function useNarrow(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: ${em(Number.parseFloat(theme.breakpoints.sm) * 16 - 0.02)})`) ?? false;
}
