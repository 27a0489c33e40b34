import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { matchedRoutes } from './matched-routes.ts';

const routes: RouteObject[] = [{ path: '/', children: [{ path: 'jobs' }, { path: 'jobs/:id' }] }, { path: '/about' }];

describe('matchedRoutes', () => {
  it('answers the routes matching a path, outermost first, and none for a path no route has', () => {
    expect(matchedRoutes(routes, '/jobs/7').map((match) => match.route.path)).toEqual(['/', 'jobs/:id']);
    expect(matchedRoutes(routes, '/jobs/7').at(-1)?.params).toEqual({ id: '7' });
    expect(matchedRoutes(routes, '/nowhere')).toEqual([]);
  });

  it('matches a path once while it stays the page: the same answer for the same table and path', () => {
    const first = matchedRoutes(routes, '/about');
    expect(matchedRoutes(routes, '/about')).toBe(first);
    expect(matchedRoutes([...routes], '/about')).not.toBe(first);
    expect(matchedRoutes(routes, '/jobs').map((match) => match.route.path)).toEqual(['/', 'jobs']);
  });
});
