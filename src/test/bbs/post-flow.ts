import { answerSave } from '@contract/bbs/bbs-answers';
import { plateTree } from '@contract/bbs/bbs-plates';
import { postSave } from '@contract/bbs/bbs-posts';
import { grantKeys } from '@server-test/grants';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import { callAs } from '@/test/call-as';
import { runtime } from '@/test/runtime';

/** jsdom has no layout: ProseMirror measures the selection when it scrolls it into view. */
export function stubLayout() {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= emptyRect;
  document.elementFromPoint ??= () => null;
}

/** The tiptap editor named `label` (ProseMirror keeps its instance on the DOM node). */
export async function editorNamed(label: string): Promise<Editor> {
  return waitFor(() => {
    const node = screen.getByRole('textbox', { name: label }) as HTMLElement & { editor?: Editor };
    if (!node.editor) throw new Error('editor not mounted');
    return node.editor;
  });
}

export async function typeInto(label: string, html: string) {
  const editor = await editorNamed(label);
  editor.chain().focus('end').insertContent(html).run();
}

export async function pickPlate(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('combobox', { name: /^版块/ }));
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

export async function plateId(name: string): Promise<number> {
  const plates = await callAs<{ id: number; name: string }[]>('admin', plateTree, {});
  const found = plates.find((p) => p.name === name);
  if (!found) throw new Error(`no plate ${name}`);
  return found.id;
}

let n = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(n++).toString(36)}`;

export async function question(username: string, title: string, content = '<p>问题的背景说明</p>') {
  const plate = await plateId('制度问答');
  return callAs<{ id: number }>(username, postSave, { kind: 'question', plateId: plate, title, content });
}

export async function answer(username: string, postId: number, content: string) {
  return callAs<{ id: number }>(username, answerSave, { postId, content });
}

/**
 * The demo gives the forum to 普通员工 (zhangsan) only: lisi (文档专员) and
 * wangwu (访客) join it for these tests under a role named after the file.
 */
export async function joinForum(file: string) {
  for (const username of ['lisi', 'wangwu']) {
    await grantKeys(runtime(), username, `论坛测试-${file}-${username}`, [
      'ROLE_BBS_DISPLAY',
      'ROLE_KNOWLEDGE_COMMENT',
      'ROLE_KNOWLEDGE_CREATE',
    ]);
  }
}
