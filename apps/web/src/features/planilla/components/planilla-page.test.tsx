import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_PLANILLA, type FilaPlanilla, type ResultadoImportacion } from '@feria/contracts';
import { mockFetch, renderPage, respuestaDeError } from '../../../components/ui/test-support';
import { setTokenProvider } from '../../../lib/api-client';
import { FakeXhr, xhrEnviado } from '../../../lib/fake-xhr';
import { PlanillaPage } from './planilla-page';

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setTokenProvider(undefined);
});

const ID = '11111111-1111-4111-8111-111111111111';
const BASE = `/api/emprendedor/v1/emprendimientos/${ID}/productos`;

const fila = (n: number, over: Partial<FilaPlanilla> = {}): FilaPlanilla => ({
  fila: n,
  accion: 'crear',
  sku: `SKU-${n}`,
  nombre: `Producto ${n}`,
  variante: null,
  precio: 12500,
  stock: 3,
  ...over,
});

const conErrores = (): ResultadoImportacion => ({
  crear: 1,
  actualizar: 1,
  sinCambios: 1,
  errores: [{ fila: 4, columna: 'Stock', mensaje: 'El stock no puede ser negativo' }],
  filas: [
    fila(2),
    fila(3, { accion: 'actualizar', nombre: 'Zapatilla urbana', variante: 'Talle 38 · Negro', precio: 12500.5 }),
    fila(4, { accion: 'error', stock: -2 }),
    fila(5, { accion: 'sinCambios' }),
  ],
  aplicado: false,
});
const sinErrores = (): ResultadoImportacion => ({
  ...conErrores(),
  errores: [],
  filas: conErrores().filas.map((f) => (f.fila === 4 ? { ...f, accion: 'crear', stock: 2 } : f)),
  crear: 2,
});

const pagina = () => (
  <PlanillaPage idEmprendimiento={ID} nombreTienda="Mates del Sur" rutaProductos="/dashboard-emprendedor/productos" />
);
const csv = (nombre = 'productos.csv', contenido = 'SKU;Nombre\r\nA;Mate\r\n') =>
  new File([contenido], nombre, { type: 'text/csv' });
const input = () => screen.getByTestId('planilla-input') as HTMLInputElement;

/** Chooses the file and answers its preview with `plan`. */
async function vistaPrevia(plan: ResultadoImportacion) {
  const user = userEvent.setup();
  renderPage(pagina());
  await user.upload(input(), csv());
  const xhr = await xhrEnviado();
  act(() => xhr.answer(200, plan));
  await screen.findByRole('heading', { name: 'Vista previa' });
  return user;
}

