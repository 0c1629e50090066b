export { CompletarPerfilEmprendedor } from './components/completar-perfil-emprendedor';
export { PerfilEmprendedor } from './components/perfil-emprendedor';
export { EmprendedorInicio } from './components/emprendedor-inicio';
export { EmprendimientoForm, emprendimientoFormValues } from './components/emprendimiento-form';
export { useMiEmprendimiento, useGuardarEmprendimiento, subirImagen } from './api/emprendimiento';
