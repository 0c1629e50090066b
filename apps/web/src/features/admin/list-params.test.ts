import { describe, expect, it } from 'vitest';
import { readSolicitudesParams, readUsuariosParams, writeSolicitudesParams, writeUsuariosParams } from './list-params';

const p = (s: string) => new URLSearchParams(s);

describe('solicitudes URL state', () => {
  it('defaults to the first page of pending solicitudes', () => {
    expect(readSolicitudesParams(p(''))).toEqual({ estado: 'Pendiente', page: 0 });
    expect(readSolicitudesParams(p('estado=Eliminado&page=abc'))).toEqual({ estado: 'Pendiente', page: 0 });
    expect(readSolicitudesParams(p('page=0'))).toEqual({ estado: 'Pendiente', page: 0 });
    expect(readSolicitudesParams(p('page=2.5'))).toEqual({ estado: 'Pendiente', page: 0 });
  });
  it('reads a 1-based page into the 0-based API page and back', () => {
    expect(readSolicitudesParams(p('estado=Rechazado&page=3'))).toEqual({ estado: 'Rechazado', page: 2 });
    expect(writeSolicitudesParams({ estado: 'Rechazado', page: 2 }).toString()).toBe('estado=Rechazado&page=3');
    expect(writeSolicitudesParams({ estado: 'Activo', page: 0 }).toString()).toBe('estado=Activo');
  });
});

describe('usuarios URL state', () => {
  it('keeps only known roles and a trimmed search', () => {
    expect(readUsuariosParams(p('rol=superadmin&q=ana'))).toEqual({ q: 'ana', rol: undefined, page: 0 });
    expect(readUsuariosParams(p('rol=emprendedor&page=2'))).toEqual({ q: '', rol: 'emprendedor', page: 1 });
    expect(writeUsuariosParams({ q: '  ana ', rol: 'admin', page: 1 }).toString()).toBe('q=ana&rol=admin&page=2');
    expect(writeUsuariosParams({ q: ' ', rol: undefined, page: 0 }).toString()).toBe('');
  });
});
