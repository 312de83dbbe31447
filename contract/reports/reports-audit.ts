import { z } from 'zod';
import { endpoint } from '../platform/endpoint';
import { EVENT_ACTIONS } from '../platform/events';
import { MAX_DB_ID } from '../platform/limits';
import { intInput } from '../platform/schemas';
import { instant, type ReportColumn, reportFilterShape, reportPage, sortOf, withPeriodChecks } from './reports';

/** The audit trail (操作记录): who did what to which item, from where, when; newest first unless sorted otherwise. */
export const OPERATE_COLUMNS = [
  { key: 'time', title: '时间', sortable: true },
  { key: 'userName', title: '用户' },
  { key: 'groupName', title: '部门' },
  { key: 'actionName', title: '操作' },
  { key: 'domainName', title: '知识域' },
  { key: 'title', title: '对象' },
  { key: 'ip', title: 'IP 地址' },
] as const satisfies readonly ReportColumn[];

export const userOperateInput = withPeriodChecks(
  reportFilterShape.extend({
    sort: sortOf(OPERATE_COLUMNS),
    action: z.enum(EVENT_ACTIONS, { error: '操作类型不存在' }).optional().meta({ title: '操作' }),
    /** One item (with `domainId`). */
    subjectId: intInput((n) => n.positive().max(MAX_DB_ID))
      .optional()
      .meta({ title: '对象' }),
  }),
);

export const reportUserOperate = endpoint({
  id: 'reports.userOperate',
  method: 'POST',
  path: '/aikn-admin/report/userOperate',
  summary: '操作记录：谁在何时从哪个 IP 对哪个对象做了什么；按操作、对象、关键词（用户或对象名称）筛选',
  access: 'ROLE_REPORT_DISPLAY',
  input: userOperateInput,
  output: reportPage(
    z.object({
      id: z.number().int(),
      time: instant,
      userId: z.number().int().nullable(),
      userName: z.string(),
      groupName: z.string(),
      action: z.enum(EVENT_ACTIONS),
      actionName: z.string(),
      domainId: z.number().int().nullable(),
      domainName: z.string(),
      subjectId: z.number().int().nullable(),
      /** The item's title; null when the event has none or the caller may not read it. */
      title: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
});
