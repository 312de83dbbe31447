import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { isApiError, isCancelled } from '@/shared/lib/api-error';
import { type BatchFields, EMPTY_QUEUE, queueReducer, rowsToStart } from '../lib/upload-queue';
import { documentUpload, type Uploader } from '../lib/upload-request';

const messageOf = (e: unknown) => (isApiError(e) ? e.message : '上传失败，请稍后重试');

/**
 * Runs the upload queue: starts waiting files as slots free up (at most
 * two at once), feeds progress into the rows, and cancels through one
 * AbortController per running file. Leaving the page cancels what still runs.
 * Every file goes through the upload mutation, which refreshes the lists.
 */
export function useUploadQueue(uploader?: Uploader) {
  const [state, dispatch] = useReducer(queueReducer, EMPTY_QUEUE);
  // mutateAsync is stable and may run several uploads at once, each settling its own promise.
  const { mutateAsync: upload } = useMutation(uploader ? { ...documentUpload(), mutationFn: uploader } : documentUpload());
  const running = useRef(new Map<number, AbortController>());

  useEffect(() => {
    for (const key of rowsToStart(state)) {
      // StrictMode runs effects twice: a row already handed to the uploader is not started again.
      if (running.current.has(key)) continue;
      const row = state.rows.find((r) => r.key === key);
      if (!row) continue;
      const ctl = new AbortController();
      running.current.set(key, ctl);
      dispatch({ type: 'start', key });
      upload({
        input: { file: row.file, fields: row.fields },
        signal: ctl.signal,
        onProgress: (p) => dispatch({ type: 'progress', key, loaded: p.loaded, total: p.total }),
      })
        .then((result) => dispatch({ type: 'done', key, result }))
        .catch((e: unknown) => {
          if (!ctl.signal.aborted && !isCancelled(e)) dispatch({ type: 'failed', key, message: messageOf(e) });
        })
        .finally(() => {
          if (running.current.get(key) === ctl) running.current.delete(key);
        });
    }
  }, [state, upload]);

  useEffect(() => {
    const map = running.current;
    return () => {
      for (const ctl of map.values()) ctl.abort();
      map.clear();
    };
  }, []);

  const add = useCallback((files: readonly File[], fields: BatchFields) => {
    if (files.length) dispatch({ type: 'add', files, fields });
  }, []);
  const cancel = useCallback((key: number) => {
    dispatch({ type: 'cancelled', key });
    running.current.get(key)?.abort();
    running.current.delete(key);
  }, []);
  const retry = useCallback((key: number) => dispatch({ type: 'retry', key }), []);
  const remove = useCallback(
    (key: number) => {
      cancel(key);
      dispatch({ type: 'remove', key });
    },
    [cancel],
  );

  return { rows: state.rows, add, cancel, retry, remove };
}
