import { useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { createQueryClient } from '../lib/query-client';
import { CartStoreProvider } from '../features/cart/store/cart-provider';
import { ColorModeProvider, useColorMode } from '../features/color-mode';
import { createAppTheme } from './theme';

function ThemedApp({ children }: { children: ReactNode }) {
  const { resolvedMode } = useColorMode();
  const theme = useMemo(() => createAppTheme(resolvedMode), [resolvedMode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

/**
 * App-wide providers: server cache (spec §9 timings; the account checks live there too), the cart
 * store (client state), colour mode and theme.
 * The session (keycloak-js) lives in the root route (app/layouts/auth-root.tsx) so it can navigate.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <CartStoreProvider>
        <ColorModeProvider>
          <ThemedApp>{children}</ThemedApp>
        </ColorModeProvider>
      </CartStoreProvider>
    </QueryClientProvider>
  );
}
