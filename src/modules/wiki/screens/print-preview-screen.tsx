import type { KnowledgeDetail } from '@contract/knowledge/knowledge';
import { Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DetailIcon } from '@/shared/knowledge/detail-icon';
import { ItemGate } from '@/shared/knowledge/item-gate';
import { formatDateTime } from '@/shared/lib/datetime';
import { usePageTitle } from '@/shared/lib/page-title';
import { RichHtml } from '@/shared/ui/rich-html';
import { detailQueries } from '../api/detail-queries';
import classes from './print-preview-screen.module.css';

function PrintDocument({ detail }: { detail: KnowledgeDetail }) {
  usePageTitle(detail.title);
  const back = { id: detail.id, version: detail.version === detail.publishedVersion ? undefined : detail.version };
  const fields = detail.fields.filter((f) => f.display.trim() !== '');
  return (
    <div className={classes.page}>
      <Group justify="space-between" className={classes.toolbar}>
        <Button
          renderRoot={(props) => <Link {...props} to="/detail" search={back} />}
          variant="subtle"
          leftSection={<DetailIcon name="back" size={16} />}
        >
          返回词条
        </Button>
        <Group gap="sm">
          <Text fz="sm" c="dimmed">
            预览为打印效果，页眉与按钮不会被打印
          </Text>
          <Button leftSection={<DetailIcon name="print" size={16} />} onClick={() => window.print()}>
            打印
          </Button>
        </Group>
      </Group>
      <article className={classes.sheet} aria-label={detail.title}>
        <h1 className={classes.title}>{detail.title}</h1>
        <p className={classes.meta}>
          作者：{detail.author.nickname}
          {detail.group ? `　所属组织：${detail.group.name}` : ''}　发布时间：
          {formatDateTime(detail.publishedAt ?? detail.updatedAt)}　版本：第{detail.version}版
        </p>
        {detail.labels.length > 0 ? <p className={classes.meta}>标签：{detail.labels.map((l) => l.name).join('、')}</p> : null}
        {detail.summary ? <p className={classes.summary}>摘要：{detail.summary}</p> : null}
        <RichHtml html={detail.content} className={classes.body} />
        {fields.length > 0 ? (
          <table className={classes.fields}>
            <tbody>
              {fields.map((f) => (
                <tr key={f.fieldId}>
                  <th>{f.name}</th>
                  <td>{f.display}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <p className={classes.footer}>打印自智能知识中心 · {formatDateTime(new Date())}</p>
      </article>
    </div>
  );
}

/** `/printPreview`: the entry laid out as paper, printed with the print stylesheet. */
export function PrintPreviewScreen({ id, version, onBack }: { id: number; version?: number; onBack: () => void }) {
  return (
    <ItemGate id={id} query={detailQueries.detail({ id, version })} noun="词条" onBack={onBack}>
      {(detail) => <PrintDocument detail={detail} />}
    </ItemGate>
  );
}
