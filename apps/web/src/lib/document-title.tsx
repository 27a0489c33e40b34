import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import { pageTitle } from '@mainwork/contracts';

/** What a route of the route table carries in its `handle`: the page's name in its document title. */
export type RouteTitle = { title: string };

type Refinement = { pathname: string; name: string } | null;
const RefineContext = createContext<(refinement: Refinement) => void>(() => undefined);

function routeTitleOf(handle: unknown): string | undefined {
  const title = (handle as Partial<RouteTitle> | undefined)?.title;
  return typeof title === 'string' && title ? title : undefined;
}

/**
 * The one place the document title is set: 'Page Name | MainWork' from the deepest of `routes` matching the
 * location with a `handle.title`, or from the screen itself when it names what it shows (`useDocumentTitle`, a job's page).
 */
export function DocumentTitle({ routes, children }: { routes: RouteObject[]; children: ReactNode }) {
  const { pathname } = useLocation();
  const matches = matchRoutes(routes, pathname) ?? [];
  const [refinement, setRefinement] = useState<Refinement>(null);
  const routeName = matches.map((match) => routeTitleOf(match.route.handle)).findLast(Boolean);
  // A name given by the screen of another page is stale.
  const name = refinement?.pathname === pathname ? refinement.name : routeName;
  useEffect(() => {
    if (name) document.title = pageTitle(name);
  }, [name]);
  return <RefineContext.Provider value={setRefinement}>{children}</RefineContext.Provider>;
}

/** Names the page more precisely than its route does ('Barista at Harbor Bakery'), while the screen shows it. */
export function useDocumentTitle(name: string | undefined) {
  const refine = useContext(RefineContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!name) return;
    refine({ pathname, name });
    return () => refine(null);
  }, [refine, pathname, name]);
}
