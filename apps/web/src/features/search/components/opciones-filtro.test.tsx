import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Faceta } from '@feria/contracts';
import { readSearchState, writeSearchState, type SearchState } from '../search-params';
import { OpcionesFiltro } from './opciones-filtro';
import { ActiveFilters } from './active-filters';

// docs/producto/busqueda.md#filtro-por-opciones: the option chips of the filter panel.
const facetas: Faceta[] = [
  {
    nombre: 'Talle',
    valores: [
      { valor: '38', cantidad: 12 },
      { valor: '39', cantidad: 1 },
    ],
  },
  { nombre: 'Color', valores: [{ valor: 'Negro', cantidad: 3 }] },
];
const estado = (qs: string): SearchState => readSearchState(new URLSearchParams(qs));

describe('OpcionesFiltro', () => {
  it('offers each option as a group of toggle chips with their counts', () => {
    render(<OpcionesFiltro state={estado('q=zapatillas')} facetas={facetas} onChange={() => {}} />);
    const talle = screen.getByRole('group', { name: 'Talle' });
    const chip = within(talle).getByRole('button', { name: 'Talle 38, 12 productos' });
    expect(chip).toHaveTextContent('38 (12)');
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    expect(within(talle).getByRole('button', { name: 'Talle 39, 1 producto' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Color' })).toBeInTheDocument();
  });

  it('adds a value to the URL on click or with the keyboard, and takes a chosen one away', async () => {
    const onChange = vi.fn<(s: SearchState) => void>();
    const state = estado('q=zapatillas&opcion=Talle:38&page=2');
    render(<OpcionesFiltro state={state} facetas={facetas} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Talle 38, 12 productos' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Color Negro, 3 productos' }));
    expect(writeSearchState(onChange.mock.calls[0]![0]).toString()).toBe(
      'q=zapatillas&opcion=Talle%3A38&opcion=Color%3ANegro',
    );
    screen.getByRole('button', { name: 'Talle 38, 12 productos' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(writeSearchState(onChange.mock.calls[1]![0]).toString()).toBe('q=zapatillas');
  });

  it('keeps a chosen value the results no longer offer, so it can be taken back', () => {
    render(<OpcionesFiltro state={estado('opcion=Aroma:Coco')} facetas={facetas} onChange={() => {}} />);
    const coco = within(screen.getByRole('group', { name: 'Aroma' })).getByRole('button', { name: 'Aroma Coco' });
    expect(coco).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows nothing when no result has options', () => {
    const { container } = render(<OpcionesFiltro state={estado('q=mate')} facetas={undefined} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ActiveFilters with options', () => {
  it('shows each chosen value as a removable chip', async () => {
    const onChange = vi.fn<(s: SearchState) => void>();
    render(
      <ActiveFilters
        state={estado('q=zapatillas&opcion=Talle:38&opcion=Color:Negro')}
        tipos={[]}
        rubros={[]}
        onChange={onChange}
      />,
    );
    const lista = screen.getByRole('list', { name: 'Filtros aplicados' });
    await userEvent.click(within(lista).getByRole('button', { name: 'Quitar filtro Talle: 38' }));
    expect(writeSearchState(onChange.mock.calls[0]![0]).toString()).toBe('q=zapatillas&opcion=Color%3ANegro');
  });
});
