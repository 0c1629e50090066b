import type { ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';

/** Centered card for short full-page messages: 404, access denied, payment results, guard screens. */
export function MessagePage({
  icon,
  title,
  children,
  actions,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 560, p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 3 }}
      >
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          {icon && (
            <Box
              aria-hidden
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 64,
                height: 64,
                borderRadius: '50%',
                bgcolor: 'action.hover',
                color: 'primary.main',
                '& svg': { fontSize: 34 },
              }}
            >
              {icon}
            </Box>
          )}
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
            {title}
          </Typography>
          {children && <Box sx={{ color: 'text.secondary', '& p': { m: 0 } }}>{children}</Box>}
          {actions && (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ pt: 1, width: { xs: '100%', sm: 'auto' } }}
            >
              {actions}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
