export { DirectorioPage } from './components/directorio-page';
export { VisitadosRecientemente } from './components/visitados-recientemente';
export { useRegistrarVisita, useTiendasVisitadas, useVisitadasLocales } from './api/directorio';
export { readDirectorioState, writeDirectorioState, toListQuery, type DirectorioState } from './directorio-params';
export { ciudadesConsulta, directorioConsulta } from './api/directorio';
export { provinciasDirectorioConsulta, rubrosDirectorioConsulta } from './api/referencias';
