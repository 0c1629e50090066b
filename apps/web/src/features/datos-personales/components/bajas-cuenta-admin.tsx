import { useState } from 'react';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { BajaAdmin, EstadoBaja } from '@feria/contracts';
import { PagePagination } from '../../../components/ui/page-pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { formatDateTime } from '../../../lib/format';
import { useBajasAdmin } from '../api/datos-personales';

const ESTADO: Record<EstadoBaja, { texto: string; color: 'default' | 'success' | 'warning' }> = {
  pendiente: { texto: 'Pendiente', color: 'default' },
  hecha: { texto: 'Hecha', color: 'success' },
  fallida: { texto: 'Fallida', color: 'warning' },
};

const ROL: Record<string, string> = { comprador: 'Comprador', emprendedor: 'Emprendedor', admin: 'Admin' };

function Baja({ b }: { b: BajaAdmin }) {
  const estado = ESTADO[b.estado];
  return (
    <Card component="li" variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {b.email ?? b.userId}
          </Typography>
          <Chip size="small" label={estado.texto} color={estado.color} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {b.roles.map((r) => ROL[r] ?? r).join(', ')} · pedida el {formatDateTime(b.pedidaEn)}
          {b.hechaEn ? ` · resuelta el ${formatDateTime(b.hechaEn)}` : ''}
        </Typography>
        {b.detalle && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {b.detalle}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** 'Bajas de cuenta' (docs/producto/datos-personales.md#baja): every deletion request, newest first. */
export function BajasCuentaAdmin() {
  const [page, setPage] = useState(0);
  const lista = useBajasAdmin(page);
  return (
    <Box component="section" aria-labelledby="bajas-cuenta-titulo" sx={{ mt: 4 }}>
      <Typography id="bajas-cuenta-titulo" variant="h6" component="h2" gutterBottom>
        Bajas de cuenta
      </Typography>
      <Box aria-busy={lista.isPending}>
        {lista.isPending ? (
          <LoadingState label="Cargando las bajas de cuenta..." minHeight={120} />
        ) : lista.isError ? (
          <ErrorState message={lista.error.message} onRetry={() => void lista.refetch()} />
        ) : lista.data.content.length === 0 ? (
          <EmptyState
            title="Nadie pidió la baja de su cuenta"
            description="Cuando una persona elimine su cuenta desde su perfil, va a aparecer acá."
          />
        ) : (
          <>
            <Box
              component="ul"
              aria-label="Pedidos de baja"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, maxWidth: 880 }}
            >
              {lista.data.content.map((b) => (
                <Baja key={b.id} b={b} />
              ))}
            </Box>
            <PagePagination
              page={lista.data.number}
              totalPages={lista.data.totalPages}
              onChange={setPage}
              label="Páginas de bajas de cuenta"
            />
          </>
        )}
      </Box>
    </Box>
  );
}
