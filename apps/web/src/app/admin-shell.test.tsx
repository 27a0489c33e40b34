import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, cleanup } from '@testing-library/react';
import { MemoryRouter, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserKey } from '../lib/auth/auth-queries.ts';
import { ROLE_PERMISSIONS, userWith } from '../testing/render-app.tsx';
import { AppRoutes, routeTable } from './router.tsx';

afterEach(() => vi.restoreAllMocks());

function* pathRoutes(routes: RouteObject[]): Generator<RouteObject> {
  for (const route of routes) {
    if (route.path !== undefined) yield route;
    if (route.children) yield* pathRoutes(route.children);
  }
}

const adminPaths = [...pathRoutes(routeTable)]
  .map((route) => route.path!)
  .filter((path) => path.startsWith('/admin'))
  .map((path) => path.replace(/:\w+/g, '1'));

describe('the admin shell (decision 058)', () => {
  it('covers every admin route of the route table', () => {
    expect(adminPaths).toEqual(
      expect.arrayContaining([
        '/admin/dashboard',
        '/admin/users',
        '/admin/affiliate_links',
        '/admin/affiliate_links/1/details',
        '/admin/organizations/new',
        '/admin/regions/1/edit',
        '/admin/reward_sources',
      ]),
    );
    expect(adminPaths.length).toBeGreaterThanOrEqual(17);
  });

  it.each(adminPaths)('%s opens inside the admin panel, its side menu beside the screen', async (path) => {
    // Whatever the screen asks the API, it is answered "not found": the shell is drawn around any answer.
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ error: 'Not found' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(currentUserKey, userWith(ROLE_PERMISSIONS.Admin, { role: 'Admin' }));
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const menu = await screen.findByRole('navigation', { name: 'Admin' });
    expect(menu).toHaveTextContent(/Dashboard.*Users.*Affiliate Links.*Organizations.*Regions.*Reward Sources/);
    expect(screen.getByRole('main')).toContainElement(menu);
    // The menu marks where the admin is, on a screen under a link (an edit form) too.
    const current = menu.querySelector('[aria-current="page"]');
    expect(current, 'a current link').not.toBeNull();
    expect(path.startsWith(current!.getAttribute('href')!)).toBe(true);
    cleanup();
  });
});
