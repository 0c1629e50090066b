import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { deriveProductoDetalle } from '@feria/contracts';
import type { Producto, ProductoImagen } from '@feria/contracts';
import { EMP_ID, imagen, productoFixture } from '../test-fixtures';
import { ProductoDetalleView } from './producto-detalle-view';

function renderView(over: Partial<Producto> = {}, images: ProductoImagen[] = []) {
  const detalle = deriveProductoDetalle(productoFixture(over), images);
  return render(
    <MemoryRouter>
      <ProductoDetalleView detalle={detalle} imagesReady />
    </MemoryRouter>,
  );
}

const enDosSemanas = () => new Date(Date.now() + 14 * 86_400_000).toISOString();

describe('ProductoDetalleView (docs/producto/entidades.md derived view, docs/producto/precios.md)', () => {
  it('shows the price, 6 cuotas, the 79 % price and free shipping from 90000', () => {
    renderView({ precio: 100000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Mate imperial de calabaza' })).toBeInTheDocument();
    expect(screen.getByTestId('precio-final')).toHaveTextContent('$ 100.000');
    expect(screen.getByText('Mismo precio en 6 cuotas de $ 16.667')).toBeInTheDocument();
    expect(screen.getByText('Precio sin impuestos nacionales: $ 79.000')).toBeInTheDocument();
    expect(screen.getByText('Envío gratis')).toBeInTheDocument();
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  });

  it('applies an active discount: struck original price, % OFF and the offer end date', () => {
    renderView({ precio: 100000, descuento: { activo: true, porcentajeDescuento: 20, fechaFin: enDosSemanas() } });
    expect(screen.getByTestId('precio-final')).toHaveTextContent('$ 80.000');
    expect(screen.getByText('$ 100.000').closest('s')).not.toBeNull(); // struck through
    expect(screen.getByText('20% OFF')).toBeInTheDocument();
    expect(screen.getByText(/^Oferta válida hasta /)).toBeInTheDocument();
    expect(screen.getByText('Mismo precio en 6 cuotas de $ 13.333')).toBeInTheDocument();
    expect(screen.getByText('Precio sin impuestos nacionales: $ 63.200')).toBeInTheDocument();
  });

  it('has no free shipping when the discounted price drops below 90000', () => {
    renderView({ precio: 100000, descuento: { activo: true, porcentajeDescuento: 15, fechaFin: null } });
    expect(screen.getByTestId('precio-final')).toHaveTextContent('$ 85.000');
    expect(screen.queryByText('Envío gratis')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Oferta válida hasta/)).not.toBeInTheDocument();
  });

  it('ignores an inactive discount', () => {
    renderView({ precio: 95000, descuento: { activo: false, porcentajeDescuento: 50, fechaFin: null } });
    expect(screen.getByTestId('precio-final')).toHaveTextContent('$ 95.000');
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  });

  it('links the breadcrumbs and the shop', () => {
    renderView();
    const nav = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Mates' })).toHaveAttribute('href', '/search?tipo=3');
    expect(within(nav).getByText('Mate imperial de calabaza')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Vendido por Mates del Sur' })).toHaveAttribute(
      'href',
      `/tienda/${EMP_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Ver la tienda' })).toHaveAttribute('href', `/tienda/${EMP_ID}`);
    // The buy box is composed by the route (cart feature); without it the view shows none.
    expect(screen.queryByRole('button', { name: /carrito/i })).not.toBeInTheDocument();
  });

  it('shows stock, description and the attributes table with the product type', () => {
    renderView({ stock: 3 });
    expect(screen.getByText('Últimas 3 unidades')).toBeInTheDocument();
    expect(screen.getByText('Mate forrado en cuero con virola de alpaca.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Características' });
    expect(within(table).getByRole('rowheader', { name: 'Tipo de producto' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Color Marrón' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Material Calabaza' })).toBeInTheDocument();
  });

  it('shows the principal image first, then by orden, and switches with the thumbnails', async () => {
    const user = userEvent.setup();
    renderView({}, [imagen(10, 2), imagen(11, 0), imagen(12, 5, true), imagen(13, 1)]);
    const main = () => screen.getByRole('img', { name: /imagen \d de 4/ });
    expect(main()).toHaveAttribute('src', '/uploads/productos/12.webp');
    expect(main()).toHaveAccessibleName('Mate imperial de calabaza, imagen 1 de 4');
    const thumbs = within(screen.getByRole('group', { name: 'Imágenes del producto' })).getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Ver imagen 1',
      'Ver imagen 2',
      'Ver imagen 3',
      'Ver imagen 4',
    ]);
    expect(thumbs.map((b) => b.querySelector('img')?.getAttribute('src'))).toEqual([
      '/uploads/productos/12.webp',
      '/uploads/productos/11.webp',
      '/uploads/productos/13.webp',
      '/uploads/productos/10.webp',
    ]);
    await user.click(screen.getByRole('button', { name: 'Ver imagen 3' }));
    expect(main()).toHaveAttribute('src', '/uploads/productos/13.webp');
    expect(screen.getByRole('button', { name: 'Ver imagen 3' })).toHaveAttribute('aria-pressed', 'true');
    // Keyboard: arrows move between thumbnails and wrap around.
    await user.keyboard('{ArrowRight}');
    expect(main()).toHaveAttribute('src', '/uploads/productos/10.webp');
    expect(screen.getByRole('button', { name: 'Ver imagen 4' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(main()).toHaveAttribute('src', '/uploads/productos/12.webp');
  });

  it('shows a placeholder without images or when the image fails to load', async () => {
    const { unmount } = renderView({}, []);
    expect(screen.getByRole('img', { name: 'Mate imperial de calabaza: sin imagen disponible' })).toBeInTheDocument();
    unmount();
    renderView({}, [imagen(1, 0, true)]);
    const img = screen.getByRole('img', { name: 'Mate imperial de calabaza' });
    img.dispatchEvent(new Event('error'));
    expect(
      await screen.findByRole('img', { name: 'Mate imperial de calabaza: sin imagen disponible' }),
    ).toBeInTheDocument();
  });
});

describe('ProductoDetalleView: payment methods (docs/producto/pagos.md#medios-de-pago)', () => {
  const conMedios = (medios: Producto['mediosDePago']) =>
    render(
      <MemoryRouter>
        <ProductoDetalleView
          detalle={deriveProductoDetalle(productoFixture(), [])}
          imagesReady
          mediosDePago={medios}
          compra={<button type="button">Agregar al carrito</button>}
        />
      </MemoryRouter>,
    );

  it('says a connected shop takes Mercado Pago and transfer, before the buy button', () => {
    conMedios(['MERCADO_PAGO', 'TRANSFERENCIA']);
    const texto = screen.getByText('Medios de pago: Mercado Pago y transferencia');
    const boton = screen.getByRole('button', { name: 'Agregar al carrito' });
    expect(texto.compareDocumentPosition(boton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says a shop without Mercado Pago takes transfer only', () => {
    conMedios(['TRANSFERENCIA']);
    expect(screen.getByText('Este emprendimiento cobra solo por transferencia')).toBeInTheDocument();
    expect(screen.queryByText(/Medios de pago: Mercado Pago/)).not.toBeInTheDocument();
  });

  it('says nothing while the methods are unknown', () => {
    conMedios(undefined);
    expect(screen.queryByTestId('medios-de-pago')).not.toBeInTheDocument();
  });
});
