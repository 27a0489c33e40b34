import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './query-client.ts';
import { AppRoutes } from './router.tsx';

const PRERENDERED_DATA_FRESH_MS = 60_000;

/** `prerendered`: the query cache the server rendered the page from (prerender.tsx), used as is. */
export function App({ prerendered }: { prerendered?: DehydratedState }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (prerendered) {
      hydrate(client, prerendered);
      // The server's answers count as fresh for a while: mounting the page does not ask for them again.
      for (const query of prerendered.queries)
        client.setQueryDefaults(query.queryKey, { staleTime: PRERENDERED_DATA_FRESH_MS });
    }
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      {/* A change of page is drawn at once, as the data router drew it: in a transition, a page's effects (the
          alert bar's clearing, a search's own URL) would run after what the click did next. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
