import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RespuestaVoz } from '@feria/contracts';
import { mockFetch, ok, renderPage } from '../../../../components/ui/test-support';
import { API, EMPRENDIMIENTO_ID, productoFixture, TIPOS } from '../../test-fixtures';
import { VozFab } from './voz-fab';

const VOZ = '/api/emprendedor/v1/comandos-voz';
const MOTOR = {
  motor: 'browser',
  descripcion: 'Reconocimiento de voz del navegador',
  maxSegundos: 60,
  maxBytes: 5242880,
};
const base = { entidadesEncontradas: {}, razonamientoInterno: '', transcripcion: 'x', motor: 'texto' } as const;

afterEach(() => vi.unstubAllGlobals());

/** What the server saves from a POST body: the name, and disabled when asked (the test double answers as the API does). */
const creadoDe = (body: unknown) => {
  const { nombre, habilitado } = body as { nombre: string; habilitado?: boolean };
  return { nombre, habilitado: habilitado ?? true };
};

async function abrirYEscribir(texto: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Cargar o modificar productos por voz' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Cargar o modificar productos por voz' });
  expect(within(dialogo).getByRole('button', { name: 'Comenzar Grabación' })).toBeInTheDocument();
  await user.type(within(dialogo).getByRole('textbox', { name: 'Comando (escribilo o corregilo)' }), texto);
  await user.click(within(dialogo).getByRole('button', { name: 'Procesar texto' }));
  return user;
}

