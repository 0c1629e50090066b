import { apariencia, aparienciaPorDefecto, FREE_SHIPPING_THRESHOLD, FUENTES_NOMBRE } from '@feria/contracts';
import { describe, expect, it } from 'vitest';
import { PROVINCIAS, RUBROS, TIPOS_PRODUCTO } from '../db/reference-data';
import { contrastRatio, relativeLuminance } from './color-utils';
import { DEMO_EMPRENDIMIENTOS } from './demo-data';
import { aliasCbuValido, cbuValido, cuitValido } from '@feria/contracts';

const shops = DEMO_EMPRENDIMIENTOS;
const productos = shops.flatMap((s) => s.productos);
const sinAcentos = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const distintos = (xs: readonly string[]) => new Set(xs).size === xs.length;

describe('demo emprendimientos', () => {
  it('has at least 8 shops, each in a different rubro and province from the reference data', () => {
    expect(shops.length).toBeGreaterThanOrEqual(8);
    expect(distintos(shops.map((s) => s.rubro))).toBe(true);
    expect(distintos(shops.map((s) => s.provincia))).toBe(true);
    for (const s of shops) {
      expect(RUBROS).toContain(s.rubro);
      expect(PROVINCIAS).toContain(s.provincia);
    }
  });

  it('has unique names, owner e-mails and aliases', () => {
    expect(distintos(shops.map((s) => s.nombre))).toBe(true);
    expect(distintos(shops.map((s) => s.owner.email))).toBe(true);
    expect(distintos(shops.map((s) => s.alias))).toBe(true);
    for (const s of shops) expect(s.owner.email).toMatch(/^[a-z0-9.]+@demo\.feria\.ar$/);
  });

  it.each(shops.map((s) => [s.nombre, s] as const))('%s has valid CUIT, CBU and alias', (_n, s) => {
    expect(cuitValido(s.cuit)).toBe(true);
    expect(s.cuit).toMatch(/^\d{11}$/);
    expect(cbuValido(s.cbu)).toBe(true);
    expect(aliasCbuValido(s.alias)).toBe(true);
    expect(s.titular).toBe(`${s.owner.nombre} ${s.owner.apellido}`);
  });

  it.each(shops.map((s) => [s.nombre, s] as const))('%s has 2+ catalogs and 15+ consistent products', (_n, s) => {
    const catalogos = s.catalogos.map((c) => c.nombre);
    expect(catalogos.length).toBeGreaterThanOrEqual(2);
    expect(distintos(catalogos)).toBe(true);
    expect(s.productos.length).toBeGreaterThanOrEqual(15);
    expect(distintos(s.productos.map((p) => p.sku))).toBe(true);
    for (const p of s.productos) {
      expect(p.catalogos.length).toBeGreaterThan(0);
      for (const c of p.catalogos) expect(catalogos).toContain(c);
      expect(TIPOS_PRODUCTO.map((t) => t.nombre)).toContain(p.tipo);
      expect(p.precio).toBeGreaterThan(0);
      expect(Number.isInteger(p.stock) && p.stock >= 0).toBe(true);
      expect(Number.isInteger(p.vendidos) && p.vendidos >= 0).toBe(true);
      expect([1, 2, 3]).toContain(p.imagenes);
      expect(p.descripcion.length).toBeGreaterThan(20);
      expect(p.atributos.length).toBeGreaterThan(0);
      if (p.descuento) {
        expect(p.descuento.porcentaje).toBeGreaterThanOrEqual(1);
        expect(p.descuento.porcentaje).toBeLessThanOrEqual(99);
        const dias = p.descuento.diasRestantes;
        expect(dias === null || (Number.isInteger(dias) && dias > 0)).toBe(true);
      }
    }
    for (const c of s.apariencia.catalogosSeleccionados) expect(catalogos).toContain(c);
  });

  it('covers the states the storefront must handle', () => {
    expect(shops.some((s) => s.catalogos.some((c) => !c.habilitado))).toBe(true);
    expect(shops.filter((s) => s.productos.some((p) => p.habilitado === false)).length).toBeGreaterThanOrEqual(2);
    expect(productos.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(productos.some((p) => p.stock > 0 && p.stock <= 3)).toBe(true);
    const descuentos = productos.flatMap((p) => (p.descuento ? [p.descuento] : []));
    expect(descuentos.some((d) => d.diasRestantes === null)).toBe(true);
    expect(descuentos.some((d) => d.diasRestantes !== null)).toBe(true);
  });

  it('has free-shipping products (≥ FREE_SHIPPING_THRESHOLD) in at least 4 shops', () => {
    const conEnvioGratis = shops.filter((s) => s.productos.some((p) => p.precio >= FREE_SHIPPING_THRESHOLD));
    expect(conEnvioGratis.length).toBeGreaterThanOrEqual(4);
  });

  it.each(['remera', 'zapatillas', 'mochila', 'cafe', 'cafetera', 'mate', 'taza', 'vela', 'cuaderno'])(
    'lets a search for "%s" find an enabled product',
    (palabra) => {
      expect(productos.some((p) => p.habilitado !== false && sinAcentos(p.nombre).includes(palabra))).toBe(true);
    },
  );

  it('capitalises attribute keys consistently', () => {
    const claves = new Map<string, string>();
    for (const a of productos.flatMap((p) => p.atributos)) {
      expect(a.clave[0]).toBe(a.clave[0]!.toLocaleUpperCase('es'));
      const previa = claves.get(a.clave.toLowerCase());
      if (previa) expect(a.clave).toBe(previa);
      claves.set(a.clave.toLowerCase(), a.clave);
    }
  });
});

describe('demo storefront appearance', () => {
  it('uses "carrusel" in at least two shops and the dark theme in at least one', () => {
    expect(shops.filter((s) => s.apariencia.distribucionCatalogos === 'carrusel').length).toBeGreaterThanOrEqual(2);
    expect(shops.some((s) => relativeLuminance(s.apariencia.colorFondo!) < 0.05)).toBe(true);
    expect(new Set(shops.map((s) => s.apariencia.colorAcento)).size).toBe(shops.length);
  });

  it.each(shops.map((s) => [s.nombre, s] as const))('%s is a valid appearance for the contract', (_n, s) => {
    const completa = { ...aparienciaPorDefecto(s.nombre), ...s.apariencia, catalogosSeleccionados: [] };
    expect(apariencia.safeParse(completa).success).toBe(true);
    expect(FUENTES_NOMBRE).toContain(completa.fuenteNombreTienda);
    for (const k of [
      'colorFondo',
      'colorFondoSecundario',
      'colorTarjetas',
      'colorAcento',
      'colorTextoCard',
      'colorNavbar',
      'colorTextoNavbar',
      'colorNombreTienda',
    ] as const) {
      expect(s.apariencia[k], k).toBeDefined();
    }
  });

  it.each(shops.map((s) => [s.nombre, s] as const))('%s keeps text readable (WCAG AA ≥ 4.5)', (_n, s) => {
    const a = s.apariencia;
    expect(contrastRatio(a.colorTextoCard!, a.colorTarjetas!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(a.colorTextoNavbar!, a.colorNavbar!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(a.colorNombreTienda!, a.colorFondo!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(a.colorNombreTienda!, a.colorFondoSecundario!)).toBeGreaterThanOrEqual(4.5);
    // Accent is used for buttons, links and prices on cards: non-text contrast at least 3 (WCAG 1.4.11).
    expect(contrastRatio(a.colorAcento!, a.colorTarjetas!)).toBeGreaterThanOrEqual(3);
  });

  it.each(shops.map((s) => [s.nombre, s] as const))('%s filters only offer values its products have', (_n, s) => {
    const filtros = s.apariencia.filtros ?? [];
    expect(filtros.length).toBeGreaterThan(0);
    for (const f of filtros) {
      expect(f.valores.length).toBeGreaterThan(0);
      for (const v of f.valores) {
        expect(
          s.productos.some((p) => p.atributos.some((a) => a.clave === f.clave && a.valor === v)),
          `${f.clave}: ${v}`,
        ).toBe(true);
      }
    }
  });
});

describe('reference data', () => {
  it('lists the 24 Argentine jurisdictions and unique rubros and product types', () => {
    expect(PROVINCIAS).toHaveLength(24);
    expect(PROVINCIAS).toContain('Ciudad Autónoma de Buenos Aires');
    expect(distintos(PROVINCIAS)).toBe(true);
    expect(RUBROS.length).toBeGreaterThanOrEqual(12);
    expect(distintos(RUBROS)).toBe(true);
    expect(distintos(TIPOS_PRODUCTO.map((t) => t.nombre))).toBe(true);
    for (const t of TIPOS_PRODUCTO) expect(t.descripcion.length).toBeGreaterThan(0);
  });
});
