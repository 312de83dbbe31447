import { normalise } from '../search/normalise';
import { pinyinOf } from '../search/pinyin';

/** Normalised form of a name as suggestions and mentions compare it: search normalisation, spaces collapsed. */
export const nameKey = (text: string): string => normalise(text).replace(/\s+/g, ' ').trim();

/**
 * The lookup keys of an entity, from its name and aliases: normalised forms
 * (suggestions and the mention dictionary) and their full pinyin and
 * initials (pinyin suggestions), with the search module's helpers so a name
 * is found here exactly as a title is found by search.
 */
export function entityKeys(name: string, aliases: readonly string[]): { nameKeys: string[]; pinyinKeys: string[] } {
  const nameKeys = [...new Set([name, ...aliases].map(nameKey).filter((k) => k !== ''))];
  const pinyinKeys = new Set<string>();
  for (const key of nameKeys) {
    const { full, initials } = pinyinOf(key);
    if (full.length >= 2) pinyinKeys.add(full);
    if (initials.length >= 2) pinyinKeys.add(initials);
  }
  return { nameKeys, pinyinKeys: [...pinyinKeys] };
}
