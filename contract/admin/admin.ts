import { z } from 'zod';
import { emailSchema, mobileSchema, nicknameSchema } from '../auth/contact';
import { initialPasswordText } from '../auth/password';
import { groupView, userType, userView } from '../auth/users';
import { endpoint, noInput } from '../platform/endpoint';
import { permissionKey } from '../platform/permissions';
import { idParam, MAX_DB_ID, pageInput, pageOf } from '../platform/schemas';
import { DATA_SCOPE } from '../reports/reports';

export { CONSOLE_ACTIONS } from '../platform/events';

/**
 * User types 1–8 (SPEC §1: 6 is a registered visitor; 6, 7 and 8 get the
 * gold theme). The spec names no other type, so the rest go by number.
 */
export const USER_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: '类型 1',
  2: '类型 2',
  3: '类型 3',
  4: '类型 4',
  5: '类型 5',
  6: '访客（类型 6）',
  7: '类型 7（金色主题）',
  8: '类型 8（金色主题）',
};

/**
 * A user's state as the console filters it. `locked` is not a lock of the
 * account (decision 008: accounts are never locked) but recent failed
 * sign-ins that make its sign-in ask for a captcha; 解除 forgives them.
 */
export const USER_STATES = ['enabled', 'disabled', 'locked'] as const;
export const USER_STATE_NAMES: Readonly<Record<(typeof USER_STATES)[number], string>> = {
  enabled: '正常',
  disabled: '已停用',
  locked: '登录受限',
};

/** Columns the user table sorts by on the server. */
export const USER_SORTS = ['id', 'username', 'nickname', 'type', 'createdAt'] as const;

export const adminUserView = z.object({
  ...userView.shape,
  disabled: z.boolean(),
  /** Recent failed sign-ins make sign-in ask for a captcha (USER_STATES). */
  locked: z.boolean(),
  /** The password was set by an administrator and is still to be changed by its owner. */
  mustChangePassword: z.boolean(),
  roleIds: z.array(z.number().int()),
  createdAt: z.string(),
});

export const usernameSchema = z
  .string()
  .trim()
  .regex(/^[a-zA-Z][a-zA-Z0-9_.-]{2,31}$/, '用户名须以字母开头，3到32位字母、数字、下划线、点或横线')
  .meta({ title: '用户名' });

/** The user table's filters and order (the list pages them, the export takes them whole). */
export const userFilterShape = {
  /** A word of the username, nickname, mobile or e-mail. */
  keyword: z.string().trim().max(50).optional().meta({ title: '关键词' }),
  mobile: z.string().trim().max(20).optional().meta({ title: '手机号' }),
  /** A group with all its sub-groups. */
  groupId: z.number().int().positive().max(MAX_DB_ID).optional().meta({ title: '组织' }),
  type: z.optional(userType).meta({ title: '用户类型' }),
  roleId: z.number().int().positive().max(MAX_DB_ID).optional().meta({ title: '角色' }),
  state: z.enum(USER_STATES, { error: '状态只能是正常、已停用或登录受限' }).optional().meta({ title: '状态' }),
  sort: z.enum(USER_SORTS, { error: '排序字段不存在' }).optional().meta({ title: '排序字段' }),
  desc: z.boolean().optional().meta({ title: '倒序' }),
};

const roleIds = z.array(z.number().int().positive().max(MAX_DB_ID)).max(50).meta({ title: '角色' });
const groupId = z.number().int().positive().max(MAX_DB_ID).nullable().meta({ title: '组织' });

export const userList = endpoint({
  id: 'admin.userList',
  method: 'POST',
  path: '/base-admin/user/list',
  summary: '用户列表',
  access: 'ROLE_ADMIN_USER_MANAGE',
  input: pageInput.extend(userFilterShape),
  output: pageOf(adminUserView),
});

export const userCreate = endpoint({
  id: 'admin.userCreate',
  method: 'POST',
  path: '/base-admin/user/create',
  summary: '新建用户',
  access: 'ROLE_ADMIN_USER_MANAGE',
  input: z.object({
    username: usernameSchema,
    /** RSA-OAEP ciphertext of the initial password, as for login. */
    password: z.string().min(1, '请输入初始密码').max(2048).meta({ title: '初始密码' }),
    keyId: z.string().min(1).max(128).meta({ title: '密钥编号' }),
    nickname: nicknameSchema,
    type: userType.clone().register(z.globalRegistry, { title: '用户类型' }),
    isAdmin: z.boolean().default(false).meta({ title: '管理员' }),
    mobile: z.nullable(mobileSchema).optional(),
    email: z.nullable(emailSchema).optional(),
    groupId: groupId.optional(),
    roleIds: roleIds.default([]),
  }),
  output: adminUserView,
});

/** userCreate's input as the form holds it: the initial password as typed (sealed only when sent), judged by the same schema as on the server. */
export const userCreateText = userCreate.input.omit({ keyId: true }).extend({ password: initialPasswordText });

export const userUpdate = endpoint({
  id: 'admin.userUpdate',
  method: 'POST',
  path: '/base-admin/user/update/:id',
  summary: '编辑用户',
  access: 'ROLE_ADMIN_USER_MANAGE',
  params: idParam,
  input: z.object({
    nickname: z.optional(nicknameSchema),
    type: z.optional(userType).meta({ title: '用户类型' }),
    isAdmin: z.boolean().optional().meta({ title: '管理员' }),
    mobile: z.nullable(mobileSchema).optional(),
    email: z.nullable(emailSchema).optional(),
    groupId: groupId.optional(),
    roleIds: roleIds.optional(),
  }),
  output: adminUserView,
});

