/** 20123456786 → 20-12345678-6 (how a CUIT is read aloud and printed). */
export function formatCuit(cuit: string): string {
  const d = cuit.replace(/\D/g, '');
  return d.length === 11 ? `${d.slice(0, 2)}-${d.slice(2, 10)}-${d.slice(10)}` : cuit;
}

/** A CBU in its two blocks (bank+branch, account), easier to compare by eye. */
export function formatCbu(cbu: string): string {
  const d = cbu.replace(/\D/g, '');
  return d.length === 22 ? `${d.slice(0, 8)} ${d.slice(8)}` : cbu;
}

export function nombreCompleto(u: { firstName: string; lastName: string; username: string }): string {
  return `${u.firstName} ${u.lastName}`.trim() || u.username;
}
