import { DOCUMENT_ACCEPT } from '@contract/library/library-terms';
import { Button, FileButton, Stack, Text } from '@mantine/core';
import { type DragEvent, useRef, useState } from 'react';
import classes from './upload-drop-zone.module.css';

const KINDS_TEXT = 'PDF、Word（DOCX）、Excel（XLSX）、PowerPoint（PPTX）、TXT、Markdown、图片（PNG/JPG/GIF/WebP）';

interface UploadDropZoneProps {
  onFiles: (files: File[]) => void;
  /** Why files cannot be added yet (e.g. the chronicle's region is missing); none = enabled. */
  blockedReason?: string | null;
}

/** Drop files here or pick them; one or many at a time. */
export function UploadDropZone({ onFiles, blockedReason }: UploadDropZoneProps) {
  const [active, setActive] = useState(false);
  const resetRef = useRef<() => void>(null);
  const blocked = Boolean(blockedReason);

  const over = (e: DragEvent) => {
    if (![...e.dataTransfer.types].includes('Files')) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = blocked ? 'none' : 'copy';
    setActive(!blocked);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setActive(false);
    if (!blocked) onFiles([...e.dataTransfer.files]);
  };

  return (
    <Stack
      className={classes.zone}
      data-active={active || undefined}
      data-disabled={blocked || undefined}
      data-testid="upload-drop-zone"
      align="center"
      gap="xs"
      p="xl"
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={() => setActive(false)}
      onDrop={drop}
    >
      <Text fw={500}>将文件拖到此处，或</Text>
      <FileButton
        multiple
        accept={DOCUMENT_ACCEPT}
        resetRef={resetRef}
        disabled={blocked}
        inputProps={{ 'aria-label': '选择要上传的文件' } as React.ComponentProps<'input'>}
        onChange={(files) => {
          onFiles(files);
          // The same file may be picked again (e.g. after removing its row).
          resetRef.current?.();
        }}
      >
        {(props) => (
          <Button {...props} disabled={blocked}>
            选择文件
          </Button>
        )}
      </FileButton>
      <Text size="sm" c="dimmed" ta="center">
        支持 {KINDS_TEXT}，可一次选择多个文件；文件类型按内容识别
      </Text>
      {blockedReason ? (
        <Text size="sm" c="orange.8">
          {blockedReason}
        </Text>
      ) : null}
    </Stack>
  );
}
