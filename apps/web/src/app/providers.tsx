import { useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as StoreProvider } from 'react-redux';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { createQueryClient } from '../lib/query-client';
import { ColorModeProvider, useColorMode } from '../features/color-mode';
import { createAppStore, type AppStore } from './store';
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
 * App-wide providers: server cache (spec §9 timings), client state store, colour mode and theme.
 * The session (keycloak-js) lives in the root route (app/layouts/auth-root.tsx) so it can navigate.
 */
export function AppProviders({ children, queryClient, store }: { children: ReactNode; queryClient?: QueryClient; store?: AppStore }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [appStore] = useState(() => store ?? createAppStore());
  return (
    <StoreProvider store={appStore}>
      <QueryClientProvider client={client}>
        <ColorModeProvider>
          <ThemedApp>{children}</ThemedApp>
        </ColorModeProvider>
      </QueryClientProvider>
    </StoreProvider>
  );
}
