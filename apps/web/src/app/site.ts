/** Support address shown on account-status pages; set VITE_SUPPORT_EMAIL at build time to change it. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'soporte@feria.com.ar';
