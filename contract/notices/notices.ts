import { z } from 'zod';
import { CONTENT_MAX, idList } from '../knowledge/knowledge';
import { attachedFile, attachmentUpload } from '../platform/attachments';
import { endpoint } from '../platform/endpoint';
import { idParam, intInput, keywordFilter, MAX_DB_ID, pageInput, pageOf } from '../platform/schemas';

/** Who a notice is for: everyone, members of groups (and their sub-groups), or named users. */
export const NOTICE_AUDIENCES = ['all', 'groups', 'users'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];
export const NOTICE_AUDIENCE_NAMES: Record<NoticeAudience, string> = { all: '全公司', groups: '指定组织', users: '指定人员' };

/** Most groups or users one notice names; a larger audience is a parent group or everyone. */
export const NOTICE_TARGETS_MAX = 200;
export const NOTICE_TITLE_MAX = 100;
/** Most files one notice carries. */
export const NOTICE_FILES_MAX = 10;

/** An instant as ISO 8601 text with its offset. */
const instant = (title: string) => z.iso.datetime({ offset: true, error: '时间格式不正确' }).meta({ title });

export const noticeListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  /** First characters of the plain text. */
  summary: z.string(),
  pinned: z.boolean(),
  publishAt: z.string(),
  expireAt: z.string().nullable(),
  authorName: z.string().nullable(),
  /** When the caller read it; null while unread. */
  readAt: z.string().nullable(),
  /** Manager lists only: scheduled (not yet published), published or expired. */
  state: z.enum(['scheduled', 'published', 'expired']),
});

/** A file attached to a notice, with a short-lived signed download URL for the caller. */
export const noticeFile = attachedFile;

export const noticeDetail = noticeListItem.extend({
  content: z.string(),
  files: z.array(noticeFile),
  audience: z.enum(NOTICE_AUDIENCES),
  /** Manager view only (empty for readers): the groups and users named. */
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  users: z.array(z.object({ id: z.number().int(), nickname: z.string() })),
  /** Whether the caller may edit it and see its readers. */
  manage: z.boolean(),
});

export const noticeList = endpoint({
  id: 'notices.list',
  method: 'POST',
  path: '/aikn-app/notice/list',
  summary: '公告列表（置顶在前，未读在前）',
  access: 'signedIn',
  input: pageInput.extend({
    keyword: keywordFilter,
    /** Every notice, scheduled and expired too (公告管理 only). */
    manage: z.boolean().default(false).meta({ title: '管理视图' }),
  }),
  output: pageOf(noticeListItem),
});

export const noticeDetailGet = endpoint({
  id: 'notices.detail',
  method: 'GET',
  path: '/aikn-app/notice/detail/:id',
  summary: '公告详情（记录已读）',
  access: 'signedIn',
  params: idParam,
  input: z.object({}),
  output: noticeDetail,
});

export const noticeSave = endpoint({
  id: 'notices.save',
  method: 'POST',
  path: '/aikn-admin/notice/save',
  summary: '发布或修改公告',
  access: 'ROLE_NOTICE_MANAGE',
  input: z.object({
    id: intInput((n) => n.positive().max(MAX_DB_ID))
      .optional()
      .meta({ title: '编号（修改时）' }),
    title: z
      .string()
      .trim()
      .min(1, '请输入标题')
      .max(NOTICE_TITLE_MAX, `标题最多${NOTICE_TITLE_MAX}个字`)
      .meta({ title: '标题' }),
    content: z.string().max(CONTENT_MAX, '正文过长').meta({ title: '正文' }),
    audience: z.enum(NOTICE_AUDIENCES, { error: '请选择发布范围' }).meta({ title: '发布范围' }),
    groupIds: idList('组织', NOTICE_TARGETS_MAX).default([]),
    userIds: idList('人员', NOTICE_TARGETS_MAX).default([]),
    /** Uploads of the caller (noticeUploadFile) or files the notice already carries, in display order. */
    fileIds: idList('附件', NOTICE_FILES_MAX).default([]),
    pinned: z.boolean().default(false).meta({ title: '置顶' }),
    /** Omitted: now. */
    publishAt: instant('发布时间').optional(),
    expireAt: instant('过期时间').nullable().default(null),
  }),
  output: z.object({ id: z.number().int() }),
});

export const noticeReader = z.object({
  id: z.number().int(),
  nickname: z.string(),
  groupName: z.string().nullable(),
  readAt: z.string().nullable(),
});

export const noticeReaders = endpoint({
  id: 'notices.readers',
  method: 'POST',
  path: '/aikn-admin/notice/readers/:id',
  summary: '公告的已读与未读人员',
  access: 'ROLE_NOTICE_MANAGE',
  params: idParam,
  input: pageInput.extend({ read: z.boolean().meta({ title: '已读' }) }),
  output: pageOf(noticeReader).extend({ readCount: z.number().int(), audienceCount: z.number().int() }),
});

/** Upload of a notice attachment; attach it by naming its id in notice/save. */
export const noticeUploadFile = attachmentUpload({
  id: 'notices.uploadFile',
  path: '/aikn-admin/notice/uploadFile',
  summary: '上传公告附件（PDF/Word/Excel/PowerPoint/TXT/Markdown/图片），multipart 字段 file',
  access: 'ROLE_NOTICE_MANAGE',
});
