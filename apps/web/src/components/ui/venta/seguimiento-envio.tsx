import { Box, Link, Stack, Typography } from '@mui/material';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import type { SeguimientoEnvio } from '@feria/contracts';
import { formatDateTime } from '../../../lib/format';

/**
 * docs/producto/envios-pantallas.md#seguimiento: the shipment the seller recorded, the same line
 * on both sides: 'Enviado con Andreani · código 123 · Seguir envío' (the link in a new tab).
 */
export function SeguimientoLinea({ seguimiento: s, titulo }: { seguimiento: SeguimientoEnvio; titulo?: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <LocalShippingOutlinedIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
      <Box sx={{ minWidth: 0 }}>
        {titulo && <Typography sx={{ fontWeight: 700 }}>{titulo}</Typography>}
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          Enviado con <strong>{s.transportista}</strong> · código{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
            {s.codigoSeguimiento}
          </Box>
          {s.urlSeguimiento && (
            <>
              {' · '}
              <Link
                href={s.urlSeguimiento}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Seguir envío en ${s.transportista} (se abre en una pestaña nueva)`}
                sx={{ fontWeight: 600 }}
              >
                Seguir envío
              </Link>
            </>
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Registrado el {formatDateTime(s.registradoEn)}
        </Typography>
      </Box>
    </Stack>
  );
}
