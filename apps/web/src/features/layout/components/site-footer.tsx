import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { SELLER_CTA } from '../sections';
import { DemoNotice } from './demo-notice';

/** The legal and help pages (Resolución 424/2020: the 'Botón de arrepentimiento' must be in plain sight). */
const PIE: [string, string][] = [
  ['/search', 'Explorar productos'],
  [SELLER_CTA.to, 'Vendé en Feria'],
  ['/ayuda', 'Ayuda'],
  ['/terminos', 'Términos y condiciones'],
  ['/privacidad', 'Política de privacidad'],
  ['/arrepentimiento', 'Botón de arrepentimiento'],
];
const DEFENSA_CONSUMIDOR = 'https://www.argentina.gob.ar/produccion/defensadelconsumidor/formulario';

/** The copyright line of the site footer and of the mobile menu (docs/producto/rutas.md#barra-publica). */
export const COPYRIGHT = '© 2026 Feria — Marketplace de emprendimientos argentinos';

/** docs/producto/rutas.md#barra-publica: the footer is a copyright line; plus the demo-data notice while the catalogue is fictitious. */
export function SiteFooter({ demo }: { demo: boolean }) {
  return (
    <Box component="footer" sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="xl" sx={{ py: 3 }}>
        <Stack spacing={2}>
          {demo && <DemoNotice />}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1, sm: 3 }}
            sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
          >
            <Typography variant="body2" color="text.secondary">
              {COPYRIGHT}
            </Typography>
            <Stack
              component="nav"
              aria-label="Enlaces del pie"
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
            >
              {PIE.map(([to, texto]) => (
                <Link key={to} component={RouterLink} to={to} variant="body2" color="text.secondary">
                  {texto}
                </Link>
              ))}
              <Link
                href={DEFENSA_CONSUMIDOR}
                target="_blank"
                rel="noopener noreferrer"
                variant="body2"
                color="text.secondary"
              >
                Defensa del Consumidor
              </Link>
            </Stack>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
