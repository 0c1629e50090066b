import { useId, useState } from 'react';
import { Box, Button, Skeleton, Stack, TextField, Typography } from '@mui/material';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { lineasDeEnvio } from './envio-texto';
import {
  guardarProvinciaEnvio,
  useEnviosDeTienda,
  useHayEnvios,
  useProvinciaEnvio,
  useProvinciasEnvio,
} from './use-envios';

/**
 * docs/producto/envios-pantallas.md#linea-de-envio: on the product page and in the cart, what
 * delivery to the buyer's province costs. Nothing is read while the page paints (decision 075):
 * the shop's methods once a province is known, the list of provinces only when the visitor asks
 * to choose one; the box keeps a minimum height so nothing moves when the line arrives.
 */
export function EnvioEstimado({ idEmprendimiento, monto }: { idEmprendimiento: string; monto: number }) {
  const provincia = useProvinciaEnvio();
  const [eligiendo, setEligiendo] = useState(false);
  const provincias = useProvinciasEnvio(eligiendo);
  const envios = useEnviosDeTienda(idEmprendimiento, provincia?.idProvincia);
  // None reach this province: does the shop have any at all (docs/producto/envios.md#sin-metodos)?
  const hayEnvios = useHayEnvios(idEmprendimiento, envios.data?.metodos.length === 0);
  const selectId = useId();

  let cuerpo;
  if (eligiendo) {
    cuerpo = (
      <TextField
        id={selectId}
        select
        size="small"
        label="¿Dónde lo recibís?"
        value={provincia?.idProvincia ?? ''}
        disabled={!provincias.data}
        autoFocus
        helperText={
          provincias.isError
            ? 'No pudimos cargar las provincias.'
            : provincias.isPending
              ? 'Cargando provincias…'
              : 'Elegí tu provincia para ver el envío'
        }
        onChange={(e) => {
          const elegida = provincias.data?.find((p) => p.idProvincia === Number(e.target.value));
          if (elegida) guardarProvinciaEnvio({ idProvincia: elegida.idProvincia, nombre: elegida.nombre });
          setEligiendo(false);
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 220, maxWidth: '100%' }}
      >
        <option value="">Elegí una provincia</option>
        {provincias.data?.map((p) => (
          <option key={p.idProvincia} value={p.idProvincia}>
            {p.nombre}
          </option>
        ))}
      </TextField>
    );
  } else if (!provincia) {
    cuerpo = (
      <Box>
        <Typography variant="body2">¿Dónde lo recibís?</Typography>
        <Button size="small" onClick={() => setEligiendo(true)} sx={{ px: 0, minWidth: 0 }}>
          Elegí tu provincia para ver el envío
        </Button>
      </Box>
    );
  } else if (envios.isPending || (envios.data?.metodos.length === 0 && hayEnvios.isPending)) {
    cuerpo = <Skeleton variant="text" width="80%" aria-label="Cargando el envío" />;
  } else if (envios.isError) {
    cuerpo = (
      <Typography variant="body2" color="text.secondary">
        No pudimos cargar el costo de envío.{' '}
        <Button size="small" onClick={() => void envios.refetch()}>
          Reintentar
        </Button>
      </Typography>
    );
  } else if (hayEnvios.data === false) {
    cuerpo = <Typography variant="body2">Este emprendimiento todavía no informó cómo entrega</Typography>;
  } else {
    const lineas = lineasDeEnvio(envios.data.metodos, provincia.nombre, { conDescuentos: monto });
    cuerpo = (
      <Box>
        <Stack component="ul" spacing={0.25} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {lineas.map((l) => (
            <Typography
              component="li"
              variant="body2"
              key={l.clave}
              sx={{ fontWeight: l.gratis ? 600 : 400, color: l.gratis ? 'success.dark' : 'text.primary' }}
            >
              {l.texto}
            </Typography>
          ))}
        </Stack>
        <Button size="small" onClick={() => setEligiendo(true)} sx={{ px: 0, minWidth: 0 }}>
          Cambiar provincia
        </Button>
      </Box>
    );
  }

  return (
    <Box
      component="section"
      aria-label="Envío"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minHeight: 72 }}
      data-testid="envio-estimado"
    >
      <LocalShippingOutlinedIcon fontSize="small" sx={{ mt: 0.5, color: 'text.secondary' }} aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>{cuerpo}</Box>
    </Box>
  );
}
