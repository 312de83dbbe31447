import { attentionFieldSelect } from '@contract/common/custom-fields';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { screen, waitFor, within } from '@testing-library/react';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';
import { publishEntry, wikiFieldId } from '@/test/wiki/entries';

const chosenBy = (username: string) => callAs<number[]>(username, attentionFieldSelect, { domainId: DOMAIN_IDS.wiki });

async function openSettings(app: Awaited<ReturnType<typeof renderApp>>) {
  const region = screen.getByRole('region', { name: '自定义字段' });
  await app.user.click(within(region).getByRole('button', { name: '字段设置' }));
  const dialog = await screen.findByRole('dialog', { name: '字段设置' });
  await within(dialog).findByRole('checkbox', { name: '版本号' });
  return dialog;
}

describe('detail field settings', () => {
  it('shows only the chosen fields, keeps the choice on the server and restores all', async () => {
    const [scope, effective, version] = await Promise.all(['scope', 'effectiveDate', 'version'].map(wikiFieldId));
    const { id, title } = await publishEntry('zhangsan', {
      fields: [
        { fieldId: scope.id, value: '全公司' },
        { fieldId: effective.id, value: '2026-01-01' },
        { fieldId: version.id, value: 'V3.1' },
      ],
    });
    await signInAs('wangwu');
    const first = await renderApp(`/detail?id=${id}`);
    await screen.findByRole('heading', { level: 1, name: title });
    const region = () => screen.getByRole('region', { name: '自定义字段' });
    for (const f of [scope, effective, version]) expect(await within(region()).findByText(`${f.name}：`)).toBeTruthy();

    // Nothing chosen yet: every field starts checked.
    let dialog = await openSettings(first);
    for (const f of [scope, effective, version]) {
      expect((within(dialog).getByRole('checkbox', { name: f.name }) as HTMLInputElement).checked).toBe(true);
    }
    await first.user.click(within(dialog).getByRole('checkbox', { name: scope.name }));
    await first.user.click(within(dialog).getByRole('checkbox', { name: effective.name }));
    await first.user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(within(region()).queryByText(`${scope.name}：`)).toBeNull());
    expect(within(region()).queryByText(`${effective.name}：`)).toBeNull();
    expect(within(region()).getByText('V3.1')).toBeTruthy();
    expect(await chosenBy('wangwu')).toEqual([version.id]);

    // A fresh render (new query cache) reads the choice back from the server.
    first.unmount();
    const second = await renderApp(`/detail?id=${id}`);
    await screen.findByRole('heading', { level: 1, name: title });
    expect(await within(region()).findByText(`${version.name}：`)).toBeTruthy();
    await waitFor(() => expect(within(region()).queryByText(`${scope.name}：`)).toBeNull());
    dialog = await openSettings(second);
    expect((within(dialog).getByRole('checkbox', { name: version.name }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: scope.name }) as HTMLInputElement).checked).toBe(false);

    await second.user.click(within(dialog).getByRole('button', { name: '恢复全部显示' }));
    expect(await within(region()).findByText(`${scope.name}：`)).toBeTruthy();
    expect(within(region()).getByText(`${effective.name}：`)).toBeTruthy();
    expect(await chosenBy('wangwu')).toEqual([]);
  });

  it('refuses to save with no field checked', async () => {
    const version = await wikiFieldId('version');
    const { id, title } = await publishEntry('zhangsan', { fields: [{ fieldId: version.id, value: 'V1.0' }] });
    const before = await chosenBy('zhangsan');
    await signInAs('zhangsan');
    const app = await renderApp(`/detail?id=${id}`);
    await screen.findByRole('heading', { level: 1, name: title });
    const dialog = await openSettings(app);
    for (const box of within(dialog).getAllByRole('checkbox')) await app.user.click(box);
    expect(within(dialog).getByText('请至少选择一个字段')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await chosenBy('zhangsan')).toEqual(before);
  });
});
