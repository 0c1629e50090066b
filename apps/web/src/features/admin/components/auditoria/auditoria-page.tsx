import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import type { RegistroAuditoria } from '@feria/contracts';
import { PageHeader } from '../../../../components/ui/page-header';
import { PagePagination } from '../../../../components/ui/page-pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/ui/page-states';
import { visuallyHidden } from '../../../../components/ui/visually-hidden';
import { formatDateTime } from '../../../../lib/format';
import { useAuditoria } from '../../api/admin';
import { ACCION_LABEL, OBJETIVO_LABEL, cambiosDe } from '../../auditoria-texto';
import { ADMIN_PAGE_SIZE, readAuditoriaParams, writeAuditoriaParams } from '../../list-params';

function Registro({ r }: { r: RegistroAuditoria }) {
  const cambios = cambiosDe(r.antes, r.despues);
  return (
    <Card component="li">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem' }}>
          {ACCION_LABEL[r.accion]}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <time dateTime={r.fecha}>{formatDateTime(r.fecha)}</time> · {r.actor.email ?? r.actor.id}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {OBJETIVO_LABEL[r.objetivo.tipo]}{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.85em' }}>
            {r.objetivo.id}
          </Box>
        </Typography>
        {cambios.length > 0 && (
          <Box
            component="dl"
            sx={{
              m: 0,
              mt: 1,
              display: 'grid',
              gridTemplateColumns: 'auto minmax(0, 1fr)',
              columnGap: 1.5,
              rowGap: 0.5,
            }}
          >
            {cambios.map((c) => (
              <Box key={c.campo} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                  {c.campo}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {c.antes} <span aria-hidden="true">→</span>
                  <Box component="span" sx={visuallyHidden}>
                    pasó a
                  </Box>{' '}
                  {c.despues}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** 'Auditoría': every admin action (who, what, when, before → after), newest first, the page in the URL. */
export function AuditoriaPage() {
  const [params, setParams] = useSearchParams();
  const { page } = readAuditoriaParams(params);
  const lista = useAuditoria({ page, size: ADMIN_PAGE_SIZE });
  return (
    <Box>
      <PageHeader
        title="Auditoría"
        description="Cada acción de la administración: quién la hizo, cuándo y qué cambió. Lo más reciente primero."
      />
      <Box sx={{ position: 'relative' }} aria-busy={lista.isPending || lista.isPlaceholderData}>
        {lista.isPending ? (
          <LoadingState label="Cargando la auditoría..." />
        ) : lista.isError ? (
          <ErrorState message={lista.error.message} onRetry={() => void lista.refetch()} />
        ) : lista.data.content.length === 0 ? (
          <EmptyState
            title="Todavía no hay acciones registradas"
            description="Cuando alguien de la administración apruebe una solicitud, cambie una cuenta o modere una reseña, va a aparecer acá."
          />
        ) : (
          <>
            {lista.isPlaceholderData && (
              <LinearProgress
                aria-label="Actualizando la lista"
                sx={{ position: 'absolute', top: -8, left: 0, right: 0 }}
              />
            )}
            <Box
              component="ul"
              aria-label="Acciones registradas"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, maxWidth: 880 }}
            >
              {lista.data.content.map((r) => (
                <Registro key={r.id} r={r} />
              ))}
            </Box>
            <PagePagination
              page={lista.data.number}
              totalPages={lista.data.totalPages}
              onChange={(p) => setParams(writeAuditoriaParams({ page: p }))}
              label="Páginas de la auditoría"
            />
          </>
        )}
      </Box>
    </Box>
  );
}
