import { useEffect, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@feria/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { createQueryClient } from '../lib/query-client';
import { CartStoreProvider } from '../features/cart/store/cart-provider';
import { colorModeStorage } from '../features/color-mode';
import { createAppTheme } from './theme';
import { hidratarEstadoInicial } from './estado-inicial';

const theme = createAppTheme();

/**
 * Light, dark or system (spec §2.2) through MUI's `colorSchemes`: the choice is kept under
 * `feria_color_mode`, read before the first render (`noSsr`: no server render to match), so the
 * first paint already has the right scheme; before the bundle arrives, index.html's CSS paints the
 * page background in the stored or the system's mode (decision 049).
 */
function ThemedApp({ children }: { children: ReactNode }) {
  useEffect(() => {
    // index.html's first-paint colours (decision 049) give way to CssBaseline's, which follow later changes.
    document.documentElement.setAttribute('data-tema-app', '');
  }, []);
  return (
    <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={STORAGE_KEYS.colorMode} storageManager={colorModeStorage} noSsr disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

/** The public page's data the server embedded (decision 045), in the cache before the first render. */
function conEstadoInicial(client: QueryClient): QueryClient {
  hidratarEstadoInicial(client);
  return client;
}

/**
 * App-wide providers: server cache (spec §9 timings; the account checks live there too), the cart
 * store (client state), colour mode and theme.
 * The session (keycloak-js) lives in the root route (app/layouts/auth-root.tsx) so it can navigate.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? conEstadoInicial(createQueryClient()));
  return (
    <QueryClientProvider client={client}>
      <CartStoreProvider>
        <ThemedApp>{children}</ThemedApp>
      </CartStoreProvider>
    </QueryClientProvider>
  );
}
