export { DirectorioPage } from './components/directorio-page';
export { VisitadosRecientemente } from './components/visitados-recientemente';
export { useRegistrarVisita, useTiendasVisitadas, useVisitadasLocales } from './api/directorio';
export { readDirectorioState, writeDirectorioState, type DirectorioState } from './directorio-params';
