import type { ReactNode } from 'react';
import { Alert, Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

export interface SeccionLegal {
  id: string;
  titulo: string;
  cuerpo: ReactNode;
}

/** The legal and help pages: a title, the template notice, an index and the sections. */
export function LegalPage({
  titulo,
  actualizado,
  intro,
  secciones,
  plantilla = true,
  children,
}: {
  titulo: string;
  actualizado?: string;
  intro: ReactNode;
  secciones: SeccionLegal[];
  plantilla?: boolean;
  children?: ReactNode;
}) {
  useDocumentTitle(titulo);
  return (
    <Box
      component="article"
      aria-labelledby="legal-titulo"
      sx={{ maxWidth: 820, mx: 'auto', '& p, & li': { lineHeight: 1.65 }, '& h2': { scrollMarginTop: 80 } }}
    >
      <Typography id="legal-titulo" variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {titulo}
      </Typography>
      {actualizado && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Última actualización: {actualizado}
        </Typography>
      )}
      {plantilla && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Texto modelo redactado para Feria: quien opere el sitio tiene que revisarlo con un abogado y completar sus
          datos antes de publicarlo.
        </Alert>
      )}
      <Typography component="div" sx={{ mb: 3 }}>
        {intro}
      </Typography>
      {secciones.length > 2 && (
        <Box
          component="nav"
          aria-label="Contenido de la página"
          sx={{ mb: 3, p: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}
        >
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            En esta página
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {secciones.map((s) => (
              <li key={s.id}>
                <Link href={`#${s.id}`}>{s.titulo}</Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {secciones.map((s) => (
        <Box component="section" key={s.id} aria-labelledby={s.id} sx={{ mb: 3 }}>
          <Typography id={s.id} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 1 }}>
            {s.titulo}
          </Typography>
          <Typography component="div">{s.cuerpo}</Typography>
        </Box>
      ))}
      {children}
    </Box>
  );
}

/** An in-site link inside the legal texts. */
export const Enlace = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link component={RouterLink} to={to}>
    {children}
  </Link>
);

export const DEFENSA_CONSUMIDOR = 'https://www.argentina.gob.ar/produccion/defensadelconsumidor/formulario';
export const RUTAS_LEGALES = {
  terminos: '/terminos',
  privacidad: '/privacidad',
  ayuda: '/ayuda',
  arrepentimiento: '/arrepentimiento',
} as const;
