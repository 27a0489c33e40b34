import { QueryClient } from '@tanstack/react-query';

/** The app's query cache, alike in the browser and in the server's prerender (prerender.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}
