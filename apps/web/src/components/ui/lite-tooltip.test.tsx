import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LiteTooltip } from './lite-tooltip';

function renderHint(onClick = vi.fn()) {
  render(
    <LiteTooltip title="Modo de color">
      <button type="button" aria-label="Modo de color" onClick={onClick}>
        ☀
      </button>
    </LiteTooltip>,
  );
  return { button: screen.getByRole('button', { name: 'Modo de color' }), onClick };
}

describe('LiteTooltip', () => {
  it('shows the hint on hover and hides it when the pointer leaves', async () => {
    const { button } = renderHint();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Modo de color');
    await userEvent.unhover(button);
    // Fades out, then unmounts.
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('stays open while the pointer moves from the child onto the hint (WCAG 1.4.13)', async () => {
    const { button } = renderHint();
    await userEvent.hover(button);
    const hint = await screen.findByRole('tooltip');
    await userEvent.hover(hint);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await userEvent.unhover(hint);
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows the hint on keyboard focus and closes it with Escape', async () => {
    renderHint();
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Modo de color');
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('opens on a long press, not on a tap', async () => {
    vi.useFakeTimers();
    try {
      const { button } = renderHint();
      fireEvent.touchStart(button);
      fireEvent.touchEnd(button);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

      fireEvent.touchStart(button);
      await act(() => vi.advanceTimersByTimeAsync(800));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Modo de color');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the child as it was: its name, its handlers', async () => {
    const { button, onClick } = renderHint();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAccessibleName('Modo de color');
  });
});
