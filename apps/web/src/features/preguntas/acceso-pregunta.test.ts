import { describe, expect, it } from 'vitest';
import { accesoPregunta } from './acceso-pregunta';

const base = {
  authenticated: true,
  roles: ['comprador'],
  idEmprendimientoPropio: undefined,
  idEmprendimientoProducto: 'tienda-1',
  onIngresar: () => undefined,
};

describe('who may ask on a product', () => {
  it('a visitor is asked to sign in', () => {
    expect(accesoPregunta({ ...base, authenticated: false }).tipo).toBe('visitante');
  });
  it('a buyer asks', () => {
    expect(accesoPregunta(base)).toEqual({ tipo: 'comprador' });
  });
  it("the shop's own seller is sent to the panel, even holding the buyer role", () => {
    expect(
      accesoPregunta({ ...base, roles: ['comprador', 'emprendedor'], idEmprendimientoPropio: 'tienda-1' }),
    ).toEqual({ tipo: 'propia', panelHref: '/dashboard-emprendedor/preguntas' });
  });
  it("another shop's seller without the buyer role cannot ask", () => {
    expect(accesoPregunta({ ...base, roles: ['emprendedor'], idEmprendimientoPropio: 'tienda-2' }).tipo).toBe(
      'sin-rol-comprador',
    );
    expect(accesoPregunta({ ...base, roles: ['admin'] }).tipo).toBe('sin-rol-comprador');
  });
});
