import { CONSOLE_PERMISSIONS } from '@/app/console-guards';
import { CONSOLE_SECTIONS, consoleSections } from './console-sections';

describe('console sections', () => {
  it('are opened by exactly the keys that show the header entry', () => {
    expect(new Set(CONSOLE_SECTIONS.flatMap((s) => s.anyOf))).toEqual(new Set(CONSOLE_PERMISSIONS));
  });

  it('offer each caller the sections of the keys he holds, in menu order', () => {
    expect(consoleSections(['ROLE_ADMIN_GROUP_MANAGE']).map((s) => s.key)).toEqual(['groups', 'audit']);
    expect(consoleSections(['ROLE_ADMIN_ROLE_MANAGE']).map((s) => s.key)).toEqual(['roles', 'audit']);
    expect(consoleSections(['ROLE_ADMIN_FIELD_MANAGE']).map((s) => s.key)).toEqual(['fields', 'audit']);
    expect(consoleSections(['ROLE_GRAPH_MANAGE']).map((s) => s.key)).toEqual(['graph']);
    expect(consoleSections(['ROLE_ADMIN_LABEL_MANAGE']).map((s) => s.key)).toEqual(['labels', 'audit']);
    expect(consoleSections(['ROLE_REPORT_DISPLAY'])).toEqual([]);
  });
});
