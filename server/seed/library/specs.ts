import { seedData } from '../seed-data';
import type { Chronicle, DocSpec } from './doc-spec';
import type { DeckSpec } from './pptx-writer';
import type { WorkbookSpec } from './xlsx-writer';

/** The demo library's documents as data (`data/library/<name>.json`), each read by the writer of its format. */
export const docSpec = (name: string) => seedData<DocSpec>(`library/${name}`);
export const chronicleSpec = (name: string) => seedData<Chronicle>(`library/${name}`);
export const deckSpec = (name: string) => seedData<DeckSpec>(`library/${name}`);
export const workbookSpec = (name: string) => seedData<WorkbookSpec>(`library/${name}`);
