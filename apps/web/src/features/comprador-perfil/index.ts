export { CompletarPerfilComprador } from './components/completar-perfil-comprador';
export { MiPerfilComprador } from './components/mi-perfil-comprador';
export { CompradorInicio } from './components/comprador-inicio';
export { CompradorForm, compradorFormValues, type CompradorFormValues } from './components/comprador-form';
export { useComprador, useGuardarComprador, useEliminarComprador } from './api/comprador';
export { MisDirecciones } from './components/mis-direcciones';
