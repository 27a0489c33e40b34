import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/render-app.tsx';
import { useGlobalAlert, type GlobalAlert } from './alert-bar.tsx';
import { Link } from './link.tsx';

function Shows({ alert }: { alert: GlobalAlert }) {
  const { showAlert } = useGlobalAlert();
  useEffect(() => showAlert(alert), [alert, showAlert]);
  return <Link to="/other">Go elsewhere</Link>;
}

const render = (alert: GlobalAlert) =>
  renderWithApp(
    [
      { path: '/', element: <Shows alert={alert} /> },
      { path: '/other', element: <Link to="/third">Third</Link> },
      { path: '/third', element: <p>Third page</p> },
    ],
    {},
  );

describe('the global alert bar', () => {
  it('shows a dismissible alert of its type', async () => {
    render({ message: 'Settings successfully updated.', alertType: 'success' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveClass('alert-success');
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is cleared by a change of page by default', async () => {
    render({ message: 'Saved.', alertType: 'success' });
    await screen.findByRole('alert');
    await userEvent.click(screen.getByText('Go elsewhere'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays when told to', async () => {
    render({ message: 'Sticky.', alertType: 'warning', removeOnPageChange: false });
    await screen.findByRole('alert');
    await userEvent.click(screen.getByText('Go elsewhere'));
    expect(screen.getByRole('alert')).toHaveTextContent('Sticky.');
  });

  it('survives the redirect that follows it once, when asked', async () => {
    render({ message: 'No entry.', alertType: 'danger', keepForNextPage: true });
    await screen.findByRole('alert');
    await userEvent.click(screen.getByText('Go elsewhere'));
    expect(screen.getByRole('alert')).toHaveTextContent('No entry.');
    await act(async () => userEvent.click(screen.getByText('Third')));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
