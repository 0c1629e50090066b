export { CompletarPerfilEmprendedor } from './components/completar-perfil-emprendedor';
export { PerfilEmprendedor } from './components/perfil-emprendedor';
export { EmprendedorInicio } from './components/emprendedor-inicio';
export { EmprendimientoForm, emprendimientoFormValues } from './components/emprendimiento-form';
export { useMiEmprendimiento } from './api/mi-emprendimiento';
export { useGuardarEmprendimiento } from './api/guardar-emprendimiento';
export { subirImagen } from './api/subir-imagen';
export { emprendimientoKeys } from './api/emprendimiento-keys';
