export { TerminosPage } from './components/terminos';
export { PrivacidadPage } from './components/privacidad';
export { AyudaPage } from './components/ayuda';
export { ArrepentimientoPage } from './components/arrepentimiento';
export { ArrepentimientoConfirmarPage } from './components/arrepentimiento-confirmar';
export { RUTAS_LEGALES, DEFENSA_CONSUMIDOR } from './components/legal-page';
