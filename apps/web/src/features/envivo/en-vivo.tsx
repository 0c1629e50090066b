import type { RolChat } from '@feria/contracts';
import { useEventosEnVivo } from './use-eventos-en-vivo';

/** Keeps the live channel open while a signed-in area is shown (renders nothing). */
export function EnVivo({ rol }: { rol: RolChat }) {
  useEventosEnVivo(rol);
  return null;
}
