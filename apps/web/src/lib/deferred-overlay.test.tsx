import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { deferredOverlay } from './deferred-overlay';

interface PanelProps {
  open: boolean;
  label: string;
}

/** Stands in for a MUI Drawer: records every `open` it was rendered with. */
function makePanel() {
  const seen: boolean[] = [];
  function Panel({ open, label }: PanelProps) {
    seen.push(open);
    return open ? <div role="dialog" aria-label={label} /> : null;
  }
  return { Panel, seen };
}

afterEach(() => vi.useRealTimers());

describe('deferredOverlay', () => {
  it('loads the overlay on the first open and mounts it closed before opening it', async () => {
    const { Panel, seen } = makePanel();
    const load = vi.fn(async () => Panel);
    const Overlay = deferredOverlay(load);

    const { rerender } = render(<Overlay open={false} label="Carrito" />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Overlay open label="Carrito" />);

    expect(await screen.findByRole('dialog', { name: 'Carrito' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    // Closed first, so a MUI transition plays its enter animation.
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('fetches the code once the page is idle, before anyone opens it, and mounts it only when opened', async () => {
    vi.useFakeTimers();
    const { Panel, seen } = makePanel();
    const load = vi.fn(async () => Panel);
    const Overlay = deferredOverlay(load);

    render(<Overlay open={false} label="Menú" />);
    expect(load).not.toHaveBeenCalled();
    // The page's own work first (decision 049): nothing is fetched in the first seconds.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(load).toHaveBeenCalledTimes(1);

    // Performance (docs/arquitectura.md#rendimiento): fetched, not mounted: a closed overlay renders nothing on a page being loaded.
    expect(seen).toEqual([]);

    // A second instance reuses the loaded code, and opens closed-then-open as the first time.
    const { rerender } = render(<Overlay open={false} label="Otro" />);
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<Overlay open label="Otro" />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('dialog', { name: 'Otro' })).toBeInTheDocument();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('stays closed when the code fails to load and retries on the next open', async () => {
    const { Panel } = makePanel();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue(Panel);
    const Overlay = deferredOverlay<PanelProps>(load);

    const { rerender } = render(<Overlay open label="Carrito" />);
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(<Overlay open={false} label="Carrito" />);
    rerender(<Overlay open label="Carrito" />);
    expect(await screen.findByRole('dialog', { name: 'Carrito' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
