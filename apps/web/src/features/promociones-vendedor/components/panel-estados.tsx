import type { ReactNode } from 'react';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';

interface Props<T> {
  lista: UseQueryResult<T[]>;
  filtrando: boolean;
  textos: {
    cargando: string;
    vacio: string;
    vacioDescripcion: string;
    sinCoincidencias: string;
    /** '1 descuento' / '3 descuentos'. */
    cantidad: (n: number) => string;
  };
  /** The 'Nuevo …' button. */
  crear: ReactNode;
  onLimpiar: () => void;
  children: (items: T[]) => ReactNode;
}

/** A tab's list with its loading, error and empty states; the create button above it (or in the empty state). */
export function PanelEstados<T>({ lista, filtrando, textos, crear, onLimpiar, children }: Props<T>) {
  if (lista.isPending) return <LoadingState label={textos.cargando} />;
  if (lista.isError) return <ErrorState message={lista.error.message} onRetry={() => void lista.refetch()} />;
  const items = lista.data;
  if (items.length === 0 && !filtrando)
    return <EmptyState title={textos.vacio} description={textos.vacioDescripcion} action={crear} />;
  return (
    <Box sx={{ position: 'relative' }}>
      {lista.isPlaceholderData && (
        <LinearProgress aria-label="Actualizando la lista" sx={{ position: 'absolute', top: -8, left: 0, right: 0 }} />
      )}
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography color="text.secondary" role="status" aria-live="polite">
          {textos.cantidad(items.length)}
        </Typography>
        {crear}
      </Stack>
      {items.length === 0 ? (
        <EmptyState
          title={textos.sinCoincidencias}
          description="Probá con otra búsqueda, otro tipo, otro estado u otras fechas."
          action={
            <Button variant="outlined" onClick={onLimpiar}>
              Limpiar filtros
            </Button>
          }
        />
      ) : (
        children(items)
      )}
    </Box>
  );
}
