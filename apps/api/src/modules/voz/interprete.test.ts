import { describe, expect, it } from 'vitest';
import { aplicarModificacion } from '@feria/contracts';
import { interpretar } from './interprete';
import { CORPUS } from './corpus/comandos';
import { diferencia } from './corpus/evaluar';
import { TIENDA, idDe } from './corpus/tienda-prueba';

// The voice command parser against the corpus of commands as sellers say them (spec §3 item
// shapes, §5 modification rules). bench/voz-precision.ts reports the same per category, plus a
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

describe('voice command parser: answers', () => {
  it('creation items carry every field of spec §3, with nulls where the command said nothing', () => {
    const r = interpretar('creá dos remeras de algodón, una roja talle M a doce mil pesos con diez unidades y otra negra talle L a trece mil quinientos', TIENDA);
    expect(r).toMatchObject({
      accionDetectada: 'CREAR_PRODUCTO_PENDIENTE_CONFIRMACION',
      datosAccion: [
        { nombre: 'Remera de algodón roja', precio: 12000, stock: 10, descripcion: '', tipo: 'Remera', tipoProductoId: 1, sku: null, atributos: [{ clave: 'Color', valor: 'Rojo' }, { clave: 'Talle', valor: 'M' }] },
        { nombre: 'Remera de algodón negra', precio: 13500, stock: null, tipo: 'Remera', atributos: [{ clave: 'Color', valor: 'Negro' }, { clave: 'Talle', valor: 'L' }] },
      ],
    });
    expect(r.mensajeUsuario).toBe('Detectamos 2 productos para cargar. Revisalos y confirmá. A uno le falta precio o stock: completalo antes de confirmar.');
  });

  it('a single match is preselected; several leave the choice to the seller', () => {
    const uno = interpretar('cambiá el precio de la taza azul a 7000', TIENDA);
    expect(uno.accionDetectada === 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION' && uno.datosAccion[0]!.modificacion_solicitada.producto_identificador).toBe(idDe('Taza de cerámica azul'));
    const dos = interpretar('subí el precio de la vela de soja a 5000', TIENDA);
    expect(dos.accionDetectada === 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION' && dos.datosAccion[0]!.modificacion_solicitada.producto_identificador).toBe('');
  });

  it('a mass change lists every product of the type, the disabled one included', () => {
    const r = interpretar('subí un diez por ciento todas las velas', TIENDA);
    expect(r.accionDetectada).toBe('MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION');
    if (r.accionDetectada !== 'MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION') return;
    expect(r.datosAccion.productos_afectados.map((p) => p.nombre)).toEqual(['Vela aromática citronela', 'Vela de soja lavanda', 'Vela de soja vainilla', 'Vela en frasco de vidrio']);
    expect(r.mensajeUsuario).toContain('4 productos del tipo "Vela"');
  });

  it('is deterministic and writes nothing: the same words give the same answer', () => {
    const a = interpretar('bajá 500 pesos el mate de calabaza y el stock a 3', TIENDA);
    expect(interpretar('bajá 500 pesos el mate de calabaza y el stock a 3', TIENDA)).toEqual(a);
  });

  it('unknown products and unknown actions say so in Spanish', () => {
    expect(interpretar('cambiá el precio del velador a 5000', TIENDA)).toMatchObject({ accionDetectada: 'ENTIDADES_NO_ENCONTRADAS', mensajeUsuario: expect.stringContaining('No encontramos «velador»') });
    expect(interpretar('mostrame mis ventas', TIENDA)).toMatchObject({ accionDetectada: 'ACCION_NO_RECONOCIDA', datosAccion: null });
  });
});

describe('spec §5 modification rules', () => {
  const actual = { precio: 1000, stock: 10, nombre: 'Taza', descripcion: '' };
  it.each([
    [{ diferencial_precio: 250 }, { precio: 1250, stock: 10 }],
    [{ diferencial_stock: -3 }, { precio: 1000, stock: 7 }],
    [{ porcentaje_precio: 1.1 }, { precio: 1100, stock: 10 }],
    [{ porcentaje_precio: 0.333 }, { precio: 333, stock: 10 }],
    [{ precio: 1234.567, stock: 4 }, { precio: 1234.57, stock: 4 }],
    [{ diferencial_precio: -5000, diferencial_stock: -50 }, { precio: 0, stock: 0 }],
  ])('%j', (datos, esperado) => {
    expect(aplicarModificacion(actual, datos)).toMatchObject(esperado);
  });
});
