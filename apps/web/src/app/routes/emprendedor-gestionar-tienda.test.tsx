import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aparienciaPorDefecto } from '@feria/contracts';
import { mockFetch, ok, renderPage } from '../../components/ui/test-support';
import { AuthContext, type AuthContextValue } from '../../features/auth';
import { emprendimientoFixture } from '../../features/profile-status/test-support';
import EmprendedorGestionarTiendaRoute from './emprendedor-gestionar-tienda';

afterEach(() => vi.unstubAllGlobals());

const emp = emprendimientoFixture({ nombre: 'Mates del Sur' });
const producto = (nombre: string, habilitado: boolean, idCatalogos: number[]) => ({
  id: crypto.randomUUID(),
  nombre,
  descripcion: '',
  precio: 15000,
  stock: 3,
  sku: null,
  rutaImagen: null,
  tipoProducto: null,
  atributos: [],
  fechaAlta: '2026-01-01T00:00:00.000Z',
  habilitado,
  eliminado: false,
  idEmprendimiento: emp.id,
  nombreEmprendimiento: emp.nombre,
  descuento: null,
  vendidos: 0,
  calificacion: null,
  numReseñas: 0,
  imagenes: [],
  idCatalogos,
});

describe('gestionar-tienda route', () => {
  it("previews the draft with the public storefront: the seller's enabled products in its enabled catalogs", async () => {
    mockFetch({
      [`GET /api/emprendedor/v1/emprendimientos/u-1`]: () => ok(emp),
      [`GET /api/emprendedor/v1/emprendimientos/${emp.id}/apariencia`]: () => ok(aparienciaPorDefecto('')),
      [`GET /api/emprendedor/v1/productos/atributos/${emp.id}`]: () => ok([]),
      [`GET /api/emprendedor/v1/catalogos/${emp.id}`]: () =>
        ok([{ idCatalogo: 1, nombre: 'Verano', habilitado: true, cantidadProductos: 2 }]),
      [`GET /api/emprendedor/v1/productos/misProductos/${emp.id}`]: () =>
        ok([producto('Mate imperial', true, [1]), producto('Mate roto', false, [1])]),
    });
    const vendedora = {
      userId: 'u-1',
      roles: ['emprendedor'],
      primaryRole: 'emprendedor',
    } as Partial<AuthContextValue> as AuthContextValue;
    renderPage(
      <AuthContext.Provider value={vendedora}>
        <EmprendedorGestionarTiendaRoute />
      </AuthContext.Provider>,
    );
    const nombre = await screen.findByLabelText('Nombre que se muestra');
    await userEvent.type(nombre, 'Mates de Luna');
    await userEvent.click(screen.getByRole('tab', { name: 'Vista previa' }));

    const preview = screen.getByRole('region', { name: 'Vista previa' });
    await waitFor(() => expect(within(preview).getByRole('heading', { level: 1 })).toHaveTextContent('Mates de Luna'));
    const verano = within(preview).getByRole('region', { name: 'Verano' });
    expect(within(verano).getByText('Mate imperial')).toBeInTheDocument();
    expect(within(preview).queryByText('Mate roto')).not.toBeInTheDocument();
    expect(document.title).toBe('Gestionar Tienda | Feria');
  });
});
