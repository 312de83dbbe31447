/**
 * Reports (issue 16). A role's data scope says whose rows its report viewers
 * see: every group's, or only their own group's and the groups below it.
 */
export const DATA_SCOPE = { all: 1, ownGroup: 2 } as const;
export type DataScope = (typeof DATA_SCOPE)[keyof typeof DATA_SCOPE];

export const DATA_SCOPE_NAMES: Readonly<Record<DataScope, string>> = {
  1: '全部数据',
  2: '本组及下级',
};
