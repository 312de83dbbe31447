import { DOMAIN_IDS } from '@contract/platform/domains';
import { mergedWorkbookFixture, placeholderDeckFixture } from '@server-test/files/office-layouts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { createDoc } from '@/test/library/documents';
import { withNodeUploadClasses } from '@/test/library/node-upload-classes';
import { renderApp, signInAs } from '@/test/render-app';

withNodeUploadClasses();

async function previewOf(bytes: Uint8Array, name: string) {
  const doc = await createDoc({ bytes, name });
  cleanup();
  await signInAs('zhangsan');
  await renderApp(`/detail?id=${doc.id}&domainId=${DOMAIN_IDS.library}`);
  return screen.findByRole('region', { name: '文档预览' });
}

/**
 * Waits until the preview region (looked up afresh each time, since a re-render may replace it)
 * holds what `probe` finds; on failure says what the region showed instead, e.g. an error alert.
 */
async function inPreview<T>(probe: (region: HTMLElement) => T): Promise<{ region: HTMLElement; found: T }> {
  try {
    return await waitFor(
      () => {
        const region = screen.getByRole('region', { name: '文档预览' });
        return { region, found: probe(region) };
      },
      { timeout: 20_000 },
    );
  } catch (err) {
    const region = screen.queryByRole('region', { name: '文档预览' });
    const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
    const shown = region?.textContent ?? `（没有预览区域）${alerts.join(' / ')}`;
    throw new Error(`${(err as Error).message.split('\n')[0]} — the preview showed: ${shown.slice(0, 400)}`);
  }
}

describe('Office previews', () => {
  it('draws a merged range of a workbook once, spanning its rows and columns', async () => {
    await previewOf(await mergedWorkbookFixture(), 'budget.xlsx');
    const { region, found: title } = await inPreview((r) => within(r).getByRole('cell', { name: '2026年部门预算' }));
    expect(title.getAttribute('colspan')).toBe('4');
    expect(within(region).getAllByRole('cell', { name: '2026年部门预算' })).toHaveLength(1);
    const travel = within(region).getByRole('cell', { name: '差旅' });
    expect(travel.getAttribute('rowspan')).toBe('2');
    expect(within(region).getAllByRole('cell', { name: '差旅' })).toHaveLength(1);
    expect(within(region).getByRole('cell', { name: '金额（元）' }).getAttribute('colspan')).toBe('2');
    // Row 5 ("国外") lost its first cell to the 差旅 range above it: four cells, not five.
    const row5 = within(region).getByRole('cell', { name: '国外' }).closest('tr')!;
    expect(
      within(row5)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['国外', '30000', '0']);
  });

  it('shows a deck as slide cards with titles and levelled bullets, labelled as the text version', async () => {
    await previewOf(await placeholderDeckFixture(), 'plan.pptx');
    const { region } = await inPreview((r) => within(r).getByText('文字版预览'));
    expect(region.getAttribute('data-preview-kind')).toBe('slides');
    const cards = within(region).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('heading', { name: '年度培训计划' })).toBeTruthy();
    const second = cards[1]!;
    expect(within(second).getByRole('heading', { name: '培训目标' })).toBeTruthy();
    const items = within(second).getAllByRole('listitem');
    expect(items.map((li) => [li.textContent, li.getAttribute('data-level')])).toEqual([
      ['全员学习时长不少于40学时', '0'],
      ['在线学习不少于20学时', '1'],
      ['新员工培训覆盖率100%', '0'],
    ]);
    expect(second.textContent).not.toContain('智联科技集团 内部资料');
    expect(within(cards[2]!).getByRole('cell', { name: '8000' })).toBeTruthy();
  });
});