describe("seller 'Importar y exportar productos'", () => {
  it('uploads the chosen file for a preview with its progress, writing nothing yet', async () => {
    setTokenProvider(async () => 'token-del-vendedor');
    const user = userEvent.setup();
    renderPage(pagina());
    await user.upload(input(), csv());
    const xhr = await xhrEnviado();
    expect([xhr.method, xhr.url]).toEqual(['POST', `${BASE}/importar?simular=true`]);
    expect(xhr.headers.Authorization).toBe('Bearer token-del-vendedor');
    expect(((xhr.body as FormData).get('archivo') as File).name).toBe('productos.csv');
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(screen.getByRole('progressbar', { name: 'Progreso de la revisión' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40 %', { exact: false })).toBeInTheDocument();
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 }));
    expect(screen.getByText('Revisando la planilla...')).toBeInTheDocument();
  });

  it('shows the counts, each error at its row and column, and keeps the import button disabled saying why', async () => {
    await vistaPrevia(conErrores());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Vista previa' })).toHaveFocus());
    expect(screen.getByText('1 producto nuevo · 1 a actualizar · 1 sin cambios')).toBeInTheDocument();
    const lista = screen.getByRole('region', { name: 'Tu planilla tiene 1 error' });
    expect(within(lista).getByText('Fila 4, columna Stock: El stock no puede ser negativo')).toBeInTheDocument();

    const boton = screen.getByRole('button', { name: 'Importar 2 productos' });
    expect(boton).toBeDisabled();
    expect(boton).toHaveAccessibleDescription(
      'Corregí los errores en tu planilla y volvé a subirla: no se importa nada mientras haya errores.',
    );
    // The live region says the outcome.
    expect(
      screen.getAllByRole('status').some((s) => s.textContent?.startsWith('Revisamos tu planilla: 1 producto nuevo')),
    ).toBe(true);

    const tabla = screen.getByRole('table', { name: 'Filas de la planilla' });
    expect(
      within(within(tabla).getAllByRole('row')[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Fila', 'Acción', 'SKU', 'Nombre', 'Variante', 'Precio', 'Stock']);
    const cuarta = within(tabla).getByRole('rowheader', { name: '4' }).closest('tr')!;
    expect(within(cuarta).getByText('Con errores')).toBeInTheDocument();
    expect(within(cuarta).getAllByRole('cell').at(-1)).toHaveTextContent('-2(con error)');
    expect(within(tabla).getByRole('list', { name: 'Errores de la fila 4' })).toHaveTextContent(
      'Stock: El stock no puede ser negativo',
    );
    const tercera = within(tabla).getByRole('rowheader', { name: '3' }).closest('tr')!;
    expect(within(tercera).getByText('$ 12.500,50')).toBeInTheDocument();
    expect(within(tercera).getByText('Talle 38 · Negro')).toBeInTheDocument();
    expect(within(tercera).getByText('Actualizar')).toBeInTheDocument();
  });

  it("'Solo filas con errores' leaves only the rows with an error, and long files go page by page", async () => {
    const muchas = Array.from({ length: 120 }, (_, i) => fila(i + 2));
    muchas[99] = fila(101, { accion: 'error', precio: null });
    const user = await vistaPrevia({
      ...conErrores(),
      crear: 119,
      actualizar: 0,
      sinCambios: 0,
      filas: muchas,
      errores: [{ fila: 101, columna: 'Precio', mensaje: 'Escribí el precio con números' }],
    });
    const tabla = () => screen.getByRole('table', { name: 'Filas de la planilla' });
    expect(within(tabla()).getAllByRole('rowheader')).toHaveLength(50);
    expect(screen.getByText('120 filas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir a la página 3' }));
    expect(
      within(tabla())
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toHaveLength(20);

    await user.click(screen.getByRole('switch', { name: 'Solo filas con errores' }));
    expect(
      within(tabla())
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['101']);
    expect(screen.getByText('1 fila')).toBeInTheDocument();
  });

  it('refuses a file over 5 MB or of another type in the browser, and says the size rule for a 413', async () => {
    const user = userEvent.setup();
    renderPage(pagina());
    const grande = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.csv', { type: 'text/csv' });
    await user.upload(input(), grande);
    expect(await screen.findByText(MENSAJES_PLANILLA.demasiadoGrande)).toBeInTheDocument();
    // Dropped or picked with 'all files': the browser's filter is not the only check.
    await userEvent.setup({ applyAccept: false }).upload(input(), new File(['x'], 'foto.png', { type: 'image/png' }));
    expect(await screen.findByText('Elegí una planilla CSV o Excel (.csv o .xlsx)')).toBeInTheDocument();
    expect(FakeXhr.last).toBeUndefined();

    await user.upload(input(), csv());
    const xhr = await xhrEnviado();
    const { status, body } = respuestaDeError('PLANILLA_DEMASIADO_GRANDE');
    act(() => xhr.answer(status, body));
    expect(await screen.findByText(MENSAJES_PLANILLA.demasiadoGrande)).toBeInTheDocument();
    // A proxy's bare 413 says the same.
    FakeXhr.last = undefined;
    await user.upload(input(), csv());
    const otra = await xhrEnviado();
    act(() => otra.answer(413, '<html>Request Entity Too Large</html>'));
    expect(await screen.findByText(MENSAJES_PLANILLA.demasiadoGrande)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elegir planilla' })).toBeEnabled();
  });

  it('imports the previewed file and shows the result with the way back to the products', async () => {
    const user = await vistaPrevia(sinErrores());
    FakeXhr.last = undefined;
    await user.click(screen.getByRole('button', { name: 'Importar 3 productos' }));
    const xhr = await xhrEnviado();
    expect(xhr.url).toBe(`${BASE}/importar`);
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 }));
    expect(screen.getByText('Guardando los productos...')).toBeInTheDocument();
    act(() => xhr.answer(200, { ...sinErrores(), aplicado: true }));
    const titulo = await screen.findByRole('heading', { name: 'Listo: 2 productos creados, 1 actualizado' });
    await waitFor(() => expect(titulo).toHaveFocus());
    expect(screen.getByText('1 producto quedó sin cambios.')).toBeInTheDocument();
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === 'Listo: 2 productos creados, 1 actualizado.'),
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Consultar Productos' })).toHaveAttribute(
      'href',
      '/dashboard-emprendedor/productos',
    );
    await user.click(screen.getByRole('button', { name: 'Importar otra planilla' }));
    expect(screen.getByRole('button', { name: 'Elegir planilla' })).toBeInTheDocument();
  });

  it('a file that changes nothing cannot be imported, and says so', async () => {
    await vistaPrevia({ ...sinErrores(), crear: 0, actualizar: 0, sinCambios: 3 });
    expect(screen.getByText('0 productos nuevos · 0 a actualizar · 3 sin cambios')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar 0 productos' })).toHaveAccessibleDescription(
      'Tu planilla no cambia ningún producto.',
    );
    expect(screen.getByRole('button', { name: 'Importar 0 productos' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Solo filas con errores' })).toBeDisabled();
  });

  it('a refusal with errors on import goes back to the preview with those errors, nothing imported', async () => {
    const user = await vistaPrevia(sinErrores());
    FakeXhr.last = undefined;
    await user.click(screen.getByRole('button', { name: 'Importar 3 productos' }));
    const xhr = await xhrEnviado();
    const { status, body } = respuestaDeError('PLANILLA_CON_ERRORES');
    act(() => xhr.answer(status, { ...body, ...conErrores() }));
    expect(await screen.findByText(MENSAJES_PLANILLA.conErrores)).toBeInTheDocument();
    expect(screen.getByText('Fila 4, columna Stock: El stock no puede ser negativo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar 2 productos' })).toBeDisabled();
  });

  it('a failed import keeps the preview and says why', async () => {
    const user = await vistaPrevia(sinErrores());
    FakeXhr.last = undefined;
    await user.click(screen.getByRole('button', { name: 'Importar 3 productos' }));
    const xhr = await xhrEnviado();
    act(() => xhr.onerror?.());
    expect(await screen.findByRole('heading', { name: 'Vista previa' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/conexión/i);
    expect(screen.getByRole('button', { name: 'Importar 3 productos' })).toBeEnabled();
  });

  it('downloads the export and the template with the seller session, named after the shop', async () => {
    setTokenProvider(async () => 'token-del-vendedor');
    const calls = mockFetch({
      [`GET ${BASE}/exportar`]: () => ({ status: 200, body: '\uFEFFSKU;Nombre\r\n' }),
      [`GET ${BASE}/plantilla`]: () => ({ status: 200, body: '\uFEFFSKU;Nombre\r\n' }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    const clic = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage(pagina());
    await user.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    await waitFor(() => expect(clic).toHaveBeenCalledTimes(1));
    expect(calls.requests[0]!.url.searchParams.get('formato')).toBe('xlsx');
    expect(calls.requests[0]!.headers.get('authorization')).toBe('Bearer token-del-vendedor');
    expect((clic.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^productos-mates-del-sur-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    expect(await screen.findByText('Descargamos tus productos en Excel')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Descargar plantilla CSV' }));
    await waitFor(() => expect(clic).toHaveBeenCalledTimes(2));
    expect(calls.requests[1]!.url.pathname).toBe(`${BASE}/plantilla`);
    expect((clic.mock.contexts[1] as HTMLAnchorElement).download).toBe('plantilla-productos-mates-del-sur.csv');
    clic.mockRestore();
  });
});
