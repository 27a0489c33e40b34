/**
 * How the API client reaches the API: the browser's fetch, or, while a page is prerendered on the server
 * (app/prerender.tsx), the fetch of the render that is asking. Renders overlap, so the server finds each
 * caller's own fetch (an AsyncLocalStorage there; this module stays free of Node's modules for the browser).
 */
type RenderFetch = () => typeof fetch | undefined;

let renderFetch: RenderFetch = () => undefined;

export function apiFetch(input: string, init?: RequestInit): Promise<Response> {
  return (renderFetch() ?? fetch)(input, init);
}

/** Server only, once: where the API client finds the fetch of the render it is called from. */
export function findRenderFetchWith(find: RenderFetch): void {
  renderFetch = find;
}
