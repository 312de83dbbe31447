import type { DocSpec } from '../files/doc-spec';
import type { DeckSpec } from '../files/pptx-writer';
import type { WorkbookSpec } from '../files/xlsx-writer';
import { seedData } from '../seed-data';

/**
 * Local chronicles (地方志) of three fictional places, so the collection page
 * has regions and years to group by without claiming facts about real ones.
 */
export interface Chronicle {
  region: string;
  year: number;
  spec: DocSpec;
}

/** The demo library's documents as data (`data/library/<name>.json`), each read by the writer of its format. */
export const docSpec = (name: string) => seedData<DocSpec>(`library/${name}`);
export const chronicleSpec = (name: string) => seedData<Chronicle>(`library/${name}`);
export const deckSpec = (name: string) => seedData<DeckSpec>(`library/${name}`);
export const workbookSpec = (name: string) => seedData<WorkbookSpec>(`library/${name}`);
