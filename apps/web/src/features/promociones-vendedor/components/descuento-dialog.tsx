import { useMemo, useState } from 'react';
import { TextField } from '@mui/material';
import type { DescuentoInput, DescuentoVendedor } from '@feria/contracts';
import { useMisProductos } from '../api/promociones';
import { descuentoForm, validarDescuento, type DescuentoForm, type Errores } from '../promocion-form';
import { FechasCampos, TipoValorCampos } from './campos-promocion';
import { ProductosSelect, type ProductoOpcion } from './productos-select';
import { PromocionDialog } from './promocion-dialog';

interface Props {
  open: boolean;
  idEmprendimiento: string;
  /** The discount being edited; none to create one. */
  descuento: DescuentoVendedor | null;
  pending: boolean;
  error: string | null;
  onSubmit: (input: DescuentoInput) => void;
  onClose: () => void;
}

/** Create or edit a discount, validated with the contracts schema before sending. */
export function DescuentoDialog({ open, idEmprendimiento, descuento, pending, error, onSubmit, onClose }: Props) {
  const [form, setForm] = useState<DescuentoForm>(() => descuentoForm(descuento ?? undefined));
  const [errores, setErrores] = useState<Errores>({});
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // A reopened dialog starts from the discount (state adjusted during render).
    setWasOpen(open);
    if (open) {
      setForm(descuentoForm(descuento ?? undefined));
      setErrores({});
    }
  }
  const productos = useMisProductos(idEmprendimiento);
  const opciones = useMemo<ProductoOpcion[]>(() => {
    const propios: ProductoOpcion[] = (productos.data ?? [])
      .filter((p) => !p.eliminado)
      .map((p) => ({ id: p.id, nombre: p.nombre, precio: p.precio, habilitado: p.habilitado }));
    // Products of the discount the list no longer has stay choosable (and removable).
    const ids = new Set(propios.map((p) => p.id));
    return [...propios, ...(descuento?.productos ?? []).filter((p) => !ids.has(p.id))];
  }, [productos.data, descuento]);

  const cambiar = (cambios: Partial<DescuentoForm>) => {
    setForm((f) => ({ ...f, ...cambios }));
    setErrores((e) => ({ ...e, ...Object.fromEntries(Object.keys(cambios).map((k) => [k, undefined])) }));
  };
  const guardar = () => {
    const r = validarDescuento(form, new Map(opciones.map((p) => [p.id, p])), descuento ?? undefined);
    if (!r.ok) return setErrores(r.errores);
    setErrores({});
    onSubmit(r.input);
  };

  return (
    <PromocionDialog
      open={open}
      title={descuento ? 'Editar descuento' : 'Nuevo descuento'}
      pending={pending}
      error={error}
      onSubmit={guardar}
      onClose={onClose}
    >
      <TipoValorCampos form={form} errores={errores} onChange={cambiar} disabled={pending} />
      <ProductosSelect
        opciones={opciones}
        seleccion={form.productosIds}
        onChange={(productosIds) => cambiar({ productosIds })}
        loading={productos.isPending}
        loadError={productos.isError ? productos.error.message : null}
        error={errores.productosIds}
        disabled={pending}
      />
      <FechasCampos form={form} errores={errores} onChange={cambiar} disabled={pending} />
      <TextField
        label="Descripción"
        multiline
        minRows={2}
        fullWidth
        disabled={pending}
        value={form.descripcion}
        onChange={(e) => cambiar({ descripcion: e.target.value })}
        error={Boolean(errores.descripcion)}
        helperText={errores.descripcion ?? `Opcional · ${form.descripcion.length}/200`}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </PromocionDialog>
  );
}
