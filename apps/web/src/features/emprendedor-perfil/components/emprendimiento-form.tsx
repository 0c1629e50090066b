import { useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  emprendimientoInput,
  type EmprendimientoInput,
  type EmprendimientoInputParsed,
  type EmprendimientoPrivado,
  type Provincia,
  type Rubro,
  whatsappLegible,
} from '@feria/contracts';
import { FormSection } from '../../../components/ui/form-section';
import { FormSelectField, optionsFrom, type OptionsSource } from '../../../components/ui/form-select-field';
import { FormTextField } from '../../../components/ui/form-text-field';
import { ImageUploadField, type UploadImage } from '../../../components/ui/image-upload-field';
import { ContactoSection } from './contacto-section';
import { DatosBancariosSection } from './datos-bancarios-section';

const EMPTY: EmprendimientoInput = {
  nombre: '',
  descripcion: '',
  idRubro: '',
  idProvincia: '',
  ciudad: '',
  calle: '',
  numero: '',
  logo: null,
  titular: '',
  cuit: '',
  cbu: '',
  alias: '',
  whatsapp: '',
  instagram: '',
  emailPublico: '',
};

/** Form values from the saved emprendimiento (perfil), or empty (complete-profile). */
export function emprendimientoFormValues(e?: EmprendimientoPrivado): EmprendimientoInput {
  if (!e) return EMPTY;
  return {
    nombre: e.nombre,
    descripcion: e.descripcion,
    idRubro: String(e.rubro.idRubro),
    idProvincia: String(e.provincia.idProvincia),
    ciudad: e.direccion.ciudad,
    calle: e.direccion.calle,
    numero: e.direccion.numero,
    logo: e.logo,
    titular: e.titular,
    cuit: e.cuit,
    cbu: e.cbu,
    alias: e.alias,
    whatsapp: e.contacto.whatsapp ? whatsappLegible(e.contacto.whatsapp) : '',
    instagram: e.contacto.instagram ? `@${e.contacto.instagram}` : '',
    emailPublico: e.contacto.email ?? '',
  };
}

interface Props {
  defaultValues: EmprendimientoInput;
  rubros: OptionsSource<Rubro>;
  provincias: OptionsSource<Provincia>;
  uploadLogo: UploadImage;
  submitLabel: string;
  /** Resolves when saved; a rejection keeps every value (the caller shows `serverError`). */
  onSubmit: (values: EmprendimientoInputParsed) => Promise<unknown>;
  serverError?: string | null;
}

/** The emprendimiento form, shared by complete-profile (create) and perfil (update). */
export function EmprendimientoForm({
  defaultValues,
  rubros,
  provincias,
  uploadLogo,
  submitLabel,
  onSubmit,
  serverError,
}: Props) {
  const { control, handleSubmit, formState } = useForm<EmprendimientoInput, unknown, EmprendimientoInputParsed>({
    resolver: zodResolver(emprendimientoInput),
    defaultValues,
    mode: 'onTouched',
  });
  const [uploading, setUploading] = useState(false);
  const submit = handleSubmit(async (values) => {
    await onSubmit({ ...values, logo: values.logo || null }).catch(() => undefined);
  });
  const saving = formState.isSubmitting;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={saving}>
      <Stack spacing={3}>
        <FormSection title="Tu emprendimiento" description="Así te van a conocer los compradores en Feria.">
          <FormTextField
            control={control}
            name="nombre"
            label="Nombre del emprendimiento"
            required
            autoComplete="organization"
          />
          <FormTextField
            control={control}
            name="descripcion"
            label="Descripción"
            required
            multiline
            minRows={4}
            helperText="Contá qué hacés y qué te hace distinto (entre 20 y 1000 caracteres)."
          />
          <FormSelectField
            control={control}
            name="idRubro"
            label="Rubro"
            placeholder="Elegí un rubro"
            required
            {...optionsFrom(rubros, (r) => ({ value: r.idRubro, label: r.nombre }))}
          />
          <Controller
            control={control}
            name="logo"
            render={({ field }) => (
              <ImageUploadField
                label="Logo (opcional)"
                value={field.value}
                onChange={field.onChange}
                upload={uploadLogo}
                previewAlt="Logo de tu emprendimiento"
                onUploadingChange={setUploading}
                disabled={saving}
              />
            )}
          />
        </FormSection>
        <FormSection
          title="Ubicación"
          description="Desde dónde vendés. En tu tienda se muestran la ciudad y la provincia."
        >
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormSelectField
              control={control}
              name="idProvincia"
              label="Provincia"
              placeholder="Elegí una provincia"
              required
              {...optionsFrom(provincias, (p) => ({ value: p.idProvincia, label: p.nombre }))}
            />
            <FormTextField control={control} name="ciudad" label="Ciudad" required autoComplete="address-level2" />
          </Box>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '3fr 1fr' } }}>
            <FormTextField control={control} name="calle" label="Calle" required autoComplete="address-line1" />
            <FormTextField control={control} name="numero" label="Número" required />
          </Box>
        </FormSection>
        <ContactoSection control={control} />
        <DatosBancariosSection control={control} />
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={saving || uploading}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {saving ? 'Enviando...' : submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
