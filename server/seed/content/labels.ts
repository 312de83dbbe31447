import { chance, pick, rngFrom } from './prng';
import { type Entry, GROUP_REGION } from './types';

/** A label as [category, name], matching LABEL_TREE in server/seed/base.ts. */
export type LabelRef = [category: string, name: string];

/**
 * 2–5 labels from several categories: business area, kind and year always;
 * the region when the entry is about a place other than its group's office
 * and the source when it is not home-grown (both are what readers filter by);
 * then the audience, and occasionally a second one.
 */
export function labelsFor(e: Entry): LabelRef[] {
  const rng = rngFrom(`labels:${e.key}`);
  const out: LabelRef[] = [
    ['业务领域', e.area],
    ['知识类型', e.kind],
    ['年份', e.year],
  ];
  const extras: LabelRef[] = [];
  if (e.region !== GROUP_REGION[e.group] || e.kind === '案例经验') extras.push(['地区', e.region]);
  if (e.source !== '内部原创') extras.push(['来源', e.source]);
  if (extras.length < 2) extras.push(['适用岗位', e.roles.length > 1 ? pick(rng, e.roles) : e.roles[0]]);
  if (extras.length < 2 && chance(rng, 0.45)) extras.push(['地区', e.region]);
  if (extras.length < 2 && chance(rng, 0.25)) extras.push(['来源', e.source]);
  out.push(...extras.slice(0, 2));
  const roles = out.filter(([c]) => c === '适用岗位').map(([, n]) => n);
  const second = e.roles.find((r) => !roles.includes(r));
  if (second && roles.length === 1 && chance(rng, 0.35)) out.push(['适用岗位', second]);
  return out.slice(0, 5);
}
