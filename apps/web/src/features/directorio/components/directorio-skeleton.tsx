import { Box, Card, Skeleton, Stack } from '@mui/material';
import { visuallyHidden } from '../../../components/ui/visually-hidden';

/** The directory's cards while loading, the size of a real card with its description (nothing jumps when data lands). */
export function DirectorioSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Box role="status">
      <Box component="span" sx={visuallyHidden}>
        Cargando emprendimientos...
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
          gap: 2,
        }}
      >
        {Array.from({ length: count }, (_, i) => (
          <Card key={i} aria-hidden>
            <Skeleton variant="rectangular" sx={{ aspectRatio: { xs: '4 / 1', sm: '3 / 1' }, height: 'auto' }} />
            <Stack spacing={0.5} sx={{ px: 2, pb: 2 }}>
              <Skeleton variant="circular" width={64} height={64} sx={{ mt: -4 }} />
              <Skeleton variant="text" width="70%" sx={{ fontSize: '1rem' }} />
              <Skeleton variant="text" width="95%" />
              <Skeleton variant="text" width="80%" />
              <Skeleton variant="text" width="50%" />
              <Skeleton variant="text" width="65%" />
              <Skeleton variant="text" width="40%" />
              <Skeleton variant="text" width="55%" sx={{ pt: 0.5 }} />
            </Stack>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
