import { describe, expect, it } from 'vitest';
import { compradorInput } from './comprador.schemas';

describe('compradorInput', () => {
  const valido = {
    nombre: 'Lucía',
    apellido: 'Fernández',
    dni: '30123456',
    telefono: '11 4567-8901',
    direccion: { calle: 'Av. Corrientes', numero: '1234', ciudad: 'CABA', idProvincia: 2, codigoPostal: 'C1043AAZ' },
  };
  it('accepts a complete buyer', () => {
    expect(compradorInput.safeParse(valido).success).toBe(true);
  });
  it('words required messages with the gender of the field', () => {
    const r = compradorInput.safeParse({ ...valido, nombre: ' ', direccion: { ...valido.direccion, calle: '' } });
    const mensajes = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(mensajes).toContain('El nombre es obligatorio');
    expect(mensajes).toContain('La calle es obligatoria');
  });
  it('refuses a DNI with dots', () => {
    const r = compradorInput.safeParse({ ...valido, dni: '30.123.456' });
    expect(r.success ? '' : r.error.issues[0]?.message).toBe('El DNI debe tener 7 u 8 dígitos, sin puntos');
  });
});

describe('usuarioUpdate', () => {
  it('refuses giving one account both comprador and emprendedor (docs/producto/identidad.md#guardia-y-post-login)', async () => {
    const { usuarioUpdate } = await import('../admin/admin.schemas');
    expect(usuarioUpdate.safeParse({ roles: ['comprador', 'emprendedor'] }).success).toBe(false);
    expect(usuarioUpdate.safeParse({ roles: ['admin', 'emprendedor'] }).success).toBe(true);
  });
});
