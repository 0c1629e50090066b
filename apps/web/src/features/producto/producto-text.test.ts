import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../components/ui/price';
import { stockLabel } from './producto-text';

describe('stockLabel', () => {
  it('says Sin stock at zero or below', () => {
    expect(stockLabel(0)).toEqual({ text: 'Sin stock', tone: 'none' });
    expect(stockLabel(-2).text).toBe('Sin stock');
  });
  it('warns about the last units up to 5', () => {
    expect(stockLabel(1).text).toBe('Última unidad disponible');
    expect(stockLabel(2).text).toBe('Últimas 2 unidades');
    expect(stockLabel(5)).toEqual({ text: 'Últimas 5 unidades', tone: 'low' });
  });
  it('shows the available stock above 5', () => {
    expect(stockLabel(6)).toEqual({ text: 'Stock disponible: 6', tone: 'ok' });
  });
});

describe('formatPercent', () => {
  it('keeps whole numbers whole and uses a decimal comma', () => {
    expect(formatPercent(15)).toBe('15');
    expect(formatPercent(33.333)).toBe('33,3');
  });
});
