import '@mantine/tiptap/styles.css';
import { IMAGE_TYPES } from '@contract/knowledge/knowledge';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { fileImageExtension, type uploadedImage } from './image-extension';
import classes from './rich-text-field.module.css';
import { ZH_EDITOR_LABELS } from './zh-labels';

interface RichTextFieldProps {
  initialContent: string;
  readOnly: boolean;
  /** Uploads a picked, pasted or dropped image. */
  upload: (file: File) => Promise<ReturnType<typeof uploadedImage>>;
  onReady: (editor: Editor) => void;
  onChange: () => void;
  /** The field's label and the editable area's accessible name ('正文' unless given). */
  label?: string;
  placeholder?: string;
  /** A shorter writing surface (an answer, a case's part) than an article's. */
  compact?: boolean;
  error?: string;
}

/**
 * The body editor: Mantine's tiptap editor with headings, marks, lists,
 * tables, links, uploaded images, code and quotes. The parent reads the HTML
 * from the editor instance when it saves.
 */
export function RichTextField({
  initialContent,
  readOnly,
  upload,
  onReady,
  onChange,
  label = '正文',
  placeholder = '在此输入正文：可插入标题、表格、图片、代码和引用…',
  compact = false,
  error,
}: RichTextFieldProps) {
  const latest = useRef({ upload, onChange });
  latest.current = { upload, onChange };
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [1, 2, 3, 4] } }),
      Link.configure({ openOnClick: false }),
      TableKit.configure({ table: { resizable: false } }),
      fileImageExtension((file) => latest.current.upload(file)),
      Placeholder.configure({ placeholder }),
    ],
    content: initialContent,
    editable: !readOnly,
    // The editable area is the text box screen readers name (the wrapper's label is not tied to it).
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true' } },
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: () => latest.current.onChange(),
  });

  // The editor instance lives as long as this component; it is announced once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: onReady is read once per editor instance.
  useEffect(() => {
    onReady(editor);
  }, [editor]);

  useEffect(() => {
    // Without `false` tiptap reports the switch as a change of the document.
    if (editor.isEditable === readOnly) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  return (
    <Input.Wrapper label={label} labelProps={{ mb: 6 }} error={error}>
      <RichTextEditor
        editor={editor}
        labels={ZH_EDITOR_LABELS}
        className={compact ? `${classes.root} ${classes.compact}` : classes.root}
      >
        {readOnly ? null : (
          <RichTextEditor.Toolbar sticky stickyOffset={64}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H1 />
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.H4 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
              <RichTextEditor.ClearFormatting />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
              <RichTextEditor.Hr />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Code />
              <RichTextEditor.CodeBlock />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
              <RichTextEditor.ImageUpload accept={IMAGE_TYPES.join(',')} />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.TableInsert />
              <RichTextEditor.TableRowBefore />
              <RichTextEditor.TableRowAfter />
              <RichTextEditor.TableRowDelete />
              <RichTextEditor.TableColumnBefore />
              <RichTextEditor.TableColumnAfter />
              <RichTextEditor.TableColumnDelete />
              <RichTextEditor.TableDelete />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
