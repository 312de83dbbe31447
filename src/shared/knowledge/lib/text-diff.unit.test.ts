import { diffParagraph, diffStats, diffTexts, foldUnchanged } from './text-diff';

describe('diffTexts', () => {
  it('marks an inserted and a deleted phrase inside a changed paragraph', () => {
    const rows = diffTexts('请在周五前提交报销单。\n审批由部门经理负责。', '请在周三前提交电子报销单。\n审批由部门经理负责。');
    expect(rows[0].kind).toBe('changed');
    if (rows[0].kind !== 'changed') return;
    expect(
      rows[0].left
        .filter((s) => s.op === 'del')
        .map((s) => s.text)
        .join(''),
    ).toBe('五');
    expect(
      rows[0].right
        .filter((s) => s.op === 'ins')
        .map((s) => s.text)
        .join(''),
    ).toBe('三电子');
    expect(rows[1]).toEqual({ kind: 'same', text: '审批由部门经理负责。' });
  });

  it('shows whole new and dropped paragraphs as added and removed', () => {
    const rows = diffTexts('第一段\n旧规定已经废止', '第一段\nNew policy applies\n');
    expect(rows).toEqual([
      { kind: 'same', text: '第一段' },
      { kind: 'removed', text: '旧规定已经废止' },
      { kind: 'added', text: 'New policy applies' },
    ]);
    expect(diffStats(rows)).toEqual({ changed: 0, removed: 1, added: 1 });
  });

  it('reports nothing for equal texts', () => {
    expect(diffTexts('甲\n乙', '甲\n\n乙').every((r) => r.kind === 'same')).toBe(true);
  });
});

describe('diffParagraph', () => {
  it('refuses to pair paragraphs that share too little', () => {
    expect(diffParagraph('完全不同的内容', 'abcdefg')).toBeNull();
  });
});

describe('foldUnchanged', () => {
  it('keeps one paragraph of context around a change and folds the rest', () => {
    const left = ['一', '二', '三', '四', '五', '六'].join('\n');
    const right = ['一', '二', '三', '四', '五', '六改'].join('\n');
    const shown = foldUnchanged(diffTexts(left, right));
    expect(shown.map((r) => r.kind)).toEqual(['fold', 'same', 'changed']);
    const fold = shown[0];
    expect(fold.kind === 'fold' && fold.rows.length).toBe(4);
  });

  it('does not fold a short unchanged stretch', () => {
    const shown = foldUnchanged(diffTexts('甲\n乙\n丙', '甲改\n乙\n丙改'));
    expect(shown.map((r) => r.kind)).toEqual(['changed', 'same', 'changed']);
  });
});
