import { Box, Stack, Typography } from '@mui/material';
import { formatPrice, varianteModificada, type CambioVarianteVoz, type DatosActualizacionVoz } from '@feria/contracts';

/** What each variant becomes ('Talle 38 · Negro: Stock 3 → 8'), one block per variant so it reads at 360 px (docs/producto/voz.md#variantes). */
export function AntesDespuesVariantes({ v, d }: { v: CambioVarianteVoz; d: DatosActualizacionVoz }) {
  const filas: { texto: string; cambios: [string, string | null, string][] }[] = v.nueva
    ? [
        {
          texto: `${v.texto} (nueva)`,
          cambios: [
            ['Stock', null, String(varianteModificada({ stock: 0, precio: 0, habilitada: true }, d).stock)],
            ...(d.precio !== undefined ? [['Precio', null, formatPrice(d.precio)] as [string, null, string]] : []),
          ],
        },
      ]
    : v.variantes.map((x) => {
        const nuevo = varianteModificada(x, d, v.habilitada);
        const cambios: [string, string | null, string][] = [];
        if (nuevo.stock !== x.stock) cambios.push(['Stock', String(x.stock), String(nuevo.stock)]);
        if (nuevo.precio !== x.precio) cambios.push(['Precio', formatPrice(x.precio), formatPrice(nuevo.precio)]);
        if (nuevo.habilitada !== x.habilitada)
          cambios.push([
            'Estado',
            x.habilitada ? 'Habilitada' : 'Deshabilitada',
            nuevo.habilitada ? 'Habilitada' : 'Deshabilitada',
          ]);
        return { texto: x.texto, cambios };
      });
  return (
    <Stack component="ul" spacing={0.75} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Variantes que cambian">
      {filas.map((f) => (
        <Box component="li" key={f.texto}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {f.texto}
          </Typography>
          {f.cambios.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              Queda igual
            </Typography>
          )}
          {f.cambios.map(([campo, antes, despues]) => (
            <Typography variant="body2" key={campo} sx={{ overflowWrap: 'anywhere' }}>
              {campo}:{' '}
              {antes !== null && (
                <>
                  <s>{antes}</s> →{' '}
                </>
              )}
              <strong>{despues}</strong>
            </Typography>
          ))}
        </Box>
      ))}
    </Stack>
  );
}
