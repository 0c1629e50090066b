import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { formatPrice } from '@feria/contracts';
import type { CartGroup } from '../store/cart-selectors';
import { MediosDePagoGrupo } from './medios-de-pago-grupo';
import { EnvioEstimado } from '../envio/envio-estimado';

// docs/producto/carrito.md#panel-del-carrito: several shops and no group chosen. Outside checkout the groups are accordions with
// 'Seleccionar grupo'; during checkout they are radio-style cards. The accordion open is the shop
// of the product just added, else the first (docs/producto/carrito.md#grupos).

const productos = (n: number) => `${n} ${n === 1 ? 'producto' : 'productos'}`;

/** '2 productos · Subtotal $ 3.000' and what the shop takes: one shop's group before checkout. */
function Resumen({ g }: { g: CartGroup }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {productos(g.totalItems)} · Subtotal{' '}
        <Box component="strong" sx={{ color: 'text.primary', whiteSpace: 'nowrap' }}>
          {formatPrice(g.subtotal)}
        </Box>
      </Typography>
      <MediosDePagoGrupo idEmprendimiento={g.emprendimientoId} />
    </>
  );
}

/** The whole cart: every group's subtotal added up (each group is still paid on its own, docs/producto/carrito.md#panel-del-carrito tip). */
export function GroupsTotal({ groups, inCheckout }: { groups: CartGroup[]; inCheckout: boolean }) {
  const total = groups.reduce((t, g) => t + g.subtotal, 0);
  const cantidad = groups.reduce((t, g) => t + g.totalItems, 0);
  return (
    <Box sx={{ px: 2.5, pb: 2 }}>
      <Divider sx={{ mb: 1.5 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 700 }}>
          Total del carrito ({productos(cantidad)} de {groups.length} emprendimientos)
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.125rem', whiteSpace: 'nowrap' }}>
          {formatPrice(total)}
        </Typography>
      </Box>
      {!inCheckout && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Consejo: después de pagar un emprendimiento, los demás grupos siguen en tu carrito para pagarlos por separado.
        </Typography>
      )}
    </Box>
  );
}

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
      <Typography variant="body2">
        Procesa un emprendimiento a la vez. Luego podrás pagar los demás por separado.
      </Typography>
    </Alert>
  );
}

export function GroupAccordions({
  groups,
  selectedId,
  openId,
  onSelect,
}: {
  groups: CartGroup[];
  selectedId: string | null;
  /** The shop of the product just added (its group opens); null or gone: the first. */
  openId: string | null;
  onSelect: (id: string) => void;
}) {
  const abierto = groups.some((g) => g.emprendimientoId === openId) ? openId : groups[0]?.emprendimientoId;
  return (
    <Box sx={{ px: 2.5, py: 2 }}>
      {groups.map((g) => {
        const elegido = g.emprendimientoId === selectedId;
        return (
          <Accordion
            key={g.emprendimientoId}
            defaultExpanded={g.emprendimientoId === abierto}
            disableGutters
            variant="outlined"
            sx={{ '&:not(:last-of-type)': { mb: 1 } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`grupo-${g.emprendimientoId}`}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                <StorefrontOutlinedIcon color="primary" aria-hidden />
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{g.emprendimientoName}</Typography>
                  <Resumen g={g} />
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
              {/* Not in the summary: that is a button, and the line has buttons of its own. */}
              <EnvioEstimado idEmprendimiento={g.emprendimientoId} monto={g.subtotal} />
              <Button
                fullWidth
                variant={elegido ? 'outlined' : 'contained'}
                disabled={elegido}
                onClick={() => onSelect(g.emprendimientoId)}
              >
                {elegido ? 'Grupo seleccionado' : 'Seleccionar grupo'}
              </Button>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}

export function GroupRadioCards({
  groups,
  chosenId,
  onChoose,
}: {
  groups: CartGroup[];
  chosenId: string | null;
  onChoose: (id: string) => void;
}) {
  return (
    <Stack spacing={1} sx={{ px: 2.5, py: 2 }} role="radiogroup" aria-label="Emprendimientos del carrito">
      {groups.map((g) => {
        const elegido = g.emprendimientoId === chosenId;
        return (
          <Card
            key={g.emprendimientoId}
            variant="outlined"
            sx={{ borderColor: elegido ? 'primary.main' : undefined, borderWidth: elegido ? 2 : 1 }}
          >
            <CardActionArea
              role="radio"
              aria-checked={elegido}
              onClick={() => onChoose(g.emprendimientoId)}
              sx={{ p: 2, display: 'flex', justifyContent: 'flex-start', gap: 1.5 }}
            >
              {elegido ? (
                <RadioButtonCheckedIcon color="primary" aria-hidden />
              ) : (
                <RadioButtonUncheckedIcon color="action" aria-hidden />
              )}
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{g.emprendimientoName}</Typography>
                <Resumen g={g} />
              </Box>
            </CardActionArea>
          </Card>
        );
      })}
    </Stack>
  );
}
