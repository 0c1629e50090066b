import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/ui/page-states';
import { useResumenVendedor } from '../api/emprendimiento';

const AREA = '/dashboard-emprendedor';

/** Product and catalog counts of the seller's shop, with the pages to manage them. */
export function ResumenProductos({ idEmprendimiento }: { idEmprendimiento: string }) {
  const query = useResumenVendedor(idEmprendimiento);
  const r = query.data;
  const cifras = [
    { label: 'Productos habilitados', valor: r?.habilitados },
    { label: 'Productos deshabilitados', valor: r?.deshabilitados },
    { label: 'Productos sin stock', valor: r?.sinStock },
    { label: 'Catálogos', valor: r?.catalogos },
  ];
  return (
    <Box component="section" aria-labelledby="resumen-productos-titulo">
      <Typography id="resumen-productos-titulo" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        Tus productos
      </Typography>
      {query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <Box
          component="dl"
          aria-busy={query.isPending}
          sx={{
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {cifras.map((c) => (
            <Paper
              key={c.label}
              variant="outlined"
              sx={{
                p: 2,
                borderRadius: 2,
                display: 'flex',
                flexDirection: 'column-reverse',
                justifyContent: 'flex-end',
              }}
            >
              <Typography component="dt" color="text.secondary" sx={{ fontSize: '0.9rem' }}>
                {c.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: '1.75rem', fontWeight: 700 }}>
                {c.valor ?? '…'}
              </Typography>
            </Paper>
          ))}
        </Box>
      )}
      <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to={`${AREA}/productos`} variant="outlined" size="small">
          Consultar productos
        </Button>
        <Button component={RouterLink} to={`${AREA}/cargar-producto`} variant="outlined" size="small">
          Cargar producto
        </Button>
        <Button component={RouterLink} to={`${AREA}/catalogo`} variant="outlined" size="small">
          Catálogos
        </Button>
        <Button component={RouterLink} to={`${AREA}/gestionar-tienda`} variant="outlined" size="small">
          Gestionar tienda
        </Button>
      </Stack>
    </Box>
  );
}
