import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Clicks a button once it is no longer busy. A mutation keeps its button
 * disabled until the data it changed has loaded again, and the new data can
 * render a moment before the button is released: a click then is lost.
 */
export async function clickWhenReady(
  user: UserEvent,
  find: () => HTMLElement | Promise<HTMLElement>,
  options: { timeout: number } = { timeout: 10_000 },
): Promise<void> {
  let target: HTMLElement | undefined;
  await waitFor(async () => {
    target = await find();
    expect(target.hasAttribute('disabled')).toBe(false);
  }, options);
  await user.click(target as HTMLElement);
}
