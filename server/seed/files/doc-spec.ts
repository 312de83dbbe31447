import type { Block } from '../content/types';

/** One titled part of a document (a chapter of a manual, a section of minutes). */
export interface DocSection {
  heading?: string;
  blocks: Block[];
}

/**
 * A text document, independent of the format it is rendered to (PDF, DOCX, TXT,
 * Markdown): the demo library's documents and the test fixtures are both written from it.
 */
export interface DocSpec {
  title: string;
  subtitle?: string;
  /** Lines under the title: document number, issuer, date. */
  meta?: string[];
  /** YYYY-MM-DD: the creation date written into the file (fixed, so the bytes are reproducible). */
  date: string;
  /** PDF: a cover page (manuals); otherwise the title heads the first page. */
  cover?: boolean;
  /** PDF: a table of contents after the cover, with the page of every section. */
  toc?: boolean;
  /** PDF: every section starts on a new page (chapters of a manual). */
  pageBreaks?: boolean;
  /**
   * The sections alone: no title block, running header or page numbers, so the
   * file holds exactly the text given (test fixtures check text and page count).
   * The title then goes only into the file's properties.
   */
  bare?: boolean;
  sections: DocSection[];
}
