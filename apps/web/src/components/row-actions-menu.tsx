import { Dropdown } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { Icon } from './icon.tsx';

/** One entry of a row's menu: a page to open, or something to do here. */
export type RowAction =
  | { label: string; to: string; danger?: boolean }
  | { label: string; onSelect(): void; danger?: boolean; disabled?: boolean };

/**
 * A row's secondary actions (edit, duplicate, share, pause, close…) behind one small button named
 * 'More actions for {row}', so the row keeps a single visible main action and every column fits
 * (decision 053). Bootstrap's dropdown: Enter or Space opens it, arrows move, Escape closes and gives the
 * focus back to the button. The menu is placed against the window, so a table's scrolling box (a tablet's
 * width) does not cut it off.
 */
export function RowActionsMenu({ name, actions }: { name: string; actions: RowAction[] }) {
  if (actions.length === 0) return null;
  return (
    <Dropdown align="end" className="row-actions-menu">
      <Dropdown.Toggle variant="outline-secondary" size="sm" className="row-actions-toggle" aria-haspopup="menu">
        <Icon name="three-dots" />
        <span className="visually-hidden">More actions for {name}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu role="menu" popperConfig={{ strategy: 'fixed' }}>
        {actions.map((action) =>
          'to' in action ? (
            <Dropdown.Item
              key={action.label}
              as={Link}
              to={action.to}
              role="menuitem"
              className={action.danger ? 'text-danger' : ''}
            >
              {action.label}
            </Dropdown.Item>
          ) : (
            <Dropdown.Item
              key={action.label}
              as="button"
              type="button"
              role="menuitem"
              disabled={action.disabled}
              onClick={action.onSelect}
              className={action.danger ? 'text-danger' : ''}
            >
              {action.label}
            </Dropdown.Item>
          ),
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
