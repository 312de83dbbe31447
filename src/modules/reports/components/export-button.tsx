import type { AnyEndpoint, InputOf } from '@contract/platform/endpoint';
import { Button, Group, Loader, Menu, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { isApiError, isCancelled } from '@/shared/lib/api-error';
import { formatBytes } from '@/shared/lib/format';
import { apiDownload, saveFile } from '@/shared/lib/http-download';
import { toastError, toastSuccess } from '@/shared/lib/toast';

export type ExportFormatChoice = 'xlsx' | 'csv';

interface ExportButtonProps<E extends AnyEndpoint> {
  endpoint: E;
  /** The call for one format: exactly the filters on screen. */
  input: (format: ExportFormatChoice) => InputOf<E>;
  /** The file name when the server gives none (without extension). */
  fallbackName: string;
}

interface Running {
  format: ExportFormatChoice;
  bytes: number;
  /** CSV lines received so far (an XLSX cannot be counted until it is whole). */
  rows: number | null;
}

const NEWLINE = 10;

/**
 * Exports the table as the server writes it (every page, the filters on
 * screen), streamed: the bytes (and CSV rows) received show while it runs,
 * 取消 aborts the transfer, and the file is saved under the server's name.
 */
export function ExportButton<E extends AnyEndpoint>({ endpoint, input, fallbackName }: ExportButtonProps<E>) {
  const [running, setRunning] = useState<Running | null>(null);
  const abort = useRef<AbortController | null>(null);
  // Leaving the page stops a transfer nobody would save.
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (format: ExportFormatChoice) => {
    const controller = new AbortController();
    abort.current = controller;
    let rows = 0;
    setRunning({ format, bytes: 0, rows: format === 'csv' ? 0 : null });
    try {
      const file = await apiDownload(endpoint, input(format), `${fallbackName}.${format}`, {
        signal: controller.signal,
        onProgress: ({ loaded }, chunk) => {
          if (format === 'csv' && chunk) for (const b of chunk) if (b === NEWLINE) rows++;
          // The header line is no row.
          setRunning({ format, bytes: loaded, rows: format === 'csv' ? Math.max(0, rows - 1) : null });
        },
      });
      saveFile(file);
      toastSuccess(`已导出 ${file.fileName}`);
    } catch (e) {
      if (!isCancelled(e)) toastError(isApiError(e) ? e.message : '导出失败，请稍后重试');
    } finally {
      if (abort.current === controller) abort.current = null;
      setRunning(null);
    }
  };

  if (running)
    return (
      <Group gap="xs" wrap="nowrap" role="status" aria-live="polite">
        <Loader size="xs" />
        <Text fz="xs" c="dimmed">
          正在导出 {running.format.toUpperCase()}：已接收 {formatBytes(running.bytes)}
          {running.rows !== null ? `，${running.rows.toLocaleString('zh-CN')} 行` : ''}
        </Text>
        <Button size="xs" variant="default" onClick={() => abort.current?.abort()}>
          取消导出
        </Button>
      </Group>
    );
  return (
    <Menu position="bottom-end" withinPortal hideDetached={false}>
      <Menu.Target>
        <Button size="xs" variant="light">
          导出
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void start('xlsx')}>导出 Excel（XLSX）</Menu.Item>
        <Menu.Item onClick={() => void start('csv')}>导出 CSV</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