describe('voice tool (docs/producto/voz-grabador.md#estados-del-grabador), typed command', () => {
  const creacion: RespuestaVoz = {
    ...base,
    accionDetectada: 'CREAR_PRODUCTO_PENDIENTE_CONFIRMACION',
    mensajeUsuario: 'Detectamos 2 productos para cargar.',
    datosAccion: [
      {
        nombre: 'Remera de algodón roja',
        precio: 12000,
        stock: 10,
        descripcion: '',
        tipo: 'Indumentaria',
        tipoProductoId: 4,
        sku: null,
        atributos: [{ clave: 'Talle', valor: 'M' }],
      },
      {
        nombre: 'Remera de algodón negra',
        precio: 13500,
        stock: null,
        descripcion: '',
        tipo: 'Indumentaria',
        tipoProductoId: 4,
        sku: null,
        atributos: [],
      },
    ],
  };
  const apiCreacion = () =>
    mockFetch({
      [`GET ${VOZ}/motor`]: () => ok(MOTOR),
      [`POST ${VOZ}/procesarTexto`]: () => ok(creacion),
      [`GET ${API}/tipos`]: () => ok(TIPOS),
      [`GET ${API}/atributos/${EMPRENDIMIENTO_ID}`]: () => ok([]),
      [`POST ${API}`]: (req) => ({
        status: 201,
        body: productoFixture(creadoDe(req.body)),
      }),
    });

  it('creation: says what each product lacks, saves it disabled unless published on purpose, and offers the products list', async () => {
    const api = apiCreacion();
    renderPage(<VozFab idEmprendimiento={EMPRENDIMIENTO_ID} />, { url: '/dashboard-emprendedor' });
    const user = await abrirYEscribir('creá dos remeras');
    expect(api.to('POST', `${VOZ}/procesarTexto`)[0]!.body).toEqual({
      texto: 'creá dos remeras',
      emprendimientoId: EMPRENDIMIENTO_ID,
    });

    const dialogo = await screen.findByRole('dialog', { name: 'Productos detectados' });
    const roja = within(dialogo).getByRole('listitem', { name: 'Producto 1: Remera de algodón roja' });
    const negra = within(dialogo).getByRole('listitem', { name: 'Producto 2: Remera de algodón negra' });
    // docs/producto/voz.md#sin-stock-o-sin-foto: a product without stock no longer blocks the batch.
    expect(within(negra).getByText('Sin stock')).toBeInTheDocument();
    expect(within(negra).getByText('Sin foto')).toBeInTheDocument();
    expect(
      within(negra).getByText(
        'Se guarda deshabilitado: no se ve en la tienda hasta que le agregues stock y una foto y lo habilites en Mis productos.',
      ),
    ).toBeInTheDocument();
    expect(within(roja).queryByText('Sin stock')).not.toBeInTheDocument();
    expect(within(roja).getByText('Sin foto')).toBeInTheDocument();
    // The seller publishes the red one on purpose.
    await user.click(within(roja).getByRole('checkbox', { name: 'Publicar Remera de algodón roja igual' }));
    expect(within(roja).getByText('Se publica al confirmar, aunque no tenga foto.')).toBeInTheDocument();
    const confirmar = within(dialogo).getByRole('button', { name: 'Confirmar Carga de 2 Producto(s)' });
    expect(confirmar).toBeEnabled();
    await user.click(confirmar);

    expect(
      await screen.findByText(
        '2 productos creados exitosamente. 1 quedó deshabilitado: habilitalo desde Mis productos cuando le agregues lo que le falta.',
      ),
    ).toBeInTheDocument();
    const creados = api.to('POST', API);
    expect(creados.map((r) => r.url.searchParams.get('idEmprendimiento'))).toEqual([
      EMPRENDIMIENTO_ID,
      EMPRENDIMIENTO_ID,
    ]);
    expect(creados.map((r) => r.body)).toEqual([
      expect.objectContaining({
        nombre: 'Remera de algodón roja',
        precio: 12000,
        stock: 10,
        tipoProductoId: 4,
        habilitado: true,
        atributosRequestDto: [{ clave: 'Talle', valor: 'M', tipoDato: 'STRING' }],
      }),
      expect.objectContaining({ nombre: 'Remera de algodón negra', precio: 13500, stock: 0, habilitado: false }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Ver Productos' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard-emprendedor/productos');
  });

  it('creation: adding the stock in the preview clears «Sin stock»; without a photo it is still saved disabled', async () => {
    const api = apiCreacion();
    renderPage(<VozFab idEmprendimiento={EMPRENDIMIENTO_ID} />, { url: '/dashboard-emprendedor' });
    const user = await abrirYEscribir('creá dos remeras');
    const dialogo = await screen.findByRole('dialog', { name: 'Productos detectados' });
    await user.click(within(dialogo).getByRole('button', { name: 'Editar Remera de algodón negra' }));
    const edicion = within(dialogo).getByRole('listitem', { name: /Remera de algodón negra \(editando\)/ });
    await user.type(within(edicion).getByRole('textbox', { name: /Stock/ }), '4');
    await user.click(within(edicion).getByRole('button', { name: 'Guardar Remera de algodón negra' }));
    const negra = await within(dialogo).findByRole('listitem', { name: 'Producto 2: Remera de algodón negra' });
    expect(within(negra).queryByText('Sin stock')).not.toBeInTheDocument();
    expect(
      within(negra).getByText(
        'Se guarda deshabilitado: no se ve en la tienda hasta que le agregues una foto y lo habilites en Mis productos.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar Carga de 2 Producto(s)' }));
    expect(
      await screen.findByText(
        '2 productos creados exitosamente. Quedaron deshabilitados: habilitalos desde Mis productos cuando les agregues lo que les falta.',
      ),
    ).toBeInTheDocument();
    expect(api.to('POST', API).map((r) => r.body)).toEqual([
      expect.objectContaining({ nombre: 'Remera de algodón roja', stock: 10, habilitado: false }),
      expect.objectContaining({ nombre: 'Remera de algodón negra', stock: 4, habilitado: false }),
    ]);
  });

  it('creation: a count without a list says the stock came from it, and one without a price per unit is asked (docs/producto/voz.md#cuenta-sin-lista)', async () => {
    const item = { descripcion: '', tipo: 'Vela', tipoProductoId: 4, sku: null, atributos: [] };
    const api = mockFetch({
      [`GET ${VOZ}/motor`]: () => ok(MOTOR),
      [`POST ${VOZ}/procesarTexto`]: () =>
        ok({
          ...creacion,
          datosAccion: [
            {
              ...item,
              nombre: 'Vela',
              precio: 4500,
              stock: 3,
              stockDicho: { texto: 'tres velas', valor: 3, tomado: true },
            },
            {
              ...item,
              nombre: 'Mate',
              precio: 8000,
              stock: null,
              stockDicho: { texto: 'dos mates', valor: 2, tomado: false },
            },
          ],
        }),
      [`GET ${API}/tipos`]: () => ok(TIPOS),
      [`GET ${API}/atributos/${EMPRENDIMIENTO_ID}`]: () => ok([]),
      [`POST ${API}`]: (req) => ({
        status: 201,
        body: productoFixture(creadoDe(req.body)),
      }),
    });
    renderPage(<VozFab idEmprendimiento={EMPRENDIMIENTO_ID} />, { url: '/dashboard-emprendedor' });
    const user = await abrirYEscribir('creá tres velas a 4500');
    const dialogo = await screen.findByRole('dialog', { name: 'Productos detectados' });
    const vela = within(dialogo).getByRole('listitem', { name: 'Producto 1: Vela' });
    expect(within(vela).getByText(/Stock 3 — lo tomé de «tres velas»/)).toBeInTheDocument();
    await user.click(within(vela).getByRole('button', { name: 'Editar Vela' }));
    const edicion = within(dialogo).getByRole('listitem', { name: /Vela \(editando\)/ });
    expect(within(edicion).getByText(/Lo tomé de «tres velas»: cambialo si no es así\./)).toBeInTheDocument();
    const campo = within(edicion).getByRole('textbox', { name: /Stock/ });
    await user.clear(campo);
    await user.type(campo, '1');
    await user.click(within(edicion).getByRole('button', { name: 'Guardar Vela' }));
    const mate = within(dialogo).getByRole('listitem', { name: 'Producto 2: Mate' });
    expect(within(mate).getByText('Dijiste «dos mates»: ¿tenés 2 en stock?')).toBeInTheDocument();
    expect(within(mate).getByText('Sin stock')).toBeInTheDocument();
    await user.click(within(mate).getByRole('button', { name: 'Sí, 2 en stock de Mate' }));
    expect(within(mate).queryByText('Sin stock')).not.toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar Carga de 2 Producto(s)' }));
    await waitFor(() =>
      expect(api.to('POST', API).map((r) => r.body)).toEqual([
        expect.objectContaining({ nombre: 'Vela', stock: 1 }),
        expect.objectContaining({ nombre: 'Mate', stock: 2 }),
      ]),
    );
  });

  it('mass change: every product of the type before → after, then one PUT each with the new price', async () => {
    const velas = [
      productoFixture({ nombre: 'Vela de soja', precio: 4500, stock: 3 }),
      productoFixture({ nombre: 'Vela de coco', precio: 5000, stock: 2 }),
    ];
    const respuesta: RespuestaVoz = {
      ...base,
      accionDetectada: 'MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION',
      mensajeUsuario: 'Vas a modificar 2 productos del tipo "Vela".',
      datosAccion: {
        datos_modificacion: { porcentaje_precio: 1.1 },
        productos_afectados: velas.map((v) => ({
          id: v.id,
          nombre: v.nombre,
          precio: v.precio,
          stock: v.stock,
          tipo: 'Vela',
          habilitado: true,
        })),
        tipo_producto: 'Vela',
        cantidad_productos: 2,
        razonamiento_ia: '',
      },
    };
    const api = mockFetch({
      [`GET ${VOZ}/motor`]: () => ok(MOTOR),
      [`POST ${VOZ}/procesarTexto`]: () => ok(respuesta),
      ...Object.fromEntries(velas.map((v) => [`GET ${API}/${v.id}`, () => ok(v)])),
      ...Object.fromEntries(
        velas.map((v) => [`PUT ${API}/${v.id}`, (req: { body: unknown }) => ok({ ...v, ...(req.body as object) })]),
      ),
    });
    renderPage(<VozFab idEmprendimiento={EMPRENDIMIENTO_ID} />, { url: '/dashboard-emprendedor/productos' });
    const user = await abrirYEscribir('subí un diez por ciento todas las velas');
    const dialogo = await screen.findByRole('dialog', { name: 'Cambio masivo: Vela' });
    const tabla = within(dialogo).getByRole('table', { name: 'Productos del tipo Vela' });
    expect(within(tabla).getByRole('row', { name: /Vela de soja \$ 4\.500 \$ 4\.950/ })).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Aplicar a 2 producto(s)' }));
    expect(await screen.findByText('¡2 producto(s) del tipo "Vela" modificado(s) exitosamente!')).toBeInTheDocument();
    expect(api.to('PUT', `${API}/${velas[0]!.id}`)[0]!.body).toMatchObject({
      nombre: 'Vela de soja',
      precio: 4950,
      stock: 3,
      sku: 'TAZ-01',
      tipoProductoId: 3,
    });
    expect(api.to('PUT', `${API}/${velas[1]!.id}`)[0]!.body).toMatchObject({ precio: 5500 });
    // Already on the products list: no 'Ver Productos'.
    expect(screen.queryByRole('button', { name: 'Ver Productos' })).not.toBeInTheDocument();
  });

  it('a change with several matches waits for the seller to pick one', async () => {
    const [a, b] = [
      productoFixture({ nombre: 'Vela de soja lavanda', precio: 4500 }),
      productoFixture({ nombre: 'Vela de soja vainilla', precio: 4700 }),
    ];
    const respuesta: RespuestaVoz = {
      ...base,
      accionDetectada: 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION',
      mensajeUsuario: 'Preparamos 1 modificación.',
      datosAccion: [
        {
          identificador_original: 'vela de soja',
          modificacion_solicitada: { producto_identificador: '', datos_para_actualizar: { precio: 5000 } },
          productos_similares_encontrados: [a!, b!].map((p) => ({
            id: p.id,
            nombre: p.nombre,
            precio: p.precio,
            stock: p.stock,
            tipo: 'Vela',
            habilitado: true,
          })),
        },
      ],
    };
    const api = mockFetch({
      [`GET ${VOZ}/motor`]: () => ok(MOTOR),
      [`POST ${VOZ}/procesarTexto`]: () => ok(respuesta),
      [`GET ${API}/${b!.id}`]: () => ok(b),
      [`PUT ${API}/${b!.id}`]: () => ok(b),
    });
    renderPage(<VozFab idEmprendimiento={EMPRENDIMIENTO_ID} />);
    const user = await abrirYEscribir('subí el precio de la vela de soja a 5000');
    const dialogo = await screen.findByRole('dialog', { name: 'Modificar productos' });
    expect(within(dialogo).getByText('Selecciona el producto a modificar:')).toBeInTheDocument();
    const confirmar = within(dialogo).getByRole('button', { name: 'Confirmar cambios' });
    expect(confirmar).toBeDisabled();
    await user.click(within(dialogo).getByRole('radio', { name: /Vela de soja vainilla/ }));
    expect(within(dialogo).getByText('$ 5.000')).toBeInTheDocument();
    await user.click(confirmar);
    expect(await screen.findByRole('heading', { name: 'Modificación Exitosa' })).toBeInTheDocument();
    expect(api.to('PUT', `${API}/${b!.id}`)[0]!.body).toMatchObject({ precio: 5000 });
  });

  it('a change of variants names each one before → after and saves both in one PUT of the product (docs/producto/voz.md#variantes)', async () => {
    const zapatillas = productoFixture({
      nombre: 'Zapatillas urbanas',
      precio: 54000,
      stock: 5,
      opciones: [{ nombre: 'Talle', valores: ['38', '39'] }],
      variantes: [
        {
          id: '00000000-0000-4000-9000-000000000001',
          sku: null,
          valores: { Talle: '38' },
          texto: 'Talle 38',
          stock: 3,
          precio: null,
          precioEfectivo: 54000,
          idImagen: null,
          habilitada: true,
        },
        {
          id: '00000000-0000-4000-9000-000000000002',
          sku: null,
          valores: { Talle: '39' },
          texto: 'Talle 39',
          stock: 2,
          precio: null,
          precioEfectivo: 54000,
          idImagen: null,
          habilitada: true,
        },
      ],
    });
    const resumen = {
      id: zapatillas.id,
      nombre: 'Zapatillas urbanas',
      precio: 54000,
      stock: 5,
      tipo: null,
      habilitado: true,
    };
    const respuesta: RespuestaVoz = {
      ...base,
      accionDetectada: 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION',
      mensajeUsuario:
        'Zapatillas urbanas · Talle 38: stock 3 → 8. Zapatillas urbanas · Talle 42 (nueva): stock 3. Revisá y confirmá.',
      datosAccion: [
        {
          identificador_original: 'Zapatillas urbanas · Talle 38',
          modificacion_solicitada: {
            producto_identificador: zapatillas.id,
            datos_para_actualizar: { diferencial_stock: 5 },
          },
          productos_similares_encontrados: [resumen],
          variante: {
            valores: { Talle: '38' },
            texto: 'Talle 38',
            nueva: false,
            variantes: [
              { id: zapatillas.variantes![0]!.id, texto: 'Talle 38', stock: 3, precio: 54000, habilitada: true },
            ],
          },
        },
        {
          identificador_original: 'Zapatillas urbanas · Talle 42',
          modificacion_solicitada: { producto_identificador: zapatillas.id, datos_para_actualizar: { stock: 3 } },
          productos_similares_encontrados: [resumen],
          variante: { valores: { Talle: '42' }, texto: 'Talle 42', nueva: true, variantes: [] },
        },
      ],
    };
    const api = mockFetch({
      [`GET ${VOZ}/motor`]: () => ok(MOTOR),
      [`POST ${VOZ}/procesarTexto`]: () => ok(respuesta),
      [`GET ${API}/${zapatillas.id}`]: () => ok(zapatillas),
      [`PUT ${API}/${zapatillas.id}`]: () => ok(zapatillas),
    });
    renderPage(<VozFab idEmprendimiento={EMPRENDIMIENTO_ID} />);
    const user = await abrirYEscribir('sumá 5 del talle 38 de las zapatillas y agregá talle 42 con 3');
    const dialogo = await screen.findByRole('dialog', { name: 'Modificar productos' });
    const primera = within(dialogo).getByRole('listitem', { name: 'Modificación 1: Zapatillas urbanas · Talle 38' });
    const variantes = within(primera).getByRole('list', { name: 'Variantes que cambian' });
    expect(variantes).toHaveTextContent('Talle 38Stock: 3 → 8');
    const segunda = within(dialogo).getByRole('listitem', { name: 'Modificación 2: Zapatillas urbanas · Talle 42' });
    expect(within(segunda).getByRole('list', { name: 'Variantes que cambian' })).toHaveTextContent(
      'Talle 42 (nueva)Stock: 3',
    );
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar cambios' }));
    expect(await screen.findByRole('heading', { name: 'Modificación Exitosa' })).toBeInTheDocument();
    const puts = api.to('PUT', `${API}/${zapatillas.id}`);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toMatchObject({
      opciones: [{ nombre: 'Talle', valores: ['38', '39', '42'] }],
      variantes: [
        { id: zapatillas.variantes![0]!.id, valores: { Talle: '38' }, stock: 8 },
        { id: zapatillas.variantes![1]!.id, valores: { Talle: '39' }, stock: 2 },
        { valores: { Talle: '42' }, stock: 3, habilitada: true },
      ],
    });
  });

  it('an unrecognised command closes the recorder with the server message; the text comes back on reopening', async () => {
    mockFetch({
      [`GET ${VOZ}/motor`]: () => ok(MOTOR),
      [`POST ${VOZ}/procesarTexto`]: () =>
        ok({
          ...base,
          accionDetectada: 'ACCION_NO_RECONOCIDA',
          mensajeUsuario: 'No entendimos qué querés hacer.',
          datosAccion: null,
        }),
    });
    renderPage(<VozFab idEmprendimiento={EMPRENDIMIENTO_ID} />);
    const user = await abrirYEscribir('mostrame mis ventas');
    expect(await screen.findByText('No entendimos qué querés hacer.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cargar o modificar productos por voz' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Cargar o modificar productos por voz' }));
    expect(await screen.findByRole('textbox', { name: 'Comando (escribilo o corregilo)' })).toHaveValue(
      'mostrame mis ventas',
    );
  });

  it('without the shop id it says so before calling the server', async () => {
    const api = mockFetch({ [`GET ${VOZ}/motor`]: () => ok(MOTOR) });
    renderPage(<VozFab idEmprendimiento={undefined} />);
    await abrirYEscribir('creá una taza');
    expect(await screen.findByText('Error: No se pudo identificar al emprendedor.')).toBeInTheDocument();
    expect(api.to('POST', `${VOZ}/procesarTexto`)).toHaveLength(0);
  });
});
