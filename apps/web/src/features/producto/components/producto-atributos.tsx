import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { Atributo, TipoProducto } from '@feria/contracts';
import { sinCortarUnidades } from '../../../lib/format';

/** Product type and attributes (clave / valor) as a two-column table. */
export function ProductoAtributos({
  tipoProducto,
  atributos,
}: {
  tipoProducto: TipoProducto | null;
  atributos: readonly Atributo[];
}) {
  const rows = [
    ...(tipoProducto ? [{ key: 'tipo', clave: 'Tipo de producto', valor: tipoProducto.nombre }] : []),
    ...atributos.map((a) => ({ key: `a-${a.id}`, clave: a.clave, valor: a.valor })),
  ];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="producto-caracteristicas">
      <Typography id="producto-caracteristicas" component="h2" variant="h6" sx={{ mb: 1, fontWeight: 700 }}>
        Características
      </Typography>
      <Table
        size="small"
        aria-labelledby="producto-caracteristicas"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, borderCollapse: 'separate', overflow: 'hidden' }}
      >
        <TableBody>
          {rows.map((r) => (
            <TableRow
              key={r.key}
              sx={{
                '&:nth-of-type(odd)': { bgcolor: 'action.hover' },
                '&:last-child td, &:last-child th': { borderBottom: 0 },
              }}
            >
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%', overflowWrap: 'anywhere' }}>
                {r.clave}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{sinCortarUnidades(r.valor)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
