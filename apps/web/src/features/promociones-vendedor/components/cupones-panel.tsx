import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { CuponVendedor } from '@feria/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useNotificar } from '../../../components/ui/notificaciones';
import { useCambiarEstadoCupon, useCupones, useEliminarCupon, useGuardarCupon } from '../api/promociones';
import { hayFiltros, SIN_FILTROS, type FiltrosPromocion } from '../promociones-filtros';
import { ESTADO_CUPON_LABEL } from '../promociones-texto';
import { CuponDialog } from './cupon-dialog';
import { CuponItem } from './cupon-item';
import { FiltrosBar } from './filtros-bar';
import { PanelEstados } from './panel-estados';

interface Props {
  idEmprendimiento: string;
  filtros: FiltrosPromocion;
  onFiltros: (f: FiltrosPromocion) => void;
}

/** The 'Cupones' tab: filters, the list, and the create/edit and delete dialogs. */
export function CuponesPanel({ idEmprendimiento, filtros, onFiltros }: Props) {
  const notificar = useNotificar();
  const lista = useCupones(idEmprendimiento, filtros);
  const guardar = useGuardarCupon(idEmprendimiento);
  const cambiarEstado = useCambiarEstadoCupon(idEmprendimiento);
  const eliminar = useEliminarCupon(idEmprendimiento);
  // The coupon stays while a dialog animates out.
  const [editor, setEditor] = useState<{ cupon: CuponVendedor | null; open: boolean }>({ cupon: null, open: false });
  const [borrar, setBorrar] = useState<{ cupon: CuponVendedor | null; open: boolean }>({ cupon: null, open: false });

  const abrirEditor = (cupon: CuponVendedor | null) => {
    guardar.reset();
    setEditor({ cupon, open: true });
  };
  const crear = (
    <Button variant="contained" startIcon={<AddIcon aria-hidden />} onClick={() => abrirEditor(null)}>
      Nuevo cupón
    </Button>
  );

  return (
    <>
      <FiltrosBar
        filtros={filtros}
        onChange={onFiltros}
        estados={ESTADO_CUPON_LABEL}
        placeholder="Código o descripción"
      />
      <PanelEstados
        lista={lista}
        filtrando={hayFiltros(filtros)}
        crear={crear}
        onLimpiar={() => onFiltros(SIN_FILTROS)}
        textos={{
          cargando: 'Cargando cupones...',
          vacio: 'Todavía no creaste cupones',
          vacioDescripcion:
            'Un código que tus compradores escriben al pagar para llevarse un descuento sobre toda la compra.',
          sinCoincidencias: 'Ningún cupón coincide con los filtros',
          cantidad: (n) => (n === 1 ? '1 cupón' : `${n} cupones`),
        }}
      >
        {(cupones) => (
          <Box component="ul" aria-label="Cupones" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {cupones.map((c) => (
              <CuponItem
                key={c.idCupon}
                cupon={c}
                cambiando={cambiarEstado.isPending && cambiarEstado.variables.id === c.idCupon}
                onCambiar={(x, activo) =>
                  cambiarEstado.mutate(
                    { id: x.idCupon, activo },
                    {
                      onSuccess: () =>
                        notificar.exito(`${activo ? 'Habilitaste' : 'Deshabilitaste'} el cupón ${x.codigoCupon}`),
                      onError: (e) => notificar.error(e.message),
                    },
                  )
                }
                onEditar={abrirEditor}
                onEliminar={(x) => {
                  eliminar.reset();
                  setBorrar({ cupon: x, open: true });
                }}
              />
            ))}
          </Box>
        )}
      </PanelEstados>

      <CuponDialog
        open={editor.open}
        cupon={editor.cupon}
        pending={guardar.isPending}
        error={guardar.error ?? null}
        onClose={() => setEditor((e) => ({ ...e, open: false }))}
        onSubmit={(input) =>
          guardar.mutate(
            { id: editor.cupon?.idCupon ?? null, input },
            {
              onSuccess: (c) => {
                setEditor((e) => ({ ...e, open: false }));
                notificar.exito(
                  editor.cupon
                    ? `Guardaste los cambios del cupón ${c.codigoCupon}`
                    : `Creaste el cupón ${c.codigoCupon}`,
                );
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={borrar.open}
        title="¿Eliminar este cupón?"
        confirmLabel="Eliminar"
        destructive
        pending={eliminar.isPending}
        error={eliminar.error?.message ?? null}
        onClose={() => setBorrar((b) => ({ ...b, open: false }))}
        onConfirm={() => {
          const c = borrar.cupon;
          if (!c) return;
          eliminar.mutate(c.idCupon, {
            onSuccess: () => {
              setBorrar((b) => ({ ...b, open: false }));
              notificar.exito(`Eliminaste el cupón ${c.codigoCupon}`);
            },
          });
        }}
      >
        {borrar.cupon && (
          <Typography>
            El código <strong>{borrar.cupon.codigoCupon}</strong> deja de funcionar en las compras nuevas. No se puede
            deshacer.
          </Typography>
        )}
      </ConfirmDialog>
    </>
  );
}
