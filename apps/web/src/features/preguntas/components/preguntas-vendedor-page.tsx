import { useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { ESTADOS_PREGUNTA, type EstadoPregunta } from '@feria/contracts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { PagePagination } from '../../../components/ui/page-pagination';
import { usePreguntasVendedor } from '../api/preguntas';
import { PreguntaVendedorItem } from './pregunta-vendedor-item';

const ETIQUETA: Record<EstadoPregunta, string> = {
  sin_responder: 'Sin responder',
  respondidas: 'Respondidas',
  ocultas: 'Ocultas',
};
const VACIO: Record<EstadoPregunta, { title: string; description?: string }> = {
  sin_responder: {
    title: 'No tenés preguntas sin responder',
    description: 'Cuando alguien pregunte por uno de tus productos, la pregunta aparece acá y te avisamos.',
  },
  respondidas: { title: 'Todavía no respondiste preguntas' },
  ocultas: { title: 'No ocultaste ninguna pregunta' },
};

const esEstado = (v: string | null): v is EstadoPregunta => (ESTADOS_PREGUNTA as readonly string[]).includes(v ?? '');

/**
 * The seller's 'Preguntas' (docs/producto/preguntas-pantallas.md#panel): unanswered first, answered
 * and hidden behind their tabs (kept in the address, `?estado=`), answered right in the list.
 */
export function PreguntasVendedorPage() {
  const [params, setParams] = useSearchParams();
  const crudo = params.get('estado');
  const estado: EstadoPregunta = esEstado(crudo) ? crudo : 'sin_responder';
  const [page, setPage] = useState(0);
  const q = usePreguntasVendedor(estado, page);
  const sinResponder = q.data?.sinResponder;
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        Preguntas
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Lo que preguntan sobre tus productos. Tus respuestas se publican en la página del producto: responder rápido
        ayuda a vender.
      </Typography>
      <Tabs
        value={estado}
        onChange={(_, v: EstadoPregunta) => {
          setPage(0);
          setParams(v === 'sin_responder' ? {} : { estado: v }, { replace: true });
        }}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Filtrar preguntas"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {ESTADOS_PREGUNTA.map((e) => (
          <Tab
            key={e}
            value={e}
            id={`preguntas-tab-${e}`}
            aria-controls="preguntas-panel"
            label={
              e === 'sin_responder' && sinResponder !== undefined ? `${ETIQUETA[e]} (${sinResponder})` : ETIQUETA[e]
            }
            sx={{ textTransform: 'none', fontWeight: 600, minWidth: 0, px: 1.5 }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="preguntas-panel" aria-labelledby={`preguntas-tab-${estado}`}>
        {q.isPending ? (
          <LoadingState label="Cargando preguntas..." />
        ) : q.isError ? (
          <ErrorState message={q.error.message} onRetry={() => void q.refetch()} />
        ) : q.data.content.length === 0 ? (
          <EmptyState {...VACIO[estado]} />
        ) : (
          <>
            <Box
              component="ul"
              aria-label={`Preguntas: ${ETIQUETA[estado].toLowerCase()}`}
              sx={{ listStyle: 'none', p: 0, m: 0, opacity: q.isPlaceholderData ? 0.6 : 1 }}
            >
              {q.data.content.map((p) => (
                <li key={p.id}>
                  <PreguntaVendedorItem pregunta={p} />
                </li>
              ))}
            </Box>
            <PagePagination
              page={q.data.number}
              totalPages={q.data.totalPages}
              onChange={setPage}
              label="Páginas de preguntas"
            />
          </>
        )}
      </Box>
    </Box>
  );
}
