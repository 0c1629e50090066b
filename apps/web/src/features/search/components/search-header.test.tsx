import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { SearchState } from '../search-params';
import { SearchHeader } from './search-header';

const state: SearchState = { q: 'remera', page: 1 };

describe('SearchHeader', () => {
  it('says how many products matched', () => {
    render(<SearchHeader state={state} total={2800} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados para “remera”' })).toBeInTheDocument();
    expect(screen.getByText('2.800 productos')).toBeInTheDocument();
  });

  it("says 'más de 1.000 resultados' when the search stopped counting", () => {
    render(<SearchHeader state={state} total={1000} masDe={1000} />);
    expect(screen.getByText('más de 1.000 resultados')).toBeInTheDocument();
    expect(screen.queryByText('1.000 productos')).toBeNull();
  });

  it('says one product in the singular', () => {
    render(<SearchHeader state={state} total={1} />);
    expect(screen.getByText('1 producto')).toBeInTheDocument();
  });
});
