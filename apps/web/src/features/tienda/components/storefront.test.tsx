import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { rutaProducto, type Apariencia } from '@feria/contracts';
import { aparienciaFixture, atributo, catalogoFixture, emprendimientoFixture, productoFixture } from '../test-fixtures';
import { Storefront } from './storefront';

const rojo = productoFixture({ nombre: 'Mate rojo', precio: 100000, atributos: [atributo('Color', 'Rojo')] });
const azul = productoFixture({
  nombre: 'Mate azul',
  precio: 20000,
  atributos: [atributo('Color', 'Azul')],
  descuento: { activo: true, porcentajeDescuento: 25, fechaFin: null },
});
const bombilla = productoFixture({ nombre: 'Bombilla', precio: 5000, atributos: [atributo('Material', 'Alpaca')] });
const verano = catalogoFixture({ idCatalogo: 1, nombre: 'Verano', productosIds: [rojo.id, azul.id] });
const regalos = catalogoFixture({ idCatalogo: 2, nombre: 'Regalos', productosIds: [bombilla.id] });

function renderStorefront(over: Partial<Apariencia> = {}) {
  const apariencia = aparienciaFixture({
    filtros: [{ clave: 'Color', valores: ['Rojo', 'Azul'] }],
    ...over,
  });
  return render(
    <MemoryRouter>
      <Storefront
        emprendimiento={emprendimientoFixture()}
        apariencia={apariencia}
        productos={[rojo, azul, bombilla]}
        catalogos={[verano, regalos]}
      />
    </MemoryRouter>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('Storefront', () => {
  it('paints the page, navbar, name and cards with the shop colours (inline styles)', () => {
    renderStorefront({
      colorFondo: '#FFF0F0',
      colorFondoSecundario: '#F0F0FF',
      tipoGradiente: 'lineal',
      colorNavbar: '#1E3A8A',
      colorTextoNavbar: '#FFFFFF',
      colorNombreTienda: '#7C2D12',
      fuenteNombreTienda: 'Georgia',
      colorTarjetas: '#FFFFFF',
      colorTextoCard: '#333333',
    });
    const root = screen.getByTestId('storefront');
    // jsdom normalises hex colours to rgb().
    expect(root.style.backgroundImage).toBe('linear-gradient(180deg, rgb(255, 240, 240) 0%, rgb(240, 240, 255) 100%)');
    expect(root).toHaveStyle({ backgroundColor: '#FFF0F0' });
    expect(screen.getByTestId('tienda-navbar')).toHaveStyle({ backgroundColor: '#1E3A8A', color: '#FFFFFF' });
    const h1 = screen.getByRole('heading', { level: 1, name: 'Mates del Sur' });
    expect(h1).toHaveStyle({ color: '#7C2D12' });
    expect(h1.style.fontFamily).toContain('Georgia');
    const card = within(section('Todos los productos')).getAllByRole('article')[0]!;
    expect(card).toHaveStyle({ backgroundColor: '#FFFFFF', color: '#333333' });
  });

  it('uses a radial gradient when tipoGradiente is radial and an accent gradient without banner', () => {
    renderStorefront({
      tipoGradiente: 'radial',
      colorFondo: '#000000',
      colorFondoSecundario: '#333333',
      colorAcento: '#FF5500',
    });
    expect(screen.getByTestId('storefront').style.backgroundImage).toMatch(/^radial-gradient\(/);
    expect(screen.getByTestId('tienda-banner').style.backgroundImage).toMatch(
      /^linear-gradient\(135deg, rgb\(255, 85, 0\)/,
    );
  });

  it('shows the shop info: description, rubro, location and Verificado', () => {
    renderStorefront();
    expect(screen.getByText('Mates artesanales de Córdoba.')).toBeInTheDocument();
    const datos = screen.getByRole('list', { name: 'Datos de la tienda' });
    expect(within(datos).getByText('Verificado')).toBeInTheDocument();
    expect(within(datos).getByText('Artesanías')).toBeInTheDocument();
    expect(within(datos).getByText('Villa Carlos Paz, Córdoba')).toBeInTheDocument();
  });

  it('says how soon the shop answers questions once the server knows (docs/producto/preguntas.md#tiempo-de-respuesta)', () => {
    const { unmount } = renderStorefront();
    expect(screen.queryByText(/^Responde en/)).not.toBeInTheDocument();
    unmount();
    render(
      <MemoryRouter>
        <Storefront
          emprendimiento={emprendimientoFixture({ respondeEnMinutos: 130 })}
          apariencia={aparienciaFixture()}
          productos={[]}
          catalogos={[]}
        />
      </MemoryRouter>,
    );
    const datos = screen.getByRole('list', { name: 'Datos de la tienda' });
    expect(within(datos).getByText('Responde en ~2 horas')).toBeInTheDocument();
  });

  it('renders selected catalogs in order, then Todos los productos, as grids', () => {
    renderStorefront({ catalogosSeleccionados: [2, 1], distribucionCatalogos: 'grid' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Filtros', 'Regalos', 'Verano', 'Todos los productos']);
    expect(within(section('Verano')).getByRole('list').dataset.layout).toBe('grid');
    expect(screen.queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
  });

  it('renders catalogs as carousels with Anterior / Siguiente buttons that scroll', async () => {
    const scrollBy = vi.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    renderStorefront({ distribucionCatalogos: 'carrusel' });
    const verano = section('Verano');
    const list = within(verano).getByRole('list');
    expect(list.dataset.layout).toBe('carrusel');
    // Pretend the row overflows, then let the carousel notice it.
    Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 900 });
    Object.defineProperty(list, 'clientWidth', { configurable: true, value: 300 });
    list.dispatchEvent(new Event('scroll'));
    const next = await within(verano).findByRole('button', { name: 'Siguiente' });
    expect(within(verano).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(next);
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 255 }));
    // 'Todos los productos' stays a grid.
    expect(within(section('Todos los productos')).getByRole('list').dataset.layout).toBe('grid');
  });

  it('filters products with toggle chips and clears them', async () => {
    const user = userEvent.setup();
    renderStorefront();
    const todos = section('Todos los productos');
    expect(within(todos).getByText('3 productos')).toBeInTheDocument();

    const azulChip = screen.getByRole('button', { name: 'Azul' });
    expect(azulChip).toHaveAttribute('aria-pressed', 'false');
    await user.click(azulChip);
    expect(azulChip).toHaveAttribute('aria-pressed', 'true');
    expect(within(todos).getByText('1 producto')).toBeInTheDocument();
    expect(within(todos).getByRole('link', { name: 'Mate azul' })).toBeInTheDocument();
    expect(within(todos).queryByRole('link', { name: 'Mate rojo' })).not.toBeInTheDocument();
    // A catalog left without matches disappears while filtering.
    expect(screen.queryByRole('region', { name: 'Regalos' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rojo' }));
    expect(within(todos).getByText('2 productos')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(within(todos).getByText('3 productos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Azul' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when no product matches the filters', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <Storefront
          emprendimiento={emprendimientoFixture()}
          apariencia={aparienciaFixture({ filtros: [{ clave: 'Color', valores: ['Verde'] }] })}
          productos={[rojo, azul]}
          catalogos={[]}
        />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Verde' }));
    expect(screen.getByText('Ningún producto coincide con los filtros elegidos.')).toBeInTheDocument();
    expect(screen.getByText('0 productos')).toBeInTheDocument();
  });

  it('shows price, discount and free shipping on the cards, linking to the product page', () => {
    renderStorefront();
    const todos = section('Todos los productos');
    const cards = within(todos).getAllByRole('article');
    const [cardRojo, cardAzul, cardBombilla] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(cardRojo).getByText('Envío gratis')).toBeInTheDocument();
    expect(within(cardRojo).getByRole('link', { name: 'Mate rojo' })).toHaveAttribute('href', rutaProducto(rojo));
    expect(within(cardAzul).getByText('25% OFF')).toBeInTheDocument();
    expect(within(cardAzul).getByText('$ 15.000')).toBeInTheDocument();
    expect(within(cardAzul).getByText('$ 20.000')).toBeInTheDocument();
    expect(within(cardAzul).queryByText('Envío gratis')).not.toBeInTheDocument();
    expect(within(cardBombilla).queryByText(/% OFF/)).not.toBeInTheDocument();
  });

  it('keeps text on the accent readable: black on a light accent, white on a dark one', async () => {
    const user = userEvent.setup();
    const { unmount } = renderStorefront({ colorAcento: '#FDE047' });
    await user.click(screen.getByRole('button', { name: 'Rojo' }));
    expect(screen.getByRole('button', { name: 'Rojo' })).toHaveStyle({ color: '#000000', backgroundColor: '#FDE047' });
    unmount();
    renderStorefront({ colorAcento: '#1E3A8A' });
    await user.click(screen.getByRole('button', { name: 'Rojo' }));
    expect(screen.getByRole('button', { name: 'Rojo' })).toHaveStyle({ color: '#FFFFFF' });
  });

  it('announces the shop coupons usable now, with their conditions (decision 065)', () => {
    render(
      <MemoryRouter>
        <Storefront
          emprendimiento={emprendimientoFixture()}
          apariencia={aparienciaFixture()}
          productos={[rojo]}
          catalogos={[]}
          cupones={[
            {
              codigoCupon: 'PRIMERA10',
              tipo: 'PORCENTAJE',
              valor: 10,
              descripcion: null,
              montoMinimo: null,
              cantidadMinima: null,
              fechaFin: null,
            },
            {
              codigoCupon: 'CEIBO5000',
              tipo: 'VALOR_FIJO',
              valor: 5000,
              descripcion: null,
              montoMinimo: 40000,
              cantidadMinima: null,
              fechaFin: '2026-12-18T15:00:00.000Z',
            },
          ]}
        />
      </MemoryRouter>,
    );
    const cupones = within(screen.getByRole('region', { name: 'Cupones de la tienda' })).getAllByRole('listitem');
    expect(cupones.map((c) => c.textContent?.replace(/\s+/g, ' '))).toEqual([
      'Usá el cupón PRIMERA10: 10 % de descuentoIngresalo al pagar.',
      'Usá el cupón CEIBO5000: $ 5.000 de descuentoVálido en compras desde $ 40.000, hasta el 18 de diciembre. Ingresalo al pagar.',
    ]);
  });

  it('announces nothing without coupons (the editor preview, a shop with none)', () => {
    renderStorefront();
    expect(screen.queryByRole('region', { name: 'Cupones de la tienda' })).toBeNull();
  });
});
