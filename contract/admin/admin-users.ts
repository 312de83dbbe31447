import { z } from 'zod';
import { initialPasswordText } from '../auth/password';
import { endpoint, noInput } from '../platform/endpoint';
import { fileAnswer, importIssue } from '../platform/imports';
import { idParam } from '../platform/schemas';
import { roleView, userFilterShape } from './admin';

/*
 * What a user manager does to an account besides editing it (issue 17):
 * reset its password, forgive its failed sign-ins, end its sessions, and
 * bring many users in or out as a spreadsheet.
 */

/** RSA-OAEP ciphertext of a password and its one-time seal, as at sign-in. */
const sealedPassword = {
  password: z.string({ error: '请输入初始密码' }).min(1, '请输入初始密码').max(2048).meta({ title: '初始密码' }),
  keyId: z.string({ error: '缺少密钥编号' }).min(1, '缺少密钥编号').max(128).meta({ title: '密钥编号' }),
};
/** The import's initial password: text fields of its form, beside the file (never in the address). */
export const importPasswordFields = z.object(sealedPassword);

export const userResetPassword = endpoint({
  id: 'admin.userResetPassword',
  method: 'POST',
  path: '/base-admin/user/resetPassword/:id',
  summary: '重置密码：设为管理员给定的初始密码（加密同登录），用户下次登录须先修改；其全部会话随即结束',
  access: 'ROLE_ADMIN_USER_MANAGE',
  params: idParam,
  input: z.object(sealedPassword),
  output: z.null(),
});

export const userUnlock = endpoint({
  id: 'admin.userUnlock',
  method: 'POST',
  path: '/base-admin/user/unlock/:id',
  summary: '解除登录限制：清零该账号近期的登录失败次数，登录不再要求图形验证码（客户端地址的限流不变）',
  access: 'ROLE_ADMIN_USER_MANAGE',
  params: idParam,
  input: noInput,
  output: z.null(),
});

export const userEndSessions = endpoint({
  id: 'admin.userEndSessions',
  method: 'POST',
  path: '/base-admin/user/endSessions/:id',
  summary: '结束用户的全部会话（各设备须重新登录）',
  access: 'ROLE_ADMIN_USER_MANAGE',
  params: idParam,
  input: noInput,
  output: z.object({ endedSessions: z.number().int() }),
});

export const roleOptions = endpoint({
  id: 'admin.roleOptions',
  method: 'GET',
  path: '/base-admin/user/roleOptions',
  summary: '可分配给用户的角色及其权限（用户管理用；调用者只能授予自己拥有的权限）',
  access: 'ROLE_ADMIN_USER_MANAGE',
  input: noInput,
  output: z.array(roleView),
});

/** The user import's sheet and its columns, in template order. */
export const USER_SHEET = '用户';
export const USER_IMPORT_COLUMNS = ['用户名', '姓名', '用户类型', '手机号', '邮箱', '组织', '角色'] as const;
/** Users one file may bring in. */
export const USER_IMPORT_MAX_ROWS = 5_000;
export const USER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Rows one export holds at most: the filter narrows a larger set. */
export const USER_EXPORT_MAX_ROWS = 50_000;

const isFile = (v: unknown): v is File => typeof File !== 'undefined' && v instanceof File;

/**
 * The import's form before it is sent: the file, and the initial password as
 * typed (sealed only when sent; the server judges the decrypted text with the
 * same schema).
 */
export const userImportForm = z.object({
  // A refinement of unknown, not z.file() or z.custom(): a zod class or API used anywhere joins the first
  // screen's zod core (rolldown shakes per module, and /login holds zod's core module); refine is there already.
  file: (
    z.unknown().refine((v) => isFile(v) && v.size <= USER_IMPORT_MAX_BYTES, {
      error: (issue) =>
        isFile(issue.input) ? `文件过大，导入文件不能超过 ${USER_IMPORT_MAX_BYTES / 1024 / 1024} MB` : '请选择要导入的文件',
    }) as unknown as z.ZodType<File>
  ).meta({ title: '导入文件' }),
  password: initialPasswordText,
});

export const userImport = endpoint({
  id: 'admin.userImport',
  method: 'POST',
  path: '/base-admin/user/import',
  summary: `导入用户（multipart 字段 file：XLSX 工作表“${USER_SHEET}”，${USER_IMPORT_MAX_ROWS} 行以内；表单字段 password、keyId：全部导入用户的初始密码，加密同登录，首次登录须修改）；先校验全部行，有任何一行不合格则不导入并列出行号、字段和原因`,
  access: 'ROLE_ADMIN_USER_MANAGE',
  body: 'multipart',
  maxBodyBytes: USER_IMPORT_MAX_BYTES + 64 * 1024,
  input: noInput,
  output: z.object({
    imported: z.boolean(),
    /** Rows read (blank rows skipped). */
    rows: z.number().int(),
    issues: z.array(importIssue),
    issueCount: z.number().int(),
    /** Users created (0 when any row was refused). */
    created: z.number().int(),
  }),
});

export const userImportTemplate = endpoint({
  id: 'admin.userImportTemplate',
  method: 'GET',
  path: '/base-admin/user/import/template',
  summary: '用户导入模板（XLSX，含说明及可用的组织、角色、用户类型），以 base64 返回',
  access: 'ROLE_ADMIN_USER_MANAGE',
  input: noInput,
  output: fileAnswer,
});

export const userExport = endpoint({
  id: 'admin.userExport',
  method: 'POST',
  path: '/base-admin/user/export',
  summary: `按当前筛选导出用户（XLSX，列同导入模板并附状态；最多 ${USER_EXPORT_MAX_ROWS} 行），以 base64 返回`,
  access: 'ROLE_ADMIN_USER_MANAGE',
  input: z.object(userFilterShape),
  output: fileAnswer,
});
