import { Box, Button, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useSearchParams } from 'react-router';
import type { CorreoEnBandeja } from '@feria/contracts';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { formatDateTime } from '../../../lib/format';
import { useCorreos } from '../api/correos';
import { CorreoDetalle } from './correo-detalle';

/** The open mail lives in the URL (`?correo=`): a reload or the back button keeps or closes it. */
const PARAM = 'correo';

function CorreosLista({
  correos,
  abierto,
  onAbrir,
}: {
  correos: CorreoEnBandeja[];
  abierto: string | null;
  onAbrir: (nombre: string) => void;
}) {
  return (
    <List
      aria-label="Correos enviados"
      disablePadding
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
      {correos.map((c, i) => (
        <ListItemButton
          key={c.nombre}
          selected={c.nombre === abierto}
          aria-current={c.nombre === abierto ? 'true' : undefined}
          divider={i < correos.length - 1}
          onClick={() => onAbrir(c.nombre)}
          sx={{ alignItems: 'flex-start' }}
        >
          <ListItemText
            primary={c.asunto || '(sin asunto)'}
            secondary={
              <>
                <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                  Para: {c.para}
                </Box>
                <Box component="span" sx={{ display: 'block' }}>
                  {formatDateTime(c.fecha)}
                </Box>
              </>
            }
            slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}

/** 'Correos enviados': the outbox of the embedded mode, newest first, one mail open beside the list. */
export function CorreosPage() {
  const [params, setParams] = useSearchParams();
  const abierto = params.get(PARAM);
  const lista = useCorreos();
  const abrir = (nombre: string | null) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        if (nombre) n.set(PARAM, nombre);
        else n.delete(PARAM);
        return n;
      },
      { replace: nombre === null },
    );

  return (
    <Box>
      <PageHeader
        title="Correos enviados"
        description="Lo que Feria mandó por e-mail a compradores y emprendedores. Sin un servidor SMTP configurado, los correos quedan acá en lugar de salir."
        actions={
          <Button startIcon={<RefreshIcon />} onClick={() => void lista.refetch()} disabled={lista.isFetching}>
            Actualizar
          </Button>
        }
      />
      {lista.isPending ? (
        <LoadingState label="Cargando correos..." />
      ) : lista.isError ? (
        <ErrorState message={lista.error.message} onRetry={() => void lista.refetch()} />
      ) : lista.data.correos.length === 0 ? (
        <EmptyState
          title="Todavía no se envió ningún correo."
          description="Cuando alguien haga un pedido, pague o reciba un mensaje, el correo aparece acá."
        />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(280px, 380px) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: { xs: abierto ? 'none' : 'block', md: 'block' }, minWidth: 0 }}>
            <Typography role="status" color="text.secondary" sx={{ mb: 1.5 }}>
              {lista.data.total === 1 ? '1 correo' : `${lista.data.total.toLocaleString('es-AR')} correos`}
              {lista.data.total > lista.data.correos.length
                ? ` (se muestran los ${lista.data.correos.length} más recientes)`
                : ''}
            </Typography>
            <CorreosLista correos={lista.data.correos} abierto={abierto} onAbrir={abrir} />
          </Box>
          {abierto ? (
            <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }}>
              <CorreoDetalle key={abierto} nombre={abierto} onVolver={() => abrir(null)} />
            </Paper>
          ) : (
            <Box sx={{ display: { xs: 'none', md: 'block' } }}>
              <EmptyState title="Elegí un correo de la lista para verlo." />
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
