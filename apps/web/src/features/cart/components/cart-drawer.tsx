import { useId } from 'react';
import { Box, Divider, Drawer, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { CART_DRAWER_WIDTHS } from '@feria/contracts';
import { CartEmpty } from './cart-empty';

/** spec §2.5 right drawer: full width on mobile, 450 small, 480 medium, 520 large. */
export function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: CART_DRAWER_WIDTHS.sm, md: CART_DRAWER_WIDTHS.md, lg: CART_DRAWER_WIDTHS.lg }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.5 }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          Carrito
        </Typography>
        <IconButton onClick={onClose} aria-label="Cerrar carrito">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      {/* Lines, groups and summary arrive with the cart store (spec §2.5–§2.6, §4.5). */}
      <CartEmpty onContinue={onClose} />
    </Drawer>
  );
}
