import { z } from 'zod';
import {
  dbId,
  IMAGE_MAX_BYTES,
  idList,
  knowledgeDetail,
  knowledgeListItem,
  knowledgeStatus,
  listFilters,
  SUMMARY_MAX,
  TITLE_MAX,
} from '../knowledge/knowledge';
import {
  labelGroupCount,
  lifecycleEndpoints,
  readAccess,
  saveOutput,
  uploadedItemSaveInput,
  versionQuery,
  writeAccess,
} from '../knowledge/knowledge-lifecycle';
import { UPLOAD_CEILING_BYTES } from '../library/library';
import { domainByKey } from '../platform/domains';
import { endpoint, noInput } from '../platform/endpoint';
import { idParam, intInput, pageInput, pageOf } from '../platform/schemas';

const VIDEO_DOMAIN = domainByKey('video');
const VIDEO = readAccess(VIDEO_DOMAIN);
const VIDEO_WRITE = writeAccess(VIDEO_DOMAIN);

export const VIDEO_KINDS = ['mp4', 'webm'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

/** Longest duration the browser or ffprobe may report (24 h); anything longer is a broken file. */
export const VIDEO_DURATION_MAX = 24 * 3600;
/** The player reports the position this often while playing (and on pause and leave). */
export const PROGRESS_INTERVAL_SECONDS = 10;

/** An empty form value is "not sent". */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Text fields of the upload form (besides the `file` and optional `poster` files). */
export const videoUploadForm = z.object({
  title: z.string().trim().min(1, '请填写视频标题').max(TITLE_MAX, `标题最多${TITLE_MAX}个字`).meta({ title: '标题' }),
  summary: z.string().trim().max(SUMMARY_MAX, `简介最多${SUMMARY_MAX}个字`).default('').meta({ title: '简介' }),
  /** Seconds, read by the browser from the file's metadata. */
  duration: z.preprocess(
    blankToUndefined,
    z.coerce.number().min(0).max(VIDEO_DURATION_MAX, '时长无效').optional().meta({ title: '时长' }),
  ),
  width: z.preprocess(
    blankToUndefined,
    intInput((n) => n.min(1).max(16_384))
      .optional()
      .meta({ title: '宽度' }),
  ),
  height: z.preprocess(
    blankToUndefined,
    intInput((n) => n.min(1).max(16_384))
      .optional()
      .meta({ title: '高度' }),
  ),
  labelIds: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean)
        : (v ?? []),
    idList('标签'),
  ),
  groupId: z.preprocess((v) => (v === undefined || blankToUndefined(v) === undefined ? null : v), dbId('所属组织').nullable()),
});

export const videoUpload = endpoint({
  id: 'video.upload',
  method: 'POST',
  path: '/aikn-app/video/upload',
  summary:
    '上传视频（MP4/WebM，按内容识别类型），multipart 字段 file、title，可选 poster（封面帧图片）、duration、width、height、summary、labelIds、groupId；新建草稿',
  access: VIDEO_WRITE,
  body: 'multipart',
  maxBodyBytes: UPLOAD_CEILING_BYTES + IMAGE_MAX_BYTES,
  input: z.object({}),
  output: z.object({ id: z.number().int(), version: z.number().int(), status: knowledgeStatus, kind: z.enum(VIDEO_KINDS) }),
});

/** A video in a list: the engine's item (coverUrl is the poster) plus its duration. */
export const videoListItem = knowledgeListItem.extend({
  durationSeconds: z.number().nullable(),
});
export type VideoListItem = z.infer<typeof videoListItem>;

export const videoList = endpoint({
  id: 'video.list',
  method: 'POST',
  path: '/aikn-app/video/list',
  summary: '视频列表（筛选、排序、分页；最热与最近更新即 sort=hot / updated）',
  access: VIDEO,
  input: listFilters.extend(pageInput.shape),
  output: pageOf(videoListItem),
});

export const videoDetail = endpoint({
  id: 'video.detail',
  method: 'GET',
  path: '/aikn-app/video/detail/:id',
  summary: '视频详情（封面、时长、文件信息、本人的播放位置；默认已发布版本）；记录足迹与播放次数',
  access: VIDEO,
  params: idParam,
  input: z.object({ version: versionQuery }),
  output: knowledgeDetail.extend({
    kind: z.enum(VIDEO_KINDS),
    fileName: z.string(),
    mimeType: z.string(),
    size: z.number().int(),
    durationSeconds: z.number().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    posterUrl: z.string().nullable(),
    /** Where the caller left off (seconds); 0 when never played. */
    position: z.number(),
    /** The caller's total watch time of this video (seconds). */
    watchedSeconds: z.number(),
    completed: z.boolean(),
  }),
});
export type VideoDetail = z.infer<typeof videoDetail.output>;

export const videoStreamUrl = endpoint({
  id: 'video.streamUrl',
  method: 'GET',
  path: '/aikn-app/video/streamUrl/:id',
  summary: '视频播放的短时签名地址（<video> 无法携带 Authorization 头；支持 Range 拖动）',
  access: VIDEO,
  params: idParam,
  input: noInput,
  output: z.object({ url: z.string(), expiresInSeconds: z.number().int() }),
});

export const videoProgress = endpoint({
  id: 'video.progress',
  method: 'POST',
  path: '/aikn-app/video/progress',
  summary: '上报播放位置与本次观看秒数（观看秒数按距上次上报的实际时间封顶），返回保存的位置与累计观看时长',
  access: VIDEO,
  input: z.object({
    id: dbId('视频'),
    position: z.number().min(0).max(VIDEO_DURATION_MAX).meta({ title: '播放位置' }),
    /** Seconds of playback since the previous report. */
    watched: z.number().min(0).max(VIDEO_DURATION_MAX).default(0).meta({ title: '观看秒数' }),
  }),
  output: z.object({ position: z.number(), watchedSeconds: z.number(), completed: z.boolean() }),
});

export const videoHome = endpoint({
  id: 'video.home',
  method: 'GET',
  path: '/aikn-app/video/home',
  summary: '视频首页：按标签分类统计、最新、近30天最热、播放最多',
  access: VIDEO,
  input: noInput,
  output: z.object({
    labelGroups: z.array(labelGroupCount),
    newest: z.array(videoListItem),
    hot: z.array(videoListItem),
    mostViewed: z.array(videoListItem),
    total: z.number().int(),
  }),
});

export const videoSave = endpoint({
  id: 'video.save',
  method: 'POST',
  path: '/aikn-app/video/save',
  summary: '保存已上传视频的信息（标题、简介、标签、组织、封面、可见范围、说明）；baseVersion 不是最新版本时返回 409',
  access: VIDEO_WRITE,
  input: uploadedItemSaveInput(VIDEO_DOMAIN.noun),
  output: saveOutput,
});

export const {
  submit: videoSubmit,
  withdraw: videoWithdraw,
  versions: videoVersions,
  rollback: videoRollback,
  remove: videoRemove,
} = lifecycleEndpoints(VIDEO_DOMAIN, { rollbackCopies: '的信息' });
