import { describe, expect, it } from 'vitest';
import { DERIVED_SUMMARY_MAX, documentSummary, isProse } from './summary';

/** A handbook as PDF text comes out: cover, contents with page numbers, running header, page footer, wrapped lines. */
const HANDBOOK = [
  '智联科技集团',
  '智联科技集团员工手册（2026年版）',
  '全体员工适用',
  '文号：智联人〔2025〕48号',
  '2025年12月20日',
  '',
  '目 录',
  '第一章 总则 3',
  '第二章 公司简介 4',
  '第三章 员工考勤与休假管理制度 5',
  '第十二章 附则 ........ 23',
  '智联科技集团员工手册（2026年版）',
  '第 2 页 / 共 23 页',
  '',
  '第一章 总则',
  '一、编制目的',
  '为使全体员工了解集团的经营理念、管理制度和行为规范，明确员工的权利与义务，营造公平、',
  '透明、高效的工作环境，依据《中华人民共和国劳动法》等法律法规，结合集团实际，编制本手',
  '册。',
  '二、适用范围',
  '本手册适用于集团总部、研发中心、华东分公司及各派驻机构与集团签订劳动合同的全体员工。',
  '智联科技集团员工手册（2026年版）',
  '第 3 页 / 共 23 页',
].join('\n');

/** A statistical workbook as extraction gives it: sheet name, a title row, tab-separated rows of figures. */
const STATISTICS = [
  '主要指标',
  '江川市志·统计附表（1990—2020）',
  '年份\t户籍人口（万人）\t地区生产总值（亿元）\t工业总产值（亿元）\t城镇化率（%）',
  '1990\t118.6\t42.3\t61.5\t31.2',
  '1995\t122.4\t98.7\t152.8\t35.6',
  '2000\t126.1\t176.5\t284\t41.3',
].join('\n');

describe('documentSummary', () => {
  it('skips the cover, the contents, running headers and page numbers and joins wrapped lines', () => {
    const s = documentSummary(HANDBOOK, 'pdf');
    expect(s).toBe(
      '为使全体员工了解集团的经营理念、管理制度和行为规范，明确员工的权利与义务，营造公平、透明、高效的工作环境，' +
        '依据《中华人民共和国劳动法》等法律法规，结合集团实际，编制本手册。',
    );
    expect(s).not.toMatch(/目\s*录|第 2 页|总则 3/);
  });

  it('adds the next prose paragraph while the summary is short', () => {
    const text = [
      '一、总则',
      '本办法适用于集团总部。',
      '二、职责',
      '各部门负责人对本部门的执行情况负责。',
      '第三段说明执行中的常见问题。',
    ].join('\n');
    expect(documentSummary(text, 'docx')).toBe(
      '本办法适用于集团总部。各部门负责人对本部门的执行情况负责。第三段说明执行中的常见问题。',
    );
    const long = `${'制度'.repeat(45)}。\n${'后文'.repeat(10)}。`;
    expect(documentSummary(long, 'docx')).toBe(`${'制度'.repeat(45)}。`);
  });

  it('gives no summary for a table of figures', () => {
    expect(documentSummary(STATISTICS, 'xlsx')).toBe('');
    expect(documentSummary('1990 118.6 42.3 61.5 31.2 1995 122.4 98.7 152.8。', 'txt')).toBe('');
  });

  it('takes the notes of a workbook when a sheet has prose', () => {
    const text = `${STATISTICS}\n\n说明\n资料来源与说明\n本表数据取自历年《江川统计年鉴》，地区生产总值按当年价格计算。`;
    expect(documentSummary(text, 'xlsx')).toBe('本表数据取自历年《江川统计年鉴》，地区生产总值按当年价格计算。');
  });

  it('gives no summary for slides of bullet points and page markers', () => {
    const deck = [
      '2026年市场营销策略汇报',
      '聚焦行业、深耕客户、提升品牌影响力',
      '市场部 · 2026年1月',
      '',
      '2025年回顾',
      '举办客户大会及行业沙龙共26场，覆盖客户1800余家',
      '官网及新媒体线索量同比增长37%',
      '2 / 6',
    ].join('\n');
    expect(documentSummary(deck, 'pptx')).toBe('');
  });

  it('reads Markdown without its marks, code blocks or tables and drops clause numbers', () => {
    const text = [
      '# 代码评审规范',
      '> 研发中心',
      '## 第一章 总则',
      '| 类型 | 说明 |',
      '| --- | --- |',
      '| PDF | 翻页书预览，适用于正式发布的文件。 |',
      '```',
      'const x = 1; // 代码中的句子不算摘要。',
      '```',
      '**第一条** 为保证代码质量，促进团队知识共享，结合集团实际，制定本办法。',
    ].join('\n');
    expect(documentSummary(text, 'md')).toBe('为保证代码质量，促进团队知识共享，结合集团实际，制定本办法。');
  });

  it('keeps Latin words apart when joining wrapped lines and cuts long prose at a sentence end', () => {
    const text = [
      'Quarterly report of the east region, prepared by the sales office for the management',
      'board meeting in April, with the figures of every branch office and the notes of each.',
      'Short line',
    ].join('\n');
    expect(documentSummary(text, 'pdf')).toBe(
      'Quarterly report of the east region, prepared by the sales office for the management board meeting in April, with the figures of every branch office and the notes of each.',
    );
    const long = `${'这是一个很长的句子'.repeat(30)}。`;
    const s = documentSummary(long, 'txt');
    expect([...s].length).toBe(DERIVED_SUMMARY_MAX);
    expect(s.endsWith('…')).toBe(true);
  });

  it('stays quick on hostile text: long runs of dots, quotes and one endless line', () => {
    const time = (inputs: [string, 'pdf' | 'txt'][]) => {
      const started = performance.now();
      for (const [text, kind] of inputs) documentSummary(text, kind);
      return performance.now() - started;
    };
    // Ordinary text of the same sizes, timed on the same machine at the same moment: a busy machine slows
    // both alike, while work that grows faster than the input (a backtracking pattern) only the hostile one.
    const prose = (n: number) => '公司制度适用于全体员工。'.repeat(Math.ceil(n / 12)).slice(0, n);
    const ordinary = time([
      [`第一章 总则${prose(150_000)}`, 'pdf'],
      [`。${prose(150_000)}\n${prose(100_000)}`, 'txt'],
      [prose(2_000_000), 'txt'],
    ]);
    const hostile = time([
      [`第一章 总则${'.'.repeat(150_000)}x`, 'pdf'],
      [`。${'”'.repeat(150_000)}x\n${'.'.repeat(100_000)}`, 'txt'],
      ['字'.repeat(2_000_000), 'txt'],
    ]);
    expect(hostile).toBeLessThan(5 * ordinary + 250);
  });

  it('is empty for an empty or failed extraction', () => {
    expect(documentSummary('', 'pdf')).toBe('');
    expect(documentSummary('\n\n第 1 页\n', 'pdf')).toBe('');
  });
});

describe('isProse', () => {
  it('tells sentences from headings, figures and labels', () => {
    expect(isProse('一季度集团实现营业收入3.86亿元，同比增长12.4%，完成年度预算的22.1%。')).toBe(true);
    expect(isProse('第一章 员工考勤与休假管理制度')).toBe(false);
    expect(isProse('合计 51200 43800 42110 87。')).toBe(false);
    expect(isProse('文号：智联人〔2025〕48号')).toBe(false);
  });
});
