import { SENSITIVE_ACTION_NAMES, SENSITIVE_LIMITS, type SensitiveAction, sensitiveCheck } from '@contract/bbs/bbs-moderation';
import type { OutputOf } from '@contract/platform/endpoint';
import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useContractForm } from '@/shared/form/use-contract-form';
import { Failure } from '@/shared/ui/dialog-parts';
import { sensitiveMutations } from '../api/sensitive-queries';
import classes from './sensitive-check-panel.module.css';

type Result = OutputOf<typeof sensitiveCheck>;

/** What decides a write, strongest first: where words overlap, the strongest colours the character. */
const STRENGTH: SensitiveAction[] = ['block', 'review', 'replace', 'flag'];
export const ACTION_COLORS: Record<SensitiveAction, string> = { block: 'red', review: 'orange', replace: 'grape', flag: 'cyan' };

/** The text with each hit marked in its action's colour. */
function Highlighted({ text, spans }: { text: string; spans: Result['spans'] }) {
  const rank = new Int8Array(text.length).fill(-1);
  for (const s of spans) {
    const r = STRENGTH.length - STRENGTH.indexOf(s.action);
    for (let i = s.start; i < s.end; i++) if (r > rank[i]) rank[i] = r;
  }
  const parts: ReactNode[] = [];
  let from = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i < text.length && rank[i] === rank[from]) continue;
    const piece = text.slice(from, i);
    const action = rank[from] > 0 ? STRENGTH[STRENGTH.length - rank[from]] : null;
    parts.push(
      action ? (
        <mark key={from} className={classes.hit} data-action={action} title={SENSITIVE_ACTION_NAMES[action]}>
          {piece}
        </mark>
      ) : (
        piece
      ),
    );
    from = i;
  }
  return <div className={classes.text}>{parts}</div>;
}

/** 检测: an administrator pastes text and sees what his list finds, and what would be stored. */
export function SensitiveCheckPanel() {
  const [checked, setChecked] = useState<{ text: string; result: Result } | null>(null);
  const check = useMutation({ ...sensitiveMutations.check(), onSuccess: (result, sent) => setChecked({ text: sent, result }) });
  const { form, onSubmit, failure } = useContractForm({
    schema: sensitiveCheck.input,
    initialValues: { text: '' },
    error: check.error,
  });
  const text = form.values.text;
  // The text goes as typed: the hits' positions are offsets in it.
  const submit = onSubmit((input) => {
    if (input.text.trim()) check.mutate(input.text);
  });
  const result = checked?.result;
  return (
    <Paper withBorder p="md" component="section" aria-label="检测">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} fz={18}>
            检测
          </Title>
          <Textarea
            label="待检测文本"
            description="粘贴一段帖子或评论，查看当前词表会命中哪些词、保存后的文本是什么样"
            {...form.getInputProps('text')}
            maxLength={SENSITIVE_LIMITS.checkChars}
            autosize
            minRows={3}
            maxRows={10}
          />
          <Group>
            <Button type="submit" variant="light" loading={check.isPending} disabled={!text.trim()}>
              检测
            </Button>
          </Group>
          <Failure error={failure} />
          {checked && result ? (
            <Stack gap="xs" aria-label="检测结果">
              <Group gap="xs">
                <Text fz="sm" fw={500}>
                  结果：
                </Text>
                {result.hits.length === 0 ? (
                  <Badge color="green" variant="light">
                    未命中敏感词
                  </Badge>
                ) : (
                  <Badge color={result.pass ? 'blue' : 'red'} variant="light">
                    {result.pass ? '可以发布' : result.hits.some((h) => h.action === 'block') ? '禁止发布' : '需审核后发布'}
                  </Badge>
                )}
              </Group>
              {result.hits.length > 0 ? (
                <Group gap={6} aria-label="命中的词">
                  {result.hits.map((h) => (
                    <Badge key={h.word} color={ACTION_COLORS[h.action]} variant="outline">
                      {h.word}（{SENSITIVE_ACTION_NAMES[h.action]}）
                    </Badge>
                  ))}
                </Group>
              ) : null}
              <Text fz="sm" fw={500}>
                命中位置
              </Text>
              <Highlighted text={checked.text} spans={result.spans} />
              <Text fz="sm" fw={500}>
                保存后的文本
              </Text>
              <div className={classes.text} data-testid="masked">
                {result.masked}
              </div>
            </Stack>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
