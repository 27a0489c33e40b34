import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Button } from 'react-bootstrap';
import { Icon } from './icon.tsx';
import threeDotsIcon from 'virtual:bootstrap-icons/three-dots';

/** One entry of a row's menu: a page to open, or something to do here. */
export type RowAction =
  | { label: string; to: string; danger?: boolean }
  | { label: string; onSelect(): void; danger?: boolean; disabled?: boolean };

const loadDropdown = () => import('./row-actions-dropdown.tsx');
const RowActionsDropdown = lazy(async () => ({ default: (await loadDropdown()).RowActionsDropdown }));

/** The closed menu button, drawn as the dropdown's own toggle draws it, without the dropdown's code. */
function ClosedToggle({ name, onOpen }: { name: string; onOpen?: (event: MouseEvent) => void }) {
  return (
    <Button
      variant="outline-secondary"
      size="sm"
      className="row-actions-toggle dropdown-toggle"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={onOpen}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
    >
      <Icon icon={threeDotsIcon} />
      <span className="visually-hidden">More actions for {name}</span>
    </Button>
  );
}

/**
 * A row's secondary actions (edit, duplicate, share, pause, close…) behind one small button named
 * 'More actions for {row}', so the row keeps a single visible main action and every column fits
 * (decision 053). The list draws only the button: the dropdown and popper code (some 15 kB) load when the
 * pointer or focus comes near one, as the header's Account menu does, and the menu opens once they have.
 */
export function RowActionsMenu({ name, actions }: { name: string; actions: RowAction[] }) {
  const [opened, setOpened] = useState<{ byKeyboard: boolean } | null>(null);
  if (actions.length === 0) return null;
  // A click with no pointer behind it (detail 0) is Enter or Space on the button.
  if (!opened) return <ClosedToggle name={name} onOpen={(event) => setOpened({ byKeyboard: event.detail === 0 })} />;
  return (
    <Suspense fallback={<ClosedToggle name={name} />}>
      <RowActionsDropdown name={name} actions={actions} byKeyboard={opened.byKeyboard} />
    </Suspense>
  );
}
