import { FormSection } from '../../../components/ui/form-section';
import { ImageUploadField } from '../../../components/ui/image-upload-field';
import { subirImagenTienda } from '../api/apariencia';
import type { SeccionProps } from './seccion-props';

/** Banner and logo of the storefront (docs/producto/entidades.md), uploaded with progress; the URLs go into the draft. */
export function ImagenesSection({
  apariencia,
  onChange,
  onUploadingChange,
}: SeccionProps & { onUploadingChange: (subiendo: boolean) => void }) {
  return (
    <FormSection
      title="Imágenes"
      description="Sin banner se muestra un degradé con tu color de acento; sin logo, la inicial de tu tienda."
    >
      <ImageUploadField
        label="Banner"
        value={apariencia.banner}
        onChange={(banner) => onChange({ banner })}
        upload={(file, onProgress) => subirImagenTienda('banner', file, onProgress)}
        previewAlt="Banner de tu tienda"
        helperText="Una imagen horizontal (por ejemplo 1600 × 400). JPG, PNG o WebP, hasta 5 MB."
        onUploadingChange={onUploadingChange}
      />
      <ImageUploadField
        label="Logo"
        value={apariencia.logo}
        onChange={(logo) => onChange({ logo })}
        upload={(file, onProgress) => subirImagenTienda('logo', file, onProgress)}
        previewAlt="Logo de tu tienda"
        helperText="Una imagen cuadrada. JPG, PNG o WebP, hasta 5 MB."
        onUploadingChange={onUploadingChange}
      />
    </FormSection>
  );
}
