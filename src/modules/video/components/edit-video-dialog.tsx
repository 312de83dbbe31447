import { SUMMARY_MAX, TITLE_MAX } from '@contract/knowledge/knowledge';
import { type VideoDetail, videoSave } from '@contract/video/video';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CustomFields } from '@/shared/knowledge/custom-fields';
import { GroupSelect } from '@/shared/knowledge/group-select';
import { LabelSelect } from '@/shared/knowledge/label-select';
import { moduleKeys } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';
import { QueryError } from '@/shared/ui/query-error';
import { videoQueries } from '../api/video-queries';
import { VIDEO_SCOPE } from '../api/video-scope';

interface EditVideoDialogProps {
  id: number;
  /** The newest version, which the edit continues from. */
  latestVersion: number;
  opened: boolean;
  onClose: () => void;
}

/** The form over the newest version; what it does not show (cover, visibility) is kept as it is. */
function EditForm({ detail, onClose }: { detail: VideoDetail; onClose: () => void }) {
  const [title, setTitle] = useState(detail.title);
  const [summary, setSummary] = useState(detail.summary);
  const [labelIds, setLabelIds] = useState(detail.labels.map((l) => l.id));
  const [groupId, setGroupId] = useState(detail.group?.id ?? null);
  const [fields, setFields] = useState<Record<string, string>>(() =>
    Object.fromEntries(detail.fields.map((f) => [String(f.fieldId), f.value])),
  );
  const save = useMutation({
    mutationFn: () =>
      api(videoSave, {
        id: detail.id,
        baseVersion: detail.latestVersion,
        title: title.trim(),
        summary: summary.trim(),
        content: detail.content,
        labelIds,
        groupId,
        fields: Object.entries(fields).map(([fieldId, value]) => ({ fieldId: Number(fieldId), value })),
        visibility: {
          scope: detail.visibility.scope,
          groupIds: detail.visibility.groups.map((g) => g.id),
          userIds: detail.visibility.users.map((u) => u.id),
        },
        coverFileId: detail.coverFileId,
      }),
    meta: {
      invalidates: [moduleKeys('video').all, moduleKeys('home').all],
      successMessage: '已保存，提交审核后生效',
      silentError: true,
    },
    onSuccess: onClose,
  });
  return (
    <Stack gap="md">
      <TextInput label="标题" required maxLength={TITLE_MAX} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
      <Textarea
        label="简介"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={SUMMARY_MAX}
        value={summary}
        onChange={(e) => setSummary(e.currentTarget.value)}
      />
      <LabelSelect scope={VIDEO_SCOPE} value={labelIds} onChange={setLabelIds} disabled={save.isPending} />
      <GroupSelect value={groupId} onChange={setGroupId} disabled={save.isPending} />
      {/* Required fields are checked when the draft is submitted (a draft may be incomplete). */}
      <CustomFields
        scope={VIDEO_SCOPE}
        values={fields}
        onChange={(fieldId, value) => setFields((f) => ({ ...f, [String(fieldId)]: value }))}
        disabled={save.isPending}
        missing={[]}
      />
      {save.isError ? (
        <Alert color="red" variant="light" role="alert">
          {save.error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          取消
        </Button>
        <Button loading={save.isPending} disabled={!title.trim()} onClick={() => save.mutate()}>
          保存
        </Button>
      </Group>
    </Stack>
  );
}

/** Editing a video's information (title, summary, labels, group, custom fields) as a new draft version. */
export function EditVideoDialog({ id, latestVersion, opened, onClose }: EditVideoDialogProps) {
  const newest = useQuery({ ...videoQueries.detail({ id, version: latestVersion }), enabled: opened });
  return (
    <Modal opened={opened} onClose={onClose} title="编辑视频信息" size="lg">
      {newest.data ? (
        <EditForm key={newest.data.version} detail={newest.data} onClose={onClose} />
      ) : newest.isError ? (
        <QueryError error={newest.error} onRetry={newest.refetch} />
      ) : (
        <Center py="xl">
          <Loader aria-label="加载中" />
        </Center>
      )}
    </Modal>
  );
}
