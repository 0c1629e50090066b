import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTheme, ThemeProvider } from '@mui/material';
import { PanelFiltros } from './panel-filtros';
import { pantallaDeEscritorio } from './test-support';

const panel = () =>
  render(
    <ThemeProvider theme={createTheme()}>
      <PanelFiltros activos={2}>
        <label>
          Mínimo <input name="min" />
        </label>
      </PanelFiltros>
    </ThemeProvider>,
  );

describe('PanelFiltros', () => {
  it('on a phone renders the filters only once opened, and keeps what was typed when closed and opened again', async () => {
    const user = userEvent.setup();
    panel();
    // jsdom applies the min-width rules of the CSS whatever the screen, which hides the phone's button from its accessibility tree.
    const boton = screen.getByRole('button', { hidden: true });
    expect(boton).toHaveTextContent('Filtros (2)');
    expect(boton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Mínimo')).not.toBeInTheDocument();
    await user.click(boton);
    expect(boton).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByLabelText('Mínimo'), '1500');
    await user.click(boton);
    expect(boton).toHaveAttribute('aria-expanded', 'false');
    await user.click(boton);
    expect(screen.getByLabelText('Mínimo')).toHaveValue('1500');
  });

  describe('on a desktop', () => {
    pantallaDeEscritorio();
    it('shows the filters beside the results from the start', () => {
      panel();
      expect(screen.getByLabelText('Mínimo')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Filtros' })).toBeInTheDocument();
    });
  });
});
