import { useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { DIRECCIONES_MAX, type DireccionGuardada, type Provincia } from '@feria/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useNotificar } from '../../../components/ui/notificaciones';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import type { OptionsSource } from '../../../components/ui/form-select-field';
import { useDirecciones, useEliminarDireccion, usePredeterminarDireccion } from '../api/direcciones';
import { DireccionCard } from './direccion-card';
import { DireccionDialog } from './direccion-dialog';

interface Props {
  provincias: OptionsSource<Provincia>;
  /** The profile's name and phone, to start a new address with. */
  inicial?: { destinatario: string; telefono: string };
}

type Edicion = { direccion: DireccionGuardada | null } | null;

/** 'Mis direcciones' of the buyer's profile (docs/producto/direcciones.md): list, add, edit, default, delete. */
export function MisDirecciones({ provincias, inicial }: Props) {
  const direcciones = useDirecciones();
  const predeterminar = usePredeterminarDireccion();
  const eliminar = useEliminarDireccion();
  const notificar = useNotificar();
  const [edicion, setEdicion] = useState<Edicion>(null);
  const [aBorrar, setABorrar] = useState<DireccionGuardada | null>(null);

  const lista = direcciones.data ?? [];
  // docs/producto/direcciones.md#limites
  const lleno = lista.length >= DIRECCIONES_MAX;
  const agregar = (
    <Button variant="contained" onClick={() => setEdicion({ direccion: null })} disabled={lleno}>
      Agregar dirección
    </Button>
  );
  // docs/producto/direcciones.md#predeterminada: the newest other address takes over a deleted default.
  const siguiente = aBorrar?.predeterminada ? lista.find((d) => d.id !== aBorrar.id) : undefined;

  const usarComoPredeterminada = (d: DireccionGuardada) =>
    predeterminar.mutate(d.id, {
      onSuccess: () => notificar.exito(`«${d.alias}» es tu dirección predeterminada`),
      onError: (e) => notificar.error(e.message),
    });
  const borrar = () =>
    aBorrar &&
    eliminar.mutate(aBorrar.id, {
      onSuccess: () => {
        notificar.exito(`Borramos «${aBorrar.alias}»`);
        setABorrar(null);
      },
    });

  return (
    <Paper
      component="section"
      id="direcciones"
      variant="outlined"
      aria-labelledby="mis-direcciones-titulo"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, scrollMarginTop: 144 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' }, mb: 2 }}
      >
        <Box>
          <Typography id="mis-direcciones-titulo" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
            Mis direcciones
          </Typography>
          <Typography color="text.secondary">
            Guardá las direcciones adonde te mandan tus compras y elegí cuál usar primero.
          </Typography>
        </Box>
        {lista.length > 0 && <Box sx={{ flexShrink: 0 }}>{agregar}</Box>}
      </Stack>

      {direcciones.isPending ? (
        <LoadingState label="Cargando tus direcciones..." minHeight={120} />
      ) : direcciones.isError ? (
        <ErrorState message={direcciones.error.message} onRetry={() => void direcciones.refetch()} />
      ) : lista.length === 0 ? (
        <EmptyState
          title="Todavía no guardaste direcciones"
          description="Agregá la de tu casa o la de tu trabajo para no escribirla en cada compra."
          action={agregar}
        />
      ) : (
        <>
          {lleno && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Llegaste al máximo de {DIRECCIONES_MAX} direcciones: borrá alguna para agregar otra.
            </Typography>
          )}
          <Box
            component="ul"
            aria-labelledby="mis-direcciones-titulo"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            {lista.map((d) => (
              <li key={d.id}>
                <DireccionCard
                  direccion={d}
                  predeterminando={predeterminar.isPending && predeterminar.variables === d.id}
                  onEditar={() => setEdicion({ direccion: d })}
                  onPredeterminar={() => usarComoPredeterminada(d)}
                  onBorrar={() => setABorrar(d)}
                />
              </li>
            ))}
          </Box>
        </>
      )}

      {edicion && (
        <DireccionDialog
          direccion={edicion.direccion}
          primera={lista.length === 0}
          provincias={provincias}
          inicial={inicial}
          onClose={() => setEdicion(null)}
          onSaved={(guardada) => {
            notificar.exito(edicion.direccion ? 'Guardamos los cambios' : `Guardamos «${guardada.alias}»`);
            setEdicion(null);
          }}
        />
      )}
      <ConfirmDialog
        open={aBorrar !== null}
        title={aBorrar ? `¿Borrar «${aBorrar.alias}»?` : ''}
        confirmLabel="Sí, borrar"
        destructive
        pending={eliminar.isPending}
        error={eliminar.error?.message}
        onConfirm={borrar}
        onClose={() => {
          eliminar.reset();
          setABorrar(null);
        }}
      >
        <Typography>
          La dirección deja de aparecer en tu lista. Los pedidos que ya hiciste conservan su dirección de envío.
        </Typography>
        {siguiente && (
          <Typography>Es tu dirección predeterminada: en su lugar va a quedar «{siguiente.alias}».</Typography>
        )}
      </ConfirmDialog>
    </Paper>
  );
}
