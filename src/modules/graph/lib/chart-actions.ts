import type { Core } from 'cytoscape';
import { withDescendants } from './chart-layout';

/**
 * The path call's filters from what the screen hides. The server reads a
 * class with its sub-classes, so a class is sent only when none of its
 * descendants is hidden; nothing is sent while nothing is hidden.
 */
export function pathFilters(
  classes: readonly { id: number; parentId: number | null }[],
  relations: readonly { id: number }[],
  hiddenClasses: readonly number[],
  hiddenRelations: readonly number[],
): { ontologyIds?: number[]; relationTypes?: number[] } {
  const out: { ontologyIds?: number[]; relationTypes?: number[] } = {};
  if (hiddenClasses.length) {
    const hidden = withDescendants(hiddenClasses, classes);
    const parentOf = new Map(classes.map((c) => [c.id, c.parentId]));
    const partly = new Set<number>();
    for (const id of hidden) {
      for (let p = parentOf.get(id) ?? null; p !== null; p = parentOf.get(p) ?? null) partly.add(p);
    }
    out.ontologyIds = classes.filter((c) => !hidden.has(c.id) && !partly.has(c.id)).map((c) => c.id);
  }
  if (hiddenRelations.length) out.relationTypes = relations.filter((r) => !hiddenRelations.includes(r.id)).map((r) => r.id);
  return out;
}

/** Saves the whole drawing as a PNG on a white ground, twice the screen's scale so it prints sharp. */
export function savePng(cy: Core, bg: string) {
  const url = cy.png({ full: true, scale: 2, bg, output: 'base64uri' });
  const a = document.createElement('a');
  a.href = url;
  a.download = `知识图谱-${new Date().toISOString().slice(0, 10)}.png`;
  a.click();
}
