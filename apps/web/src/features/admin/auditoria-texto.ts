import type { AccionAuditoria, EstadoAuditado, RegistroAuditoria } from '@feria/contracts';
import { ROL_LABEL } from './paths';

/** What the admin did, as the 'Auditoría' list says it. */
export const ACCION_LABEL: Record<AccionAuditoria, string> = {
  'usuario.actualizar': 'Cambió una cuenta',
  'solicitud.aprobar': 'Aprobó una solicitud',
  'solicitud.rechazar': 'Rechazó una solicitud',
  'resena.ocultar': 'Ocultó una reseña',
  'resena.mostrar': 'Volvió a mostrar una reseña',
  'resena.resolver': 'Descartó los reportes de una reseña',
  'cuenta.baja': 'Se completó la baja pedida por el titular',
};

export const OBJETIVO_LABEL: Record<RegistroAuditoria['objetivo']['tipo'], string> = {
  usuario: 'Cuenta',
  emprendimiento: 'Emprendimiento',
  resena: 'Reseña',
};

const siNo = (v: boolean) => (v ? 'sí' : 'no');

/** How each audited field reads; undefined values show as '—'. */
const CAMPOS: {
  [K in keyof EstadoAuditado]-?: { label: string; texto: (v: NonNullable<EstadoAuditado[K]>) => string };
} = {
  habilitado: { label: 'Habilitada', texto: siNo },
  roles: {
    label: 'Roles',
    texto: (roles) => (roles.length > 0 ? roles.map((r) => ROL_LABEL[r]).join(', ') : 'ninguno'),
  },
  estado: { label: 'Estado', texto: (e) => e },
  motivoRechazo: { label: 'Motivo del rechazo', texto: (m) => m },
  oculta: { label: 'Oculta', texto: siNo },
  motivoOculta: { label: 'Motivo', texto: (m) => m },
  reportesPendientes: { label: 'Reportes pendientes', texto: (n) => String(n) },
};

export interface Cambio {
  campo: string;
  antes: string;
  despues: string;
}

/** The fields whose value changed, in a fixed order, each as 'before → after' text. */
export function cambiosDe(antes: EstadoAuditado, despues: EstadoAuditado): Cambio[] {
  return (Object.keys(CAMPOS) as (keyof EstadoAuditado)[]).flatMap((campo) => {
    const a = antes[campo];
    const d = despues[campo];
    if (JSON.stringify(a ?? null) === JSON.stringify(d ?? null)) return [];
    const { label, texto } = CAMPOS[campo] as { label: string; texto: (v: unknown) => string };
    return [{ campo: label, antes: a == null ? '—' : texto(a), despues: d == null ? '—' : texto(d) }];
  });
}
