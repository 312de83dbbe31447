import { type KnowledgeDetail, SUMMARY_MAX, TITLE_MAX } from '@contract/knowledge/knowledge';
import { Alert, Grid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { useRef, useState } from 'react';
import { AutosaveStatusLine } from '@/shared/editor/autosave-status';
import { uploadedImage } from '@/shared/editor/image-extension';
import { RichTextField } from '@/shared/editor/rich-text-field';
import { useLeaveGuard } from '@/shared/hooks/use-leave-guard';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import { VersionHistory } from '@/shared/knowledge/version-history';
import { asSentence } from '@/shared/lib/format';
import { toastError } from '@/shared/lib/toast';
import { editorMutations } from '../../api/editor-mutations';
import type { EditorSource } from '../../api/editor-queries';
import { WIKI_SCOPE } from '../../api/wiki-scope';
import { useAutosave } from '../../hooks/use-autosave';
import { useConflictMerge } from '../../hooks/use-conflict-merge';
import { baseOf, type DraftMeta, type DraftSnapshot, EMPTY_META, metaOf, NEW_BASE } from '../../lib/draft-form';
import type { SaveResult } from '../../lib/draft-saver';
import { clearBackup, isRestorable, readBackup } from '../../lib/local-backup';
import { ConflictDialog } from './conflict-dialog';
import { EditorHeader } from './editor-header';
import { KeptTextPanel } from './kept-text-panel';
import { LeaveDialog } from './leave-dialog';
import { MetaPanel } from './meta-panel';
import { RestoreBanner } from './restore-banner';

interface EditorFormProps {
  /** The entry being edited, or null for a new one. */
  source: EditorSource | null;
  /** A new entry got its id on its first save. */
  onCreated: (id: number) => void;
}

/** The whole editor of one entry: fields, body, autosave, lifecycle actions and their dialogs. */
export function EditorForm({ source: sourceProp, onCreated }: EditorFormProps) {
  // The session starts from what was loaded; later loads of the route (e.g. after the id went into the URL) do not reset it.
  const [source] = useState(sourceProp);
  const detail = source?.detail ?? null;
  const [meta, setMeta] = useState<DraftMeta>(() => (detail ? metaOf(detail) : EMPTY_META));
  const metaRef = useRef(meta);
  metaRef.current = meta;
  const editorRef = useRef<Editor | null>(null);
  const initialContent = detail?.content ?? '';
  const snapshot = (): DraftSnapshot => ({ ...metaRef.current, content: editorRef.current?.getHTML() ?? initialContent });

  // While the leave dialog is open, a new URL would cancel the navigation it holds: the id goes in after.
  const leaving = useRef(false);
  const announced = useRef<{ id: number; done: boolean } | null>(null);
  const announce = () => {
    if (!announced.current || announced.current.done || leaving.current) return;
    announced.current.done = true;
    onCreated(announced.current.id);
  };
  const onSaved = (r: SaveResult) => {
    if (detail !== null || announced.current) return;
    announced.current = { id: r.id, done: false };
    announce();
  };
  const { saver, status, base, conflict } = useAutosave({ initialBase: detail ? baseOf(detail) : NEW_BASE, snapshot, onSaved });
  const blocker = useLeaveGuard({
    isDirty: () => saver.isDirty(),
    // Putting the entry's id into the URL after its first save is not leaving.
    stays: (current, next) => {
      const id = saver.currentBase.id;
      return current.pathname === next.pathname && id !== undefined && (next.search as { id?: number }).id === id;
    },
  });
  leaving.current = blocker.status === 'blocked';
  const stay = () => {
    blocker.reset?.();
    leaving.current = false;
    announce();
  };

  const [backup, setBackup] = useState(() => {
    const b = readBackup(detail?.id);
    return isRestorable(b, source?.updatedAt ?? null) ? b : null;
  });
  const [historyOpen, setHistoryOpen] = useState(false);
  const [missing, setMissing] = useState<number[]>([]);
  const fields = useQuery(referenceQueries.fields(WIKI_SCOPE));
  const upload = useMutation(editorMutations.uploadImage());
  const submit = useMutation(editorMutations.submit());
  const withdraw = useMutation(editorMutations.withdraw());

  const pending = base.status === 'pending';
  const readOnly = pending;

  const loadVersion = (d: KnowledgeDetail) => {
    metaRef.current = metaOf(d);
    setMeta(metaRef.current);
    editorRef.current?.commands.setContent(d.content, { emitUpdate: false });
  };
  const merge = useConflictMerge({ saver, conflict, entryId: base.id, snapshot, load: loadVersion });

  const update = (patch: Partial<DraftMeta>) => {
    metaRef.current = { ...metaRef.current, ...patch };
    setMeta(metaRef.current);
    if (patch.fields) setMissing([]);
    saver.changed();
  };

  const restore = () => {
    if (!backup) return;
    const { content, ...restored } = backup.snapshot;
    metaRef.current = restored;
    setMeta(restored);
    editorRef.current?.commands.setContent(content, { emitUpdate: false });
    if (backup.base.id === base.id) saver.setBase(backup.base);
    setBackup(null);
    saver.changed();
  };

  const discardBackup = () => {
    clearBackup(detail?.id);
    setBackup(null);
  };

  const appendKept = () => {
    if (!merge.kept || !editorRef.current) return;
    editorRef.current.chain().focus('end').insertContent(merge.kept.snapshot.content).run();
  };

  const doSubmit = async () => {
    const required = (fields.data ?? []).filter((f) => f.required && !meta.fields[String(f.id)]?.trim());
    if (required.length) {
      setMissing(required.map((f) => f.id));
      toastError(`提交前请填写必填字段：${required.map((f) => f.name).join('、')}`);
      return;
    }
    const id = (await saver.flush()) ? saver.currentBase.id : undefined;
    if (id === undefined) {
      toastError('草稿尚未保存，暂不能提交：请先处理保存提示');
      return;
    }
    submit.mutate(id, { onSuccess: (r) => saver.setBase({ ...saver.currentBase, status: r.status }) });
  };

  const doWithdraw = () => {
    if (base.id === undefined) return;
    withdraw.mutate(base.id, { onSuccess: (r) => saver.setBase({ ...saver.currentBase, status: r.status }) });
  };

  const uploadImage = async (file: File) => uploadedImage(await upload.mutateAsync({ input: file }));

  return (
    <Stack gap="lg" onBlurCapture={() => void (!leaving.current && saver.isDirty() && saver.flush())}>
      <EditorHeader
        base={base}
        isNew={base.id === undefined}
        statusLine={<AutosaveStatusLine status={status} onShowConflict={merge.openDialog} />}
        busy={{ saving: status.kind === 'saving', submitting: submit.isPending, withdrawing: withdraw.isPending }}
        onSave={() => void saver.flush()}
        onSubmit={() => void doSubmit()}
        onWithdraw={doWithdraw}
        onHistory={() => setHistoryOpen(true)}
      />
      {backup ? <RestoreBanner backup={backup} onRestore={restore} onDiscard={discardBackup} /> : null}
      {merge.kept ? <KeptTextPanel kept={merge.kept} onAppend={appendKept} onDismiss={merge.dismissKept} /> : null}
      {pending ? (
        <Alert color="orange" variant="light" title="该版本正在审核中">
          审核期间不能修改；如需修改，请先撤回审核。
        </Alert>
      ) : null}
      {detail?.working?.status === 'rejected' && base.status === 'rejected' ? (
        <Alert color="red" variant="light" title="审核未通过">
          {asSentence(detail.working.decisionComment || '审核人未填写理由')}修改后可再次提交审核。
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <TextInput
              label="标题"
              placeholder="词条标题"
              size="md"
              withAsterisk
              maxLength={TITLE_MAX}
              value={meta.title}
              onChange={(e) => update({ title: e.currentTarget.value })}
              disabled={readOnly}
            />
            <RichTextField
              initialContent={initialContent}
              readOnly={readOnly}
              upload={uploadImage}
              onReady={(editor) => {
                editorRef.current = editor;
                saver.markClean();
              }}
              onChange={() => saver.changed()}
            />
            <Textarea
              label="摘要"
              description={`列表和搜索结果中显示，最多${SUMMARY_MAX}字`}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={SUMMARY_MAX}
              value={meta.summary}
              onChange={(e) => update({ summary: e.currentTarget.value })}
              disabled={readOnly}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <MetaPanel meta={meta} update={update} disabled={readOnly} missingFields={missing} />
        </Grid.Col>
      </Grid>
      {merge.dialog ? (
        <ConflictDialog
          message={merge.dialog.message}
          snapshot={merge.dialog.snapshot}
          opened={merge.dialog.snapshot !== null}
          entryId={base.id}
          reloading={merge.reloading}
          onReload={merge.reloadNewest}
          onClose={merge.closeDialog}
        />
      ) : null}
      {base.id !== undefined ? (
        <VersionHistory scope={WIKI_SCOPE} entryId={base.id} opened={historyOpen} onClose={() => setHistoryOpen(false)} />
      ) : null}
      <LeaveDialog
        opened={blocker.status === 'blocked'}
        saving={status.kind === 'saving'}
        onStay={stay}
        onLeave={() => blocker.proceed?.()}
        onSaveAndLeave={() => void saver.flush().then((ok) => (ok ? blocker.proceed?.() : stay()))}
      />
    </Stack>
  );
}
