import { useEffect, useRef, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { MENSAJES_PREGUNTAS as M, type PreguntaPublica, type ResumenPreguntas } from '@feria/contracts';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { PagePagination } from '../../../components/ui/page-pagination';
import { usePreguntasProducto } from '../api/preguntas';
import { PreguntaItem } from './pregunta-item';
import { PreguntarForm, type AccesoPregunta } from './preguntar-form';

export const PREGUNTAS_SECCION_ID = 'preguntas';
const SIN_RESUMEN: ResumenPreguntas = { recientes: [], total: 0 };

/**
 * The product page's 'Preguntas y respuestas' (docs/producto/preguntas-pantallas.md#en-la-pagina):
 * the latest answered questions come with the product's own payload (painted by the server, no
 * request while the page loads); 'Ver todas las preguntas' then reads the whole list a page at a time.
 */
export function PreguntasProducto({
  idProducto,
  nombreTienda,
  resumen = SIN_RESUMEN,
  acceso,
}: {
  idProducto: string;
  nombreTienda: string;
  resumen?: ResumenPreguntas | undefined;
  acceso: AccesoPregunta;
}) {
  const [todas, setTodas] = useState(false);
  const [page, setPage] = useState(0);
  const q = usePreguntasProducto(idProducto, page, todas);
  const tituloTodas = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (todas) tituloTodas.current?.focus();
  }, [todas]);

  const lista = (preguntas: PreguntaPublica[], etiqueta: string) => (
    <Box component="ul" aria-label={etiqueta} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {preguntas.map((p) => (
        <li key={p.id}>
          <PreguntaItem
            pregunta={p}
            nombreTienda={nombreTienda}
            sinRespuesta={
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, ml: { xs: 3.25, sm: 3.25 } }}>
                Todavía sin respuesta.
              </Typography>
            }
          />
        </li>
      ))}
    </Box>
  );

  return (
    <Box
      component="section"
      id={PREGUNTAS_SECCION_ID}
      aria-labelledby="preguntas-producto"
      sx={{ mt: 4, scrollMarginTop: 80 }}
    >
      <Typography id="preguntas-producto" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 1.5 }}>
        Preguntas y respuestas
      </Typography>
      <Box sx={{ maxWidth: 720 }}>
        <PreguntarForm idProducto={idProducto} acceso={acceso} />
        <Box sx={{ mt: 3 }}>
          {todas ? (
            <>
              <Typography
                ref={tituloTodas}
                tabIndex={-1}
                component="h3"
                variant="subtitle1"
                sx={{ fontWeight: 700, outline: 'none' }}
              >
                Todas las preguntas{q.data ? ` (${q.data.totalElements})` : ''}
              </Typography>
              {q.isPending ? (
                <LoadingState label="Cargando preguntas..." minHeight={120} />
              ) : q.isError ? (
                <ErrorState message={q.error.message} onRetry={() => void q.refetch()} />
              ) : q.data.content.length === 0 ? (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {M.sinPreguntas}
                </Typography>
              ) : (
                <>
                  {lista(q.data.content, 'Todas las preguntas')}
                  <PagePagination
                    page={q.data.number}
                    totalPages={q.data.totalPages}
                    onChange={setPage}
                    label="Páginas de preguntas"
                  />
                </>
              )}
            </>
          ) : (
            <>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                Últimas preguntas respondidas
              </Typography>
              {resumen.total === 0 ? (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {M.sinPreguntas}
                </Typography>
              ) : resumen.recientes.length === 0 ? (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  El vendedor todavía no respondió las preguntas de este producto.
                </Typography>
              ) : (
                lista(resumen.recientes, 'Últimas preguntas respondidas')
              )}
              {resumen.total > resumen.recientes.length && (
                <Button variant="text" sx={{ mt: 1 }} onClick={() => setTodas(true)}>
                  Ver todas las preguntas ({resumen.total})
                </Button>
              )}
            </>
          )}
        </Box>
      </Box>
    </Box>
  );
}
