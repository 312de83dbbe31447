import { z } from 'zod';
import { endpoint } from '../platform/endpoint';
import { CONSOLE_ACTIONS, EVENT_ACTIONS, type EventAction } from '../platform/events';
import { calendarDay, MAX_DB_ID, pageInput, pageOf } from '../platform/schemas';

/** One field a console change touched: its Chinese name and the values before and after, as shown. */
export const auditChange = z.object({ field: z.string(), before: z.string(), after: z.string() });
export type AuditChange = z.infer<typeof auditChange>;

export const auditList = endpoint({
  id: 'admin.auditList',
  method: 'POST',
  path: '/base-admin/audit/list',
  summary:
    '控制台操作记录：谁在何时对哪个用户、组织、角色、标签、字段或配置项做了什么，各字段修改前后的值；只列调用者可管理的部分（各管理权限各见其一），按日期和操作人筛选，新的在前',
  access: 'signedIn',
  input: pageInput
    .extend({
      from: calendarDay('开始日期').optional(),
      to: calendarDay('结束日期').optional(),
      /** Who made the change. */
      userId: z.number().int().positive().max(MAX_DB_ID).optional().meta({ title: '操作人' }),
      action: z
        .enum(CONSOLE_ACTIONS as [EventAction, ...EventAction[]], { error: '操作类型不存在' })
        .optional()
        .meta({ title: '操作' }),
    })
    .refine((f) => !f.from || !f.to || f.from <= f.to, { message: '开始日期不能晚于结束日期', path: ['to'] }),
  output: pageOf(
    z.object({
      id: z.number().int(),
      time: z.string(),
      userId: z.number().int().nullable(),
      userName: z.string(),
      action: z.enum(EVENT_ACTIONS),
      actionName: z.string(),
      /** What was changed: 用户 张三 (zhangsan), 组织 研发中心 … */
      target: z.string(),
      changes: z.array(auditChange),
      ip: z.string().nullable(),
    }),
  ),
});
