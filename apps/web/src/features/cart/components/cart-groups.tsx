import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, Card, CardActionArea, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { formatPrice } from '@feria/contracts';
import type { CartGroup } from '../store/cart-selectors';

// spec §2.5: several shops and no group chosen. Outside checkout the groups are accordions (the
// first expanded) with 'Seleccionar grupo'; during checkout they are radio-style cards.

const productos = (n: number) => `${n} ${n === 1 ? 'producto' : 'productos'}`;

export function GroupsBanner({ count, inCheckout }: { count: number; inCheckout: boolean }) {
  if (inCheckout) {
    return (
      <Alert severity="info" sx={{ mx: 2.5, mt: 2 }}>
        Selecciona un emprendimiento para proceder con el checkout.
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{ mx: 2.5, mt: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>Productos de {count} emprendimiento(s)</Typography>
      <Typography variant="body2">Procesa un emprendimiento a la vez. Luego podrás pagar los demás por separado.</Typography>
    </Alert>
  );
}

export function GroupAccordions({ groups, selectedId, onSelect }: { groups: CartGroup[]; selectedId: string | null; onSelect: (id: string) => void }) {
  return (
    <Box sx={{ px: 2.5, py: 2 }}>
      {groups.map((g, i) => {
        const elegido = g.emprendimientoId === selectedId;
        return (
          <Accordion key={g.emprendimientoId} defaultExpanded={i === 0} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { mb: 1 } }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`grupo-${g.emprendimientoId}`}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                <StorefrontOutlinedIcon color="primary" aria-hidden />
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{g.emprendimientoName}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {productos(g.totalItems)} · {formatPrice(g.subtotal)}
                  </Typography>
                </Box>
              </Box>
            </AccordionSummary>
            <AccordionDetails id={`grupo-${g.emprendimientoId}`}>
              <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0, mb: 1.5, listStyle: 'none' }}>
                {g.items.map((item) => (
                  <Box component="li" key={item.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {item.quantity} × {item.name}
                    </Typography>
                    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                      {formatPrice(item.price * item.quantity)}
                    </Typography>
                  </Box>
                ))}
              </Stack>
              <Button fullWidth variant={elegido ? 'outlined' : 'contained'} disabled={elegido} onClick={() => onSelect(g.emprendimientoId)}>
                {elegido ? 'Grupo seleccionado' : 'Seleccionar grupo'}
              </Button>
            </AccordionDetails>
          </Accordion>
        );
      })}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Consejo: después de pagar un emprendimiento, los demás grupos siguen en tu carrito para pagarlos por separado.
      </Typography>
    </Box>
  );
}

export function GroupRadioCards({ groups, chosenId, onChoose }: { groups: CartGroup[]; chosenId: string | null; onChoose: (id: string) => void }) {
  return (
    <Stack spacing={1} sx={{ px: 2.5, py: 2 }} role="radiogroup" aria-label="Emprendimientos del carrito">
      {groups.map((g) => {
        const elegido = g.emprendimientoId === chosenId;
        return (
          <Card key={g.emprendimientoId} variant="outlined" sx={{ borderColor: elegido ? 'primary.main' : undefined, borderWidth: elegido ? 2 : 1 }}>
            <CardActionArea role="radio" aria-checked={elegido} onClick={() => onChoose(g.emprendimientoId)} sx={{ p: 2, display: 'flex', justifyContent: 'flex-start', gap: 1.5 }}>
              {elegido ? <RadioButtonCheckedIcon color="primary" aria-hidden /> : <RadioButtonUncheckedIcon color="action" aria-hidden />}
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{g.emprendimientoName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {productos(g.totalItems)} · {formatPrice(g.subtotal)}
                </Typography>
              </Box>
            </CardActionArea>
          </Card>
        );
      })}
    </Stack>
  );
}
