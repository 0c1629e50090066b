import { Button, Paper, Stack, Typography } from '@mui/material';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { useNotificar } from '../../../components/ui/notificaciones';
import { useDescargarPlanilla, type Descarga } from '../api/planilla';

const BOTONES: { descarga: Descarga; texto: string; hecho: string }[] = [
  {
    descarga: { archivo: 'exportar', formato: 'csv' },
    texto: 'Descargar CSV',
    hecho: 'Descargamos tus productos en CSV',
  },
  {
    descarga: { archivo: 'exportar', formato: 'xlsx' },
    texto: 'Descargar Excel',
    hecho: 'Descargamos tus productos en Excel',
  },
];
const PLANTILLAS: typeof BOTONES = [
  {
    descarga: { archivo: 'plantilla', formato: 'csv' },
    texto: 'Descargar plantilla CSV',
    hecho: 'Descargamos la plantilla',
  },
  {
    descarga: { archivo: 'plantilla', formato: 'xlsx' },
    texto: 'Descargar plantilla Excel',
    hecho: 'Descargamos la plantilla',
  },
];

function Botones({
  lista,
  idEmprendimiento,
  nombreTienda,
}: {
  lista: typeof BOTONES;
  idEmprendimiento: string;
  nombreTienda: string;
}) {
  const notificar = useNotificar();
  const descargar = useDescargarPlanilla(idEmprendimiento, nombreTienda);
  const enCurso = descargar.isPending ? descargar.variables : undefined;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      {lista.map(({ descarga, texto, hecho }) => (
        <Button
          key={texto}
          variant="outlined"
          startIcon={<DownloadOutlinedIcon aria-hidden />}
          disabled={descargar.isPending}
          onClick={() =>
            descargar.mutate(descarga, {
              onError: (e) => notificar.error(e.message),
              onSuccess: () => notificar.exito(hecho),
            })
          }
        >
          {enCurso === descarga ? 'Descargando...' : texto}
        </Button>
      ))}
    </Stack>
  );
}

/** docs/producto/planilla-pantalla.md#exportar-y-plantilla: the shop's products as a file, and the empty template. */
export function ExportarPlanilla({
  idEmprendimiento,
  nombreTienda,
}: {
  idEmprendimiento: string;
  nombreTienda: string;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="planilla-exportar"
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id="planilla-exportar" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Exportar tus productos
        </Typography>
        <Typography color="text.secondary">
          Una fila por variante (o por producto sin opciones) con SKU, nombre, descripción, tipo, precio, stock, los
          valores de sus opciones, si está habilitado y las imágenes. Podés cambiarla y volver a importarla acá.
        </Typography>
        <Botones lista={BOTONES} idEmprendimiento={idEmprendimiento} nombreTienda={nombreTienda} />
        <Typography component="h3" sx={{ fontWeight: 700, pt: 1 }}>
          Plantilla para cargar productos
        </Typography>
        <Typography color="text.secondary">
          La planilla vacía con sus columnas y dos ejemplos: un producto simple y uno con talles.
        </Typography>
        <Botones lista={PLANTILLAS} idEmprendimiento={idEmprendimiento} nombreTienda={nombreTienda} />
      </Stack>
    </Paper>
  );
}
