import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { Link } from '../components/link.tsx';
import { describe, expect, it } from 'vitest';
import { isAppPagePath } from '@mainwork/contracts';
import { DocumentTitle, useDocumentTitle } from '../lib/document-title.tsx';
import { routeTable } from './router.tsx';

function* pathRoutes(routes: RouteObject[]): Generator<RouteObject> {
  for (const route of routes) {
    if (route.path !== undefined) yield route;
    if (route.children) yield* pathRoutes(route.children);
  }
}

describe('document titles', () => {
  it('every screen of the route table names its page for the document title', () => {
    const routes = [...pathRoutes(routeTable)];
    expect(routes.length).toBeGreaterThan(50);
    const untitled = routes.filter((route) => typeof (route.handle as { title?: unknown })?.title !== 'string');
    expect(untitled.map((route) => route.path)).toEqual([]);
    const myShareLinks = routes.find((route) => route.path === '/my_share_links');
    expect(myShareLinks?.handle).toEqual({ title: 'My Share Links' });
  });

  it("sets 'Page Name | MainWork' from the route, or from the screen while it shows what it names", async () => {
    function JobScreen() {
      useDocumentTitle('Barista at Harbor Bakery');
      return <Link to="/my_share_links">My share links</Link>;
    }
    function Titled() {
      return (
        <DocumentTitle routes={routes}>
          <Outlet />
        </DocumentTitle>
      );
    }
    const routes: RouteObject[] = [
      {
        element: <Titled />,
        children: [
          { path: '/jobs/:id', handle: { title: 'Job' }, element: <JobScreen /> },
          { path: '/my_share_links', handle: { title: 'My Share Links' }, element: <p>Your links</p> },
        ],
      },
    ];
    function Screens() {
      return useRoutes(routes);
    }
    render(
      <MemoryRouter initialEntries={['/jobs/3']}>
        <Screens />
      </MemoryRouter>,
    );
    await screen.findByRole('link', { name: 'My share links' });
    expect(document.title).toBe('Barista at Harbor Bakery | MainWork');
    await userEvent.click(screen.getByRole('link', { name: 'My share links' }));
    await screen.findByText('Your links');
    expect(document.title).toBe('My Share Links | MainWork');
  });
});

describe('unknown paths', () => {
  it("are titled 'Not found', and every screen's path is one the server knows (it answers any other 404)", () => {
    const routes = [...pathRoutes(routeTable)];
    expect(routes.find((route) => route.path === '*')?.handle).toEqual({ title: 'Not found' });
    const unknownToServer = routes
      .map((route) => route.path!)
      .filter((path) => path !== '*' && !isAppPagePath(path.replace(/:\w+/g, '7')));
    expect(unknownToServer).toEqual([]);
    expect(isAppPagePath('/no/such/page')).toBe(false);
  });
});