export const userDisable = endpoint({
  id: 'admin.userDisable',
  method: 'POST',
  path: '/base-admin/user/disable/:id',
  summary: '停用或启用用户（停用即吊销其全部会话）',
  access: 'ROLE_ADMIN_USER_MANAGE',
  params: idParam,
  input: z.object({ disabled: z.boolean().meta({ title: '停用' }) }),
  output: adminUserView,
});

const groupName = z.string().trim().min(1, '组织名称不能为空').max(50, '组织名称最多50个字').meta({ title: '组织名称' });

export const groupAdminList = endpoint({
  id: 'admin.groupList',
  method: 'GET',
  path: '/base-admin/group/list',
  summary: '组织列表（管理）',
  access: 'ROLE_ADMIN_GROUP_MANAGE',
  input: noInput,
  output: z.array(z.object({ ...groupView.shape, userCount: z.number().int() })),
});

export const groupCreate = endpoint({
  id: 'admin.groupCreate',
  method: 'POST',
  path: '/base-admin/group/create',
  summary: '新建组织',
  access: 'ROLE_ADMIN_GROUP_MANAGE',
  input: z.object({
    name: groupName,
    parentId: z.number().int().positive().max(MAX_DB_ID).nullable().meta({ title: '上级组织' }),
  }),
  output: groupView,
});

export const groupUpdate = endpoint({
  id: 'admin.groupUpdate',
  method: 'POST',
  path: '/base-admin/group/update/:id',
  summary: '编辑组织（改名或移动，不得移入自身下级）',
  access: 'ROLE_ADMIN_GROUP_MANAGE',
  params: idParam,
  input: z.object({
    name: groupName.optional(),
    parentId: z.number().int().positive().max(MAX_DB_ID).nullable().optional().meta({ title: '上级组织' }),
  }),
  output: groupView,
});

export const groupDelete = endpoint({
  id: 'admin.groupDelete',
  method: 'POST',
  path: '/base-admin/group/delete/:id',
  summary: '删除组织（须无下级组织和成员）',
  access: 'ROLE_ADMIN_GROUP_MANAGE',
  params: idParam,
  input: noInput,
  output: z.null(),
});

/** Which groups' rows a role's holders see in the reports: every group, or their own group and below. */
export const dataScope = z.union([z.literal(DATA_SCOPE.all), z.literal(DATA_SCOPE.ownGroup)], {
  error: '数据范围只能是全部数据或本组及下级',
});

export const roleView = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(permissionKey),
  dataScope,
  userCount: z.number().int(),
  /** The seeded administrators' role: its name and keys are fixed. */
  system: z.boolean(),
});

const roleInput = z.object({
  name: z.string().trim().min(1, '角色名称不能为空').max(50, '角色名称最多50个字').meta({ title: '角色名称' }),
  permissions: z.array(permissionKey).max(100).meta({ title: '权限' }),
  dataScope: dataScope.default(DATA_SCOPE.ownGroup).meta({ title: '数据范围' }),
});

export const roleList = endpoint({
  id: 'admin.roleList',
  method: 'GET',
  path: '/base-admin/role/list',
  summary: '角色列表',
  access: 'ROLE_ADMIN_ROLE_MANAGE',
  input: noInput,
  output: z.array(roleView),
});

export const roleCreate = endpoint({
  id: 'admin.roleCreate',
  method: 'POST',
  path: '/base-admin/role/create',
  summary: '新建角色',
  access: 'ROLE_ADMIN_ROLE_MANAGE',
  input: roleInput,
  output: roleView,
});

export const roleUpdate = endpoint({
  id: 'admin.roleUpdate',
  method: 'POST',
  path: '/base-admin/role/update/:id',
  summary: '编辑角色',
  access: 'ROLE_ADMIN_ROLE_MANAGE',
  params: idParam,
  input: z.object({
    name: roleInput.shape.name.optional(),
    permissions: roleInput.shape.permissions.optional(),
    dataScope: dataScope.optional().meta({ title: '数据范围' }),
  }),
  output: roleView,
});

export const roleMembers = endpoint({
  id: 'admin.roleMembers',
  method: 'POST',
  path: '/base-admin/role/members/:id',
  summary: '持有某角色的用户（分页，按用户名）',
  access: 'ROLE_ADMIN_ROLE_MANAGE',
  params: idParam,
  input: pageInput.extend({
    keyword: z.string().trim().max(50).optional().meta({ title: '关键词' }),
  }),
  output: pageOf(
    z.object({
      id: z.number().int(),
      username: z.string(),
      nickname: z.string(),
      groupName: z.string().nullable(),
      disabled: z.boolean(),
    }),
  ),
});

export const roleDelete = endpoint({
  id: 'admin.roleDelete',
  method: 'POST',
  path: '/base-admin/role/delete/:id',
  summary: '删除角色（须无用户持有）',
  access: 'ROLE_ADMIN_ROLE_MANAGE',
  params: idParam,
  input: noInput,
  output: z.null(),
});
