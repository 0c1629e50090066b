import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import DashboardCustomizeOutlinedIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import { Link as RouterLink } from 'react-router';
import { PLATFORM_COMMISSION } from '@feria/contracts';
import { useAuth } from '../../features/auth';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { visuallyHidden } from '../../components/ui/visually-hidden';

const COMMISSION = `${Math.round(PLATFORM_COMMISSION * 100)} %`; // docs/producto/precios.md

const BENEFITS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <StorefrontOutlinedIcon />,
    title: 'Tu tienda propia',
    text: 'Una página para tu emprendimiento con tu logo, tus colores y tus catálogos.',
  },
  {
    icon: <PublicOutlinedIcon />,
    title: 'Más compradores',
    text: 'Tus productos aparecen en las búsquedas de personas de todo el país.',
  },
  {
    icon: <PaymentsOutlinedIcon />,
    title: 'Cobrá fácil',
    text: 'Recibí pagos con Mercado Pago o por transferencia bancaria.',
  },
  {
    icon: <DashboardCustomizeOutlinedIcon />,
    title: 'Todo en un panel',
    text: 'Productos, ventas, chat con compradores, descuentos y cupones. Podés cargar productos hasta por voz.',
  },
];

const STEPS = [
  {
    title: 'Creá tu cuenta',
    text: 'Registrate como emprendedor y contanos sobre tu emprendimiento. Revisamos la solicitud antes de publicarla.',
  },
  {
    title: 'Cargá tus productos',
    text: 'Subí fotos, precios y stock. Armá catálogos y personalizá la apariencia de tu tienda.',
  },
  {
    title: 'Vendé y cobrá',
    text: 'Recibí pedidos, coordiná por chat con cada comprador y seguí tus ventas desde el panel.',
  },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-titulo`} sx={{ py: { xs: 4, md: 6 } }}>
      <Typography
        id={`${id}-titulo`}
        variant="h2"
        sx={{ mb: 3, textAlign: 'center', fontSize: { xs: '1.5rem', md: '1.875rem' } }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * docs/producto/rutas.md#barra-publica: registering starts the identity flow returning to /post-login; someone already signed
 * in goes straight to /post-login, which sends them to their area.
 */
function JoinButton() {
  const { authenticated, register } = useAuth();
  return authenticated ? (
    <Button component={RouterLink} to="/post-login" variant="contained" size="large" sx={{ px: 5 }}>
      ¡Unite!
    </Button>
  ) : (
    <Button onClick={() => void register()} variant="contained" size="large" sx={{ px: 5 }}>
      ¡Unite!
    </Button>
  );
}

const grid = (min: number) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: `repeat(auto-fit, minmax(${min}px, 1fr))` },
});

/** docs/producto/rutas.md#tabla-de-rutas infoEmprendedores: the page inviting sellers. */
export default function InfoEmprendedoresRoute() {
  useDocumentTitle('Vendé en Feria');
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Box
        component="section"
        aria-labelledby="vende-titulo"
        sx={{
          textAlign: 'center',
          borderRadius: 4,
          px: { xs: 2.5, md: 8 },
          py: { xs: 5, md: 8 },
          background: (t) =>
            t.palette.mode === 'light'
              ? 'linear-gradient(135deg, #ECFDF3 0%, #FFFBEB 100%)'
              : 'linear-gradient(135deg, rgba(34,197,94,0.14) 0%, rgba(245,158,11,0.10) 100%)',
        }}
      >
        <Chip label="Para emprendedores" color="primary" variant="outlined" sx={{ mb: 2, fontWeight: 600 }} />
        <Typography id="vende-titulo" variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: 2 }}>
          Vendé tus productos en Feria
        </Typography>
        <Typography
          sx={{ color: 'text.secondary', fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 640, mx: 'auto', mb: 4 }}
        >
          Abrí tu tienda online en minutos y llegá a compradores que buscan lo que hacen los emprendimientos argentinos.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <JoinButton />
          <Button component={RouterLink} to={{ hash: '#como-funciona' }} variant="outlined" size="large">
            Ver cómo funciona
          </Button>
        </Stack>
      </Box>

      <Section id="beneficios" title="Por qué vender en Feria">
        <Box sx={grid(220)}>
          {BENEFITS.map((b) => (
            <Card key={b.title}>
              <CardContent>
                <Box aria-hidden sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 32 } }}>
                  {b.icon}
                </Box>
                <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
                  {b.title}
                </Typography>
                <Typography color="text.secondary">{b.text}</Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Section>

      <Section id="como-funciona" title="Cómo funciona">
        <Box component="ol" sx={{ ...grid(260), listStyle: 'none', p: 0, m: 0 }}>
          {STEPS.map((s, i) => (
            <Box
              component="li"
              key={s.title}
              sx={{
                display: 'flex',
                gap: 2,
                p: 2.5,
                borderRadius: 3,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
              }}
            >
              <Box
                aria-hidden
                sx={{
                  flexShrink: 0,
                  display: 'grid',
                  placeItems: 'center',
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontWeight: 700,
                }}
              >
                {i + 1}
              </Box>
              <Box>
                <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                  <Box component="span" sx={visuallyHidden}>{`Paso ${i + 1}: `}</Box>
                  {s.title}
                </Typography>
                <Typography color="text.secondary">{s.text}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Section>

      <Section id="costos" title="Costos y cobros">
        <Box sx={grid(300)}>
          <Card>
            <CardContent>
              <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
                Comisión por venta
              </Typography>
              <Typography
                sx={{
                  fontFamily: (t) => t.typography.h1.fontFamily,
                  fontWeight: 700,
                  fontSize: '2.5rem',
                  color: 'primary.main',
                  lineHeight: 1.1,
                }}
              >
                {COMMISSION}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                Publicar tus productos no tiene costo: solo pagás una comisión del {COMMISSION} sobre cada venta
                concretada.
              </Typography>
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
                Medios de cobro
              </Typography>
              <Stack spacing={1.5}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  <PaymentsOutlinedIcon color="primary" aria-hidden />
                  <Typography color="text.secondary">
                    <strong>Mercado Pago:</strong> tarjetas, dinero en cuenta y otros medios. Sus cargos los define
                    Mercado Pago.
                  </Typography>
                </Stack>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  <AccountBalanceOutlinedIcon color="primary" aria-hidden />
                  <Typography color="text.secondary">
                    <strong>Transferencia bancaria:</strong> el comprador ve tu CBU, CVU o alias y vos confirmás cuando
                    recibís el pago.
                  </Typography>
                </Stack>
              </Stack>
            </CardContent>
          </Card>
        </Box>
      </Section>

      <Box
        component="section"
        aria-labelledby="empezar-titulo"
        sx={{
          textAlign: 'center',
          py: { xs: 4, md: 6 },
          mb: 2,
          borderRadius: 4,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id="empezar-titulo" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' }, mb: 1 }}>
          ¿Listo para empezar?
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, px: 2 }}>
          Sumá tu emprendimiento a Feria y empezá a vender.
        </Typography>
        <JoinButton />
      </Box>
    </Box>
  );
}
