import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Link, Stack, Typography } from '@mui/material';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Instagram from '@mui/icons-material/Instagram';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { enlaceWhatsapp, whatsappLegible, type ContactoPublico } from '@feria/contracts';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import type { StorefrontPalette } from '../storefront-style';

export const SIN_CONTACTO = 'Este emprendimiento todavía no cargó datos de contacto.';

/**
 * Contact before buying (decision 040): the shop's WhatsApp, Instagram and public e-mail, in a
 * block the product page links to (`#contacto`). Said honestly when the shop has none.
 */
export function ContactoTienda({
  contacto,
  nombre,
  palette,
}: {
  contacto: ContactoPublico;
  nombre: string;
  palette: StorefrontPalette;
}) {
  const ref = useRef<HTMLElement>(null);
  // Arriving from a product's 'Consultá' link: the SPA does not scroll to the fragment by itself.
  useEffect(() => {
    if (window.location.hash === '#contacto') ref.current?.scrollIntoView({ block: 'start' });
  }, []);
  const link = {
    color: palette.accentOnCard,
    fontWeight: 600,
    '&:focus-visible': { outline: `3px solid ${palette.focusOnCard}`, outlineOffset: '2px' },
  };
  const fila = (icono: ReactNode, contenido: ReactNode) => (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', minWidth: 0, overflowWrap: 'anywhere' }}
    >
      {icono}
      <Box sx={{ minWidth: 0 }}>{contenido}</Box>
    </Stack>
  );
  const { whatsapp, instagram, email } = contacto;
  const alguno = whatsapp || instagram || email;
  return (
    <Box
      component="section"
      id="contacto"
      ref={ref}
      aria-labelledby="contacto-titulo"
      tabIndex={-1}
      sx={{
        mt: 5,
        p: { xs: 2, sm: 3 },
        borderRadius: 2,
        bgcolor: palette.cardBg,
        color: palette.cardText,
        scrollMarginTop: 80,
      }}
    >
      <Typography id="contacto-titulo" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        Contacto
      </Typography>
      {alguno ? (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {whatsapp &&
            fila(
              <WhatsApp aria-hidden />,
              <Link
                href={enlaceWhatsapp(whatsapp, `Hola ${nombre}, te escribo desde Feria.`)}
                target="_blank"
                rel="noopener noreferrer"
                sx={link}
              >
                WhatsApp{' '}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {whatsappLegible(whatsapp)}
                </Box>
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  (se abre en otra pestaña)
                </Box>
              </Link>,
            )}
          {instagram &&
            fila(
              <Instagram aria-hidden />,
              <Link
                href={`https://www.instagram.com/${instagram}/`}
                target="_blank"
                rel="noopener noreferrer"
                sx={link}
              >
                Instagram @{instagram}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  (se abre en otra pestaña)
                </Box>
              </Link>,
            )}
          {email &&
            fila(
              <EmailOutlined aria-hidden />,
              <Link href={`mailto:${email}`} sx={link}>
                {email}
              </Link>,
            )}
        </Stack>
      ) : (
        <Typography>{SIN_CONTACTO}</Typography>
      )}
    </Box>
  );
}
