import { Dropdown } from 'react-bootstrap';
import { Link } from './link.tsx';
import { Icon } from './icon.tsx';
import type { RowAction } from './row-actions-menu.tsx';
import threeDotsIcon from 'virtual:bootstrap-icons/three-dots';

/**
 * The opened row menu (react-bootstrap's dropdown and popper, loaded by `RowActionsMenu` when first asked
 * for): Enter or Space opens it, arrows move, Escape closes and gives the focus back to the button. The
 * menu is placed against the window, so a table's scrolling box (a tablet's width) does not cut it off.
 */
export function RowActionsDropdown({
  name,
  actions,
  byKeyboard,
}: {
  name: string;
  actions: RowAction[];
  /** Opened from the keyboard: its first entry takes the focus, as a menu opened with Enter does. */
  byKeyboard: boolean;
}) {
  return (
    <Dropdown align="end" className="row-actions-menu" defaultShow focusFirstItemOnShow={byKeyboard}>
      <Dropdown.Toggle
        variant="outline-secondary"
        size="sm"
        className="row-actions-toggle"
        aria-haspopup="menu"
        autoFocus
      >
        <Icon icon={threeDotsIcon} />
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
