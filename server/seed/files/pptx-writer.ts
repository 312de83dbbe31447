import PptxGenJS from 'pptxgenjs';

export interface SlideSpec {
  title: string;
  bullets?: string[];
  table?: { head: string[]; rows: string[][] };
  /** Speaker notes. */
  notes?: string;
}

export interface DeckSpec {
  title: string;
  subtitle?: string;
  /** Presenter and date line of the title slide. */
  byline?: string;
  /**
   * The slides alone: no title slide and no slide numbers, so the file holds
   * exactly the text given (test fixtures check text and slide count).
   */
  bare?: boolean;
  slides: SlideSpec[];
}

const FACE = '微软雅黑';
const ACCENT = '1C64F2';
const INK = '1F2329';
const MUTED = '646A73';

function cover(pptx: PptxGenJS, spec: DeckSpec) {
  const slide = pptx.addSlide();
  slide.background = { color: ACCENT };
  slide.addText(spec.title, { x: 0.6, y: 1.6, w: 8.8, h: 1.1, fontFace: FACE, fontSize: 36, bold: true, color: 'FFFFFF' });
  if (spec.subtitle)
    slide.addText(spec.subtitle, { x: 0.6, y: 2.7, w: 8.8, h: 0.6, fontFace: FACE, fontSize: 18, color: 'E8F0FE' });
  if (spec.byline) slide.addText(spec.byline, { x: 0.6, y: 4.4, w: 8.8, h: 0.4, fontFace: FACE, fontSize: 14, color: 'E8F0FE' });
}

/** `page`: the slide's number and the deck's count, drawn in the corner. */
function content(pptx: PptxGenJS, s: SlideSpec, page?: { n: number; total: number }) {
  const slide = pptx.addSlide();
  slide.background = { color: 'FFFFFF' };
  slide.addShape(pptx.ShapeType.rect, { x: 0, y: 0, w: 0.18, h: 5.625, fill: { color: ACCENT } });
  slide.addText(s.title, { x: 0.5, y: 0.3, w: 9, h: 0.7, fontFace: FACE, fontSize: 26, bold: true, color: INK });
  let y = 1.15;
  if (s.bullets?.length) {
    const h = Math.min(3.9, 0.45 * s.bullets.length + 0.2);
    slide.addText(
      s.bullets.map((b) => ({ text: b, options: { bullet: true, breakLine: true } })),
      { x: 0.6, y, w: 8.8, h, fontFace: FACE, fontSize: 16, color: INK, valign: 'top', paraSpaceAfter: 6 },
    );
    y += h + 0.1;
  }
  if (s.table) {
    const rows = [
      s.table.head.map((text) => ({ text, options: { bold: true, fill: { color: 'F2F3F5' } } })),
      ...s.table.rows.map((r) => r.map((text) => ({ text }))),
    ];
    slide.addTable(rows, {
      x: 0.6,
      y,
      w: 8.8,
      fontFace: FACE,
      fontSize: 12,
      color: INK,
      border: { type: 'solid', pt: 0.5, color: 'C9CDD4' },
    });
  }
  if (page)
    slide.addText(`${page.n} / ${page.total}`, {
      x: 8.6,
      y: 5.15,
      w: 1,
      h: 0.3,
      fontFace: FACE,
      fontSize: 10,
      color: MUTED,
      align: 'right',
    });
  if (s.notes) slide.addNotes(s.notes);
}

/** Renders a 16:9 presentation: a title slide (unless bare) and one slide per entry. */
export async function renderPptx(spec: DeckSpec): Promise<Uint8Array> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  pptx.author = '智联科技集团';
  pptx.company = '智联科技集团';
  pptx.title = spec.title;
  if (spec.bare) for (const s of spec.slides) content(pptx, s);
  else {
    cover(pptx, spec);
    for (const [i, s] of spec.slides.entries()) content(pptx, s, { n: i + 2, total: spec.slides.length + 1 });
  }
  const out = await pptx.write({ outputType: 'uint8array', compression: true });
  return out as Uint8Array;
}
