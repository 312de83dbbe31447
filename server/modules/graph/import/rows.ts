import type { ImportIssue } from '@contract/graph/graph-import';

/** One entity row of a file, parsed but not yet checked against the graph. */
export interface NodeRowIn {
  row: number;
  name: string;
  className: string;
  aliases: string[];
  properties: [key: string, value: string][];
  /** `domainId:id` as written; checked later. */
  links: string[];
}

/** One relation row of a file: its ends by name (and class when names repeat). */
export interface RelationRowIn {
  row: number;
  start: string;
  startClass: string;
  relation: string;
  end: string;
  endClass: string;
}

/** What a file holds, in the same shape for every format, with the problems its reading found. */
export interface ParsedFile {
  nodes: NodeRowIn[];
  relations: RelationRowIn[];
  issues: ImportIssue[];
}

export const emptyFile = (): ParsedFile => ({ nodes: [], relations: [], issues: [] });

/** Splits a `a|b|c` cell: parts trimmed, empty parts dropped. */
export const splitList = (cell: string): string[] =>
  cell
    .split('|')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** `key=value|key=value`: the first `=` of each part splits it; a part without one is a problem. */
export function splitProperties(cell: string): { pairs: [string, string][]; bad: string | null } {
  const pairs: [string, string][] = [];
  for (const part of splitList(cell)) {
    const at = part.indexOf('=');
    if (at <= 0) return { pairs, bad: part };
    pairs.push([part.slice(0, at).trim(), part.slice(at + 1).trim()]);
  }
  return { pairs, bad: null };
}
