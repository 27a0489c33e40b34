import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, ButtonGroup } from 'react-bootstrap';
import { Icon } from './icon.tsx';
import listOlIcon from 'virtual:bootstrap-icons/list-ol';
import listUlIcon from 'virtual:bootstrap-icons/list-ul';
import typeBoldIcon from 'virtual:bootstrap-icons/type-bold';
import typeItalicIcon from 'virtual:bootstrap-icons/type-italic';

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
  { name: 'bold', label: 'Bold', icon: typeBoldIcon },
  { name: 'italic', label: 'Italic', icon: typeItalicIcon },
  { name: 'bulletList', label: 'Bulleted list', icon: listUlIcon },
  { name: 'orderedList', label: 'Numbered list', icon: listOlIcon },
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
          <Icon icon={tool.icon} />
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
 * The editor's code (ProseMirror, about 100 kB brotli) loads when the form is first used, not with the screen
 * (decision 046): any press, key or focus on the page starts it, so it is usually there before the
 * description is reached. Until it is, a stand-in of the same size shows the value and the toolbar, and never
 * takes typing itself: nothing typed is handed from it to the editor (the hand-over of typed text crashed the
 * form). Focusing the stand-in or pressing a tool loads the editor, which then takes the focus and runs the
 * tool; a spinner beside the toolbar says it is coming.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { id, labelId, value, invalid = false, describedBy } = props;
  const [wanted, setWanted] = useState(false);
  const [shown, setShown] = useState(false);
  // The stand-in was focused or a tool pressed: the editor is awaited, and says so.
  const [awaited, setAwaited] = useState(false);
  const standIn = useRef<HTMLDivElement>(null);
  const pressed = useRef<RichTextTool | null>(null);

  // The first sign of someone using the page starts loading the editor.
  useEffect(() => {
    if (wanted) return;
    const load = () => setWanted(true);
    const signs = ['pointerdown', 'keydown', 'focusin'] as const;
    for (const sign of signs) document.addEventListener(sign, load, { once: true, capture: true });
    return () => {
      for (const sign of signs) document.removeEventListener(sign, load, { capture: true });
    };
  }, [wanted]);

  const awaitEditor = () => {
    setWanted(true);
    setAwaited(true);
  };

  return (
    <>
      {shown ? null : (
        <div>
          <RichTextToolbar
            active={{}}
            onTool={(tool) => {
              pressed.current = tool;
              awaitEditor();
            }}
          />
          {awaited ? (
            // Inline beside the toolbar, shorter than its buttons: the line keeps its height.
            <span className="spinner-border spinner-border-sm text-secondary ms-2" role="status">
              <span className="visually-hidden">Loading the editor…</span>
            </span>
          ) : null}
          <div
            ref={standIn}
            id={id}
            role="textbox"
            tabIndex={0}
            aria-multiline="true"
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-busy={awaited || undefined}
            className={`form-control rich-text-editor${invalid ? ' is-invalid' : ''}`}
            style={{ minHeight: '10rem' }}
            onPointerEnter={() => setWanted(true)}
            onFocus={awaitEditor}
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
