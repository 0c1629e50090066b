import { Button } from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import type { Alerta, AlertaInput } from '@feria/contracts';
import { useCrearAlerta, useQuitarAlerta } from '../api/favoritos';
import { useSesionFavoritos } from '../sesion-favoritos';

/**
 * An alert's toggle (docs/producto/favoritos-pantallas.md#alertas): on while the buyer has it live,
 * pressed again it is removed. Its name stays the same; aria-pressed says whether it is on.
 * A visitor's press starts the login.
 */
export function BotonAlerta({
  etiqueta,
  alerta,
  crear,
  size = 'medium',
  fullWidth = false,
}: {
  /** 'Avisame cuando haya stock', 'Avisame si baja de precio', or with the variant. */
  etiqueta: string;
  /** The live alert, when there is one. */
  alerta: Alerta | undefined;
  crear: AlertaInput;
  size?: 'small' | 'medium';
  /** The product page's buy box: as wide as the buttons above it. */
  fullWidth?: boolean;
}) {
  const sesion = useSesionFavoritos();
  const crearAlerta = useCrearAlerta();
  const quitarAlerta = useQuitarAlerta();
  if (!sesion || sesion.quien === 'otro') return null;
  const activa = alerta !== undefined;
  const ocupado = crearAlerta.isPending || quitarAlerta.isPending;
  const onError = (error: Error) => sesion.avisar(error.message, 'error');
  const onClick = () => {
    if (sesion.quien !== 'comprador') return sesion.ingresar();
    if (alerta) quitarAlerta.mutate(alerta.id, { onError });
    else crearAlerta.mutate(crear, { onError });
  };
  return (
    <Button
      size={size}
      fullWidth={fullWidth}
      variant={activa ? 'contained' : 'outlined'}
      color={activa ? 'primary' : 'inherit'}
      disableElevation
      aria-pressed={activa}
      aria-busy={ocupado || undefined}
      startIcon={activa ? <NotificationsActiveIcon /> : <NotificationsNoneOutlinedIcon />}
      onClick={ocupado ? undefined : onClick}
      sx={fullWidth ? undefined : { justifyContent: 'flex-start', textAlign: 'left' }}
    >
      {etiqueta}
    </Button>
  );
}
