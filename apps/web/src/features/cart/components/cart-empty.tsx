import { Box, Button, Stack, Typography } from '@mui/material';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';

/** docs/producto/carrito.md#panel-del-carrito empty cart. */
export function CartEmpty({ onContinue }: { onContinue: () => void }) {
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', flex: 1, px: 4, py: 6, textAlign: 'center' }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 88,
          height: 88,
          borderRadius: '50%',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        <ShoppingBagOutlinedIcon sx={{ fontSize: 44 }} />
      </Box>
      <Typography variant="h3" component="p" sx={{ fontSize: '1.25rem' }}>
        Tu carrito está vacío
      </Typography>
      <Typography color="text.secondary">Explora nuestros productos y encuentra lo que necesitas</Typography>
      <Button variant="contained" size="large" onClick={onContinue} sx={{ mt: 1 }}>
        Continuar comprando
      </Button>
    </Stack>
  );
}
