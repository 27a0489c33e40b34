import { lazy, Suspense, useRef, useState } from 'react';
import { Button, ButtonGroup } from 'react-bootstrap';
import { Icon } from './icon.tsx';

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

const LiveRichTextEditor = lazy(() => import('./rich-text-editor-live.tsx'));

/**
 * Rich text (TipTap): bold, italic, lists and paragraphs, the formatting the server keeps when it sanitises
 * a job description. Keyboard shortcuts work as in any editor (Ctrl+B, Ctrl+I).
 *
 * The editor's code (ProseMirror, about 90 kB brotli) loads when the field is first used, not with the
 * screen (decision 046): until then a stand-in of the same size shows the content and already takes
 * typing, which the editor starts from; pointing at it, focusing it or pressing a tool loads the editor.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { id, labelId, value, invalid = false, describedBy } = props;
  const [wanted, setWanted] = useState(false);
  const [shown, setShown] = useState(false);
  const standIn = useRef<HTMLDivElement>(null);
  const pressed = useRef<RichTextTool | null>(null);
  const load = () => setWanted(true);

  return (
    <>
      {shown ? null : (
        <div>
          <RichTextToolbar
            active={{}}
            onTool={(tool) => {
              pressed.current = tool;
              load();
            }}
          />
          <div
            ref={standIn}
            id={id}
            role="textbox"
            aria-multiline="true"
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={`form-control rich-text-editor${invalid ? ' is-invalid' : ''}`}
            style={{ minHeight: '10rem' }}
            contentEditable
            suppressContentEditableWarning
            onPointerEnter={load}
            onFocus={load}
            // The server sanitises a job description to these few tags (decision 023).
            dangerouslySetInnerHTML={{ __html: value }}
          />
        </div>
      )}
      {wanted ? (
        <Suspense fallback={null}>
          <LiveRichTextEditor
            {...props}
            takeOver={() => ({
              html: standIn.current?.innerHTML ?? value,
              focused: standIn.current !== null && document.activeElement === standIn.current,
              tool: pressed.current,
            })}
            onShown={() => setShown(true)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
