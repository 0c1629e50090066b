import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { RubroIcon } from './rubro-icon';

const iconOf = (nombre: string) => {
  const { container, unmount } = render(<RubroIcon nombre={nombre} />);
  const id = container.querySelector('svg')?.getAttribute('data-testid');
  unmount();
  return id;
};

describe('RubroIcon', () => {
  it.each([
    ['Alimentos y Bebidas', 'RestaurantOutlinedIcon'],
    ['Deportes y Aire Libre', 'SportsSoccerOutlinedIcon'],
    ['Librería y Papelería', 'MenuBookOutlinedIcon'],
    ['Bebés y Niños', 'ToysOutlinedIcon'],
    ['Cosmética Natural', 'SpaOutlinedIcon'],
    ['Rubro nuevo', 'CategoryOutlinedIcon'],
  ])('%s → %s', (nombre, icon) => {
    expect(iconOf(nombre)).toBe(icon);
  });
});
