import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from '@mui/material/styles';
import { STORAGE_KEYS } from '@feria/contracts';
import { AppProviders } from './providers';
import { ColorModeToggle, useColorMode } from '../features/color-mode';
import { readColorMode } from '../features/color-mode/color-mode-storage';

function Shown() {
  const { mode, resolvedMode } = useColorMode();
  const theme = useTheme();
  return <p>{`${mode}->${resolvedMode} palette:${theme.palette.mode} fondo:${theme.palette.background.default}`}</p>;
}

const renderToggle = () =>
  render(
    <AppProviders>
      <ColorModeToggle />
      <Shown />
    </AppProviders>,
  );

function mockSystemDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: dark && query.includes('dark'),
        media: query,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('colour mode (MUI colorSchemes, stored under feria_color_mode)', () => {
  it('defaults to system and follows prefers-color-scheme, with the dark palette in the theme', () => {
    mockSystemDark(true);
    renderToggle();
    expect(screen.getByText('system->dark palette:dark fondo:#0E1411')).toBeInTheDocument();
  });

  it('stores the chosen mode under feria_color_mode and keeps it on the next visit', async () => {
    mockSystemDark(false);
    const { unmount } = renderToggle();
    expect(screen.getByText('system->light palette:light fondo:#F7F8F7')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Modo de color' }));
    // The menu's code loads on first open, so its items appear asynchronously.
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Oscuro' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.colorMode)).toBe('dark');
    expect(screen.getByText('dark->dark palette:dark fondo:#0E1411')).toBeInTheDocument();
    unmount();

    renderToggle();
    // Read before the first render: the first paint is already dark.
    expect(screen.getByText('dark->dark palette:dark fondo:#0E1411')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Modo de color' }));
    expect(await screen.findByRole('menuitemradio', { name: 'Oscuro' })).toHaveAttribute('aria-checked', 'true');
  });

  it('follows a choice made in another tab', () => {
    mockSystemDark(false);
    renderToggle();
    act(() => {
      window.localStorage.setItem(STORAGE_KEYS.colorMode, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.colorMode, newValue: 'dark' }));
    });
    expect(screen.getByText('dark->dark palette:dark fondo:#0E1411')).toBeInTheDocument();
  });

  it('reads an unknown stored value as system and stores nothing but the mode', () => {
    mockSystemDark(false);
    window.localStorage.setItem(STORAGE_KEYS.colorMode, 'violeta');
    expect(readColorMode()).toBe('system');
    renderToggle();
    expect(screen.getByText('system->light palette:light fondo:#F7F8F7')).toBeInTheDocument();
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('mui'))).toEqual([]);
  });
});
