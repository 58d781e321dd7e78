import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

const queryClient = new QueryClient({
  defaultOptions: {
    // The HTTP client already tells the user what went wrong; silent retries would repeat the notice.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
  },
});

/**
 * Server-state cache of the signed-in workspace. Only the shell's screens query, so it is provided by the shell
 * (MainLayout) rather than at the root: the login page then loads without TanStack Query. The client is one per
 * page load, so the cache outlives a remount of the shell as it did at the root.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
