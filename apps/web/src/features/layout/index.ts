export { TopBar } from './components/top-bar';
export { SiteFooter } from './components/site-footer';
export { DemoNotice } from './components/demo-notice';
export { Logo } from './components/logo';
export { SearchBox } from './components/search-box';
export { useHashScroll } from './use-hash-scroll';
export { HOME_SECTIONS, SELLER_CTA } from './sections';
export { useSitio } from './api/get-sitio';
export type { TopBarAccount, TopBarAuthActions } from './account-nav';
