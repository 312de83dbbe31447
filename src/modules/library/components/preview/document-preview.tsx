import type { DocumentPreview as Preview } from '@contract/library/library-views';
import { Alert, Center, Loader, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageFlipbook } from '@/shared/ui/flipbook/page-flipbook';
import { RichHtml } from '@/shared/ui/rich-html';
import { libraryQueries } from '../../api/library-queries';
import type { DocumentDetail } from '../document-header';
import classes from './preview.module.css';
import { SlidePreview } from './slide-preview';
import { TablePreview } from './table-preview';

const loading = (
  <Center py={80}>
    <Loader role="status" aria-label="预览加载中" />
  </Center>
);

function PreviewBody({ preview, title }: { preview: Preview; title: string }) {
  switch (preview.kind) {
    case 'pdf':
      // Pages the server rendered: the PDF itself is the download, never handed to the browser.
      return <PageFlipbook pageCount={preview.pages} pageUrl={preview.pageUrl} />;
    case 'html':
      return <RichHtml html={preview.html} className={classes.html} />;
    case 'table':
      return <TablePreview sheets={preview.sheets} />;
    case 'slides':
      return <SlidePreview preview={preview} />;
    case 'image':
      return <img src={preview.url} alt={title} className={classes.image} />;
    case 'text':
      return <pre className={classes.text}>{preview.text || '（文件中没有文字）'}</pre>;
    case 'none':
      return (
        <Alert color="gray" variant="light">
          {preview.reason}
        </Alert>
      );
  }
}

function ExtractedText({ detail }: { detail: DocumentDetail }) {
  if (detail.textStatus === 'failed') {
    return (
      <Alert color="orange" variant="light">
        提取文本失败{detail.textError ? `：${detail.textError}` : ''}
      </Alert>
    );
  }
  if (detail.textStatus === 'unsupported') return <Text c="dimmed">此类型的文件不提取文本</Text>;
  return <pre className={classes.text}>{detail.text || '（文件中没有文字）'}</pre>;
}

/** The document's preview (flipbook, HTML, sheets, slide cards, image or text) and its extracted text, one tab each. */
export function DocumentPreview({ detail }: { detail: DocumentDetail }) {
  const [tab, setTab] = useState<string>('preview');
  const preview = useQuery({
    ...libraryQueries.preview({ id: detail.id, version: detail.version }),
    enabled: detail.previewKind !== 'none',
  });
  return (
    <section aria-label="文档预览" data-preview-kind={detail.previewKind}>
      <Tabs value={tab} onChange={(v) => setTab(v ?? 'preview')} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="preview">预览</Tabs.Tab>
          <Tabs.Tab value="text">文本</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="preview">
          {detail.previewKind === 'none' ? (
            <Alert color="gray" variant="light">
              此文件暂不支持在线预览{detail.canDownload ? '，请下载后查看' : ''}
            </Alert>
          ) : preview.data ? (
            <PreviewBody preview={preview.data} title={detail.title} />
          ) : preview.isError ? (
            <Alert color="red" variant="light">
              预览加载失败：{preview.error.message}
            </Alert>
          ) : (
            loading
          )}
        </Tabs.Panel>
        <Tabs.Panel value="text">
          <ExtractedText detail={detail} />
        </Tabs.Panel>
      </Tabs>
    </section>
  );
}
