import type { Apariencia } from '@feria/contracts';

/** Every editor section reads the draft and sends back only the fields it changed. */
export interface SeccionProps {
  apariencia: Apariencia;
  onChange: (cambios: Partial<Apariencia>) => void;
}
