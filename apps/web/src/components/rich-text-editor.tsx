import { useState } from 'react';
import { Button, ButtonGroup } from 'react-bootstrap';
import { Icon } from './icon.tsx';
import LiveRichTextEditor from './rich-text-editor-live.tsx';

export type RichTextEditorProps = {
  id: string;
  /** The id of the visible label; the editable area is named by it. */
  labelId: string;
  value: string;
  onChange(html: string): void;
  invalid?: boolean;
  describedBy?: string | undefined;
};

const TOOLS = [
  { name: 'bold', label: 'Bold', icon: 'type-bold' },
  { name: 'italic', label: 'Italic', icon: 'type-italic' },
  { name: 'bulletList', label: 'Bulleted list', icon: 'list-ul' },
  { name: 'orderedList', label: 'Numbered list', icon: 'list-ol' },
] as const;

export type RichTextTool = (typeof TOOLS)[number]['name'];

/** The formatting buttons, the same before and after the editor has loaded. */
export function RichTextToolbar({
  active,
  onTool,
}: {
  active: Partial<Record<RichTextTool, boolean>>;
  onTool(tool: RichTextTool): void;
}) {
  return (
    <ButtonGroup size="sm" className="mb-1" aria-label="Formatting">
      {TOOLS.map((tool) => (
        <Button
          key={tool.name}
          variant={active[tool.name] ? 'secondary' : 'outline-secondary'}
          aria-pressed={active[tool.name] ?? false}
          onClick={() => onTool(tool.name)}
        >
          <Icon name={tool.icon} />
          <span className="visually-hidden">{tool.label}</span>
        </Button>
      ))}
    </ButtonGroup>
  );
}

/**
 * Rich text (TipTap): bold, italic, lists and paragraphs, the formatting the server keeps when it sanitises
 * a job description. Keyboard shortcuts work as in any editor (Ctrl+B, Ctrl+I).
 *
 * The editor comes with the screen. Loading it on first use behind an editable stand-in (decision 046) crashed
 * the job form in the clean-clone journeys ('reading cached' on a null schema, once text had been typed into
 * the stand-in); until that hand-over is made safe, the form pays the editor's bytes up front.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { value } = props;
  const [start] = useState(() => ({ html: value, focused: false, tool: null as RichTextTool | null }));
  return <LiveRichTextEditor {...props} takeOver={() => start} onShown={() => undefined} />;
}
