import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { aplicarModificacion } from '@feria/contracts';
import { interpretar } from './interprete';
import { CORPUS } from './corpus/comandos';
import { diferencia, diferenciaVariante } from './corpus/evaluar';
import { TIENDA_CON_VARIANTES, TIENDA_VARIANTES } from './corpus/tienda-variantes';
import { CORPUS_VARIANTES } from './corpus/variantes';
import { TIENDA, idDe } from './corpus/tienda-prueba';
import { VENDEDORES } from './corpus/vendedores';

// The voice command parser against the corpus of commands as sellers say them (docs/producto/entidades.md item
// shapes, docs/producto/validacion.md modification rules). bench/voz-precision.ts reports the same per category, plus a
// held-out set.

describe('voice command parser: corpus', () => {
  for (const [categoria, casos] of Object.entries(CORPUS)) {
    describe(categoria, () => {
      it.each(casos.map(([t, e]) => [t, e] as const))('%s', (texto, esperado) => {
        expect(diferencia(interpretar(texto, TIENDA), esperado)).toBeNull();
      });
    });
  }
  it('holds at least 200 commands', () => {
    expect(Object.values(CORPUS).flat().length).toBeGreaterThanOrEqual(200);
  });
});

// Phrasings of sellers who were not coached, written before the parser learnt them (docs/producto/voz.md).
describe('voice command parser: uncoached sellers', () => {
  it.each(VENDEDORES.map(([categoria, t, e]) => [categoria, t, e] as const))(
    '[%s] %s',
    (_categoria, texto, esperado) => {
      expect(diferencia(interpretar(texto, TIENDA), esperado)).toBeNull();
    },
  );
});

describe('docs/producto/voz.md#variantes: sizes, colours and scents', () => {
  it.each(CORPUS_VARIANTES.map(([t, e]) => [t, e] as const))('%s', (texto, esperado) => {
    expect(diferenciaVariante(interpretar(texto, TIENDA_VARIANTES), esperado)).toBeNull();
  });
  // A change over the whole shop counts the two products more ('todos los productos').
  const deTodaLaTienda = (e: unknown) =>
    typeof e === 'object' && e !== null && 'masivo' in e && (e as { masivo: { tipo: string } }).masivo.tipo === 'Todos';
  it.each(
    [...Object.values(CORPUS).flat(), ...VENDEDORES.map(([, t, e]) => [t, e] as const)]
      .filter(([, e]) => !deTodaLaTienda(e))
      .map(([t, e]) => [t, e] as const),
  )('reads «%s» the same in a shop that also sells variants', (texto, esperado) => {
    expect(diferencia(interpretar(texto, TIENDA_CON_VARIANTES), esperado)).toBeNull();
  });
  it('leaves creations and plain products to the rest of the parser in a shop with variants', () => {
    const creada = interpretar('creá una remera roja talle M a doce mil con 10 unidades', TIENDA_VARIANTES);
    expect(creada).toMatchObject({
      accionDetectada: 'CREAR_PRODUCTO_PENDIENTE_CONFIRMACION',
      datosAccion: [
        {
          nombre: 'Remera roja',
          precio: 12000,
          stock: 10,
          atributos: [
            { clave: 'Color', valor: 'Rojo' },
            { clave: 'Talle', valor: 'M' },
          ],
        },
      ],
    });
    const taza = interpretar('subí 10 por ciento la taza azul', TIENDA_VARIANTES);
    expect(taza).toMatchObject({
      accionDetectada: 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION',
      datosAccion: [{ modificacion_solicitada: { datos_para_actualizar: { porcentaje_precio: 1.1 } } }],
    });
    expect(taza.accionDetectada === 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION' && taza.datosAccion[0]!.variante).toBe(
      undefined,
    );
    // The product's own price is still the product's: variants without their own price follow it.
    const precio = interpretar('cambiá el precio de las zapatillas urbanas a 58 mil', TIENDA_VARIANTES);
    expect(precio).toMatchObject({
      datosAccion: [{ modificacion_solicitada: { datos_para_actualizar: { precio: 58000 } } }],
    });
  });
});

const creados = (texto: string) => {
  const r = interpretar(texto, TIENDA);
  return r.accionDetectada === 'CREAR_PRODUCTO_PENDIENTE_CONFIRMACION' ? r.datosAccion : [];
};

