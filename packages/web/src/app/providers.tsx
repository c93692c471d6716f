import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toast';
import { ApiError } from '../lib/api';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx or an answer the page cannot read will not get better by asking again; a dropped
        // connection might.
        retry: (failureCount, error) => {
          if (error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.code === 'bad_answer')) return false;
          return failureCount < 2;
        },
      },
      // A change is sent once, now or never: not retried, and not held while offline to be sent by
      // itself when the connection returns (TanStack's default 'online' mode would pause it).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
