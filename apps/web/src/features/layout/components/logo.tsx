import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** "Feria" wordmark with the bag mark of the favicon; links home. */
export function Logo() {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Feria, ir al inicio"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
        flexShrink: 0,
      }}
    >
      <Box component="svg" viewBox="0 0 64 64" aria-hidden sx={{ width: 32, height: 32, display: 'block' }}>
        <rect width="64" height="64" rx="14" fill="#15803D" />
        <path d="M14 26h36l-3 22a4 4 0 0 1-4 3.5H21a4 4 0 0 1-4-3.5z" fill="#fff" />
        <path d="M24 26v-4a8 8 0 0 1 16 0v4" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        <circle cx="32" cy="38" r="4" fill="#F59E0B" />
      </Box>
      <Typography
        component="span"
        sx={{
          fontFamily: (t) => t.typography.h1.fontFamily,
          fontWeight: 700,
          fontSize: '1.5rem',
          letterSpacing: '-0.02em',
        }}
      >
        Feria
      </Typography>
    </Box>
  );
}
