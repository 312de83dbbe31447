import {
  BBS_POST_KIND_NAMES,
  type BbsPostKind,
  CASE_PARTS,
  type CasePart,
  type PostDetail,
  PRODUCT_MAX,
  REGION_MAX,
  REWARD_MAX,
} from '@contract/bbs-posts';
import { TITLE_MAX } from '@contract/knowledge';
import { Alert, Badge, Button, Card, Grid, Group, NumberInput, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { AutosaveStatusLine } from '@/shared/editor/autosave-status';
import { RichTextField } from '@/shared/editor/rich-text-field';
import { ItemGate } from '@/shared/knowledge/item-gate';
import { LabelSelect } from '@/shared/knowledge/label-select';
import { isApiError } from '@/shared/lib/api-error';
import { ForbiddenError } from '@/shared/lib/forbidden-error';
import { toastSuccess } from '@/shared/lib/toast';
import { BBS_SCOPE } from '../api/bbs-scope';
import { postQueries } from '../api/post-queries';
import { PlateSelect } from '../components/plate-select';
import { CasePartFields, type EditorMap, useImageUpload } from '../components/post-editors';
import { SimilarQuestions } from '../components/similar-questions';
import { forumRoute } from '../lib/forum-route';
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
import { askSearch } from '../lib/post-search';
import { autosaves, type PostSaveResult, usePostAutosave } from '../lib/use-post-autosave';
import type { BbsScreenProps } from './bbs-screens';

const TOO_MANY = 429;

/** `ask` (提问 / 发帖): `?id=` continues a draft or edits a post, `?kind=share` starts a share, `?plateId=` a plate. */
export function AskSection({ rawSearch }: BbsScreenProps) {
  const { id, kind, plateId } = askSearch.parse(rawSearch);
  return <AskScreen mode="ask" id={id} kind={kind} plateId={plateId} />;
}

/** `case-create` (写案例): a new case, or `?id=` a case's draft or the case to edit. */
export function CaseCreateSection({ rawSearch }: BbsScreenProps) {
  const { id, plateId } = askSearch.parse(rawSearch);
  return <AskScreen mode="case" id={id} plateId={plateId} />;
}

interface AskScreenProps {
  /** A draft to continue or a published post to edit (`ask?id=`). */
  id?: number;
  /** `ask` offers 问答 and 分享; `case-create` writes a case. */
  mode: 'ask' | 'case';
  /** The kind a new post starts as (`ask?kind=share`). */
  kind?: BbsPostKind;
  /** The plate a new post starts in (asked from a plate's page). */
  plateId?: number;
}

/** A new post, a draft continued, or a post edited. */
function AskScreen({ id, mode, kind, plateId }: AskScreenProps) {
  const navigate = useNavigate();
  // A draft this screen created itself: its id goes into the URL, the form stays as it is.
  const [ownId, setOwnId] = useState<number | undefined>(undefined);
  const section = mode === 'case' ? 'case-create' : 'ask';
  const onDraftCreated = (newId: number) => {
    setOwnId(newId);
    void navigate({ ...forumRoute({ section, search: { id: newId } }), replace: true });
  };
  if (id === undefined || id === ownId) {
    const startKind: BbsPostKind = mode === 'case' ? 'case' : kind === 'share' ? 'share' : 'question';
    return <AskForm detail={null} mode={mode} startKind={startKind} plateId={plateId ?? null} onDraftCreated={onDraftCreated} />;
  }
  return (
    <ItemGate
      id={id}
      query={postQueries.detail(id)}
      noun="帖子"
      verb="编辑"
      onBack={() => void navigate(forumRoute({ section: 'home' }))}
    >
      {(detail) => {
        // Caught by the route's error boundary, which shows the 403 page; the server refuses the save anyway.
        if (!detail.abilities.canEdit) throw new ForbiddenError('只有作者或版主可以编辑这个帖子');
        return (
          <AskForm
            key={detail.id}
            detail={detail}
            mode={detail.kind === 'case' ? 'case' : 'ask'}
            startKind={detail.kind}
            plateId={detail.plate.id}
            onDraftCreated={onDraftCreated}
          />
        );
      }}
    </ItemGate>
  );
}

interface AskFormProps {
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

function AskForm({ detail, mode, startKind, plateId, onDraftCreated }: AskFormProps) {
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

  const snapshot = (): PostSnapshot => {
    const html = (k: 'content' | CasePart, fallback: string) => editors.current.get(k)?.getHTML() ?? fallback;
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
  // Every editor announces itself once; the form counts as saved when all have.
  const editorCount = 1 + (mode === 'case' ? CASE_PARTS.length : 0);
  const editorReady = () => {
    if (editors.current.size >= editorCount) autosave.markClean();
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
      void navigate(forumRoute({ section: 'post-detail', search: { id: r.id } }));
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
        {mode === 'ask' && !published ? (
          <SegmentedControl
            aria-label="帖子类型"
            value={values.kind}
            onChange={(k) => update({ kind: k as BbsPostKind })}
            data={(['question', 'share'] as const).map((k) => ({ value: k, label: BBS_POST_KIND_NAMES[k] }))}
          />
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
          <Card withBorder radius="md" p="lg">
            <Stack gap="md">
              <PlateSelect value={values.plateId} onChange={(plate) => update({ plateId: plate })} error={errors.plateId} />
              <LabelSelect
                scope={BBS_SCOPE}
                value={values.labelIds}
                onChange={(labelIds) => update({ labelIds })}
                disabled={false}
              />
              {isQuestion ? (
                <NumberInput
                  label="悬赏积分"
                  description={`采纳回答时奖励给回答者，最多${REWARD_MAX}分`}
                  min={0}
                  max={REWARD_MAX}
                  allowDecimal={false}
                  allowNegative={false}
                  value={values.reward}
                  error={errors.reward}
                  onChange={(v) => update({ reward: typeof v === 'number' ? v : 0 })}
                />
              ) : null}
              {isCase ? (
                <>
                  <TextInput
                    label="地区"
                    placeholder="如：华东、广州"
                    maxLength={REGION_MAX}
                    value={values.region}
                    error={errors.region}
                    onChange={(e) => update({ region: e.currentTarget.value })}
                  />
                  <TextInput
                    label="产品"
                    placeholder="案例涉及的产品"
                    maxLength={PRODUCT_MAX}
                    value={values.product}
                    error={errors.product}
                    onChange={(e) => update({ product: e.currentTarget.value })}
                  />
                </>
              ) : null}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      {refusal ? (
        <Alert color="red" variant="light" title={refusal.title} role="alert">
          {refusal.message}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="xs">
        {autosave.base.id !== undefined && published ? (
          <Button
            variant="default"
            onClick={() => void navigate(forumRoute({ section: 'post-detail', search: { id: autosave.base.id } }))}
          >
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
