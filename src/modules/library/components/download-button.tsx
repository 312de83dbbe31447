import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { toastError } from '@/shared/lib/toast';
import { fileUrl } from '../api/library-queries';

interface DownloadButtonProps extends ButtonProps {
  id: number;
  /** An older version's file; the shown (published) one without it. */
  version?: number;
  label?: string;
}

/**
 * Downloads the file: asks the server for a short-lived signed attachment URL
 * (a link cannot carry the Authorization header) and lets the browser open it,
 * which saves the file under its original name. The server counts and logs it.
 */
export function DownloadButton({ id, version, label = '下载', ...button }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { url } = await fileUrl(id, version);
      window.location.assign(url);
    } catch (e) {
      toastError(e instanceof Error ? e.message : '下载失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...button} loading={busy} onClick={() => void download()}>
      {label}
    </Button>
  );
}
