import { videoSubmit, videoUpload } from '@contract/video';
import { api, apiUpload, type UploadProgress } from '@/shared/lib/http';
import type { ProbedFile } from '../lib/probe-video-file';

/** The information entered with an upload. */
export interface UploadFields {
  title: string;
  summary: string;
  labelIds: number[];
  groupId: number | null;
}

export interface UploadResult {
  id: number;
  status: string;
}

/** Sends one video; the dialog gets its progress and may cancel it. */
export type VideoUploader = (
  file: File,
  fields: UploadFields,
  probed: ProbedFile,
  opts: { signal: AbortSignal; onProgress: (p: UploadProgress) => void },
) => Promise<UploadResult>;

/** The multipart form of `video.upload`: the file, its information and what the browser read from it. */
export function videoUploadForm(file: File, fields: UploadFields, probed: ProbedFile): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('title', fields.title);
  if (fields.summary) form.append('summary', fields.summary);
  if (fields.labelIds.length) form.append('labelIds', fields.labelIds.join(','));
  if (fields.groupId !== null) form.append('groupId', String(fields.groupId));
  if (probed.duration !== null) form.append('duration', String(Math.round(probed.duration * 100) / 100));
  if (probed.width !== null) form.append('width', String(probed.width));
  if (probed.height !== null) form.append('height', String(probed.height));
  if (probed.poster) form.append('poster', probed.poster, 'poster.jpg');
  return form;
}

/** The real uploader: XHR through the shared HTTP client (progress, cancel), then optionally off to approval. */
export const uploadVideoFile: VideoUploader = (file, fields, probed, { signal, onProgress }) =>
  apiUpload(videoUpload, videoUploadForm(file, fields, probed), { signal, onProgress });

/** Submits a freshly uploaded draft for approval. */
export const submitVideo = (id: number) => api(videoSubmit, {}, { params: { id } });
