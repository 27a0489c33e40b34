import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RowActionsMenu } from './row-actions-menu.tsx';

describe("a row's menu of secondary actions", () => {
  it('is a button named after the row that opens, moves and closes with the keyboard', async () => {
    const onPause = vi.fn();
    render(
      <MemoryRouter>
        <RowActionsMenu
          name="Barista"
          actions={[
            { label: 'Edit', to: '/employers/my_business/jobs/1/edit' },
            { label: 'Pause applications', onSelect: onPause },
            { label: 'Close', onSelect: vi.fn(), danger: true },
          ]}
        />
      </MemoryRouter>,
    );
    const toggle = () => screen.getByRole('button', { name: 'More actions for Barista' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    // Until it is opened, the list draws the button alone: no menu, and none of the dropdown's code.
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    toggle().focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('menu')).toHaveAccessibleName('More actions for Barista');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/employers/my_business/jobs/1/edit',
    );

    // Opened from the keyboard, the first entry has the focus; arrows move it.
    await vi.waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Pause applications' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();

    await userEvent.click(toggle());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Pause applications' }));
    expect(onPause).toHaveBeenCalledOnce();
  });

  it('is not drawn when the row has no other action', () => {
    const { container } = render(<RowActionsMenu name="Barista" actions={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
