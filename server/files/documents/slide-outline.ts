import JSZip from 'jszip';
import { decodeXml } from './xml-text';

/** One paragraph of a slide's body: its text, outline level (0 = top) and whether it is a bullet point. */
export interface SlideParagraph {
  text: string;
  level: number;
  bullet: boolean;
}

/** A slide as a card: its title, body paragraphs in reading order and tables as rows of cell text. */
export interface SlideOutline {
  title: string;
  paragraphs: SlideParagraph[];
  tables: string[][][];
}

/** Placeholders that repeat on every slide and say nothing of its content. */
const FURNITURE = new Set(['sldNum', 'ftr', 'dt', 'hdr']);
const TITLES = new Set(['title', 'ctrTitle']);
/** A page marker ("3", "2 / 6", "第 3 页"); in a text box of its own with the slide's number, furniture drawn by hand. */
const PAGE_MARKER = /^(?:第\s*)?(\d+)(?:\s*[/／]\s*\d+)?(?:\s*页)?$/;
/** Most slides, paragraphs and cells a preview carries: the rest is in the download. */
const MAX_SLIDES = 500;
const MAX_PARAGRAPHS = 200;
const MAX_CELLS = 2000;

interface Shape {
  placeholder: string | null;
  paragraphs: SlideParagraph[];
  /** Largest font size set in the shape (hundredths of a point), 0 when none is set. */
  size: number;
}

/** The text of one <a:p>: its runs joined without spaces (CJK), line breaks as spaces. */
function paragraphText(xml: string): string {
  return [...xml.matchAll(/<a:t(?:\s[^>]*)?>([^<]*)<\/a:t>|<a:br\s*\/>/g)]
    .map((m) => (m[1] === undefined ? ' ' : decodeXml(m[1])))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function paragraphsOf(body: string, bulletByDefault: boolean): SlideParagraph[] {
  const out: SlideParagraph[] = [];
  for (const m of body.matchAll(/<a:p>([\s\S]*?)<\/a:p>|<a:p\s[^>]*>([\s\S]*?)<\/a:p>/g)) {
    const xml = m[1] ?? m[2] ?? '';
    const text = paragraphText(xml);
    if (!text) continue;
    const props = /<a:pPr\b([^>]*)\/?>([\s\S]*?<\/a:pPr>)?/.exec(xml);
    const level = Number(/\blvl="(\d)"/.exec(props?.[1] ?? '')?.[1] ?? 0);
    const marks = props?.[0] ?? '';
    const bullet = /<a:bu(Char|AutoNum|Blip)\b/.test(marks) || (bulletByDefault && !/<a:buNone\b/.test(marks));
    out.push({ text, level: Math.min(level, 8), bullet });
  }
  return out;
}

function shapeOf(sp: string): Shape {
  const ph = /<p:ph\b([^>]*)\/?>/.exec(sp);
  // A placeholder without a type is a body placeholder (the slide layout's content area).
  const placeholder = ph ? (/\btype="(\w+)"/.exec(ph[1] ?? '')?.[1] ?? 'body') : null;
  const body = /<p:txBody>([\s\S]*?)<\/p:txBody>/.exec(sp)?.[1] ?? '';
  const sizes = [...body.matchAll(/<a:(?:rPr|defRPr|endParaRPr)\b[^>]*\bsz="(\d+)"/g)].map((m) => Number(m[1]));
  return {
    placeholder,
    paragraphs: paragraphsOf(body, placeholder === 'body' || placeholder === 'obj'),
    size: Math.max(0, ...sizes),
  };
}

function tablesOf(xml: string): string[][][] {
  const tables: string[][][] = [];
  let cells = 0;
  for (const t of xml.matchAll(/<a:tbl>([\s\S]*?)<\/a:tbl>/g)) {
    const rows: string[][] = [];
    for (const tr of (t[1] ?? '').matchAll(/<a:tr\b[^>]*>([\s\S]*?)<\/a:tr>/g)) {
      const row = [...(tr[1] ?? '').matchAll(/<a:tc\b[^>]*>([\s\S]*?)<\/a:tc>/g)].map((tc) =>
        paragraphsOf(tc[1] ?? '', false)
          .map((p) => p.text)
          .join(' '),
      );
      cells += row.length;
      if (cells > MAX_CELLS) break;
      rows.push(row);
    }
    if (rows.length) tables.push(rows);
  }
  return tables;
}

/**
 * One slide's card from its XML. The title is the title placeholder's text;
 * a slide drawn with plain text boxes (no placeholders) takes the first
 * paragraph of the box set in the largest type (the first box when no size is
 * set). Slide numbers, footers, dates and hand-made page markers are left out.
 */
export function slideOutline(xml: string, slideNumber: number): SlideOutline {
  const isMarker = (s: Shape) =>
    s.placeholder === null && s.paragraphs.length === 1 && Number(PAGE_MARKER.exec(s.paragraphs[0]!.text)?.[1]) === slideNumber;
  // Shapes (<p:sp>) never nest, so a lazy match finds each one, inside groups too.
  const shapes = [...xml.matchAll(/<p:sp>([\s\S]*?)<\/p:sp>/g)]
    .map((m) => shapeOf(m[1] ?? ''))
    .filter((s) => !FURNITURE.has(s.placeholder ?? '') && s.paragraphs.length > 0)
    .filter((s) => !isMarker(s));
  const placeholderTitle = shapes.find((s) => TITLES.has(s.placeholder ?? ''));
  if (placeholderTitle) {
    return {
      title: placeholderTitle.paragraphs.map((p) => p.text).join(' '),
      paragraphs: shapes
        .filter((s) => s !== placeholderTitle)
        .flatMap((s) => s.paragraphs)
        .slice(0, MAX_PARAGRAPHS),
      tables: tablesOf(xml),
    };
  }
  // Drawn with text boxes: the first paragraph of the box set in the largest type reads as the title.
  const largest = Math.max(0, ...shapes.map((s) => s.size));
  const titleShape = shapes.some((s) => s.placeholder !== null) ? undefined : shapes.find((s) => s.size === largest);
  const paragraphs = shapes.flatMap((s) => (s === titleShape ? s.paragraphs.slice(1) : s.paragraphs));
  return {
    title: titleShape?.paragraphs[0]?.text ?? '',
    paragraphs: paragraphs.slice(0, MAX_PARAGRAPHS),
    tables: tablesOf(xml),
  };
}

/** The slides of a PowerPoint file as cards, in slide order (slide1.xml, slide2.xml …, by number). */
export async function pptxSlides(bytes: Uint8Array, max = MAX_SLIDES): Promise<SlideOutline[]> {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files)
    .map((name) => ({ name, n: /^ppt\/slides\/slide(\d+)\.xml$/.exec(name)?.[1] }))
    .filter((s): s is { name: string; n: string } => s.n !== undefined)
    .sort((a, b) => Number(a.n) - Number(b.n))
    .slice(0, max);
  const slides: SlideOutline[] = [];
  for (const [i, s] of names.entries()) slides.push(slideOutline(await zip.file(s.name)!.async('string'), i + 1));
  return slides;
}

/** A slide card as plain text: title, paragraphs, then table rows with tab-separated cells. */
export const slideText = (s: SlideOutline) =>
  [s.title, ...s.paragraphs.map((p) => p.text), ...s.tables.flatMap((t) => t.map((r) => r.join('\t')))]
    .filter(Boolean)
    .join('\n');
