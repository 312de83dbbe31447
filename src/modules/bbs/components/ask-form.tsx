import { BBS_POST_KIND_NAMES, type BbsPostKind, CASE_PARTS, type CasePart, type PostDetail } from '@contract/bbs/bbs-posts';
import { TITLE_MAX } from '@contract/knowledge/knowledge';
import { Alert, Badge, Button, Card, Grid, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { AutosaveStatusLine } from '@/shared/editor/autosave-status';
import { RichTextField } from '@/shared/editor/rich-text-field';
import { isApiError } from '@/shared/lib/api-error';
import { toastSuccess } from '@/shared/lib/toast';
import { postQueries } from '../api/post-queries';
import {
  baseOf,
  EMPTY_CASE,
  emptyValues,
  type PostBase,
  type PostFormErrors,
  type PostFormValues,
  type PostSnapshot,
  validatePost,
  valuesOf,
} from '../lib/post-form';
import { autosaves, type PostSaveResult, usePostAutosave } from '../lib/use-post-autosave';
import { AskFormSide } from './ask-form-side';
import { CasePartFields, type EditorMap, useImageUpload } from './post-editors';
import { SimilarQuestions } from './similar-questions';

const TOO_MANY = 429;

export interface AskFormProps {
  detail: PostDetail | null;
  mode: 'ask' | 'case';
  startKind: BbsPostKind;
  plateId: number | null;
  onDraftCreated: (id: number) => void;
}

const NEW_BASE: PostBase = { state: 'new' };

function heading(mode: 'ask' | 'case', base: PostBase) {
  const published = !autosaves(base);
  if (mode === 'case') return published ? '编辑案例' : '写案例';
  return published ? '编辑帖子' : '提问 / 发帖';
}

/**
 * The form of a new post, a draft continued or a post edited: drafts autosave,
 * publishing checks with the contract's messages first and opens the post.
 */
export function AskForm({ detail, mode, startKind, plateId, onDraftCreated }: AskFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PostFormValues>(() => (detail ? valuesOf(detail) : emptyValues(startKind, plateId)));
  const [errors, setErrors] = useState<PostFormErrors>({});
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);
  const [publishing, setPublishing] = useState(false);
  const editors = useRef<EditorMap>(new Map());
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const upload = useImageUpload();
  const kindHintId = useId();

  const snapshot = (): PostSnapshot => {
    const html = (k: 'content' | CasePart, fallback: string) => {
      const editor = editors.current.get(k);
      // An editor the field replaced (a remount) is destroyed and can no longer serialise: its field's next one is read.
      return editor && !editor.isDestroyed ? editor.getHTML() : fallback;
    };
    const initialCase = detail?.case ?? EMPTY_CASE;
    return {
      ...valuesRef.current,
      content: html('content', detail?.content ?? ''),
      case: Object.fromEntries(CASE_PARTS.map((p) => [p, html(p, initialCase[p])])) as Record<CasePart, string>,
    };
  };
  const autosave = usePostAutosave({
    initialBase: detail ? baseOf(detail) : NEW_BASE,
    snapshot,
    onDraftSaved: (r: PostSaveResult) => {
      if (!detail && r.id !== autosave.base.id) onDraftCreated(r.id);
    },
  });
  const published = !autosaves(autosave.base);
  // A published question's experts were told when it was published: the form cannot take them back.
  const lockedExperts = detail && detail.state !== 'draft' ? detail.invited.map((u) => u.id) : [];
  // Every editor announces itself once; the form counts as saved when all have.
  const editorCount = 1 + (mode === 'case' ? CASE_PARTS.length : 0);
  const editorReady = () => {
    // After the announcing render: tiptap finishes mounting the view before its document is read.
    if (editors.current.size >= editorCount) setTimeout(() => autosave.markClean(), 0);
  };

  const update = (patch: Partial<PostFormValues>) => {
    valuesRef.current = { ...valuesRef.current, ...patch };
    setValues(valuesRef.current);
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k as keyof PostFormErrors];
      return next;
    });
    autosave.changed();
  };

  // Only a draft never published switches kind (the server holds the same rule); a share has no reward
  // nor invited experts, and switching back to a question does not bring them back unasked.
  const switchKind = (kind: BbsPostKind) => update(kind === 'question' ? { kind } : { kind, reward: 0, invited: [] });

  const publish = async () => {
    setRefusal(null);
    const found = validatePost(snapshot(), autosave.base);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPublishing(true);
    try {
      const r = await autosave.publish();
      if (r.state === 'held') toastSuccess('已提交，内容含需审核的词语，版主审核通过后对大家可见');
      else toastSuccess(published ? '修改已保存' : '发布成功');
      if (r.masked.length > 0) toastSuccess(`以下词语已被替换为 *：${r.masked.join('、')}`);
      // The editor loaded the post through its detail query: the detail page must not show that copy.
      await queryClient.invalidateQueries({ queryKey: postQueries.post(r.id) });
      void navigate({ to: '/bbs/post-detail', search: { id: r.id } });
    } catch (e) {
      const message = isApiError(e) ? e.message : '发布失败，请稍后重试';
      const title = isApiError(e) && e.code === TOO_MANY ? '发帖太频繁' : '未能发布';
      setRefusal({ title, message });
    } finally {
      setPublishing(false);
    }
  };

  const isCase = values.kind === 'case';
  const isQuestion = values.kind === 'question';
  const bodyLabel = isCase ? '案例概述' : isQuestion ? '问题描述' : '正文';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} fz={24}>
              {heading(mode, autosave.base)}
            </Title>
            {autosave.base.state === 'draft' ? (
              <Badge color="gray" variant="light">
                草稿
              </Badge>
            ) : null}
            {autosave.base.state === 'held' ? (
              <Badge color="orange" variant="light">
                待审核
              </Badge>
            ) : null}
          </Group>
          {published ? null : <AutosaveStatusLine status={autosave.status} backedUp={false} />}
        </Stack>
        {mode === 'ask' ? (
          <Stack gap={4} align="flex-end">
            <SegmentedControl
              aria-label="帖子类型"
              aria-describedby={published ? kindHintId : undefined}
              value={values.kind}
              disabled={published}
              onChange={(k) => switchKind(k as BbsPostKind)}
              data={(['question', 'share'] as const).map((k) => ({ value: k, label: BBS_POST_KIND_NAMES[k] }))}
            />
            {published ? (
              <Text id={kindHintId} size="xs" c="dimmed">
                已发布的帖子不能更改类型
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" p="lg">
            <Stack gap="md">
              <TextInput
                label="标题"
                placeholder={isQuestion ? '一句话说清你的问题' : isCase ? '案例标题' : '分享的标题'}
                size="md"
                withAsterisk
                maxLength={TITLE_MAX}
                value={values.title}
                error={errors.title}
                onChange={(e) => update({ title: e.currentTarget.value })}
              />
              {isQuestion ? <SimilarQuestions title={values.title} excludeId={autosave.base.id} /> : null}
              <RichTextField
                label={bodyLabel}
                placeholder={
                  isQuestion ? '补充问题的背景、现象和你已经尝试过的办法…' : isCase ? '用几句话概括这个案例' : undefined
                }
                compact={isCase}
                initialContent={detail?.content ?? ''}
                readOnly={false}
                upload={upload}
                error={errors.content}
                onReady={(editor) => {
                  editors.current.set('content', editor);
                  editorReady();
                }}
                onChange={autosave.changed}
              />
              {isCase ? (
                <CasePartFields
                  initial={detail?.case ?? EMPTY_CASE}
                  editors={editors.current}
                  errors={errors}
                  onReady={editorReady}
                  onChange={autosave.changed}
                />
              ) : null}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AskFormSide values={values} errors={errors} update={update} lockedExperts={lockedExperts} />
        </Grid.Col>
      </Grid>
      {refusal ? (
        <Alert color="red" variant="light" title={refusal.title} role="alert">
          {refusal.message}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="xs">
        {autosave.base.id !== undefined && published ? (
          <Button variant="default" onClick={() => void navigate({ to: '/bbs/post-detail', search: { id: autosave.base.id } })}>
            取消
          </Button>
        ) : null}
        <Button onClick={() => void publish()} loading={publishing}>
          {published ? '保存修改' : isQuestion ? '发布问题' : isCase ? '发布案例' : '发布'}
        </Button>
      </Group>
    </Stack>
  );
}
