import { Box, Card, CardContent, Chip, FormControlLabel, Link, Stack, Switch, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ESTRELLAS } from '@feria/contracts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { PagePagination } from '../../../components/ui/page-pagination';
import { useResenasTienda } from '../api/resenas';
import { ResenaItem, estrellasTexto } from './resena-item';
import { ResumenResenas } from './resumen-resenas';
import { ReportarResena } from './reportar-resena';

export interface FiltrosResenas {
  estrellas?: number | undefined;
  conComentario: boolean;
  page: number;
}

/** Filters live in the URL (?estrellas=4&conComentario=true&pagina=2): a shared link shows the same list. */
export function leerFiltros(params: URLSearchParams): FiltrosResenas {
  const n = Number(params.get('estrellas'));
  const pagina = Number(params.get('pagina'));
  return {
    estrellas: Number.isInteger(n) && n >= 1 && n <= 5 ? n : undefined,
    conComentario: params.get('conComentario') === 'true',
    page: Number.isInteger(pagina) && pagina > 1 ? pagina - 1 : 0,
  };
}

function escribir(f: FiltrosResenas): URLSearchParams {
  const p = new URLSearchParams();
  if (f.estrellas) p.set('estrellas', String(f.estrellas));
  if (f.conComentario) p.set('conComentario', 'true');
  if (f.page > 0) p.set('pagina', String(f.page + 1));
  return p;
}

interface Props {
  emprendimiento: { id: string; nombre: string };
  /** Back to the shop page (public or inside the buyer area). */
  tiendaHref: string;
  /** Signed in: each review offers 'Reportar'. */
  puedeReportar: boolean;
}

/** EntrepreneurshipReviews (docs/producto/rutas.md#tabla-de-rutas): a shop's reviews with the distribution, filters and pages. */
export function ResenasTiendaPage({ emprendimiento, tiendaHref, puedeReportar }: Props) {
  const [params, setParams] = useSearchParams();
  const filtros = leerFiltros(params);
  const q = useResenasTienda(emprendimiento.id, {
    page: filtros.page,
    ...(filtros.estrellas ? { estrellas: filtros.estrellas } : {}),
    ...(filtros.conComentario ? { conComentario: 'true' } : {}),
  });
  const cambiar = (f: Partial<FiltrosResenas>) => setParams(escribir({ ...filtros, page: 0, ...f }), { replace: true });
  const filtrando = filtros.estrellas !== undefined || filtros.conComentario;

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <Link
        component={RouterLink}
        to={tiendaHref}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        Volver a la tienda
      </Link>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
        Reseñas de {emprendimiento.nombre}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Solo califican quienes compraron en la tienda: cada reseña es una compra verificada.
      </Typography>
      {q.isPending ? (
        <LoadingState label="Cargando reseñas..." />
      ) : q.isError ? (
        <ErrorState message={q.error.message} onRetry={() => void q.refetch()} />
      ) : (
        <>
          <Card variant="outlined" component="section" aria-label="Resumen de calificaciones" sx={{ mb: 2 }}>
            <CardContent>
              <ResumenResenas resumen={q.data.resumen} />
            </CardContent>
          </Card>
          {q.data.resumen.numReseñas === 0 ? (
            <EmptyState
              title="Esta tienda todavía no tiene reseñas"
              description="Cuando alguien reciba su compra y la califique, la vas a ver acá."
            />
          ) : (
            <>
              <Box
                component="section"
                aria-label="Filtros"
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}
              >
                <Stack
                  direction="row"
                  role="group"
                  aria-label="Filtrar por estrellas"
                  sx={{ flexWrap: 'wrap', gap: 0.75 }}
                >
                  <Chip
                    label="Todas"
                    clickable
                    color={filtros.estrellas === undefined ? 'primary' : 'default'}
                    aria-pressed={filtros.estrellas === undefined}
                    onClick={() => cambiar({ estrellas: undefined })}
                  />
                  {[...ESTRELLAS].reverse().map((n) => (
                    <Chip
                      key={n}
                      label={`${n} ★`}
                      aria-label={estrellasTexto(n)}
                      clickable
                      color={filtros.estrellas === n ? 'primary' : 'default'}
                      aria-pressed={filtros.estrellas === n}
                      onClick={() => cambiar({ estrellas: filtros.estrellas === n ? undefined : n })}
                    />
                  ))}
                </Stack>
                <FormControlLabel
                  control={
                    <Switch
                      checked={filtros.conComentario}
                      onChange={(e) => cambiar({ conComentario: e.target.checked })}
                    />
                  }
                  label="Con comentario"
                  sx={{ ml: 0.5 }}
                />
              </Box>
              <Typography variant="body2" color="text.secondary" role="status">
                {q.data.totalElements === 1 ? '1 reseña' : `${q.data.totalElements} reseñas`}
                {filtrando ? ' con estos filtros' : ''}
              </Typography>
              {q.data.content.length === 0 ? (
                <EmptyState
                  title="No hay reseñas con estos filtros"
                  description="Probá con otra cantidad de estrellas o quitá «Con comentario»."
                />
              ) : (
                <Box component="ul" aria-label="Reseñas" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {q.data.content.map((r) => (
                    <li key={r.id}>
                      <ResenaItem
                        resena={r}
                        nombreTienda={emprendimiento.nombre}
                        acciones={puedeReportar ? <ReportarResena id={r.id} autor={r.autor} /> : undefined}
                      />
                    </li>
                  ))}
                </Box>
              )}
              <PagePagination
                page={q.data.number}
                totalPages={q.data.totalPages}
                onChange={(page) => setParams(escribir({ ...filtros, page }))}
                label="Páginas de reseñas"
              />
            </>
          )}
        </>
      )}
    </Box>
  );
}
