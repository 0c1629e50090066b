import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { aplicarModificacion, formatPrice, MENSAJES_VOZ, type ItemMasivoVoz } from '@feria/contracts';
import { describirCambios, tieneDatos } from '../cambios';
import { AlertaLote, PAPEL, useEnvioLote } from './overlay';
import type { ResultadoLote } from '../api/voz';

interface Props {
  datos: ItemMasivoVoz;
  mensaje: string;
  onCancelar: () => void;
  onConfirmar: () => Promise<ResultadoLote>;
}

/** docs/producto/voz-grabador.md#estados-del-grabador MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION: every product of the type, before → after. */
export function MasivoDialog({ datos, mensaje, onCancelar, onConfirmar }: Props) {
  const { error, errores, enviando, setError, enviar } = useEnvioLote();
  const d = datos.datos_modificacion;
  const valido = tieneDatos(d) && datos.productos_afectados.length > 0;

  const confirmar = async () => {
    if (!valido) return setError(MENSAJES_VOZ.sinDatosMasivos);
    await enviar(
      onConfirmar,
      () => MENSAJES_VOZ.errorModificarLote,
      () => MENSAJES_VOZ.errorCambiosMasivos,
    );
  };

  return (
    <Dialog
      open
      onClose={enviando ? undefined : onCancelar}
      fullWidth
      maxWidth="sm"
      aria-labelledby="voz-masivo-titulo"
      slotProps={{ paper: { sx: PAPEL } }}
    >
      <DialogTitle id="voz-masivo-titulo">Cambio masivo: {datos.tipo_producto}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2">{mensaje}</Typography>
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
          {describirCambios(d).join(' · ') || MENSAJES_VOZ.sinDatosMasivos}
        </Typography>
        <Table
          size="small"
          sx={{ mt: 2 }}
          aria-label={`Productos ${(datos.tipos_producto?.length ?? 1) > 1 ? 'de los tipos' : 'del tipo'} ${datos.tipo_producto}`}
        >
          <TableHead>
            <TableRow>
              <TableCell>Producto</TableCell>
              <TableCell align="right">Antes</TableCell>
              <TableCell align="right">Después</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {datos.productos_afectados.map((p) => {
              const nuevo = aplicarModificacion({ ...p, descripcion: '' }, d);
              const precio =
                d.precio !== undefined || d.diferencial_precio !== undefined || d.porcentaje_precio !== undefined;
              return (
                <TableRow key={p.id}>
                  <TableCell>{p.nombre}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {precio ? formatPrice(p.precio) : `${p.stock} u.`}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <strong>{precio ? formatPrice(nuevo.precio) : `${nuevo.stock} u.`}</strong>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <AlertaLote error={error} errores={errores} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancelar} disabled={enviando}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={() => void confirmar()} disabled={!valido || enviando}>
          {enviando ? 'Aplicando Cambios...' : `Aplicar a ${datos.cantidad_productos} producto(s)`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
