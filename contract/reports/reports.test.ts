import { domainsWith } from '../platform/domains';
import { REPORT_MAX_DAYS, reportFilters } from './reports';
import { KNOWLEDGE_REPORT_ENDPOINTS } from './reports-knowledge';
import { OVERVIEW_TOP_DOMAINS } from './reports-overview';

const errors = (input: unknown) => {
  const r = reportFilters.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('report filters', () => {
  it('takes a period with defaults for the page', () => {
    expect(reportFilters.parse({ from: '2026-01-01', to: '2026-01-31' })).toMatchObject({ page: 1, size: 20 });
  });

  it('refuses days that do not exist, reversed periods and periods too long', () => {
    expect(errors({ from: '2026-02-30', to: '2026-03-01' })).toEqual(['日期不存在']);
    expect(errors({ from: '2026-1-1', to: '2026-03-01' })).toEqual(['日期格式应为 YYYY-MM-DD']);
    expect(errors({ from: '2026-03-02', to: '2026-03-01' })).toEqual(['开始日期不能晚于结束日期']);
    expect(errors({ from: '2024-01-01', to: '2026-01-01' })).toEqual([`统计区间最长${REPORT_MAX_DAYS}天`]);
    expect(errors({ from: '2026-01-01', to: '2026-01-02', sort: 'x; drop' })).toEqual(['排序字段不存在']);
  });
});

describe('per-domain reports', () => {
  it('has a report call for exactly the domains whose row has the reports feature', () => {
    expect(Object.keys(KNOWLEDGE_REPORT_ENDPOINTS).sort()).toEqual(
      domainsWith('reports')
        .map((d) => d.key)
        .sort(),
    );
  });

  it('has an overview top list for exactly those domains', () => {
    expect(Object.values(OVERVIEW_TOP_DOMAINS).sort()).toEqual(
      domainsWith('reports')
        .map((d) => d.key)
        .sort(),
    );
  });
});
