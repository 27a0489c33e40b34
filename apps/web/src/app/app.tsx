import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

/** `prerendered`: the query cache the server rendered the page from (prerender.tsx), used as is. */
export function App({ prerendered }: { prerendered?: DehydratedState }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (prerendered) hydrate(client, prerendered);
    return client;
  });
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
