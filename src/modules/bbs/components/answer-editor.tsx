import { ANSWER_MAX, answerSave } from '@contract/bbs/bbs-answers';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { useRef, useState } from 'react';
import { RichTextField } from '@/shared/editor/rich-text-field';
import { isApiError } from '@/shared/lib/api-error';
import { toastSuccess } from '@/shared/lib/toast';
import { postMutations } from '../api/post-mutations';
import { useImageUpload } from './post-editors';

const TOO_MANY = 429;

interface AnswerEditorProps {
  postId: number;
  /** The answer being edited; a new answer without it. */
  answer?: { id: number; content: string };
  /** 回答 under a question, 回复 under a share or a case. */
  noun?: '回答' | '回复';
  onDone?: () => void;
  onCancel?: () => void;
}

/** Writes an answer (or edits one's own) in the rich-text editor; the server's refusal is shown under it. */
export function AnswerEditor({ postId, answer, noun = '回答', onDone, onCancel }: AnswerEditorProps) {
  const save = useMutation(postMutations.answerSave(postId));
  const editor = useRef<Editor | null>(null);
  const [error, setError] = useState<{ title: string; message: string } | null>(null);
  // A new editor after each answer sent: it starts empty again.
  const [round, setRound] = useState(0);
  const upload = useImageUpload();

  const submit = () => {
    const html = editor.current?.getHTML() ?? '';
    const text = editor.current?.getText().trim() ?? '';
    const hasImage = html.includes('<img');
    setError(null);
    if (!text && !hasImage) {
      setError({ title: `请填写${noun}`, message: `${noun}内容不能为空` });
      return;
    }
    const checked = answerSave.input.shape.content.safeParse(html);
    if (!checked.success) {
      setError({ title: `${noun}过长`, message: checked.error.issues[0]?.message ?? `${noun}最多${ANSWER_MAX}个字符` });
      return;
    }
    save.mutate(
      { id: answer?.id, content: html },
      {
        onSuccess: (r) => {
          toastSuccess(
            r.state === 'held'
              ? `${noun}已提交，含需审核的词语，版主审核通过后对大家可见`
              : answer
                ? `${noun}已修改`
                : `${noun}已发布`,
          );
          if (r.masked.length > 0) toastSuccess(`以下词语已被替换为 *：${r.masked.join('、')}`);
          setRound((n) => n + 1);
          onDone?.();
        },
        onError: (e) =>
          setError({
            title: isApiError(e) && e.code === TOO_MANY ? `${noun}太频繁` : `未能发布${noun}`,
            message: isApiError(e) ? e.message : '发布失败，请稍后重试',
          }),
      },
    );
  };

  return (
    <Stack gap="sm">
      <RichTextField
        key={round}
        label={answer ? `修改${noun}` : `写${noun}`}
        placeholder={`写下你的${noun}：可插入图片、表格和代码…`}
        compact
        initialContent={answer?.content ?? ''}
        readOnly={false}
        upload={upload}
        onReady={(e) => {
          editor.current = e;
        }}
        onChange={() => setError(null)}
      />
      {error ? (
        <Alert color="red" variant="light" title={error.title} role="alert">
          {error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="xs">
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            取消
          </Button>
        ) : null}
        <Button onClick={submit} loading={save.isPending}>
          {answer ? `保存${noun}` : `发布${noun}`}
        </Button>
      </Group>
    </Stack>
  );
}
