import { fieldCreate } from '@contract/admin/admin-fields';
import { wikiSave } from '@contract/wiki/wiki';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';
import { userIdOf } from '@/test/wiki/entries';

const WAIT = { timeout: 10_000 };

// jsdom has no layout: ProseMirror measures the selection when it scrolls it into view.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
  document.elementFromPoint ??= () => null;
});

/** The input of a labelled field (its option list carries the same label). */
const inputOf = (label: string) => screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;

async function one<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T> {
  return (await runtime().deps.db.execute<T>(query)).rows[0] as T;
}

describe('custom fields of the new types', () => {
  it('show in the editor by name, store a multiple choice in the options’ order, and read as names in the detail', async () => {
    const create = (input: Record<string, unknown>) => callAs<{ id: number }>('admin', fieldCreate, { domainId: 1, ...input });
    const region = await create({ name: '适用地区', type: 'multiselect', options: ['华北', '华东', '华南'] });
    const owner = await create({ name: '负责人', type: 'person' });
    const unit = await create({ name: '归口组织', type: 'group' });
    const lisi = await userIdOf('lisi');
    const { nickname } = await one<{ nickname: string }>(sql`select nickname from users where id = ${lisi}`);
    const { id: rd } = await one<{ id: number }>(sql`select id from groups where name = '研发中心'`);
    const saved = await callAs<{ id: number }>('zhangsan', wikiSave, {
      title: '新类型字段测试',
      content: '<p>正文</p>',
      fields: [
        { fieldId: region.id, value: '["华南"]' },
        { fieldId: owner.id, value: String(lisi) },
        { fieldId: unit.id, value: String(rd) },
      ],
    });

    await signInAs('zhangsan');
    const app = await renderApp(`/wiki/newCreate?id=${saved.id}`);
    const regionInput = await waitFor(() => inputOf('适用地区'), WAIT);
    const regionBox = regionInput.closest('.mantine-MultiSelect-root') as HTMLElement;
    expect(within(regionBox).getByText('华南')).toBeTruthy();
    await waitFor(() => expect(inputOf('负责人').value).toContain(nickname), WAIT);
    await waitFor(() => expect(inputOf('归口组织').value).toBe('研发中心'), WAIT);

    await app.user.click(regionInput);
    await app.user.click(await screen.findByRole('option', { name: '华北', hidden: true }));
    await waitFor(async () => {
      const stored = await one<{ value: string }>(sql`
        select e->>'value' as value from knowledge_versions v, jsonb_array_elements(v.fields) e
        where v.knowledge_id = ${saved.id} and (e->>'fieldId')::int = ${region.id}`);
      expect(stored.value).toBe('["华北","华南"]');
    }, WAIT);
    app.unmount();

    await renderApp(`/detail?id=${saved.id}`);
    const details = await screen.findByRole('region', { name: '自定义字段' }, WAIT);
    expect(await within(details).findByText('华北、华南')).toBeTruthy();
    expect(within(details).getByText(nickname)).toBeTruthy();
    expect(within(details).getByText('研发中心')).toBeTruthy();
  }, 40_000);
});
