import { Fragment, type ReactNode } from 'react';
import {
  Box,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type ChipProps,
} from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import type { ErrorPlanilla, FilaPlanilla } from '@feria/contracts';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { columnaDeTabla, entero, precioTexto, type ColumnaTabla } from '../planilla-vista';

const ACCION: Record<FilaPlanilla['accion'], { texto: string; color: ChipProps['color'] }> = {
  crear: { texto: 'Nuevo', color: 'success' },
  actualizar: { texto: 'Actualizar', color: 'info' },
  sinCambios: { texto: 'Sin cambios', color: 'default' },
  error: { texto: 'Con errores', color: 'error' },
};

const numero = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
// docs/producto/planilla-pantalla.md#en-el-teléfono: the row number stays in view while the table scrolls sideways.
const fija = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/** A cell's value, marked (colour, icon, words for screen readers) when one of the row's errors is in its column. */
function Celda({
  columna,
  conError,
  children,
  align,
}: {
  columna: ColumnaTabla;
  conError: Set<ColumnaTabla>;
  children: ReactNode;
  align?: 'right';
}) {
  const mal = conError.has(columna);
  return (
    <TableCell
      align={align}
      sx={{
        ...(columna === 'precio' || columna === 'stock' ? numero : {}),
        ...(mal ? { color: 'error.main', fontWeight: 700, bgcolor: 'rgba(211, 47, 47, 0.08)' } : {}),
      }}
    >
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        {mal && <ErrorOutlineIcon aria-hidden fontSize="small" />}
        {children}
        {mal && (
          <Box component="span" sx={visuallyHidden}>
            (con error)
          </Box>
        )}
      </Box>
    </TableCell>
  );
}

/**
 * docs/producto/planilla-pantalla.md#vista-previa: the rows read, one page at a time, each error at
 * its row (its column's cell marked, the message in a line under the row).
 */
export function TablaFilas({ filas, porFila }: { filas: FilaPlanilla[]; porFila: Map<number, ErrorPlanilla[]> }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label="Filas de la planilla, desplazable hacia los costados"
        sx={{
          // Positioned, so the cells' screen-reader-only words scroll with it instead of widening the page.
          position: 'relative',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Table size="small" aria-label="Filas de la planilla">
          <TableHead>
            <TableRow>
              <TableCell sx={fija}>Fila</TableCell>
              <TableCell>Acción</TableCell>
              <TableCell>SKU</TableCell>
              <TableCell>Nombre</TableCell>
              <TableCell>Variante</TableCell>
              <TableCell align="right">Precio</TableCell>
              <TableCell align="right">Stock</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {filas.map((f) => {
              const errores = porFila.get(f.fila) ?? [];
              const conError = new Set(errores.map((e) => columnaDeTabla(e.columna)).filter((c) => c !== null));
              const accion = ACCION[f.accion];
              return (
                <Fragment key={f.fila}>
                  <TableRow
                    sx={errores.length ? { '& > td, & > th': { borderBottom: 0 } } : undefined}
                    data-fila={f.fila}
                  >
                    <TableCell component="th" scope="row" sx={{ ...fija, ...numero, fontWeight: 600 }}>
                      {entero(f.fila)}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={accion.texto}
                        color={accion.color}
                        variant={f.accion === 'sinCambios' ? 'outlined' : 'filled'}
                      />
                    </TableCell>
                    <Celda columna="sku" conError={conError}>
                      {f.sku ?? '—'}
                    </Celda>
                    <Celda columna="nombre" conError={conError}>
                      <Box component="span" sx={{ minWidth: 140, display: 'inline-block' }}>
                        {f.nombre || '—'}
                      </Box>
                    </Celda>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.variante ?? '—'}</TableCell>
                    <Celda columna="precio" conError={conError} align="right">
                      {precioTexto(f.precio)}
                    </Celda>
                    <Celda columna="stock" conError={conError} align="right">
                      {f.stock === null ? '—' : entero(f.stock)}
                    </Celda>
                  </TableRow>
                  {errores.length > 0 && (
                    <TableRow data-errores-de={f.fila}>
                      <TableCell colSpan={7} sx={{ pt: 0 }}>
                        {/* docs/producto/planilla-pantalla.md#en-el-teléfono: the message stays in view and wraps while the row scrolls. */}
                        <Box
                          component="ul"
                          aria-label={`Errores de la fila ${f.fila}`}
                          sx={{
                            position: 'sticky',
                            left: 16,
                            maxWidth: 'min(100%, calc(100vw - 96px))',
                            m: 0,
                            pl: 2.5,
                            color: 'error.main',
                            typography: 'body2',
                          }}
                        >
                          {errores.map((e, i) => (
                            <li key={i}>{e.columna ? `${e.columna}: ${e.mensaje}` : e.mensaje}</li>
                          ))}
                        </Box>
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
