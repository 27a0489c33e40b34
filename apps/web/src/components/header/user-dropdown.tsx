import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Icon } from '../icon.tsx';
import personCircleIcon from 'virtual:bootstrap-icons/person-circle';

export { SIGNED_IN_ROWS } from './user-menu-rows.ts';

const loadUserMenu = () => import('./user-menu.tsx');
const UserMenu = lazy(async () => ({ default: (await loadUserMenu()).UserMenu }));

/** The closed Account button, as the menu's own toggle draws it, without the dropdown code. */
function ClosedAccountButton({ variant, onOpen }: { variant: string; onOpen?: () => void }) {
  return (
    <Button
      variant={variant}
      size="sm"
      id="user-menu"
      className="dropdown-toggle"
      aria-expanded={false}
      onClick={onOpen}
      onPointerEnter={() => void loadUserMenu()}
      onFocus={() => void loadUserMenu()}
    >
      <Icon icon={personCircleIcon} /> <span className="visually-hidden">Account</span>
    </Button>
  );
}

/**
 * The header's Account menu (spec §2.2). The first page draws only its button: the dropdown and popper
 * code load when the pointer or focus comes near it, and the menu opens once they have.
 */
export function UserDropdown({ variant }: { variant: string }) {
  const [opened, setOpened] = useState(false);
  if (!opened) return <ClosedAccountButton variant={variant} onOpen={() => setOpened(true)} />;
  return (
    <Suspense fallback={<ClosedAccountButton variant={variant} />}>
      <UserMenu variant={variant} defaultShow />
    </Suspense>
  );
}
