import { Button } from '@mui/material';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Periodo } from '../../lib/periodo';
import { useNotificar } from './notificaciones';

/**
 * 'Descargar CSV' of the money screens: the period the server answered for (`periodo`, undefined
 * while there is none), saved by `descarga`, with its progress and the outcome said as a notice.
 */
export function BotonDescargarCsv({
  periodo,
  descarga,
  deshabilitado = false,
}: {
  periodo: Periodo | undefined;
  descarga: UseMutationResult<void, Error, Periodo>;
  deshabilitado?: boolean;
}) {
  const notificar = useNotificar();
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadOutlinedIcon />}
      onClick={() =>
        periodo &&
        descarga.mutate(
          { desde: periodo.desde, hasta: periodo.hasta },
          { onError: (e) => notificar.error(e.message), onSuccess: () => notificar.exito('Descargamos el CSV') },
        )
      }
      disabled={!periodo || deshabilitado || descarga.isPending}
    >
      {descarga.isPending ? 'Descargando...' : 'Descargar CSV'}
    </Button>
  );
}
