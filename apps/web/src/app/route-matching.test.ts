import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';

// patches/react-router@7.18.5.patch: React Router flattened and ranked the whole route table, compiling a
// pattern per route, on every match (decision 077). The page's preload, its title and the routes' render each match.
describe('matching the route table', () => {
  it('answers the routes matching a path, outermost first, and null for a path no route has', () => {
    const routes: RouteObject[] = [
      { path: '/', children: [{ path: 'jobs' }, { path: 'jobs/:id' }] },
      { path: '/about' },
    ];
    expect(matchRoutes(routes, '/jobs/7')?.map((match) => match.route.path)).toEqual(['/', 'jobs/:id']);
    expect(matchRoutes(routes, '/jobs/7')?.at(-1)?.params).toEqual({ id: '7' });
    expect(matchRoutes(routes, '/nowhere')).toBeNull();
  });

  it('ranks a table once, on its first match, and keeps the ranking while the table lives', () => {
    const routes: RouteObject[] = [{ path: '/jobs' }];
    expect(matchRoutes(routes, '/jobs')).not.toBeNull();
    // Ranked again, the table would now match /about and not /jobs.
    routes[0]!.path = '/about';
    expect(matchRoutes(routes, '/jobs')?.[0]?.route.path).toBe('/about');
    expect(matchRoutes(routes, '/about')).toBeNull();
    // A new table is ranked anew.
    expect(matchRoutes([...routes], '/about')).not.toBeNull();
  });
});
