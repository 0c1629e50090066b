import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

interface Props {
  label: string;
  value: number;
  icon: ReactNode;
  /** Link to the filtered list; without it the card is plain text. */
  to?: string;
  highlight?: boolean;
}

/** One count of the admin dashboard; the whole card is the link, so the name reads "3 Pendientes". */
export function StatCard({ label, value, icon, to, highlight }: Props) {
  const content = (
    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 48,
          height: 48,
          borderRadius: 2,
          bgcolor: 'action.hover',
          color: highlight ? 'secondary.dark' : 'primary.main',
          flexShrink: 0,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="p"
          sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.1, fontFamily: 'DM Sans, Inter, sans-serif' }}
        >
          {value.toLocaleString('es-AR')}
        </Typography>
        <Typography color="text.secondary">{label}</Typography>
      </Box>
    </CardContent>
  );
  return (
    <Card
      sx={{ height: '100%', borderColor: highlight ? 'secondary.main' : undefined, borderWidth: highlight ? 2 : 1 }}
    >
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
