import { Box } from '@mui/material';

/** First focusable element: jumps keyboard users past the top bar. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      onClick={(e) => {
        // Focus the target without the router treating it as a section anchor.
        e.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: (t) => t.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        '&:focus': { top: 8 },
      }}
    >
      Saltar al contenido
    </Box>
  );
}
