import type { OutputOf } from '@contract/endpoint';
import { NOTICE_FILES_MAX, NOTICE_TITLE_MAX, type noticeDetailGet, noticeUploadFile } from '@contract/notices';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AttachmentRef } from '@/shared/attachments/attachment-list';
import { AttachmentsField } from '@/shared/attachments/attachments-field';
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
  const [title, setTitle] = useState(notice?.title ?? '');
  const [body, setBody] = useState(notice?.content ?? '');
  const [audience, setAudience] = useState<Visibility>({
    scope: notice?.audience ?? 'all',
    groupIds: notice?.groups.map((g) => g.id) ?? [],
    users: notice?.users ?? [],
  });
  const [files, setFiles] = useState<AttachmentRef[]>(notice?.files ?? []);
  const [pinned, setPinned] = useState(notice?.pinned ?? false);
  const [publishAt, setPublishAt] = useState(toLocalInput(notice?.publishAt));
  const [expireAt, setExpireAt] = useState(toLocalInput(notice?.expireAt));
  const html = noticeHtml(body);

  const submit = () =>
    save.mutate(
      {
        id: notice?.id,
        title,
        content: html,
        audience: audience.scope,
        groupIds: audience.scope === 'groups' ? audience.groupIds : [],
        userIds: audience.scope === 'users' ? audience.users.map((u) => u.id) : [],
        fileIds: files.map((f) => f.id),
        pinned,
        publishAt: fromLocalInput(publishAt),
        expireAt: fromLocalInput(expireAt) ?? null,
      },
      {
        onSuccess: ({ id }) => {
          toastSuccess(notice ? '公告已保存' : '公告已发布');
          onClose();
          onSaved?.(id);
        },
      },
    );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label="标题"
          required
          maxLength={NOTICE_TITLE_MAX}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <Textarea
          label="正文"
          description="直接输入文字（每行一段），或输入 HTML（标题、加粗、列表、链接、表格）"
          required
          autosize
          minRows={6}
          maxRows={16}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
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
          value={files}
          onChange={setFiles}
          max={NOTICE_FILES_MAX}
          audience="只有公告的接收人可以下载"
          disabled={save.isPending}
        />
        <VisibilityField label="发布范围" value={audience} onChange={setAudience} disabled={save.isPending} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            label="发布时间"
            description="留空则立即发布"
            value={publishAt}
            onChange={(e) => setPublishAt(e.currentTarget.value)}
          />
          <TextInput
            type="datetime-local"
            label="过期时间"
            description="留空则长期有效"
            value={expireAt}
            onChange={(e) => setExpireAt(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Switch label="置顶" checked={pinned} onChange={(e) => setPinned(e.currentTarget.checked)} />
        {save.error ? <Alert color="red">{save.error.message}</Alert> : null}
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
