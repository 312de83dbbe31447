import { minePlates } from '@contract/bbs/bbs-plates';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@/app/query-client';
import { createAppTheme } from '@/app/theme';
import { callAs } from '@/test/call-as';
import { clickWhenReady } from '@/test/click-when-ready';
import { signInAs } from '@/test/render-app';
import { plateQueries } from '../api/plate-queries';
import { PlateList } from './plate-list';

const WAIT = { timeout: 5000 };

/** The top plates as the forum's home will list them. */
function TopPlates() {
  const query = useQuery(plateQueries.tree());
  const tops = (query.data ?? []).filter((p) => p.parentId === null);
  return <PlateList plates={tops} label="版块" loading={query.isLoading} empty="还没有版块" />;
}

describe('the plate list', () => {
  it('follows and unfollows a plate, its count and button following the server', async () => {
    await signInAs('zhangsan');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider theme={createAppTheme('blue')}>
          <TopPlates />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const item = async () =>
      within(await screen.findByRole('list', { name: '版块' }, WAIT)).getByRole('listitem', { name: '产品与设计' });
    expect(within(await item()).getByText('版主：李四 · 0 人关注')).toBeTruthy();

    await user.click(within(await item()).getByRole('button', { name: '关注“产品与设计”' }));
    await waitFor(async () => expect(within(await item()).getByText('版主：李四 · 1 人关注')).toBeTruthy(), WAIT);
    expect(within(await item()).getByRole('button', { name: '取消关注“产品与设计”' })).toBeTruthy();
    expect((await callAs<{ name: string }[]>('zhangsan', minePlates, {})).map((p) => p.name)).toEqual(['产品与设计']);

    await clickWhenReady(user, async () => within(await item()).getByRole('button', { name: '取消关注“产品与设计”' }), WAIT);
    await waitFor(async () => expect(within(await item()).getByText('版主：李四 · 0 人关注')).toBeTruthy(), WAIT);
    expect(await callAs('zhangsan', minePlates, {})).toEqual([]);
  });
});
