import type { KnowledgeStatus } from '@contract/knowledge/knowledge';
import { STATUS_NAMES } from '@contract/knowledge/knowledge';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatBytes } from '@/shared/lib/format';
import type { DocumentDetail } from '../api/document-edit';
import { useDocumentForm } from '../hooks/use-document-form';
import { DocumentMetaFields } from './document-meta-fields';
import classes from './document-meta-form.module.css';

const STATUS_COLORS = { draft: 'gray', pending: 'orange', published: 'teal', rejected: 'red' } as const;

interface DocumentMetaFormProps {
  detail: DocumentDetail;
  onStatus: (id: number, status: KnowledgeStatus) => void;
}

/** The information of one uploaded document, saved as its draft and then submitted for review. */
export function DocumentMetaForm({ detail, onStatus }: DocumentMetaFormProps) {
  const doc = useDocumentForm(detail, onStatus);
  const pending = doc.base.status === 'pending';
  const readOnly = pending || !detail.abilities.canEdit;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed" truncate="end">
          {detail.fileName} · {formatBytes(detail.size)}
        </Text>
        <Anchor
          size="sm"
          renderRoot={(props) => <Link {...props} to="/detail" search={{ id: detail.id, domainId: DOMAIN_IDS.library }} />}
        >
          查看文档
        </Anchor>
      </Group>
      {detail.textStatus === 'failed' ? (
        <Alert color="orange" variant="light" title="提取失败">
          文件已保存，但未能提取其中的文字{detail.textError ? `（${detail.textError}）` : ''}；搜索和文本视图暂不可用。
        </Alert>
      ) : null}
      {pending ? (
        <Alert color="orange" variant="light" title="已提交审核">
          审核期间不能修改；审核通过后文档即发布。如需修改，请先撤回审核。
        </Alert>
      ) : null}
      <DocumentMetaFields
        form={doc.form}
        update={doc.update}
        disabled={readOnly}
        factsEditable={detail.canEditMeta}
        missing={doc.missing}
      />
      <Stack gap="xs" className={classes.footer}>
        {doc.error ? (
          <Alert color="red" variant="light" role="alert" data-testid="document-form-error" py="xs">
            {doc.error}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Badge color={STATUS_COLORS[doc.base.status]} variant="light" data-testid="document-status">
              {STATUS_NAMES[doc.base.status]}
            </Badge>
            <Badge color="gray" variant="outline">
              第{doc.base.baseVersion}版
            </Badge>
          </Group>
          <Group gap="xs">
            {pending ? (
              detail.abilities.canWithdraw || detail.abilities.canEdit ? (
                <Button variant="light" color="orange" onClick={doc.withdrawReview} loading={doc.busy.withdrawing}>
                  撤回审核
                </Button>
              ) : null
            ) : (
              <>
                <Button variant="default" onClick={() => void doc.saveDraft()} loading={doc.busy.saving} disabled={readOnly}>
                  保存草稿
                </Button>
                <Button onClick={() => void doc.submitForReview()} loading={doc.busy.submitting} disabled={readOnly}>
                  提交审核
                </Button>
              </>
            )}
          </Group>
        </Group>
      </Stack>
    </Stack>
  );
}
