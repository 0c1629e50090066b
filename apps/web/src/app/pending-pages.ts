/**
 * Dashboard pages that arrive in later issues (their title and 'Próximamente'). Each
 * issue replaces its entry in router.tsx with its own route file.
 */
export interface PendingPage {
  title: string;
  description: string;
  /** 'Próximamente' badge; configuracion is a placeholder by spec and shows no badge. */
  badge?: string | null;
}

export const PENDING_PAGES = {
  // spec §2.1: configuracion shows placeholder text only.
  configuracion: { title: 'Configuración', description: 'Próximamente vas a poder ajustar las preferencias de tu cuenta desde acá.', badge: null },
  checkout: { title: 'Checkout', description: 'Acá vas a confirmar tu compra y elegir cómo pagar: Mercado Pago o transferencia bancaria.' },
} satisfies Record<string, PendingPage>;
