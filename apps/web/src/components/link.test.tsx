import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/render-app.tsx';
import { Link } from './link.tsx';

function WhereAmI() {
  const location = useLocation();
  return (
    <p>
      At {location.pathname}
      {location.search} with {JSON.stringify(location.state ?? null)}
    </p>
  );
}

const render = (link: React.ReactNode) =>
  renderWithApp([
    { path: '/', element: link },
    { path: '/jobs', element: <WhereAmI /> },
  ]);

describe('a link within the app', () => {
  it("has the route's address and opens it without reloading, with the state it carries", async () => {
    const { router } = render(
      <Link to="/jobs?q=nurse" state={{ from: 'home' }} className="btn">
        Nurse jobs
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Nurse jobs' });
    expect(link).toHaveAttribute('href', '/jobs?q=nurse');
    expect(link).toHaveClass('btn');
    await userEvent.click(link);
    expect(await screen.findByText('At /jobs?q=nurse with {"from":"home"}')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the entry when asked to', async () => {
    const { router } = render(
      <Link to="/jobs" replace>
        Jobs
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Jobs' }));
    await screen.findByText(/At \/jobs/);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a click with a modifier key, or on a link to a new tab, to the browser', () => {
    const { router } = render(
      <>
        <Link to="/jobs">Jobs</Link>
        <Link to="/jobs" target="_blank" rel="noopener">
          Jobs in a new tab
        </Link>
      </>,
    );
    // What the browser would do with them (open a tab) is past the document, so jsdom is not asked to.
    const leftToTheBrowser: boolean[] = [];
    const browser = (event: MouseEvent) => {
      leftToTheBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    try {
      fireEvent.click(screen.getByRole('link', { name: 'Jobs' }), { ctrlKey: true });
      fireEvent.click(screen.getByRole('link', { name: 'Jobs in a new tab' }));
    } finally {
      document.removeEventListener('click', browser);
    }
    expect(leftToTheBrowser).toEqual([true, true]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('stays when its own click handler prevents the default, and calls that handler first', async () => {
    const clicks: string[] = [];
    const { router } = render(
      <Link
        to="/jobs"
        onClick={(event) => {
          clicks.push('handler');
          event.preventDefault();
        }}
      >
        Jobs
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Jobs' }));
    expect(clicks).toEqual(['handler']);
    expect(router.state.location.pathname).toBe('/');
  });
});
