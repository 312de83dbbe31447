import {
  parseSensitiveLines,
  SENSITIVE_ACTION_NAMES,
  SENSITIVE_ACTIONS,
  SENSITIVE_LIMITS,
  type SensitiveAction,
  type SensitiveWordView,
  sensitiveCreate,
} from '@contract/bbs/bbs-moderation';
import type { OutputOf } from '@contract/platform/endpoint';
import { Alert, Button, Group, List, Modal, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useContractForm } from '@/shared/form/use-contract-form';
import { Buttons, Failure } from '@/shared/ui/dialog-parts';
import { sensitiveMutations } from '../api/sensitive-queries';

export const ACTION_OPTIONS = SENSITIVE_ACTIONS.map((a) => ({ value: a, label: SENSITIVE_ACTION_NAMES[a] }));

/** Letters, digits and Han left once spaces and symbols are gone: the server's rule, approximated (it also folds width and script). */
const coreLength = (word: string) => [...word.replace(/[^\p{L}\p{N}]/gu, '')].length;

/** The lines' problems as the server would name them, so most are fixed before sending. */
function lineErrors(text: string, action: SensitiveAction): string[] {
  const parsed = parseSensitiveLines(text, action);
  if (parsed.length === 0) return ['请输入敏感词，每行一个'];
  if (parsed.length > SENSITIVE_LIMITS.addLines) return [`一次最多添加${SENSITIVE_LIMITS.addLines}行`];
  return parsed.flatMap((p) =>
    'error' in p
      ? [p.error]
      : coreLength(p.word) < SENSITIVE_LIMITS.wordMinChars
        ? [`第${p.line}行：「${p.word}」去掉空格和符号后不足${SENSITIVE_LIMITS.wordMinChars}个字`]
        : [],
  );
}

type Added = OutputOf<typeof sensitiveCreate>;

/** 添加敏感词: lines of 词语 or 词语,处理方式; then what was added and what was skipped. */
export function AddWordsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="添加敏感词" size="lg">
      {opened ? <AddWordsForm onClose={onClose} /> : null}
    </Modal>
  );
}

function AddWordsForm({ onClose }: { onClose: () => void }) {
  const [errors, setErrors] = useState<string[]>([]);
  const [result, setResult] = useState<Added | null>(null);
  const create = useMutation({
    ...sensitiveMutations.create(),
    onSuccess: (r) => (r.skipped.length === 0 ? onClose() : setResult(r)),
  });
  const { form, onSubmit, failure } = useContractForm({
    schema: sensitiveCreate.input,
    initialValues: { lines: '', action: 'block' as SensitiveAction },
    error: create.error,
  });
  // The schema judges the text as a whole; each line's problems are listed together, as the server would name them.
  const submit = onSubmit((input) => {
    const found = lineErrors(input.lines, input.action);
    setErrors(found);
    if (found.length === 0) create.mutate(input);
  });
  if (result) return <AddReport result={result} onClose={onClose} />;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label="敏感词（每行一个）"
          description={`每行写「词语」或「词语,处理方式」，如“内部绝密,禁止发布”；每个词最多${SENSITIVE_LIMITS.wordChars}个字，一次最多${SENSITIVE_LIMITS.addLines}行。全角半角、繁简体、大小写视为同一个词。`}
          {...form.getInputProps('lines')}
          autosize
          minRows={6}
          maxRows={14}
          data-autofocus
        />
        <Select
          label="默认处理方式"
          description="未写处理方式的行使用它"
          data={ACTION_OPTIONS}
          {...form.getInputProps('action')}
          allowDeselect={false}
          w={200}
        />
        {errors.length > 0 ? (
          <Alert color="red" variant="light" title="请修改以下内容">
            <List size="sm">
              {errors.slice(0, 10).map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
            </List>
            {errors.length > 10 ? <Text fz="sm">等共 {errors.length} 处</Text> : null}
          </Alert>
        ) : null}
        <Failure error={failure} />
        <Buttons label="添加" loading={create.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

function AddReport({ result, onClose }: { result: Added; onClose: () => void }) {
  return (
    <Stack gap="sm">
      <Text fz="sm">
        已添加 {result.added.length} 个敏感词，跳过 {result.skipped.length} 行：
      </Text>
      <Table.ScrollContainer minWidth={360} mah={320}>
        <Table striped withTableBorder aria-label="跳过的行">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>行号</Table.Th>
              <Table.Th w={160}>词语</Table.Th>
              <Table.Th>原因</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.skipped.map((s) => (
              <Table.Tr key={s.line}>
                <Table.Td>{s.line}</Table.Td>
                <Table.Td>{s.word}</Table.Td>
                <Table.Td>{s.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end">
        <Button onClick={onClose}>关闭</Button>
      </Group>
    </Stack>
  );
}

/** Asks before a word leaves the list. */
export function DeleteWordDialog({ word, onClose }: { word: SensitiveWordView | null; onClose: () => void }) {
  const remove = useMutation({ ...sensitiveMutations.remove(), onSuccess: () => close() });
  // The next word's dialog starts without this one's refusal.
  const close = () => {
    remove.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (word) remove.mutate(word.id);
  };
  return (
    <Modal opened={word !== null} onClose={close} title="删除敏感词">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fz="sm">确定删除敏感词“{word?.word}”吗？删除后论坛内容不再检查这个词。</Text>
          <Failure error={remove.error} />
          <Buttons label="删除" danger loading={remove.isPending} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
