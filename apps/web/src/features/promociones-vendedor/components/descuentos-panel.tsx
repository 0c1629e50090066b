import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { DescuentoVendedor } from '@feria/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useNotificar } from '../../../components/ui/notificaciones';
import {
  useCambiarEstadoDescuento,
  useDescuentos,
  useEliminarDescuento,
  useGuardarDescuento,
} from '../api/promociones';
import { hayFiltros, SIN_FILTROS, type FiltrosPromocion } from '../promociones-filtros';
import { ESTADO_DESCUENTO_LABEL, nombreDescuento, valorPromocion } from '../promociones-texto';
import { DescuentoDialog } from './descuento-dialog';
import { DescuentoItem } from './descuento-item';
import { FiltrosBar } from './filtros-bar';
import { PanelEstados } from './panel-estados';

interface Props {
  idEmprendimiento: string;
  filtros: FiltrosPromocion;
  onFiltros: (f: FiltrosPromocion) => void;
}

/** The 'Descuentos' tab: filters, the list, and the create/edit and delete dialogs. */
export function DescuentosPanel({ idEmprendimiento, filtros, onFiltros }: Props) {
  const notificar = useNotificar();
  const lista = useDescuentos(idEmprendimiento, filtros);
  const guardar = useGuardarDescuento(idEmprendimiento);
  const cambiarEstado = useCambiarEstadoDescuento(idEmprendimiento);
  const eliminar = useEliminarDescuento(idEmprendimiento);
  // The discount stays while a dialog animates out.
  const [editor, setEditor] = useState<{ descuento: DescuentoVendedor | null; open: boolean }>({
    descuento: null,
    open: false,
  });
  const [borrar, setBorrar] = useState<{ descuento: DescuentoVendedor | null; open: boolean }>({
    descuento: null,
    open: false,
  });

  const abrirEditor = (descuento: DescuentoVendedor | null) => {
    guardar.reset();
    setEditor({ descuento, open: true });
  };
  const crear = (
    <Button variant="contained" startIcon={<AddIcon aria-hidden />} onClick={() => abrirEditor(null)}>
      Nuevo descuento
    </Button>
  );

  return (
    <>
      <FiltrosBar
        filtros={filtros}
        onChange={onFiltros}
        estados={ESTADO_DESCUENTO_LABEL}
        placeholder="Descripción o producto"
      />
      <PanelEstados
        lista={lista}
        filtrando={hayFiltros(filtros)}
        crear={crear}
        onLimpiar={() => onFiltros(SIN_FILTROS)}
        textos={{
          cargando: 'Cargando descuentos...',
          vacio: 'Todavía no creaste descuentos',
          vacioDescripcion:
            'Bajá el precio de uno o varios productos por un porcentaje o un monto fijo, ya o entre dos fechas.',
          sinCoincidencias: 'Ningún descuento coincide con los filtros',
          cantidad: (n) => (n === 1 ? '1 descuento' : `${n} descuentos`),
        }}
      >
        {(descuentos) => (
          <Box component="ul" aria-label="Descuentos" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {descuentos.map((d) => (
              <DescuentoItem
                key={d.idDescuento}
                descuento={d}
                cambiando={cambiarEstado.isPending && cambiarEstado.variables.id === d.idDescuento}
                onCambiar={(x, activo) =>
                  cambiarEstado.mutate(
                    { id: x.idDescuento, activo },
                    {
                      onSuccess: () =>
                        notificar.exito(`${activo ? 'Activaste' : 'Desactivaste'} el ${nombreDescuento(x)}`),
                      onError: (e) => notificar.error(e.message),
                    },
                  )
                }
                onEditar={abrirEditor}
                onEliminar={(x) => {
                  eliminar.reset();
                  setBorrar({ descuento: x, open: true });
                }}
              />
            ))}
          </Box>
        )}
      </PanelEstados>

      <DescuentoDialog
        open={editor.open}
        idEmprendimiento={idEmprendimiento}
        descuento={editor.descuento}
        pending={guardar.isPending}
        error={guardar.error?.message ?? null}
        onClose={() => setEditor((e) => ({ ...e, open: false }))}
        onSubmit={(input) =>
          guardar.mutate(
            { id: editor.descuento?.idDescuento ?? null, input },
            {
              onSuccess: (d) => {
                setEditor((e) => ({ ...e, open: false }));
                notificar.exito(
                  editor.descuento ? 'Guardaste los cambios del descuento' : `Creaste el ${nombreDescuento(d)}`,
                );
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={borrar.open}
        title="¿Eliminar este descuento?"
        confirmLabel="Eliminar"
        destructive
        pending={eliminar.isPending}
        error={eliminar.error?.message ?? null}
        onClose={() => setBorrar((b) => ({ ...b, open: false }))}
        onConfirm={() => {
          const d = borrar.descuento;
          if (!d) return;
          eliminar.mutate(d.idDescuento, {
            onSuccess: () => {
              setBorrar((b) => ({ ...b, open: false }));
              notificar.exito(`Eliminaste el ${nombreDescuento(d)}`);
            },
          });
        }}
      >
        {borrar.descuento && (
          <Typography>
            El {valorPromocion(borrar.descuento)} deja de aplicarse a{' '}
            {borrar.descuento.productos.length === 1
              ? 'su producto'
              : `sus ${borrar.descuento.productos.length} productos`}{' '}
            y vuelven a su precio de lista. No se puede deshacer.
          </Typography>
        )}
      </ConfirmDialog>
    </>
  );
}
