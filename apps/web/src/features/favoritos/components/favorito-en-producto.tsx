import { useId, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Producto } from '@feria/contracts';
import { useAlertasDeProducto } from '../api/favoritos';
import { alertaViva, variantesSinStock } from '../favoritos-reglas';
import { useSesionFavoritos } from '../sesion-favoritos';
import { BotonAlerta } from './boton-alerta';
import { BotonFavorito } from './boton-favorito';

export const AVISAME_STOCK = 'Avisame cuando haya stock';

/**
 * The product page's heart and stock alerts (docs/producto/favoritos-pantallas.md#ficha): sold out,
 * 'Avisame cuando haya stock'; with some variants sold out (their chips say 'Sin stock'), one
 * toggle for each of them behind a disclosure. The buyer's alerts are read only for a buyer.
 */
export function FavoritoEnProducto({ producto }: { producto: Producto }) {
  const sesion = useSesionFavoritos();
  const alertas = useAlertasDeProducto(producto.id, sesion?.quien === 'comprador');
  const vivas = alertas.data ?? [];
  const agotado = producto.stock <= 0;
  const agotadas = agotado ? [] : variantesSinStock(producto);
  if (!sesion || sesion.quien === 'otro') return null;
  return (
    <Stack spacing={1.5}>
      <BotonFavorito idProducto={producto.id} forma="boton" />
      {agotado && (
        <Box>
          <BotonAlerta
            fullWidth
            etiqueta={AVISAME_STOCK}
            alerta={alertaViva(vivas, 'stock')}
            crear={{ tipo: 'stock', idProducto: producto.id }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            {alertaViva(vivas, 'stock')
              ? 'Te vamos a avisar por correo cuando vuelva a haber stock.'
              : 'Te avisamos una vez, por correo, cuando vuelva a haber.'}
          </Typography>
        </Box>
      )}
      {agotadas.length > 0 && <VariantesAgotadas idProducto={producto.id} variantes={agotadas} alertas={vivas} />}
    </Stack>
  );
}

function VariantesAgotadas({
  idProducto,
  variantes,
  alertas,
}: {
  idProducto: string;
  variantes: ReturnType<typeof variantesSinStock>;
  alertas: Parameters<typeof alertaViva>[0];
}) {
  const [abierto, setAbierto] = useState(() => variantes.some((v) => alertaViva(alertas, 'stock', v.id)));
  const id = useId();
  return (
    <Box>
      <Button
        color="inherit"
        aria-expanded={abierto}
        aria-controls={id}
        endIcon={<ExpandMoreIcon sx={{ transform: abierto ? 'rotate(180deg)' : 'none' }} />}
        onClick={() => setAbierto((a) => !a)}
        sx={{ px: 0.5 }}
      >
        ¿No hay tu opción? {AVISAME_STOCK}
      </Button>
      {abierto && (
        <Stack id={id} component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
          {variantes.map((v) => (
            <li key={v.id}>
              <BotonAlerta
                size="small"
                etiqueta={`${AVISAME_STOCK}: ${v.texto}`}
                alerta={alertaViva(alertas, 'stock', v.id)}
                crear={{ tipo: 'stock', idProducto, idVariante: v.id }}
              />
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
