import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCatalogue } from '../../seed/content/catalogue';
import { ASKS, REMARKS } from '../../seed/content/comments-pool';
import { CASE_STORIES, PLATE_CORPUS, QUESTION_CONTEXT, QUESTION_DETAIL, QUESTION_PATTERNS } from '../../seed/forum/corpus';
import { planForum } from '../../seed/forum/plan';

/**
 * Clean text to measure the word filter's false positives on (issue 27):
 * what the demo data writes — wiki entries, library documents, every
 * question the forum corpus can make, answers, cases, comments — split at
 * sentence ends, tags removed, deduplicated; then pairs of neighbouring
 * sentences in reading order (a post holds several, and a word could straddle two) up to
 * `count`. The demo's deliberately held posts (which hold listed words) are
 * left out.
 */

const HAN = /\p{Script=Han}/u;
const DATA = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../seed/data');

function strings(value: unknown, out: string[]): void {
  if (typeof value === 'string') {
    if (HAN.test(value)) out.push(value);
  } else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
}

function texts(): string[] {
  const raw: string[] = [];
  strings(buildCatalogue(), raw);
  strings(
    planForum(['zhangsan', 'lisi', 'wangwu', 'admin']).posts.filter((p) => p.state === 'visible'),
    raw,
  );
  for (const c of PLATE_CORPUS)
    for (const s of c.subjects) {
      for (const q of QUESTION_PATTERNS) raw.push(q(s));
      for (const q of QUESTION_CONTEXT) raw.push(q(s) + QUESTION_DETAIL.join(''));
    }
  strings([PLATE_CORPUS, CASE_STORIES, REMARKS, ASKS], raw);
  const library = path.join(DATA, 'library');
  for (const f of fs.readdirSync(library).sort()) strings(JSON.parse(fs.readFileSync(path.join(library, f), 'utf8')), raw);
  return raw;
}

const sentencesOf = (text: string) =>
  text
    .replace(/<[^>]*>/g, '\n')
    .split(/(?<=[。！？；])|\n+/)
    .map((s) => s.trim())
    .filter((s) => HAN.test(s) && s.length >= 4);

export function cleanSentences(count = 10_000): string[] {
  const all = texts();
  const out = new Set<string>();
  for (const t of all) for (const s of sentencesOf(t)) out.add(s);
  // Neighbours in reading order: blocks of one entry, questions of one subject.
  const flat = all.flatMap(sentencesOf);
  for (let i = 0; i + 1 < flat.length && out.size < count; i++) out.add(flat[i]! + flat[i + 1]!);
  return [...out].slice(0, count);
}
