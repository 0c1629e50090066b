import { Box, Stack, Typography } from '@mui/material';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { formatPrice, type CuponPublico } from '@feria/contracts';
import type { StorefrontPalette } from '../storefront-style';

const fechaFin = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'long',
  timeZone: 'America/Argentina/Buenos_Aires',
});

/** '10 % de descuento', '$ 5.000 de descuento'. */
export function beneficioCupon(c: Pick<CuponPublico, 'tipo' | 'valor'>): string {
  return c.tipo === 'PORCENTAJE' ? `${c.valor} % de descuento` : `${formatPrice(c.valor)} de descuento`;
}

/** 'Válido en compras desde $ 40.000, hasta el 18 de diciembre.', or null without conditions. */
export function condicionesCupon(c: Pick<CuponPublico, 'montoMinimo' | 'cantidadMinima' | 'fechaFin'>): string | null {
  const partes: string[] = [];
  if (c.montoMinimo !== null) partes.push(`en compras desde ${formatPrice(c.montoMinimo)}`);
  if (c.cantidadMinima !== null && c.cantidadMinima > 1) partes.push(`llevando ${c.cantidadMinima} productos o más`);
  if (c.fechaFin !== null) partes.push(`hasta el ${fechaFin.format(new Date(c.fechaFin))}`);
  return partes.length > 0 ? `Válido ${partes.join(', ')}.` : null;
}

/**
 * The shop's coupons usable now (decision 065), announced above its products: 'Usá el cupón
 * PRIMERA10: 10 % de descuento', with its conditions. Nothing when the shop has none.
 */
export function CuponesTienda({
  cupones,
  palette,
}: {
  cupones: readonly CuponPublico[] | undefined;
  palette: StorefrontPalette;
}) {
  if (!cupones || cupones.length === 0) return null;
  return (
    <Box component="section" aria-label="Cupones de la tienda" sx={{ mb: 3 }}>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {cupones.map((c) => {
          const condiciones = condicionesCupon(c);
          return (
            <Stack
              key={c.codigoCupon}
              component="li"
              direction="row"
              spacing={1.5}
              sx={{
                alignItems: 'flex-start',
                p: { xs: 1.5, sm: 2 },
                borderRadius: 2,
                bgcolor: palette.cardBg,
                color: palette.cardText,
                borderLeft: `4px solid ${palette.accentOnCard}`,
                minWidth: 0,
              }}
            >
              <LocalOfferOutlined aria-hidden sx={{ color: palette.accentOnCard, mt: 0.25, flexShrink: 0 }} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  Usá el cupón{' '}
                  <Box
                    component="code"
                    sx={{
                      display: 'inline-block',
                      px: 0.75,
                      border: `2px dashed ${palette.accentOnCard}`,
                      borderRadius: 1,
                      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
                      fontWeight: 700,
                      letterSpacing: '0.04em',
                      userSelect: 'all',
                    }}
                  >
                    {c.codigoCupon}
                  </Box>
                  : {beneficioCupon(c)}
                </Typography>
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {condiciones ? `${condiciones} ` : ''}Ingresalo al pagar.
                </Typography>
              </Box>
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
