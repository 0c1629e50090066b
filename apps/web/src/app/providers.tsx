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
 * Light, dark or system (docs/producto/rutas.md#menus) through MUI's `colorSchemes`: the choice is kept under
 * `feria_color_mode`, read before the first render (`noSsr`: no server render to match), so the
 * first paint already has the right scheme; public/modo-color.js paints the page background
 * before the bundle arrives.
 */
function ThemedApp({ children }: { children: ReactNode }) {
  useEffect(() => {
    // modo-color.js's first-paint colours give way to CssBaseline's, which follow later changes.
    document.documentElement.style.removeProperty('background-color');
    document.documentElement.style.removeProperty('color-scheme');
  }, []);
  return (
    <ThemeProvider
      theme={theme}
      defaultMode="system"
      modeStorageKey={STORAGE_KEYS.colorMode}
      storageManager={colorModeStorage}
      noSsr
      disableTransitionOnChange
    >
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
 * App-wide providers: server cache (docs/producto/precios.md timings; the account checks live there too), the cart
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
