import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { MENSAJES_RESENA, type ResenaReportada } from '@feria/contracts';
import { MotivoDialog } from '../../../components/ui/motivo-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { PagePagination } from '../../../components/ui/page-pagination';
import { formatDateTime } from '../../../lib/format';
import { useModerarResena, useResenasReportadas } from '../api/resenas';
import { ResenaItem } from './resena-item';

function Reportada({ r }: { r: ResenaReportada }) {
  const moderar = useModerarResena();
  const [ocultando, setOcultando] = useState(false);
  const pendientes = r.reportes.filter((x) => !x.resuelto);
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          Tienda: <strong>{r.emprendimiento.nombre}</strong>
        </Typography>
        <ResenaItem resena={r} nombreTienda={r.emprendimiento.nombre} />
        {r.oculta && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            Oculta{r.motivoOculta ? `: ${r.motivoOculta}` : ''}
          </Alert>
        )}
        <Typography variant="h3" sx={{ fontSize: '0.95rem', fontWeight: 700, mt: 1.5 }}>
          Reportes
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
          {r.reportes.map((x) => (
            <li key={x.id}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {x.motivo}{' '}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  · {formatDateTime(x.fecha)}
                  {x.resuelto ? ' · resuelto' : ''}
                </Box>
              </Typography>
            </li>
          ))}
        </Box>
        {moderar.error && !ocultando && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {moderar.error.message}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          {r.oculta ? (
            <Button
              variant="outlined"
              disabled={moderar.isPending}
              onClick={() => moderar.mutate({ id: r.id, accion: 'mostrar' })}
            >
              Mostrar
            </Button>
          ) : (
            <Button variant="contained" color="error" disabled={moderar.isPending} onClick={() => setOcultando(true)}>
              Ocultar
            </Button>
          )}
          {pendientes.length > 0 && !r.oculta && (
            <Button disabled={moderar.isPending} onClick={() => moderar.mutate({ id: r.id, accion: 'resolver' })}>
              Descartar reportes
            </Button>
          )}
        </Box>
      </CardContent>
      <MotivoDialog
        open={ocultando}
        title="Ocultar reseña"
        label="Motivo"
        requiredMessage={MENSAJES_RESENA.motivoOcultar}
        maxLength={500}
        confirmLabel="Ocultar"
        destructive
        pending={moderar.isPending}
        error={moderar.error?.message ?? null}
        onConfirm={(motivo) =>
          moderar.mutate(
            { id: r.id, accion: 'ocultar', motivo: motivo ?? '' },
            { onSuccess: () => setOcultando(false) },
          )
        }
        onClose={() => {
          setOcultando(false);
          moderar.reset();
        }}
      >
        <Typography variant="body2">
          La reseña deja de verse en la tienda y no cuenta en el promedio. Sus reportes quedan resueltos. Queda en la
          auditoría.
        </Typography>
      </MotivoDialog>
    </Card>
  );
}

/** Admin 'Reseñas reportadas' (decision 038): reviews with pending reports, and the hidden ones. */
export function ResenasReportadasPage() {
  const [ocultas, setOcultas] = useState(false);
  const [page, setPage] = useState(0);
  const q = useResenasReportadas({ page, ...(ocultas ? { ocultas: 'true' } : {}) });
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        Reseñas reportadas
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
        Revisá lo que reportaron los usuarios: ocultá la reseña (con un motivo) o descartá los reportes.
      </Typography>
      <Tabs
        value={ocultas ? 1 : 0}
        onChange={(_, v: number) => {
          setOcultas(v === 1);
          setPage(0);
        }}
        aria-label="Qué reseñas ver"
        sx={{ mb: 2 }}
      >
        <Tab label="Con reportes pendientes" />
        <Tab label="Ocultas" />
      </Tabs>
      {q.isPending ? (
        <LoadingState label="Cargando reseñas..." />
      ) : q.isError ? (
        <ErrorState message={q.error.message} onRetry={() => void q.refetch()} />
      ) : q.data.content.length === 0 ? (
        <EmptyState title={ocultas ? 'No hay reseñas ocultas' : 'No hay reportes pendientes'} />
      ) : (
        <Box component="ul" aria-label="Reseñas" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
          {q.data.content.map((r) => (
            <Reportada key={r.id} r={r} />
          ))}
        </Box>
      )}
      {q.data && (
        <PagePagination
          page={q.data.number}
          totalPages={q.data.totalPages}
          onChange={setPage}
          label="Páginas de reseñas reportadas"
        />
      )}
    </Box>
  );
}
