import { TITLE_MAX } from '@contract/knowledge/knowledge';
import { seedData } from '../seed-data';
import { composeManual, type ManualTopic } from './compose-manual';
import { composeOffice, type OfficeTopic } from './compose-office';
import {
  type ArticleTopic,
  type CaseTopic,
  composeArticle,
  composeCase,
  composeFaq,
  composeTraining,
  type FaqTopic,
  type TrainingTopic,
} from './compose-other';
import { composePolicy, type PolicyTopic } from './compose-policy';
import { composeProcess, type ProcessTopic } from './compose-process';
import type { Entry } from './types';

/** The topics of some files of `data/topics/`, in the order given. */
const topics = <T>(...files: string[]) => files.flatMap((f) => seedData<T[]>(`topics/${f}`));

/**
 * Every demo entry, composed from the topic definitions in a fixed order.
 * Keys and titles must be unique: a clash is a mistake in the topics, so it
 * fails loudly instead of seeding two entries nobody can tell apart.
 */
export function buildCatalogue(): Entry[] {
  const policies = topics<PolicyTopic>(
    'policies-travel',
    'policies-finance',
    'policies-hr',
    'policies-tech',
    'policies-safety',
    'policies-market',
    'policies-extra',
  );
  const entries = [
    ...policies.flatMap(composePolicy),
    ...topics<ProcessTopic>('processes-rd', 'processes-people', 'processes-biz').flatMap(composeProcess),
    ...topics<ManualTopic>('manuals-office', 'manuals-workplace', 'manuals-biz', 'manuals-engineering').flatMap(composeManual),
    ...topics<FaqTopic>('faq', 'faq-business', 'faq-extra').flatMap(composeFaq),
    ...topics<CaseTopic>('cases-rd', 'cases-biz', 'cases-regional').flatMap(composeCase),
    ...topics<TrainingTopic>('training-people', 'training-skills').flatMap(composeTraining),
    ...topics<ArticleTopic>('onboarding', 'articles-extra').flatMap(composeArticle),
    ...topics<OfficeTopic>('offices').flatMap(composeOffice),
  ];
  const keys = new Set<string>();
  const titles = new Set<string>();
  for (const e of entries) {
    if (keys.has(e.key)) throw new Error(`demo content: duplicate key ${e.key}`);
    if (titles.has(e.title)) throw new Error(`demo content: duplicate title ${e.title}`);
    if (e.title.length > TITLE_MAX) throw new Error(`demo content: title too long ${e.title}`);
    keys.add(e.key);
    titles.add(e.title);
  }
  return entries;
}
