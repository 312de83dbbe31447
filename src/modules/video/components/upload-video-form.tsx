import { SUMMARY_MAX, TITLE_MAX } from '@contract/knowledge/knowledge';
import { Alert, Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { GroupSelect } from '@/shared/knowledge/group-select';
import { LabelSelect } from '@/shared/knowledge/label-select';
import { isCancelled } from '@/shared/lib/api-error';
import { VIDEO_SCOPE } from '../api/video-scope';
import { type UploadResult, type VideoUploader, videoUploadMutations } from '../api/video-upload';
import { type ProbedFile, probeVideoFile, type VideoProber } from '../lib/probe-video-file';
import { UploadDone } from './upload-done';
import { UploadFilePicker } from './upload-file-picker';
import { UploadProgressBar } from './upload-progress-bar';

interface UploadVideoFormProps {
  /** Leaves the form (back to the library); an upload under way is cancelled first. */
  onClose: () => void;
  /** Injected in tests; the real ones send XHR and read the file with <video> and <canvas>. */
  uploader?: VideoUploader;
  prober?: VideoProber;
  submit?: (id: number) => Promise<unknown>;
}

type Phase =
  | { kind: 'editing' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'done'; result: UploadResult; submitted: boolean };

const ACCEPTED = /\.(mp4|m4v|webm)$/i;
const titleFrom = (name: string) => [...name.replace(/\.[^.]*$/, '').trim()].slice(0, TITLE_MAX).join('');

/**
 * Uploading a video: choose an MP4/WebM file (the browser reads its
 * duration and grabs a poster frame), give it a title, summary, labels and
 * group, watch the progress (cancel at any time), then submit it for approval.
 */
export function UploadVideoForm({ onClose, uploader, prober = probeVideoFile, submit }: UploadVideoFormProps) {
  const upload = useMutation(
    uploader ? { ...videoUploadMutations.upload(), mutationFn: uploader } : videoUploadMutations.upload(),
  );
  const submitting = useMutation(videoUploadMutations.submit(submit));
  const [file, setFile] = useState<File | null>(null);
  const [probed, setProbed] = useState<ProbedFile | null>(null);
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [labelIds, setLabelIds] = useState<number[]>([]);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [submitAfter, setSubmitAfter] = useState(true);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const reset = () => {
    setFile(null);
    setProbed(null);
    setTitle('');
    setSummary('');
    setLabelIds([]);
    setGroupId(null);
    setPhase({ kind: 'editing' });
    setError(null);
  };
  // Leaving the page mid-upload cancels it.
  useEffect(() => () => abort.current?.abort(), []);

  const choose = (picked: File | null) => {
    setError(null);
    setProbed(null);
    if (!picked) return setFile(null);
    if (!ACCEPTED.test(picked.name) && !/^video\/(mp4|webm)$/.test(picked.type)) {
      setFile(null);
      return setError('仅支持 MP4 和 WebM 视频');
    }
    setFile(picked);
    if (!title.trim()) setTitle(titleFrom(picked.name));
    void prober(picked).then((p) => setProbed(p));
  };

  const start = async () => {
    if (!file || !probed) return;
    if (!title.trim()) return setError('请填写视频标题');
    setError(null);
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const result = await upload.mutateAsync({
        input: { file, fields: { title: title.trim(), summary: summary.trim(), labelIds, groupId }, probed },
        signal: controller.signal,
        onProgress: ({ loaded, total }) =>
          setPhase({ kind: 'uploading', percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0 }),
      });
      let submitted = false;
      if (submitAfter) {
        try {
          await submitting.mutateAsync(result.id);
          submitted = true;
        } catch (e) {
          setError(`视频已保存为草稿，但提交审核失败：${e instanceof Error ? e.message : String(e)}`);
        }
      }
      setPhase({ kind: 'done', result, submitted });
    } catch (e) {
      setPhase({ kind: 'editing' });
      setError(isCancelled(e) ? '已取消上传' : e instanceof Error ? e.message : String(e));
    } finally {
      abort.current = null;
    }
  };

  const close = () => {
    abort.current?.abort();
    reset();
    onClose();
  };

  const busy = phase.kind === 'uploading';
  return (
    <>
      {phase.kind === 'done' ? (
        <UploadDone result={phase.result} submitted={phase.submitted} error={error} onMore={reset} onClose={close} />
      ) : (
        <Stack gap="md">
          <UploadFilePicker file={file} probed={probed} disabled={busy} onChoose={choose} />
          <TextInput
            label="标题"
            required
            maxLength={TITLE_MAX}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            disabled={busy}
          />
          <Textarea
            label="简介"
            autosize
            minRows={2}
            maxRows={5}
            maxLength={SUMMARY_MAX}
            value={summary}
            onChange={(e) => setSummary(e.currentTarget.value)}
            disabled={busy}
          />
          <LabelSelect scope={VIDEO_SCOPE} value={labelIds} onChange={setLabelIds} disabled={busy} />
          <GroupSelect value={groupId} onChange={setGroupId} disabled={busy} />
          <Checkbox
            label="上传后立即提交审核"
            checked={submitAfter}
            onChange={(e) => setSubmitAfter(e.currentTarget.checked)}
            disabled={busy}
          />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          {phase.kind === 'uploading' ? (
            <UploadProgressBar percent={phase.percent} onCancel={() => abort.current?.abort()} />
          ) : (
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                取消
              </Button>
              <Button onClick={() => void start()} disabled={!file || !probed}>
                开始上传
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </>
  );
}
