import type { PermissionKey } from '@contract/platform/permissions';
import { createMemoryHistory } from '@tanstack/react-router';
import { CONSOLE_SECTIONS } from '@/modules/admin/lib/console-sections';
import { ForbiddenError } from '@/shared/lib/forbidden-error';
import { CONSOLE_PERMISSIONS } from './console-guards';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

describe('the console menu and its routes', () => {
  const router = createAppRouter({ queryClient: createQueryClient(), history: createMemoryHistory() });
  /** Runs a route's guard for a caller holding `keys`: whether it lets him in. */
  const admits = (id: string, keys: PermissionKey[]) => {
    const guard = router.routesById[id as keyof typeof router.routesById].options.beforeLoad as (args: unknown) => unknown;
    try {
      guard({ context: { session: { user: { id: 1 }, permissions: keys } } });
      return true;
    } catch (e) {
      expect(e).toBeInstanceOf(ForbiddenError);
      return false;
    }
  };

  it('has a route for every section of the menu, and for /admin and an unknown address besides', () => {
    const routes = Object.values(router.routesById).filter((r) => r.id.startsWith('/_app/admin/'));
    expect(routes.map((r) => r.id).sort()).toEqual(
      ['/_app/admin/', '/_app/admin/$', ...CONSOLE_SECTIONS.map((s) => `/_app/admin/${s.key}`)].sort(),
    );
  });

  it('lets into each section exactly the holders of the keys its menu entry is shown for', () => {
    for (const s of CONSOLE_SECTIONS) {
      const admitted = CONSOLE_PERMISSIONS.filter((k) => admits(`/_app/admin/${s.key}`, [k]));
      expect([s.key, admitted]).toEqual([
        s.key,
        [...s.anyOf].sort((a, b) => CONSOLE_PERMISSIONS.indexOf(a) - CONSOLE_PERMISSIONS.indexOf(b)),
      ]);
    }
  });

  it('lets into the console the holders of any console key only', () => {
    expect(CONSOLE_PERMISSIONS.every((k) => admits('/_app/admin', [k]))).toBe(true);
    expect(admits('/_app/admin', ['ROLE_REPORT_DISPLAY'])).toBe(false);
  });
});