describe('docs/producto/voz.md#cuenta-sin-lista: a count without a list', () => {
  it('is the stock when there is a price per unit, and the preview says where it came from', () => {
    const r = interpretar('cargá 5 tazas a 3 lucas', TIENDA);
    expect(r).toMatchObject({
      datosAccion: [
        { nombre: 'Taza', precio: 3000, stock: 5, stockDicho: { texto: '5 tazas', valor: 5, tomado: true } },
      ],
    });
    expect(r.mensajeUsuario).toContain('Tomé 5 como stock por «5 tazas»: cambialo si no es así.');
  });
  it('is asked, not guessed, with no price or with a price for all of them', () => {
    for (const [texto, precio] of [
      ['creá tres velas de soja', null],
      ['creá tres velas de soja a 9000 las tres', 9000],
      ['creá dos mates a 8000 en total', 8000],
    ] as const) {
      const r = interpretar(texto, TIENDA);
      expect(r, texto).toMatchObject({ datosAccion: [{ precio, stock: null, stockDicho: { tomado: false } }] });
      expect(r.mensajeUsuario, texto).toMatch(/¿tenés \d en stock\?/);
    }
  });
  it('says nothing for a single item or a stock said in units', () => {
    expect(creados('creá una vela a 4500')[0]?.stockDicho).toBeNull();
    expect(creados('creá tres velas a 4500 con 10 unidades')[0]).toMatchObject({ stock: 10, stockDicho: null });
  });
});

