import fs from 'node:fs';
import path from 'node:path';

/**
 * The demo content that is content rather than code — wiki topics, the
 * library's document specs, the video catalogue — lives as JSON under
 * `server/seed/data/`, so writers can edit texts without touching code.
 * The TypeScript types of the code that composes them are the schema.
 */
const DATA_DIR = path.join(import.meta.dirname, 'data');

/** One data file, by its path under `data/` without `.json` (e.g. `topics/faq`). */
export function seedData<T>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(DATA_DIR, `${name}.json`), 'utf8')) as T;
}
