import {
  NOTICE_FILES_MAX,
  NOTICE_TITLE_MAX,
  type noticeDetailGet,
  noticeSave,
  noticeUploadFile,
} from '@contract/notices/notices';
import type { OutputOf } from '@contract/platform/endpoint';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttachmentRef } from '@/shared/attachments/attachment-list';
import { AttachmentsField } from '@/shared/attachments/attachments-field';
import { useContractForm } from '@/shared/form/use-contract-form';
import { type Visibility, VisibilityField } from '@/shared/knowledge/visibility-field';
import { toastSuccess } from '@/shared/lib/toast';
import { RichHtml } from '@/shared/ui/rich-html';
import { noticeMutations } from '../api/notice-queries';
import { fromLocalInput, noticeHtml, toLocalInput } from '../lib/notice-html';

type NoticeDetail = OutputOf<typeof noticeDetailGet>;

interface NoticeEditorDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The notice being edited; a new one without it. */
  notice?: NoticeDetail;
  onSaved?: (id: number) => void;
}

/** The manager's "发布公告" form: title, body, attachments, audience, pinning, publish and expiry time. */
export function NoticeEditorDialog({ opened, onClose, notice, onSaved }: NoticeEditorDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={notice ? '编辑公告' : '发布公告'} size="xl">
      {/* Mounted afresh on every opening, so the form starts from the notice (or empty) each time. */}
      {opened ? <NoticeForm notice={notice} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function NoticeForm({ notice, onClose, onSaved }: Omit<NoticeEditorDialogProps, 'opened'>) {
  const queryClient = useQueryClient();
  const save = useMutation(noticeMutations.save(queryClient));
  const { form, onSubmit, failure } = useContractForm({
    schema: noticeSave.input,
    initialValues: {
      title: notice?.title ?? '',
      body: notice?.content ?? '',
      audience: {
        scope: notice?.audience ?? 'all',
        groupIds: notice?.groups.map((g) => g.id) ?? [],
        users: notice?.users ?? [],
      } as Visibility,
      files: (notice?.files ?? []) as AttachmentRef[],
      pinned: notice?.pinned ?? false,
      publishAt: toLocalInput(notice?.publishAt),
      expireAt: toLocalInput(notice?.expireAt),
    },
    toInput: (v) => ({
      id: notice?.id,
      title: v.title,
      content: noticeHtml(v.body),
      audience: v.audience.scope,
      groupIds: v.audience.scope === 'groups' ? v.audience.groupIds : [],
      userIds: v.audience.scope === 'users' ? v.audience.users.map((u) => u.id) : [],
      fileIds: v.files.map((f) => f.id),
      pinned: v.pinned,
      publishAt: fromLocalInput(v.publishAt),
      expireAt: fromLocalInput(v.expireAt) ?? null,
    }),
    fieldOf: { content: 'body', groupIds: 'audience', userIds: 'audience', fileIds: 'files' },
    error: save.error,
  });
  const html = noticeHtml(form.values.body);
  const submit = onSubmit((input) =>
    save.mutate(input, {
      onSuccess: ({ id }) => {
        toastSuccess(notice ? '公告已保存' : '公告已发布');
        onClose();
        onSaved?.(id);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="标题" required maxLength={NOTICE_TITLE_MAX} {...form.getInputProps('title')} />
        <Textarea
          label="正文"
          description="直接输入文字（每行一段），或输入 HTML（标题、加粗、列表、链接、表格）"
          required
          autosize
          minRows={6}
          maxRows={16}
          {...form.getInputProps('body')}
        />
        {html ? (
          <div>
            <Text fz="sm" fw={500} mb={4}>
              预览
            </Text>
            <RichHtml html={html} />
          </div>
        ) : null}
        <AttachmentsField
          upload={noticeUploadFile}
          value={form.values.files}
          onChange={(files) => form.setFieldValue('files', files)}
          max={NOTICE_FILES_MAX}
          audience="只有公告的接收人可以下载"
          disabled={save.isPending}
        />
        <VisibilityField
          label="发布范围"
          value={form.values.audience}
          onChange={(audience) => form.setFieldValue('audience', audience)}
          disabled={save.isPending}
        />
        {form.errors.audience || form.errors.files ? (
          <Text fz="sm" c="red">
            {form.errors.audience ?? form.errors.files}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="datetime-local" label="发布时间" description="留空则立即发布" {...form.getInputProps('publishAt')} />
          <TextInput type="datetime-local" label="过期时间" description="留空则长期有效" {...form.getInputProps('expireAt')} />
        </SimpleGrid>
        <Switch label="置顶" {...form.getInputProps('pinned', { type: 'checkbox' })} />
        {failure ? <Alert color="red">{failure.message}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" loading={save.isPending}>
            {notice ? '保存' : '发布'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
