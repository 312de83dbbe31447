import { loadSession } from '../../http/session';
import { type CreatedDocument, createDocumentFromBytes, type DocumentInput } from '../../modules/library/create-document';
import { tokenFor } from '../client';
import type { TestRuntime } from '../harness';

/**
 * A draft document of `username` made from bytes exactly as an upload makes
 * one (content-checked type, extracted text, facts): for SPA tests, whose
 * jsdom cannot send a real multipart body, and other modules' tests.
 */
export async function createDocument(
  rt: TestRuntime,
  username: string,
  input: DocumentInput & { bytes: Uint8Array; name: string },
): Promise<CreatedDocument> {
  const user = await loadSession(rt.deps.db, await tokenFor(rt, username));
  if (!user) throw new Error(`no session for ${username}`);
  return createDocumentFromBytes(rt.deps, user, input);
}
