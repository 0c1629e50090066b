import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { SELLER_CTA } from '../sections';
import { DemoNotice } from './demo-notice';

/** The copyright line of the site footer and of the mobile menu (spec §2.4). */
export const COPYRIGHT = '© 2026 Feria — Marketplace de emprendimientos argentinos';

/** spec §2.4: the footer is a copyright line; plus the demo-data notice while the catalogue is fictitious. */
export function SiteFooter({ demo }: { demo: boolean }) {
  return (
    <Box component="footer" sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="xl" sx={{ py: 3 }}>
        <Stack spacing={2}>
          {demo && <DemoNotice />}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
          >
            <Typography variant="body2" color="text.secondary">
              {COPYRIGHT}
            </Typography>
            <Stack component="nav" aria-label="Enlaces del pie" direction="row" spacing={2}>
              <Link component={RouterLink} to="/search" variant="body2" color="text.secondary">
                Explorar productos
              </Link>
              <Link component={RouterLink} to={SELLER_CTA.to} variant="body2" color="text.secondary">
                Vendé en Feria
              </Link>
            </Stack>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
