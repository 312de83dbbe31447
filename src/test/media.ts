/**
 * Makes every media query whose text matches `pattern` match, as on a screen
 * of that size: a phone with /max-width/, a wide screen with /min-width/
 * (jsdom's stub in setup.ts matches none). A spy, so `vi.restoreAllMocks()`
 * or the returned function puts the stub back.
 */
export function screenWhere(pattern: RegExp): () => void {
  const stub = window.matchMedia;
  const spy = vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) => ({ ...stub(query), matches: pattern.test(query) }) as MediaQueryList);
  return () => spy.mockRestore();
}
