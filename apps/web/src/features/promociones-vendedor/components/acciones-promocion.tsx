import { FormControlLabel, IconButton, Stack, Switch, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { LiteTooltip } from '../../../components/ui/lite-tooltip';

interface Props {
  /** 'Activo' / 'Habilitado': the switch's visible label. */
  etiqueta: string;
  /** The switch's accessible name ('Activar descuento 15 % OFF'). */
  nombreSwitch: string;
  /** What the edit and delete buttons name ('descuento 15 % OFF', 'cupón VERANO10'). */
  nombre: string;
  activo: boolean;
  cambiando: boolean;
  onCambiar: (activo: boolean) => void;
  onEditar: () => void;
  onEliminar: () => void;
}

/** The switch, edit and delete of one discount or coupon; every control is named after it. */
export function AccionesPromocion({
  etiqueta,
  nombreSwitch,
  nombre,
  activo,
  cambiando,
  onCambiar,
  onEditar,
  onEliminar,
}: Props) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <FormControlLabel
        sx={{ mr: 0.5, ml: 0 }}
        control={
          <Switch
            checked={activo}
            disabled={cambiando}
            onChange={(_, v) => onCambiar(v)}
            slotProps={{ input: { 'aria-label': nombreSwitch } }}
          />
        }
        label={
          <Typography component="span" variant="body2" aria-hidden>
            {etiqueta}
          </Typography>
        }
      />
      <LiteTooltip title="Editar">
        <IconButton onClick={onEditar} aria-label={`Editar ${nombre}`}>
          <EditOutlinedIcon />
        </IconButton>
      </LiteTooltip>
      <LiteTooltip title="Eliminar">
        <IconButton color="error" onClick={onEliminar} aria-label={`Eliminar ${nombre}`}>
          <DeleteOutlinedIcon />
        </IconButton>
      </LiteTooltip>
    </Stack>
  );
}
