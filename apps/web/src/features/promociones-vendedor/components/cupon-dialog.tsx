import { useState } from 'react';
import { Stack, TextField, type TextFieldProps } from '@mui/material';
import { normalizarCodigoCupon, type CuponInput, type CuponVendedor } from '@feria/contracts';
import { campoDelError } from '../../../lib/form-errors';
import { cuponForm, validarCupon, type CuponForm, type Errores } from '../promocion-form';
import { FechasCampos, TipoValorCampos } from './campos-promocion';
import { PromocionDialog } from './promocion-dialog';

interface Props {
  open: boolean;
  /** The coupon being edited; none to create one. */
  cupon: CuponVendedor | null;
  pending: boolean;
  /** The server's refusal of the last save: on its field when the answer names one of this form's. */
  error: Error | null;
  onSubmit: (input: CuponInput) => void;
  onClose: () => void;
}

type CampoNumero = 'montoMinimo' | 'cantidadMinima' | 'usosMaximos' | 'usosPorComprador';

/** Fields a server answer can name (its `campo`, docs/producto/errores.md#cómo-llega-un-error). */
const CAMPOS_DEL_SERVIDOR = [
  'codigoCupon',
  'tipo',
  'valor',
  'fechaInicio',
  'fechaFin',
  'montoMinimo',
  'cantidadMinima',
  'usosMaximos',
  'usosPorComprador',
] as const;

/** Create or edit a coupon, validated with the contracts schema before sending. */
export function CuponDialog({ open, cupon, pending, error, onSubmit, onClose }: Props) {
  const [form, setForm] = useState<CuponForm>(() => cuponForm(cupon ?? undefined));
  const [errores, setErrores] = useState<Errores>({});
  const [wasOpen, setWasOpen] = useState(open);
  const [errorVisto, setErrorVisto] = useState<Error | null>(null);
  const campoServidor = campoDelError(error, CAMPOS_DEL_SERVIDOR);
  if (error !== errorVisto) {
    // A new refusal naming a field goes under that field (state adjusted during render).
    setErrorVisto(error);
    if (error && campoServidor) setErrores((e) => ({ ...e, [campoServidor]: error.message }));
  }
  if (open !== wasOpen) {
    // A reopened dialog starts from the coupon (state adjusted during render).
    setWasOpen(open);
    if (open) {
      setForm(cuponForm(cupon ?? undefined));
      setErrores({});
    }
  }
  const cambiar = (cambios: Partial<CuponForm>) => {
    setForm((f) => ({ ...f, ...cambios }));
    setErrores((e) => ({ ...e, ...Object.fromEntries(Object.keys(cambios).map((k) => [k, undefined])) }));
  };
  const guardar = () => {
    const r = validarCupon(form, cupon ?? undefined);
    if (!r.ok) return setErrores(r.errores);
    setErrores({});
    onSubmit(r.input);
  };
  const numero = (campo: CampoNumero, label: string, ayuda: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      label={label}
      type="number"
      fullWidth
      disabled={pending}
      value={form[campo]}
      onChange={(e) => cambiar({ [campo]: e.target.value })}
      error={Boolean(errores[campo])}
      helperText={errores[campo] ?? ayuda}
      {...extra}
      slotProps={{
        htmlInput: { min: campo === 'montoMinimo' ? 0 : 1, step: 1, inputMode: 'numeric' },
        ...extra.slotProps,
      }}
    />
  );

  return (
    <PromocionDialog
      open={open}
      title={cupon ? 'Editar cupón' : 'Nuevo cupón'}
      pending={pending}
      error={error && !campoServidor ? error.message : null}
      onSubmit={guardar}
      onClose={onClose}
    >
      <TextField
        label="Código"
        required
        fullWidth
        disabled={pending}
        value={form.codigoCupon}
        // docs/producto/validacion.md: codes are uppercase; shown so while typing.
        onChange={(e) => cambiar({ codigoCupon: normalizarCodigoCupon(e.target.value) })}
        error={Boolean(errores.codigoCupon)}
        helperText={errores.codigoCupon ?? '3 a 30 letras, números, - o _'}
        slotProps={{
          htmlInput: { maxLength: 30, autoComplete: 'off', spellCheck: false, style: { fontFamily: 'monospace' } },
        }}
      />
      <TipoValorCampos form={form} errores={errores} onChange={cambiar} disabled={pending} />
      <TextField
        label="Descripción"
        fullWidth
        disabled={pending}
        value={form.descripcion}
        onChange={(e) => cambiar({ descripcion: e.target.value })}
        error={Boolean(errores.descripcion)}
        helperText={errores.descripcion ?? 'Opcional · la ve el comprador al aplicarlo'}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {numero('montoMinimo', 'Monto mínimo', 'Opcional: compra mínima en pesos', {
          slotProps: { input: { startAdornment: <span aria-hidden>$&nbsp;</span> } },
        })}
        {numero('cantidadMinima', 'Mínimo de productos', 'Opcional: cantidad mínima en el carrito')}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {numero('usosMaximos', 'Usos máximos', 'Opcional: sin límite si lo dejás vacío')}
        {numero('usosPorComprador', 'Usos por comprador', 'Opcional: sin límite si lo dejás vacío')}
      </Stack>
      <FechasCampos form={form} errores={errores} onChange={cambiar} disabled={pending} />
    </PromocionDialog>
  );
}
