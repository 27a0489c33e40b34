import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router-dom';

let last: { routes: RouteObject[]; pathname: string; matches: RouteMatch[] } | null = null;

/**
 * The routes of `routes` matching `pathname`, outermost first (none: an empty list). React Router flattens and
 * ranks the whole route table on every `matchRoutes`, compiling a pattern for each route: the app's table took
 * 20 to 30 ms of a throttled phone's CPU each time (decision 077). The last answer is kept, so the page's first load
 * (its screens' preload, then its title) and every later render of the same page match once.
 */
export function matchedRoutes(routes: RouteObject[], pathname: string): RouteMatch[] {
  if (last?.routes !== routes || last.pathname !== pathname)
    last = { routes, pathname, matches: matchRoutes(routes, pathname) ?? [] };
  return last.matches;
}
