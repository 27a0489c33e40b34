import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useLayoutEffect } from 'react';
import { RichTextToolbar, type RichTextEditorProps, type RichTextTool } from './rich-text-editor.tsx';

type ToolChain = ReturnType<NonNullable<ReturnType<typeof useEditor>>['chain']>;

const RUN: Record<RichTextTool, (chain: ToolChain) => ToolChain> = {
  bold: (chain) => chain.toggleBold(),
  italic: (chain) => chain.toggleItalic(),
  bulletList: (chain) => chain.toggleBulletList(),
  orderedList: (chain) => chain.toggleOrderedList(),
};

/**
 * The editor itself (TipTap), loaded when the form is first used (rich-text-editor.tsx). It starts from the
 * field's value (the stand-in never takes typing, so there is nothing else to start from), takes the focus
 * when the stand-in had it, and runs the tool that was pressed to load it.
 */
export default function LiveRichTextEditor({
  id,
  labelId,
  value,
  onChange,
  invalid = false,
  describedBy,
  takeOver,
  onShown,
}: RichTextEditorProps & {
  /** Read once, in the commit that shows the editor: whether the stand-in has the focus, a pressed tool. */
  takeOver(): { focused: boolean; tool: RichTextTool | null };
  /** Called in the commit that shows the editor, so the stand-in goes in the same frame. */
  onShown(): void;
}) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, codeBlock: false, code: false, link: false })],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: `form-control rich-text-editor${invalid ? ' is-invalid' : ''}`,
        style: 'min-height: 10rem',
      },
    },
    // A destroyed editor has no schema to write HTML with (it threw 'reading cached' once in a journey).
    onUpdate: ({ editor: current }) => {
      if (!current.isDestroyed) onChange(current.isEmpty ? '' : current.getHTML());
    },
    immediatelyRender: true,
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
    }),
  });

  // In the commit that shows the editor: the stand-in goes, and the focus and a pressed tool carry over.
  useLayoutEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const { focused, tool } = takeOver();
    onShown();
    if (tool) RUN[tool](editor.chain().focus('end')).run();
    else if (focused) editor.commands.focus('end');
  }, [editor]);

  // A value set from outside (a prefill loaded later) replaces the content.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div>
      <RichTextToolbar active={active} onTool={(tool) => editor && RUN[tool](editor.chain().focus()).run()} />
      <EditorContent editor={editor} />
    </div>
  );
}
