import { Box, Button, Paper, Typography } from '@mui/material';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Link as RouterLink } from 'react-router';
import { enlaceWhatsapp, rutaProducto, type ContactoPublico } from '@feria/contracts';
import { origenDelSitio } from '../../../lib/origen';

export const SIN_CONTACTO_PRODUCTO =
  'Este emprendimiento todavía no cargó datos de contacto: podés ver su tienda o comprar desde acá.';

/** The prefilled WhatsApp text: the product's name and its absolute link. */
export function mensajeConsulta(producto: { id: string; nombre: string }, origen: string): string {
  return `Hola, te escribo desde Feria por «${producto.nombre}»: ${origen}${rutaProducto(producto)} ¿Está disponible?`;
}

interface Props {
  producto: { id: string; nombre: string };
  nombreEmprendimiento: string;
  idEmprendimiento: string;
  /** The shop's public data once loaded (its slug and contact), else undefined. */
  tienda: { slug: string; contacto: ContactoPublico } | undefined;
  /** The page has no buy box: the shop button is the main action. */
  principal: boolean;
}

/**
 * Contact before buying (decision 040): 'Consultá por este producto' opens WhatsApp with a
 * prefilled message when the shop has WhatsApp, else leads to the shop's contact block; without
 * any contact the box says so next to the shop button.
 */
export function ConsultarProducto({ producto, nombreEmprendimiento, idEmprendimiento, tienda, principal }: Props) {
  const urlTienda = `/tienda/${tienda?.slug || idEmprendimiento}`;
  const c = tienda?.contacto;
  const otroContacto = Boolean(c && (c.instagram || c.email));
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <StorefrontOutlinedIcon aria-hidden sx={{ mt: 0.25, color: 'text.secondary' }} />
        <Typography color="text.secondary">
          {c?.whatsapp
            ? `¿Tenés dudas? Escribile a ${nombreEmprendimiento} por WhatsApp antes de comprar.`
            : otroContacto
              ? `¿Tenés dudas? Mirá cómo contactar a ${nombreEmprendimiento} en su tienda.`
              : `Conocé la tienda de ${nombreEmprendimiento}, sus catálogos y todos sus productos.`}
        </Typography>
      </Box>
      {c?.whatsapp ? (
        <Button
          component="a"
          href={enlaceWhatsapp(c.whatsapp, mensajeConsulta(producto, origenDelSitio()))}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          size="large"
          fullWidth
          startIcon={<WhatsApp aria-hidden />}
        >
          Consultá por este producto
          <Box component="span" sx={visuallyHidden}>
            {' '}
            por WhatsApp (se abre en otra pestaña)
          </Box>
        </Button>
      ) : otroContacto ? (
        <Button
          component={RouterLink}
          to={`${urlTienda}#contacto`}
          variant="outlined"
          size="large"
          fullWidth
          startIcon={<ChatBubbleOutline aria-hidden />}
        >
          Consultá por este producto
        </Button>
      ) : (
        tienda && (
          <Typography role="note" variant="body2" color="text.secondary">
            {SIN_CONTACTO_PRODUCTO}
          </Typography>
        )
      )}
      <Button
        component={RouterLink}
        to={urlTienda}
        variant={principal ? 'contained' : 'outlined'}
        size="large"
        disableElevation
        fullWidth
      >
        Ver la tienda
      </Button>
    </Paper>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
