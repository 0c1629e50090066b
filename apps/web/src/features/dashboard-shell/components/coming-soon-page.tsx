import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

/**
 * A menu entry whose page arrives in a later issue: its title, 'Próximamente' and one
 * line on what it will do. No sample data.
 */
export function ComingSoonPage({ title, description, badge = 'Próximamente' }: { title: string; description: string; badge?: string | null }) {
  useDocumentTitle(title);
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, display: 'flex', gap: 2.5, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box aria-hidden sx={{ display: 'grid', placeItems: 'center', width: 52, height: 52, flexShrink: 0, borderRadius: '50%', bgcolor: 'action.hover', color: 'primary.main' }}>
          <ConstructionOutlinedIcon />
        </Box>
        <Stack spacing={1.25}>
          {badge && <Chip label={badge} color="primary" size="small" sx={{ alignSelf: 'flex-start', fontWeight: 600 }} />}
          <Typography sx={{ color: 'text.secondary' }}>{description}</Typography>
        </Stack>
      </Paper>
    </Stack>
  );
}
