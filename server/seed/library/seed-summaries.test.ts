import { describe, expect, it } from 'vitest';
import { detectDocumentType } from '../../files/documents/document-type';
import { extractDocumentText } from '../../files/documents/extract-text';
import { documentSummary } from '../../files/documents/summary';
import { seedDocuments } from './catalogue-texts';

/** What a summary must never be made of: a contents list, a run of figures, a page marker, a document number line. */
const NOT_PROSE = [/目\s*录/, /(\d[\d.,%]*\s+){3,}\d/, /\d+\s*\/\s*\d+/, /第\s*\d+\s*页/, /〔\d{4}〕\d+号/];

describe('demo library summaries', () => {
  it('are prose for every written document and none of covers, contents, figures or page markers', async () => {
    const seen: string[] = [];
    for (const d of seedDocuments()) {
      const bytes = await d.build();
      const type = await detectDocumentType(bytes, d.fileName);
      if (type.kind === 'image') continue;
      const { text } = await extractDocumentText(type.kind, bytes);
      const summary = documentSummary(text, type.kind);
      for (const re of NOT_PROSE) expect(summary, d.fileName).not.toMatch(re);
      // Letters, documents and notices all open with sentences; sheets and decks may have none.
      if (['pdf', 'docx', 'txt', 'md'].includes(type.kind)) expect(summary, d.fileName).toMatch(/^[^\s].{20,}[。！？.]$/u);
      seen.push(type.kind);
    }
    expect(new Set(seen)).toEqual(new Set(['pdf', 'docx', 'xlsx', 'pptx', 'txt', 'md']));
  });
});
