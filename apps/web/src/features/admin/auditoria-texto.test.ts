import { describe, expect, it } from 'vitest';
import { cambiosDe } from './auditoria-texto';

describe('cambiosDe', () => {
  it('lists only the fields that changed, in Spanish', () => {
    expect(cambiosDe({ habilitado: true, roles: ['comprador'] }, { habilitado: false, roles: ['comprador'] })).toEqual([
      { campo: 'Habilitada', antes: 'sí', despues: 'no' },
    ]);
  });

  it('names the roles and shows a missing value as a dash', () => {
    expect(cambiosDe({ roles: ['comprador'] }, { roles: ['comprador', 'emprendedor'] })).toEqual([
      { campo: 'Roles', antes: 'Comprador', despues: 'Comprador, Emprendedor' },
    ]);
    expect(
      cambiosDe(
        { estado: 'Pendiente', motivoRechazo: null },
        { estado: 'Rechazado', motivoRechazo: 'El CBU no es del titular' },
      ),
    ).toEqual([
      { campo: 'Estado', antes: 'Pendiente', despues: 'Rechazado' },
      { campo: 'Motivo del rechazo', antes: '—', despues: 'El CBU no es del titular' },
    ]);
  });

  it('is empty when nothing changed', () => {
    expect(cambiosDe({ oculta: false }, { oculta: false })).toEqual([]);
  });
});
