import { Box, IconButton, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { formatPrice, type DatosTransferencia } from '@feria/contracts';
import { useNotificar } from '../../../components/ui/notificaciones';
import { montoParaCopiar } from '../pedido-reglas';

interface Dato {
  label: string;
  /** What is shown. */
  valor: string;
  /** What the clipboard gets (the amount without $ nor thousands dots). */
  copia: string;
  /** How the confirmation names it ('Copiaste el alias'). */
  nombre: string;
  /** Long digit strings read better in a fixed-width font. */
  mono?: boolean;
}

/** The Clipboard API, else the old selection copy (pages served over plain http, browsers that deny the permission). */
async function copiar(texto: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(texto);
    return true;
  } catch {
    return copiarConSeleccion(texto);
  }
}

function copiarConSeleccion(texto: string): boolean {
  const area = document.createElement('textarea');
  area.value = texto;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  const activo = document.activeElement as HTMLElement | null;
  document.body.append(area);
  area.select();
  try {
    // Deprecated but still the only fallback; false (or a throw) when the browser refuses.
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    activo?.focus();
  }
}

/** The seller's bank details, the exact amount and the 'concepto', each with its copy button. */
export function TransferenciaDatos({ datos }: { datos: DatosTransferencia }) {
  const notificar = useNotificar();
  const filas: Dato[] = [
    { label: 'Titular', nombre: 'el titular', valor: datos.titular, copia: datos.titular },
    { label: 'CUIT', nombre: 'el CUIT', valor: datos.cuit, copia: datos.cuit.replace(/\D/g, ''), mono: true },
    { label: 'CBU/CVU', nombre: 'el CBU/CVU', valor: datos.cbu, copia: datos.cbu, mono: true },
    { label: 'Alias', nombre: 'el alias', valor: datos.alias, copia: datos.alias, mono: true },
    { label: 'Monto exacto', nombre: 'el monto', valor: formatPrice(datos.monto), copia: montoParaCopiar(datos.monto) },
    { label: 'Concepto', nombre: 'el concepto', valor: datos.concepto, copia: datos.concepto },
  ];
  const alCopiar = async (d: Dato) => {
    if (await copiar(d.copia)) notificar.exito(`Copiaste ${d.nombre}: ${d.copia}`);
    else notificar.error('No pudimos copiar el dato. Seleccioná el texto y copialo a mano.');
  };
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
      {filas.map((d) => (
        // dt and dd straight inside the row's div (axe definition-list); the copy button lives in the dd.
        <Box key={d.label} sx={{ px: 1.5, py: 0.75, borderRadius: 1, bgcolor: 'action.hover' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {d.label}
          </Typography>
          <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography
              component="span"
              sx={{
                flex: 1,
                minWidth: 0,
                fontWeight: 600,
                overflowWrap: 'anywhere',
                fontFamily: d.mono ? 'ui-monospace, SFMono-Regular, Menlo, monospace' : undefined,
              }}
            >
              {d.valor || '—'}
            </Typography>
            {d.copia && (
              <IconButton
                onClick={() => void alCopiar(d)}
                aria-label={`Copiar ${d.label}`}
                size="medium"
                sx={{ my: -0.75 }}
              >
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