describe('docs/producto/voz.md#listas: a count that announces a list', () => {
  it('is never a stock, and every item after it is a product with its own price', () => {
    expect(creados('Crear dos productos: mate de calabaza a 8500 pesos y bombilla de alpaca a 4200')).toMatchObject([
      { nombre: 'Mate de calabaza', precio: 8500, stock: null, tipo: 'Mate' },
      { nombre: 'Bombilla de alpaca', precio: 4200, stock: null, tipo: 'Bombilla' },
    ]);
  });

  it('says when fewer products were understood than announced', () => {
    const r = interpretar('creá tres productos: mate de calabaza a 8500', TIENDA);
    expect(r).toMatchObject({
      accionDetectada: 'CREAR_PRODUCTO_PENDIENTE_CONFIRMACION',
      datosAccion: [{ nombre: 'Mate de calabaza', stock: null }],
    });
    expect(r.mensajeUsuario).toContain('Anunciaste 3 y entendimos 1: fijate si falta alguno.');
  });

  it('an amount after the last of a bare enumeration is for all of them', () => {
    expect(
      creados('cargá 3 velas: lavanda, vainilla y coco a 4500 cada una').map((p) => [p.nombre, p.precio, p.stock]),
    ).toEqual([
      ['Vela lavanda', 4500, null],
      ['Vela vainilla', 4500, null],
      ['Vela coco', 4500, null],
    ]);
  });

  it('holds for any list: N announced, N products with their prices, no stock', () => {
    const nombre = fc.constantFrom(
      'mate de calabaza',
      'bombilla de alpaca',
      'taza de cerámica',
      'vela de soja',
      'jabón de avena y miel',
      'cuaderno rayado',
      'plato playo',
      'manta tejida',
    );
    const precio = fc.integer({ min: 1, max: 999 }).map((n) => n * 100);
    const forma = fc.constantFrom(
      (p: number) => `a ${p}`,
      (p: number) => `a ${p} pesos`,
      (p: number) => `${p}`,
      (p: number) => `a $${p}`,
    );
    const palabras = ['', '', 'dos', 'tres', 'cuatro', 'cinco'];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(nombre, precio, forma), { minLength: 2, maxLength: 5, selector: ([n]) => n }),
        fc.constantFrom('productos', 'cosas'),
        (items, que) => {
          const partes = items.map(([n, p, f]) => `${n} ${f(p)}`);
          const lista = `${partes.slice(0, -1).join(', ')} y ${partes.at(-1)}`;
          const r = creados(`creá ${palabras[items.length]} ${que}: ${lista}`);
          expect(r.map((x) => [x.nombre.toLocaleLowerCase('es'), x.precio, x.stock])).toEqual(
            items.map(([n, p]) => [n, p, null]),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('docs/producto/voz.md#plurales: a plural type with its article is all of it', () => {
  const masivo = (texto: string) => {
    const r = interpretar(texto, TIENDA);
    return r.accionDetectada === 'MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION' ? r.datosAccion : null;
  };

  it('«subí un 10 % los mates» changes every mate, not one to pick (and not the yerba mate)', () => {
    expect(masivo('subí un 10 % los mates')).toMatchObject({
      tipo_producto: 'Mate',
      datos_modificacion: { porcentaje_precio: 1.1 },
      productos_afectados: [{ nombre: 'Mate de calabaza' }, { nombre: 'Mate imperial de alpaca' }],
    });
  });

  it('several types at once are one mass change over all of them, each type named', () => {
    const r = interpretar('los buzos y las remeras bajalos un 10 por ciento', TIENDA);
    expect(r.mensajeUsuario).toBe(
      'Vas a modificar 4 productos de los tipos "Buzo" y "Remera". Revisá cada producto antes de confirmar.',
    );
    expect(masivo('los buzos y las remeras bajalos un 10 por ciento')).toMatchObject({
      tipo_producto: 'Buzo y Remera',
      tipos_producto: ['Buzo', 'Remera'],
      cantidad_productos: 4,
    });
  });

  it('beside another change, a plural type becomes one preselected change per product', () => {
    const r = interpretar('subí 10 % los mates y poné la taza azul a 7000', TIENDA);
    expect(r.accionDetectada).toBe('MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION');
    if (r.accionDetectada !== 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION') return;
    expect(
      r.datosAccion.map((i) => [
        i.modificacion_solicitada.producto_identificador,
        i.modificacion_solicitada.datos_para_actualizar,
      ]),
    ).toEqual([
      [idDe('Mate de calabaza'), { porcentaje_precio: 1.1 }],
      [idDe('Mate imperial de alpaca'), { porcentaje_precio: 1.1 }],
      [idDe('Taza de cerámica azul'), { precio: 7000 }],
    ]);
  });

  it('a type whose name is already plural, or a plural that fits one product, is that one product', () => {
    expect(interpretar('bajá dos mil pesos las zapatillas', TIENDA).accionDetectada).toBe(
      'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION',
    );
    expect(interpretar('de las velas de soja vainilla me quedan 2', TIENDA).accionDetectada).toBe(
      'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION',
    );
  });
});

describe('docs/producto/voz.md#resultados and #montos', () => {
  const cambio = (texto: string) => {
    const r = interpretar(texto, TIENDA);
    return r.accionDetectada === 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION'
      ? r.datosAccion.map((i) => i.modificacion_solicitada.datos_para_actualizar)
      : r.accionDetectada;
  };
  it.each([
    ['de la taza azul me quedan 7', { stock: 7 }],
    ['entraron 10 más de la taza azul', { diferencial_stock: 10 }],
    ['vendí 2 tazas azules por fuera', { diferencial_stock: -2 }],
    ['vendí una taza azul en la feria', { diferencial_stock: -1 }],
    ['no me quedan más tazas azules', { stock: 0 }],
    ['se me agotó la taza azul', { stock: 0 }],
    ['la taza azul que pase a costar 7 lucas', { precio: 7000 }],
    ['la taza azul ahora sale 3 lucas y media', { precio: 3500 }],
    ['la taza azul queda a 7000', { precio: 7000 }],
    ['me quedan 3 tazas azules a 6500', { stock: 3, precio: 6500 }],
  ])('%s → %j', (texto, datos) => {
    expect(cambio(texto)).toEqual([datos]);
  });

  it('a question changes nothing', () => {
    expect(interpretar('cuántas tazas azules me quedan', TIENDA)).toMatchObject({
      accionDetectada: 'ACCION_NO_RECONOCIDA',
      mensajeUsuario: expect.stringContaining('lo ves en tu panel'),
    });
  });

  it('one word two letters off is not a product («camperas» is not «cartera»)', () => {
    expect(interpretar('vendí 3 camperas por fuera', TIENDA).accionDetectada).toBe('ENTIDADES_NO_ENCONTRADAS');
  });
});

describe('voice command parser: answers', () => {
  it('creation items carry every field of docs/producto/entidades.md, with nulls where the command said nothing; without stock or photo they are saved disabled', () => {
    const r = interpretar(
      'creá dos remeras de algodón, una roja talle M a doce mil pesos con diez unidades y otra negra talle L a trece mil quinientos',
      TIENDA,
    );
    expect(r).toMatchObject({
      accionDetectada: 'CREAR_PRODUCTO_PENDIENTE_CONFIRMACION',
      datosAccion: [
        {
          nombre: 'Remera de algodón roja',
          precio: 12000,
          stock: 10,
          descripcion: '',
          tipo: 'Remera',
          tipoProductoId: 1,
          sku: null,
          atributos: [
            { clave: 'Color', valor: 'Rojo' },
            { clave: 'Talle', valor: 'M' },
          ],
        },
        {
          nombre: 'Remera de algodón negra',
          precio: 13500,
          stock: null,
          tipo: 'Remera',
          atributos: [
            { clave: 'Color', valor: 'Negro' },
            { clave: 'Talle', valor: 'L' },
          ],
        },
      ],
    });
    expect(r.mensajeUsuario).toBe(
      'Detectamos 2 productos para cargar. Revisalos y confirmá. Se guardan deshabilitados (no se ven en la tienda) hasta que les agregues fotos (y stock a uno), salvo que elijas publicarlos igual.',
    );
    expect(interpretar('creá una taza verde con 3 unidades', TIENDA).mensajeUsuario).toBe(
      'Detectamos 1 producto para cargar. Revisalo y confirmá. Le falta el precio: completalo antes de confirmar. Se guarda deshabilitado (no se ve en la tienda) hasta que le agregues una foto, salvo que elijas publicarlo igual.',
    );
  });

  it('a single match is preselected; several leave the choice to the seller', () => {
    const uno = interpretar('cambiá el precio de la taza azul a 7000', TIENDA);
    expect(
      uno.accionDetectada === 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION' &&
        uno.datosAccion[0]!.modificacion_solicitada.producto_identificador,
    ).toBe(idDe('Taza de cerámica azul'));
    const dos = interpretar('subí el precio de la vela de soja a 5000', TIENDA);
    expect(
      dos.accionDetectada === 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION' &&
        dos.datosAccion[0]!.modificacion_solicitada.producto_identificador,
    ).toBe('');
  });

  it('a mass change lists every product of the type, the disabled one included', () => {
    const r = interpretar('subí un diez por ciento todas las velas', TIENDA);
    expect(r.accionDetectada).toBe('MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION');
    if (r.accionDetectada !== 'MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION') return;
    expect(r.datosAccion.productos_afectados.map((p) => p.nombre)).toEqual([
      'Vela aromática citronela',
      'Vela de soja lavanda',
      'Vela de soja vainilla',
      'Vela en frasco de vidrio',
    ]);
    expect(r.mensajeUsuario).toContain('4 productos del tipo "Vela"');
  });

  it('is deterministic and writes nothing: the same words give the same answer', () => {
    const a = interpretar('bajá 500 pesos el mate de calabaza y el stock a 3', TIENDA);
    expect(interpretar('bajá 500 pesos el mate de calabaza y el stock a 3', TIENDA)).toEqual(a);
  });

  it('unknown products and unknown actions say so in Spanish', () => {
    expect(interpretar('cambiá el precio del velador a 5000', TIENDA)).toMatchObject({
      accionDetectada: 'ENTIDADES_NO_ENCONTRADAS',
      mensajeUsuario: expect.stringContaining('No encontramos «velador»'),
    });
    expect(interpretar('mostrame mis ventas', TIENDA)).toMatchObject({
      accionDetectada: 'ACCION_NO_RECONOCIDA',
      datosAccion: null,
    });
  });
});

describe('docs/producto/validacion.md modification rules', () => {
  const actual = { precio: 1000, stock: 10, nombre: 'Taza', descripcion: '' };
  it.each([
    [{ diferencial_precio: 250 }, { precio: 1250, stock: 10 }],
    [{ diferencial_stock: -3 }, { precio: 1000, stock: 7 }],
    [{ porcentaje_precio: 1.1 }, { precio: 1100, stock: 10 }],
    [{ porcentaje_precio: 0.333 }, { precio: 333, stock: 10 }],
    [
      { precio: 1234.567, stock: 4 },
      { precio: 1234.57, stock: 4 },
    ],
    [
      { diferencial_precio: -5000, diferencial_stock: -50 },
      { precio: 0, stock: 0 },
    ],
  ])('%j', (datos, esperado) => {
    expect(aplicarModificacion(actual, datos)).toMatchObject(esperado);
  });
});
