import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@feria/contracts';
import { ColorModeProvider } from './color-mode-provider';
import { useColorMode } from './color-mode-context';
import { ColorModeToggle } from './components/color-mode-toggle';
import { readColorMode, resolveColorMode } from './color-mode-storage';

function Shown() {
  const { mode, resolvedMode } = useColorMode();
  return <p>{`${mode}->${resolvedMode}`}</p>;
}

const renderToggle = () =>
  render(
    <ColorModeProvider>
      <ColorModeToggle />
      <Shown />
    </ColorModeProvider>,
  );

function mockSystemDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: dark && query.includes('dark'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('colour mode', () => {
  it('defaults to system and follows prefers-color-scheme', () => {
    mockSystemDark(true);
    renderToggle();
    expect(screen.getByText('system->dark')).toBeInTheDocument();
  });

  it('stores the chosen mode under feria_color_mode and keeps it on the next visit', async () => {
    mockSystemDark(false);
    const { unmount } = renderToggle();
    await userEvent.click(screen.getByRole('button', { name: 'Modo de color' }));
    // The menu's code loads on first open, so its items appear asynchronously.
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Oscuro' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.colorMode)).toBe('dark');
    expect(screen.getByText('dark->dark')).toBeInTheDocument();
    unmount();

    renderToggle();
    expect(screen.getByText('dark->dark')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Modo de color' }));
    expect(await screen.findByRole('menuitemradio', { name: 'Oscuro' })).toHaveAttribute('aria-checked', 'true');
  });

  it('ignores an unknown stored value', () => {
    window.localStorage.setItem(STORAGE_KEYS.colorMode, 'violeta');
    expect(readColorMode()).toBe('system');
  });

  it('resolves explicit modes regardless of the system', () => {
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
  });
});
