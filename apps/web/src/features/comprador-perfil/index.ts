export { CompletarPerfilComprador } from './components/completar-perfil-comprador';
export { MiPerfilComprador } from './components/mi-perfil-comprador';
export { CompradorInicio } from './components/comprador-inicio';
export { CompradorForm, compradorFormValues, type CompradorFormValues } from './components/comprador-form';
export { useComprador, fetchComprador, compradorQueryOptions } from './api/comprador';
export { useGuardarComprador } from './api/guardar-comprador';
export { useEliminarComprador } from './api/eliminar-comprador';
export { compradorKeys } from './api/comprador-keys';
