/** What the public top bar needs to know about the signed-in user (the auth feature fills it). */
export interface TopBarAccount {
  name: string;
  email: string;
  kind: 'emprendedor' | 'comprador' | 'admin' | 'ninguno';
  miPerfil: string;
  dashboard: string | undefined;
  misPedidos: string | undefined;
  configuracion: string;
}

/** How the top bar starts the identity flows (docs/producto/rutas.md#barra-publica: login and register return to /post-login). */
export interface TopBarAuthActions {
  onLogin: () => void;
  onRegister: () => void;
  onLogout: () => void;
}

export interface AccountLink {
  label: string;
  to: string;
  icon: 'pedidos' | 'perfil' | 'dashboard';
}

/** docs/producto/rutas.md#barra-publica mobile drawer, per role: buyers 'Mis Pedidos' + 'Mi Perfil'; sellers 'Mi Dashboard' + 'Mi Perfil'. */
export function drawerAccountLinks(account: TopBarAccount): AccountLink[] {
  const links: AccountLink[] = [];
  if (account.kind === 'comprador') {
    if (account.misPedidos) links.push({ label: 'Mis Pedidos', to: account.misPedidos, icon: 'pedidos' });
    links.push({ label: 'Mi Perfil', to: account.miPerfil, icon: 'perfil' });
  } else if (account.kind === 'emprendedor') {
    if (account.dashboard) links.push({ label: 'Mi Dashboard', to: account.dashboard, icon: 'dashboard' });
    links.push({ label: 'Mi Perfil', to: account.miPerfil, icon: 'perfil' });
  } else if (account.dashboard) {
    links.push({ label: 'Mi Dashboard', to: account.dashboard, icon: 'dashboard' });
  }
  return links;
}

/** Links of the avatar menu in the public top bar. */
export function accountMenuLinks(account: TopBarAccount): AccountLink[] {
  const links: AccountLink[] = [];
  if (account.dashboard) links.push({ label: 'Mi Dashboard', to: account.dashboard, icon: 'dashboard' });
  if (account.misPedidos) links.push({ label: 'Mis Pedidos', to: account.misPedidos, icon: 'pedidos' });
  if (account.kind === 'comprador' || account.kind === 'emprendedor')
    links.push({ label: 'Mi Perfil', to: account.miPerfil, icon: 'perfil' });
  return links;
}
