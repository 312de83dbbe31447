import { TITLE_MAX } from '../../../contract/knowledge';
import { composeManual } from './compose-manual';
import { composeOffice } from './compose-office';
import { composeArticle, composeCase, composeFaq, composeTraining } from './compose-other';
import { composePolicy } from './compose-policy';
import { composeProcess } from './compose-process';
import { EXTRA_ARTICLES } from './topics-articles-extra';
import { BIZ_CASES } from './topics-cases-biz';
import { RD_CASES } from './topics-cases-rd';
import { REGIONAL_CASES } from './topics-cases-regional';
import { FAQS } from './topics-faq';
import { BUSINESS_FAQS } from './topics-faq-business';
import { EXTRA_FAQS } from './topics-faq-extra';
import { BIZ_MANUALS } from './topics-manuals-biz';
import { ENGINEERING_MANUALS } from './topics-manuals-engineering';
import { OFFICE_MANUALS } from './topics-manuals-office';
import { WORKPLACE_MANUALS } from './topics-manuals-workplace';
import { OFFICES } from './topics-offices';
import { ONBOARDING } from './topics-onboarding';
import { EXTRA_POLICIES } from './topics-policies-extra';
import { FINANCE_POLICIES } from './topics-policies-finance';
import { HR_POLICIES } from './topics-policies-hr';
import { MARKET_POLICIES } from './topics-policies-market';
import { SAFETY_POLICIES } from './topics-policies-safety';
import { TECH_POLICIES } from './topics-policies-tech';
import { TRAVEL_POLICIES } from './topics-policies-travel';
import { BIZ_PROCESSES } from './topics-processes-biz';
import { PEOPLE_PROCESSES } from './topics-processes-people';
import { RD_PROCESSES } from './topics-processes-rd';
import { PEOPLE_TRAININGS } from './topics-training-people';
import { SKILL_TRAININGS } from './topics-training-skills';
import type { Entry } from './types';

/**
 * Every demo entry, composed from the topic definitions in a fixed order.
 * Keys and titles must be unique: a clash is a mistake in the topics, so it
 * fails loudly instead of seeding two entries nobody can tell apart.
 */
export function buildCatalogue(): Entry[] {
  const policies = [
    ...TRAVEL_POLICIES,
    ...FINANCE_POLICIES,
    ...HR_POLICIES,
    ...TECH_POLICIES,
    ...SAFETY_POLICIES,
    ...MARKET_POLICIES,
    ...EXTRA_POLICIES,
  ];
  const entries = [
    ...policies.flatMap(composePolicy),
    ...[...RD_PROCESSES, ...PEOPLE_PROCESSES, ...BIZ_PROCESSES].flatMap(composeProcess),
    ...[...OFFICE_MANUALS, ...WORKPLACE_MANUALS, ...BIZ_MANUALS, ...ENGINEERING_MANUALS].flatMap(composeManual),
    ...[...FAQS, ...BUSINESS_FAQS, ...EXTRA_FAQS].flatMap(composeFaq),
    ...[...RD_CASES, ...BIZ_CASES, ...REGIONAL_CASES].flatMap(composeCase),
    ...[...PEOPLE_TRAININGS, ...SKILL_TRAININGS].flatMap(composeTraining),
    ...[...ONBOARDING, ...EXTRA_ARTICLES].flatMap(composeArticle),
    ...OFFICES.flatMap(composeOffice),
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
