import type { OutputOf } from '@contract/platform/endpoint';
import { videoSubmit, videoUpload } from '@contract/video/video';
import { mutationOptions } from '@tanstack/react-query';
import { moduleKeys } from '@/shared/lib/endpoint-query';
import type { FormInput } from '@/shared/lib/form-data';
import { api } from '@/shared/lib/http';
import { type UploadVariables, uploadMutation } from '@/shared/lib/upload-mutation';
import type { ProbedFile } from '../lib/probe-video-file';

/** The information entered with an upload. */
export interface UploadFields {
  title: string;
  summary: string;
  labelIds: number[];
  groupId: number | null;
}

/** One video with its information and what the browser read from it. */
export interface VideoUpload {
  file: File;
  fields: UploadFields;
  probed: ProbedFile;
}

export type UploadResult = OutputOf<typeof videoUpload>;

/** Sends one video; the dialog gets its progress and may cancel it (tests inject a fake). */
export type VideoUploader = (vars: UploadVariables<VideoUpload>) => Promise<UploadResult>;

/** The multipart fields of `video.upload`: the file, its information and what the browser read from it. */
export const videoUploadForm = ({ file, fields, probed }: VideoUpload): FormInput => ({
  file,
  title: fields.title,
  summary: fields.summary,
  labelIds: fields.labelIds,
  groupId: fields.groupId,
  duration: probed.duration === null ? null : Math.round(probed.duration * 100) / 100,
  width: probed.width,
  height: probed.height,
  poster: probed.poster ? new File([probed.poster], 'poster.jpg', { type: probed.poster.type }) : null,
});

/** What a new video changes: the video lists and the portal home. */
const VIDEO_QUERIES = [moduleKeys('video').all, moduleKeys('home').all];

export const videoUploadMutations = {
  upload: () =>
    uploadMutation(videoUpload, { mutationKey: ['video', 'upload'], form: videoUploadForm, invalidates: VIDEO_QUERIES }),
  /** Submits a freshly uploaded draft for approval; the dialog shows a failure itself. */
  submit: (send: (id: number) => Promise<unknown> = (id) => api(videoSubmit, {}, { params: { id } })) =>
    mutationOptions({
      mutationKey: ['video', 'submit'],
      mutationFn: (id: number) => send(id),
      meta: { invalidates: VIDEO_QUERIES, silentError: true },
    }),
};
