import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { Button, ButtonGroup } from 'react-bootstrap';
import { Icon } from './icon.tsx';

type Props = {
  id: string;
  /** The id of the visible label; the editable area is named by it. */
  labelId: string;
  value: string;
  onChange(html: string): void;
  invalid?: boolean;
  describedBy?: string | undefined;
};

const TOOLS = [
  { name: 'bold', label: 'Bold', icon: 'type-bold' as const, run: (chain: ToolChain) => chain.toggleBold() },
  { name: 'italic', label: 'Italic', icon: 'type-italic' as const, run: (chain: ToolChain) => chain.toggleItalic() },
  {
    name: 'bulletList',
    label: 'Bulleted list',
    icon: 'list-ul' as const,
    run: (chain: ToolChain) => chain.toggleBulletList(),
  },
  {
    name: 'orderedList',
    label: 'Numbered list',
    icon: 'list-ol' as const,
    run: (chain: ToolChain) => chain.toggleOrderedList(),
  },
] as const;

type ToolChain = ReturnType<NonNullable<ReturnType<typeof useEditor>>['chain']>;

/**
 * Rich text (TipTap): bold, italic, lists and paragraphs, the formatting the server keeps when it sanitises
 * a job description. Keyboard shortcuts work as in any editor (Ctrl+B, Ctrl+I).
 */
export function RichTextEditor({ id, labelId, value, onChange, invalid = false, describedBy }: Props) {
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
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    immediatelyRender: true,
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(TOOLS.map((tool) => [tool.name, current?.isActive(tool.name) ?? false])) as Record<
        string,
        boolean
      >,
  });

  // A value set from outside (a prefill loaded later) replaces the content.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div>
      <ButtonGroup size="sm" className="mb-1" aria-label="Formatting">
        {TOOLS.map((tool) => (
          <Button
            key={tool.name}
            variant={active?.[tool.name] ? 'secondary' : 'outline-secondary'}
            aria-pressed={active?.[tool.name] ?? false}
            onClick={() => editor && tool.run(editor.chain().focus()).run()}
          >
            <Icon name={tool.icon} />
            <span className="visually-hidden">{tool.label}</span>
          </Button>
        ))}
      </ButtonGroup>
      <EditorContent editor={editor} />
    </div>
  );
}
