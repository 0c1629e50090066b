import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { rutaProducto, type Producto } from '@feria/contracts';
import { ProductCard, type ColoresTarjeta } from './product-card';

const base: Producto = {
  id: '00000000-0000-4000-8000-000000000001',
  nombre: 'Mate imperial de calabaza con virola de alpaca',
  descripcion: '',
  precio: 10001,
  stock: 3,
  sku: null,
  rutaImagen: null,
  tipoProducto: null,
  atributos: [],
  fechaAlta: '2026-01-10T12:00:00.000Z',
  habilitado: true,
  eliminado: false,
  idEmprendimiento: '00000000-0000-4000-8000-000000000002',
  nombreEmprendimiento: 'Mates del Sur',
  vendidos: 0,
  calificacion: null,
  numReseñas: 0,
  descuento: null,
};

function renderCard(over: Partial<Producto> = {}, colores?: ColoresTarjeta) {
  const producto = { ...base, ...over };
  render(
    <MemoryRouter>
      <ProductCard producto={producto} colores={colores} />
    </MemoryRouter>,
  );
  return producto;
}

const futuro = '2999-12-31T00:00:00.000Z';

describe('ProductCard', () => {
  it('is one link to the product page named after the product', () => {
    const p = renderCard();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(p.nombre);
    expect(links[0]).toHaveAttribute('href', rutaProducto(p));
    expect(screen.getByText('por Mates del Sur')).toBeInTheDocument();
  });

  it('shows the discounted price, the struck original price and the % OFF chip', () => {
    renderCard({ descuento: { activo: true, porcentajeDescuento: 15, fechaFin: futuro } });
    expect(screen.getByText('$ 8.501')).toBeInTheDocument(); // round(10001 × 0.85)
    const original = screen.getByText('$ 10.001');
    expect(original.closest('s')).not.toBeNull();
    expect(screen.getByText('15% OFF')).toBeInTheDocument();
  });

  it("says 'Desde' the lowest variant price when the variants' prices differ (docs/producto/variantes.md#precio-desde)", () => {
    renderCard({ precio: 98000, precioDesde: 89000 });
    expect(screen.getByText('Desde')).toBeInTheDocument();
    expect(screen.getByText('$ 89.000')).toBeInTheDocument();
    expect(screen.queryByText('$ 98.000')).not.toBeInTheDocument();
  });

  it('ignores an inactive or expired discount', () => {
    renderCard({ descuento: { activo: true, porcentajeDescuento: 15, fechaFin: '2000-01-01T00:00:00.000Z' } });
    expect(screen.getByText('$ 10.001')).toBeInTheDocument();
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
  });

  it("shows 'Envío gratis' only from a final price of 90000 for a shop with the platform's threshold", () => {
    renderCard({ precio: 89999, envioGratisDesde: 90000 });
    expect(screen.queryByText('Envío gratis')).not.toBeInTheDocument();
  });

  it("shows 'Envío gratis' at exactly 90000", () => {
    renderCard({ precio: 90000, envioGratisDesde: 90000 });
    expect(screen.getByText('Envío gratis')).toBeInTheDocument();
  });

  it('decides free shipping on the discounted price, not the original', () => {
    renderCard({
      precio: 100000,
      descuento: { activo: true, porcentajeDescuento: 20, fechaFin: null },
      envioGratisDesde: 90000,
    });
    expect(screen.getByText('$ 80.000')).toBeInTheDocument();
    expect(screen.queryByText('Envío gratis')).not.toBeInTheDocument();
  });

  // Decision 086: the badge follows the shop's threshold (docs/producto/envios.md#gratis-desde).
  it("follows a shop's lower threshold, at or above it on the discounted price", () => {
    renderCard({
      precio: 25000,
      descuento: { activo: true, porcentajeDescuento: 20, fechaFin: null },
      envioGratisDesde: 20000,
    });
    expect(screen.getByText('$ 20.000')).toBeInTheDocument();
    expect(screen.getByText('Envío gratis')).toBeInTheDocument();
  });

  it('below the shop’s lower threshold, no badge', () => {
    renderCard({ precio: 19999, envioGratisDesde: 20000 });
    expect(screen.queryByText('Envío gratis')).not.toBeInTheDocument();
  });

  it('a shop without home delivery never shows it, not even above 90000', () => {
    renderCard({ precio: 150000, envioGratisDesde: null });
    expect(screen.queryByText('Envío gratis')).not.toBeInTheDocument();
  });

  it("marks a product with stock 0 as 'Sin stock'", () => {
    renderCard({ stock: 0 });
    expect(screen.getByText('Sin stock')).toBeInTheDocument();
  });

  it('has no stock badge while there is stock', () => {
    renderCard({ stock: 1 });
    expect(screen.queryByText('Sin stock')).not.toBeInTheDocument();
  });

  it('shows a lazy 1:1 image with intrinsic size, or the initial as placeholder', () => {
    const { unmount } = render(
      <MemoryRouter>
        <ProductCard producto={{ ...base, rutaImagen: '/uploads/mate.webp' }} />
      </MemoryRouter>,
    );
    const img = document.querySelector('img');
    expect(img).toHaveAttribute('src', '/uploads/mate.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    unmount();
    renderCard({ rutaImagen: null });
    expect(document.querySelector('img')).toBeNull();
    expect(within(screen.getByRole('article')).getByText('M')).toBeInTheDocument();
  });

  it("on a storefront wears the shop's colours, puts the % OFF on the image and leaves out the shop's name", () => {
    const colores = {
      fondo: 'rgb(255, 250, 240)',
      texto: 'rgb(51, 51, 51)',
      precio: 'rgb(153, 27, 27)',
      acento: 'rgb(220, 38, 38)',
      sobreAcento: 'rgb(255, 255, 255)',
      foco: 'rgb(0, 0, 0)',
    };
    renderCard({ descuento: { activo: true, porcentajeDescuento: 20, fechaFin: futuro }, stock: 0 }, colores);
    const card = screen.getByRole('article');
    expect(getComputedStyle(card).backgroundColor).toBe(colores.fondo);
    expect(screen.queryByText('por Mates del Sur')).not.toBeInTheDocument();
    const badge = screen.getByText('20% OFF');
    expect(getComputedStyle(badge).backgroundColor).toBe(colores.acento);
    expect(getComputedStyle(screen.getByText('$ 8.001')).color).toBe(colores.precio);
    expect(within(card).getByText('Sin stock')).toBeInTheDocument();
  });
});

describe('ProductCard rating and units sold (decision 038)', () => {
  it('says "Sin reseñas todavía" without reviews and hides the units sold at 0', () => {
    renderCard();
    expect(screen.getByText('Sin reseñas todavía')).toBeInTheDocument();
    expect(screen.queryByText(/vendido/)).not.toBeInTheDocument();
  });

  it('shows the real average, the count and the units sold', () => {
    renderCard({ calificacion: 4.3, numReseñas: 12, vendidos: 37 });
    expect(screen.getByRole('img', { name: 'Calificación 4,3 de 5, 12 reseñas' })).toBeInTheDocument();
    expect(screen.getByText('4,3')).toBeInTheDocument();
    expect(screen.getByText('(12)')).toBeInTheDocument();
    expect(screen.getByText('37 vendidos')).toBeInTheDocument();
    expect(screen.queryByText('Sin reseñas todavía')).not.toBeInTheDocument();
  });
});
