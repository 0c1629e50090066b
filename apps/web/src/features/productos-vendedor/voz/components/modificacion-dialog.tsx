import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  aplicarModificacion,
  formatPrice,
  MENSAJES_VOZ,
  type ItemModificacionVoz,
  type ProductoVozResumen,
} from '@feria/contracts';
import { describirCambios, tieneDatos } from '../cambios';
import { AlertaLote, PAPEL, useEnvioLote } from './overlay';
import { AntesDespuesVariantes } from './antes-despues-variantes';
import type { ResultadoLote } from '../api/voz';

interface Props {
  items: ItemModificacionVoz[];
  mensaje: string;
  onCancelar: () => void;
  onConfirmar: (cambios: { producto: ProductoVozResumen; item: ItemModificacionVoz }[]) => Promise<ResultadoLote>;
}

function AntesDespues({ p, item }: { p: ProductoVozResumen; item: ItemModificacionVoz }) {
  const d = item.modificacion_solicitada.datos_para_actualizar;
  const nuevo = aplicarModificacion({ ...p, descripcion: '' }, d);
  const filas: [string, string, string][] = [];
  if (nuevo.precio !== p.precio) filas.push(['Precio', formatPrice(p.precio), formatPrice(nuevo.precio)]);
  if (nuevo.stock !== p.stock) filas.push(['Stock', String(p.stock), String(nuevo.stock)]);
  if (d.nombre !== undefined) filas.push(['Nombre', p.nombre, d.nombre]);
  if (d.descripcion !== undefined) filas.push(['Descripción', '…', d.descripcion]);
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}>
      {filas.map(([campo, antes, despues]) => (
        <Box key={campo} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {campo}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            <s>{antes}</s> → <strong>{despues}</strong>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** docs/producto/voz-grabador.md#estados-del-grabador MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION: each change, the product it applies to (picked when several match), old → new. */
export function ModificacionDialog({ items, mensaje, onCancelar, onConfirmar }: Props) {
  const [seleccion, setSeleccion] = useState<string[]>(() =>
    items.map(
      (i) =>
        i.modificacion_solicitada.producto_identificador ||
        (i.productos_similares_encontrados.length === 1 ? i.productos_similares_encontrados[0]!.id : ''),
    ),
  );
  const { error, errores, enviando, setError, enviar } = useEnvioLote();
  const completo = seleccion.every(Boolean);

  const confirmar = async () => {
    setError(null);
    const falta = seleccion.findIndex((s) => !s);
    if (falta >= 0) return setError(MENSAJES_VOZ.sinSeleccion(falta + 1));
    if (items.some((i) => !tieneDatos(i.modificacion_solicitada.datos_para_actualizar, i.variante)))
      return setError(MENSAJES_VOZ.datosIncompletos);
    const cambios = items.map((item, k) => ({
      item,
      producto: item.productos_similares_encontrados.find((p) => p.id === seleccion[k])!,
    }));
    await enviar(
      () => onConfirmar(cambios),
      () => MENSAJES_VOZ.errorModificarLote,
      () => MENSAJES_VOZ.errorCambios,
    );
  };

  return (
    <Dialog
      open
      onClose={enviando ? undefined : onCancelar}
      fullWidth
      maxWidth="sm"
      aria-labelledby="voz-mod-titulo"
      slotProps={{ paper: { sx: PAPEL } }}
    >
      <DialogTitle id="voz-mod-titulo">Modificar productos</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {mensaje}
        </Typography>
        <Stack spacing={3} component="ol" sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {items.map((item, k) => {
            const similares = item.productos_similares_encontrados;
            const elegido = similares.find((p) => p.id === seleccion[k]);
            return (
              <Box
                component="li"
                key={`${item.identificador_original}-${k}`}
                aria-label={`Modificación ${k + 1}: ${item.identificador_original}`}
              >
                <Typography variant="subtitle2" component="h3">
                  Modificación {k + 1}: «{item.identificador_original}»
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {describirCambios(item.modificacion_solicitada.datos_para_actualizar).join(' · ')}
                </Typography>
                {similares.length > 1 && (
                  <>
                    <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }} id={`voz-sel-${k}`}>
                      Selecciona el producto a modificar:
                    </Typography>
                    <Stack spacing={1} sx={{ mt: 1 }} role="radiogroup" aria-labelledby={`voz-sel-${k}`}>
                      {similares.map((p) => {
                        const activo = p.id === seleccion[k];
                        return (
                          <Card
                            key={p.id}
                            variant="outlined"
                            sx={{ borderColor: activo ? 'primary.main' : undefined, borderWidth: activo ? 2 : 1 }}
                          >
                            <CardActionArea
                              role="radio"
                              aria-checked={activo}
                              disabled={enviando}
                              onClick={() => setSeleccion((s) => s.map((x, j) => (j === k ? p.id : x)))}
                              sx={{ p: 1.5, display: 'flex', justifyContent: 'space-between', gap: 1 }}
                            >
                              <Box>
                                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                                  {p.nombre}
                                </Typography>
                                <Typography variant="caption" color="text.secondary">
                                  {formatPrice(p.precio)} · Stock {p.stock}
                                  {p.habilitado ? '' : ' · deshabilitado'}
                                </Typography>
                              </Box>
                              {activo && <CheckCircleIcon color="primary" aria-hidden />}
                            </CardActionArea>
                          </Card>
                        );
                      })}
                    </Stack>
                  </>
                )}
                {elegido && (
                  <Box sx={{ mt: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
                      {elegido.nombre}
                    </Typography>
                    {item.variante ? (
                      <AntesDespuesVariantes v={item.variante} d={item.modificacion_solicitada.datos_para_actualizar} />
                    ) : (
                      <AntesDespues p={elegido} item={item} />
                    )}
                  </Box>
                )}
              </Box>
            );
          })}
        </Stack>
        <AlertaLote error={error} errores={errores} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancelar} disabled={enviando}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={() => void confirmar()} disabled={!completo || enviando}>
          {enviando ? 'Aplicando Cambios...' : 'Confirmar cambios'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
