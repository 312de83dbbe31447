import { z } from 'zod';
import { endpoint, noInput } from '../platform/endpoint';
import { idParam } from '../platform/schemas';
import { CONFIG_GROUPS } from './config-catalogue';

/** Largest system image: a logo or a background needs no more. */
export const SYSTEM_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const SYSTEM_IMAGE_MAX_SIDE = 4096;
export const MENU_ALIAS_MAX = 10;

export const configItemView = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  group: z.enum(CONFIG_GROUPS),
  kind: z.enum(['switch', 'select', 'multi', 'text']),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  maxLength: z.number().int().nullable(),
  default: z.string(),
  value: z.string(),
  /** The value as the console shows it (labels for choices, 开启/关闭 for switches). */
  shown: z.string(),
  defaultShown: z.string(),
  updatedAt: z.string(),
});

const code = z.string().trim().min(1).max(64).meta({ title: '配置编码' });

export const configList = endpoint({
  id: 'admin.configList',
  method: 'GET',
  path: '/base-admin/config/list',
  summary: '全部配置项：名称、说明、默认值与当前值',
  access: 'ROLE_ADMIN_CONFIG_MANAGE',
  input: noInput,
  output: z.array(configItemView),
});

export const configUpdate = endpoint({
  id: 'admin.configUpdate',
  method: 'POST',
  path: '/base-admin/config/update',
  summary: '修改一个配置项（按其类型校验取值），即时生效',
  access: 'ROLE_ADMIN_CONFIG_MANAGE',
  input: z.object({ code, value: z.string().max(2000, '取值过长').meta({ title: '取值' }) }),
  output: configItemView,
});

export const configReset = endpoint({
  id: 'admin.configReset',
  method: 'POST',
  path: '/base-admin/config/reset',
  summary: '将一个配置项恢复为默认值',
  access: 'ROLE_ADMIN_CONFIG_MANAGE',
  input: z.object({ code }),
  output: configItemView,
});

export const menuAliasView = z.object({
  id: z.number().int(),
  code: z.string(),
  menuAlias: z.string(),
  defaultAlias: z.string(),
  path: z.string(),
});

export const menuAliasList = endpoint({
  id: 'admin.menuAliasList',
  method: 'GET',
  path: '/base-admin/config/menus',
  summary: '模块菜单及其别名',
  access: 'ROLE_ADMIN_CONFIG_MANAGE',
  input: noInput,
  output: z.array(menuAliasView),
});

export const menuAliasUpdate = endpoint({
  id: 'admin.menuAliasUpdate',
  method: 'POST',
  path: '/base-admin/config/menu/:id',
  summary: '修改一个模块菜单的别名（页头导航显示的名称）',
  access: 'ROLE_ADMIN_CONFIG_MANAGE',
  params: idParam,
  input: z.object({
    menuAlias: z
      .string()
      .trim()
      .min(1, '菜单名称不能为空')
      .max(MENU_ALIAS_MAX, `菜单名称最多${MENU_ALIAS_MAX}个字`)
      .meta({ title: '菜单名称' }),
  }),
  output: menuAliasView,
});

export const systemImageView = z.object({
  picType: z.string(),
  name: z.string(),
  description: z.string(),
  path: z.string(),
  defaultPath: z.string(),
  /** An administrator uploaded it (a reset brings back the shipped image). */
  custom: z.boolean(),
});

export const systemImageList = endpoint({
  id: 'admin.systemImageList',
  method: 'GET',
  path: '/base-admin/config/images',
  summary: '系统图片（标志、登录页背景）',
  access: 'ROLE_ADMIN_CONFIG_MANAGE',
  input: noInput,
  output: z.array(systemImageView),
});

const picTypeParam = z.object({
  picType: z
    .string()
    .regex(/^[a-zA-Z]{1,20}$/, '图片类型不存在')
    .meta({ title: '图片类型' }),
});

export const systemImageUpload = endpoint({
  id: 'admin.systemImageUpload',
  method: 'POST',
  path: '/base-admin/config/image/:picType',
  summary: `上传一张系统图片（multipart 字段 file：PNG、JPEG 或 WebP，${SYSTEM_IMAGE_MAX_BYTES / 1024 / 1024} MB、${SYSTEM_IMAGE_MAX_SIDE} 像素以内）`,
  access: 'ROLE_ADMIN_CONFIG_MANAGE',
  body: 'multipart',
  maxBodyBytes: SYSTEM_IMAGE_MAX_BYTES + 64 * 1024,
  params: picTypeParam,
  input: noInput,
  output: systemImageView,
});

export const systemImageReset = endpoint({
  id: 'admin.systemImageReset',
  method: 'POST',
  path: '/base-admin/config/image/:picType/reset',
  summary: '系统图片恢复为产品自带的图片',
  access: 'ROLE_ADMIN_CONFIG_MANAGE',
  params: picTypeParam,
  input: noInput,
  output: systemImageView,
});
