import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { EmprendimientoPublico } from '@feria/contracts';
import { EmprendimientoCard } from './emprendimiento-card';
import { tiendaPublicaDePrueba } from './test-support';

const shop = tiendaPublicaDePrueba({
  id: '00000000-0000-4000-8000-000000000010',
  nombre: 'Dulces de la Abuela',
  descripcion: '',
  direccion: { calle: 'Belgrano', numero: '10', ciudad: 'Salta', provincia: 'Salta' },
  rubro: { idRubro: 2, nombre: 'Alimentos' },
  provincia: { idProvincia: 17, nombre: 'Salta' },
  cantidadProductos: 1,
});

function renderCard(e: EmprendimientoPublico, variant?: 'compact') {
  render(
    <MemoryRouter>
      <EmprendimientoCard emprendimiento={e} variant={variant} />
    </MemoryRouter>,
  );
}

describe('EmprendimientoCard', () => {
  it('links to the shop and shows rubro, location, product count and the verified badge', () => {
    renderCard(shop);
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('Dulces de la Abuela');
    expect(link).toHaveAttribute('href', `/tienda/${shop.slug}`);
    expect(screen.getByText('Alimentos')).toBeInTheDocument();
    expect(screen.getByText('Salta')).toBeInTheDocument(); // city and province of the same name, said once
    expect(screen.getByText('1 producto')).toBeInTheDocument();
    expect(screen.getByText('Verificado')).toBeInTheDocument();
  });

  it('is not verified unless its estado is Activo', () => {
    renderCard({ ...shop, estado: 'Pendiente', cantidadProductos: 1200 });
    expect(screen.queryByText('Verificado')).not.toBeInTheDocument();
    expect(screen.getByText('1.200 productos')).toBeInTheDocument();
  });

  it('has a compact variant with the same single link', () => {
    renderCard(shop, 'compact');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByTitle('Verificado')).toBeInTheDocument();
  });
});

describe('EmprendimientoCard rating (decision 038)', () => {
  it('shows the real average and count, or "Sin reseñas todavía", in both variants', () => {
    renderCard({ ...shop, calificacion: 4.8, numReseñas: 5 });
    expect(screen.getByRole('img', { name: 'Calificación 4,8 de 5, 5 reseñas' })).toBeInTheDocument();
    cleanup();
    renderCard({ ...shop, calificacion: null, numReseñas: 0 }, 'compact');
    expect(screen.getByText('Sin reseñas todavía')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Calificación/ })).not.toBeInTheDocument();
  });
});
