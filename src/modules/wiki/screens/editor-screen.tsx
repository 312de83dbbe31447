import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { StatusPage } from '@/shared/ui/status-page';
import type { EditorSource } from '../api/editor-queries';
import { EditorForm } from '../components/editor/editor-form';

interface EditorScreenProps {
  /** `?id=` of the URL: the entry to edit, none for a new one. */
  id: number | undefined;
  source: EditorSource | null;
  /** Puts a new entry's id into the URL after its first save (so a reload reopens it). */
  onCreated: (id: number) => void;
}

/**
 * `/wiki/newCreate`: one editing session per entry. Putting the id of the
 * entry just created into the URL continues the session; opening another
 * entry starts a new one.
 */
export function EditorScreen({ id, source, onCreated }: EditorScreenProps) {
  const [session, setSession] = useState({ routeId: id, createdId: undefined as number | undefined, key: 0 });
  if (session.routeId !== id) {
    const continuing = id !== undefined && id === session.createdId;
    setSession({ routeId: id, createdId: continuing ? id : undefined, key: continuing ? session.key : session.key + 1 });
  }
  const abilities = source?.detail.abilities;
  if (abilities && !abilities.canEdit && !abilities.canWithdraw) {
    return (
      <StatusPage
        code="403"
        title="不能编辑此词条"
        description="只有作者或管理员可以编辑此词条。"
        actions={
          <Button renderRoot={(props) => <Link {...props} to="/detail" search={{ id: source.detail.id }} />} variant="light">
            查看词条
          </Button>
        }
      />
    );
  }
  return (
    <EditorForm
      key={session.key}
      source={source}
      onCreated={(newId) => {
        setSession((s) => ({ ...s, createdId: newId }));
        onCreated(newId);
      }}
    />
  );
}
