import { describe, expect, it } from 'vitest';
import { renderPptx } from '../../seed/files/pptx-writer';
import { placeholderDeckFixture, slideXml } from '../../test/files/office-layouts';
import { extractDocumentText } from './extract-text';
import { pptxSlides, slideOutline } from './slide-outline';

describe('pptxSlides', () => {
  it('reads a deck made from layouts: title placeholders, bullet levels, tables; no slide numbers or footers', async () => {
    const slides = await pptxSlides(await placeholderDeckFixture());
    expect(slides).toEqual([
      { title: '年度培训计划', paragraphs: [{ text: '人力资源部 · 2026年', level: 0, bullet: false }], tables: [] },
      {
        title: '培训目标',
        paragraphs: [
          { text: '全员学习时长不少于40学时', level: 0, bullet: true },
          { text: '在线学习不少于20学时', level: 1, bullet: true },
          { text: '新员工培训覆盖率100%', level: 0, bullet: true },
        ],
        tables: [],
      },
      {
        title: '预算 & 安排',
        paragraphs: [],
        tables: [
          [
            ['项目', '预算'],
            ['外训', '8000'],
          ],
        ],
      },
    ]);
  });

  it('reads a deck drawn with text boxes: the largest type is the title, hand-made page markers are dropped', async () => {
    const bytes = await renderPptx({
      title: '新员工入职培训',
      subtitle: '欢迎加入智联科技集团',
      byline: '人力资源部 · 2026年3月',
      slides: [
        { title: '培训安排', bullets: ['第一天：公司介绍', '第二天：产品体验'] },
        { title: '考勤规则', table: { head: ['项目', '时间'], rows: [['上班', '9:00']] }, notes: '讲解时强调弹性时间' },
      ],
    });
    const slides = await pptxSlides(bytes);
    expect(slides.map((s) => s.title)).toEqual(['新员工入职培训', '培训安排', '考勤规则']);
    expect(slides[0]!.paragraphs.map((p) => p.text)).toEqual(['欢迎加入智联科技集团', '人力资源部 · 2026年3月']);
    expect(slides[1]!.paragraphs).toEqual([
      { text: '第一天：公司介绍', level: 0, bullet: true },
      { text: '第二天：产品体验', level: 0, bullet: true },
    ]);
    expect(slides[2]!.tables).toEqual([
      [
        ['项目', '时间'],
        ['上班', '9:00'],
      ],
    ]);
    expect(JSON.stringify(slides)).not.toMatch(/\d \/ 3|讲解时/);
    // The extracted text (search, the text tab, the summary) reads the slides the same way.
    const { text } = await extractDocumentText('pptx', bytes);
    expect(text).toContain('培训安排\n第一天：公司介绍\n第二天：产品体验\n\n考勤规则\n项目\t时间\n上班\t9:00');
    expect(text).not.toMatch(/\d \/ 3/);
  });

  it('keeps a number that is not the slide number', () => {
    const box = (t: string, sz: number) =>
      `<p:sp><p:txBody><a:p><a:r><a:rPr sz="${sz}"/><a:t>${t}</a:t></a:r></a:p></p:txBody></p:sp>`;
    const xml = slideXml(box('线索增长', 2800), box('37', 2000), box('4 / 9', 1000));
    expect(slideOutline(xml, 4)).toEqual({
      title: '线索增长',
      paragraphs: [{ text: '37', level: 0, bullet: false }],
      tables: [],
    });
  });

  it('gives an empty card for a slide without text and decodes entities', () => {
    expect(slideOutline(slideXml(), 1)).toEqual({ title: '', paragraphs: [], tables: [] });
    const xml = slideXml(
      '<p:sp><p:nvSpPr><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:r><a:t>A&amp;B &lt;研发&gt;</a:t></a:r><a:br/><a:r><a:t>第二行</a:t></a:r></a:p></p:txBody></p:sp>',
    );
    expect(slideOutline(xml, 1).title).toBe('A&B <研发> 第二行');
  });
});
