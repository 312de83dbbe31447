import { createItem, groupId, type ItemSpec, labelId } from '@server-test/knowledge/factory';
import { screen } from '@testing-library/react';
import { runtime } from '@/test/runtime';

export const entry = (spec: ItemSpec) => createItem(runtime(), spec);
export const label = (name: string) => labelId(runtime(), name);
export const group = (name: string) => groupId(runtime(), name);

/** Titles of the entry cards on screen, in order. */
export const cardTitles = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'));
