import { randomUUID } from 'node:crypto';
import type { CompradorInput, EmprendimientoInput, Rol } from '@feria/contracts';

// Valid bodies for the profile areas, with check digits that pass: tests change one
// field to see it refused. CUIT 20-12345678-6 and CBU 2850590940090418135201 are known valid.

export function emprendimientoValido(
  ref: { idRubro: number; idProvincia: number },
  cambios: Partial<EmprendimientoInput> = {},
): EmprendimientoInput {
  return {
    nombre: 'Cerámica del Bosque',
    descripcion: 'Tazas, platos y macetas de gres hechos a mano en El Bolsón.',
    idRubro: ref.idRubro,
    idProvincia: ref.idProvincia,
    ciudad: 'El Bolsón',
    calle: 'Av. San Martín',
    numero: '2450',
    logo: null,
    titular: 'Julieta Andrade',
    cuit: '20-12345678-6',
    cbu: '2850590940090418135201',
    alias: 'Ceramica.Bosque',
    ...cambios,
  };
}

export function compradorValido(idProvincia: number, cambios: Partial<CompradorInput> = {}): CompradorInput {
  return {
    nombre: 'Rocío',
    apellido: 'Benítez',
    dni: '30111222',
    telefono: '11 4567-8901',
    direccion: {
      calle: 'Av. Rivadavia',
      numero: '5120',
      pisoDepto: '2° A',
      ciudad: 'Caballito',
      idProvincia,
      codigoPostal: 'c1424cey',
    },
    ...cambios,
  };
}

/** An identity account for seedDemoAccounts (@feria/identity), with a unique id and e-mail. */
export function cuentaPrueba(nombre: string, roles: Rol[]) {
  return {
    id: randomUUID(),
    email: `${nombre.toLowerCase()}.${randomUUID().slice(0, 8)}@prueba.feria.ar`,
    password: 'ClaveDePrueba2026',
    firstName: nombre,
    lastName: 'Prueba',
    roles,
  };
}
