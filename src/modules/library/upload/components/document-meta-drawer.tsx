import type { KnowledgeStatus } from '@contract/knowledge/knowledge';
import { Center, Drawer, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '@/shared/ui/query-error';
import { documentEditQueries } from '../api/document-edit';
import { DocumentMetaForm } from './document-meta-form';

interface DocumentMetaDrawerProps {
  editing: { id: number; fileName: string } | null;
  onClose: () => void;
  onStatus: (id: number, status: KnowledgeStatus) => void;
}

function Loaded({ id, onStatus }: { id: number; onStatus: DocumentMetaDrawerProps['onStatus'] }) {
  const { data, isPending, isError, error, refetch } = useQuery(documentEditQueries.source(id));
  if (isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (isError) return <QueryError error={error} onRetry={refetch} />;
  return <DocumentMetaForm detail={data} onStatus={onStatus} />;
}

/** The information form of one uploaded document, beside the queue (which keeps running). */
export function DocumentMetaDrawer({ editing, onClose, onStatus }: DocumentMetaDrawerProps) {
  return (
    <Drawer
      opened={editing !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={editing ? `文档信息：${editing.fileName}` : ''}
    >
      {editing ? <Loaded key={editing.id} id={editing.id} onStatus={onStatus} /> : null}
    </Drawer>
  );
}
