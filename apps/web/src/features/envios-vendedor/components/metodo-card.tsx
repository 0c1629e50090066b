import { useId } from 'react';
import { Box, Button, IconButton, InputAdornment, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { FREE_SHIPPING_THRESHOLD, formatPrice, type Provincia, type TipoEnvio } from '@feria/contracts';
import { zonaNueva, type MetodoBorrador, type ZonaBorrador } from '../borrador';
import { ZonaCampos } from './zona-campos';

export const TIPOS: Record<TipoEnvio, string> = {
  RETIRO: 'Retiro en el local',
  DOMICILIO: 'Envío a domicilio',
  A_COORDINAR: 'A coordinar',
};

interface Props {
  metodo: MetodoBorrador;
  indice: number;
  total: number;
  errores: Record<string, string>;
  provincias: readonly Provincia[];
  onChange: (cambios: Partial<MetodoBorrador>) => void;
  onMover: (hacia: -1 | 1) => void;
  onQuitar: () => void;
}

/** One delivery method of the 'Envíos' form (docs/producto/envios.md#metodos), its fields by type. */
export function MetodoCard({ metodo, indice, total, errores, provincias, onChange, onMover, onQuitar }: Props) {
  const tituloId = useId();
  const ruta = `metodos.${indice}`;
  const error = (campo: string) => errores[`${ruta}.${campo}`];
  const nombre = metodo.nombre.trim() || TIPOS[metodo.tipo];
  const campo = (clave: 'nombre' | 'calle' | 'numero' | 'ciudad' | 'horarios', etiqueta: string, extra = {}) => (
    <TextField
      label={etiqueta}
      value={metodo[clave]}
      onChange={(e) => onChange({ [clave]: e.target.value })}
      error={Boolean(error(clave))}
      helperText={error(clave)}
      fullWidth
      {...extra}
    />
  );
  const cambiarZona = (i: number, cambios: Partial<ZonaBorrador>) =>
    onChange({ zonas: metodo.zonas.map((z, j) => (j === i ? { ...z, ...cambios } : z)) });
  const tieneResto = metodo.zonas.some((z) => z.restoDelPais);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={tituloId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" component="p">
            {TIPOS[metodo.tipo]}
          </Typography>
          <Typography id={tituloId} variant="h2" sx={{ fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
            {nombre}
          </Typography>
        </Box>
        <IconButton aria-label={`Subir ${nombre}`} disabled={indice === 0} onClick={() => onMover(-1)}>
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton aria-label={`Bajar ${nombre}`} disabled={indice === total - 1} onClick={() => onMover(1)}>
          <ArrowDownwardIcon />
        </IconButton>
        <IconButton aria-label={`Quitar ${nombre}`} color="error" onClick={onQuitar}>
          <DeleteOutlineIcon />
        </IconButton>
      </Stack>
      <Stack spacing={2}>
        {campo('nombre', 'Nombre que ve el comprador', { slotProps: { htmlInput: { maxLength: 60 } } })}
        {metodo.tipo === 'RETIRO' && (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              {campo('calle', 'Calle')}
              <Box sx={{ width: { xs: '100%', sm: 160 }, flexShrink: 0 }}>{campo('numero', 'Número')}</Box>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              {campo('ciudad', 'Ciudad')}
              <TextField
                select
                label="Provincia"
                value={metodo.idProvincia ?? ''}
                onChange={(e) => onChange({ idProvincia: Number(e.target.value) })}
                error={Boolean(error('idProvincia'))}
                helperText={error('idProvincia')}
                fullWidth
              >
                {provincias.map((p) => (
                  <MenuItem key={p.idProvincia} value={p.idProvincia}>
                    {p.nombre}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            {campo('horarios', 'Días y horarios de retiro', {
              placeholder: 'Lunes a viernes de 10 a 18 h',
              slotProps: { htmlInput: { maxLength: 200 } },
            })}
            <Typography variant="body2" color="text.secondary">
              El retiro es gratis para el comprador.
            </Typography>
          </>
        )}
        {metodo.tipo === 'DOMICILIO' && (
          <>
            <Typography variant="body2" color="text.secondary">
              El costo y la demora dependen de la provincia del comprador. Cada provincia va en una sola zona.
            </Typography>
            {error('zonas') && (
              <Typography role="alert" color="error" variant="body2">
                {error('zonas')}
              </Typography>
            )}
            {metodo.zonas.map((z, i) => {
              const ocupadas = new Set(metodo.zonas.flatMap((o, j) => (j === i ? [] : o.idProvincias)));
              return (
                <ZonaCampos
                  key={z.clave}
                  zona={z}
                  titulo={`Zona ${i + 1}`}
                  ruta={`${ruta}.zonas.${i}`}
                  errores={errores}
                  provincias={provincias}
                  ocupadas={ocupadas}
                  onChange={(c) => cambiarZona(i, c)}
                  onQuitar={
                    metodo.zonas.length > 1
                      ? () => onChange({ zonas: metodo.zonas.filter((_, j) => j !== i) })
                      : undefined
                  }
                />
              );
            })}
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button onClick={() => onChange({ zonas: [...metodo.zonas, zonaNueva()] })}>Agregar zona</Button>
              {!tieneResto && (
                <Button onClick={() => onChange({ zonas: [...metodo.zonas, zonaNueva(true)] })}>
                  Agregar 'Resto del país'
                </Button>
              )}
            </Stack>
            <TextField
              label="Envío gratis desde"
              value={metodo.gratisDesde}
              onChange={(e) => onChange({ gratisDesde: e.target.value })}
              error={Boolean(error('gratisDesde'))}
              helperText={
                error('gratisDesde') ??
                `Opcional. Desde ese monto de compra no cobrás el envío. Desde ${formatPrice(FREE_SHIPPING_THRESHOLD)} es gratis igual (regla de Feria).`
              }
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
              sx={{ maxWidth: { sm: 320 } }}
            />
          </>
        )}
        {metodo.tipo === 'A_COORDINAR' && (
          <Typography variant="body2" color="text.secondary">
            El comprador ve 'A coordinar con el emprendimiento' y acuerdan la entrega por el chat del pedido.
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
