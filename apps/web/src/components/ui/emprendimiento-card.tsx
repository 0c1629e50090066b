import { useState, type ElementType } from 'react';
import { Link as RouterLink } from 'react-router';
import { Avatar, Box, Card, Chip, Link, Skeleton, Stack, Typography } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/Verified';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { type EmprendimientoPublico, imagenResponsiva, numeroAR } from '@feria/contracts';
import { cardFocusRing } from './product-card';
import { ImagenSegura } from './imagen-segura';
import { visuallyHidden as srOnly } from './visually-hidden';
import { CalificacionResumen } from './calificacion';
import { formatLugar } from '../../lib/format';

const stretchedLink = {
  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
  '&:focus-visible': { outline: 'none' },
} as const;

export function ubicacion(e: EmprendimientoPublico): string {
  const provincia = e.provincia.nombre || e.direccion.provincia;
  return formatLugar(e.direccion.ciudad, provincia);
}

export function cantidadProductosTexto(n: number): string {
  return `${numeroAR(n)} ${n === 1 ? 'producto' : 'productos'}`;
}

/** docs/producto/entidades.md normalised business: verified when estado is Activo. */
export function VerificadoChip() {
  return (
    <Chip
      size="small"
      icon={<VerifiedIcon aria-hidden />}
      label="Verificado"
      sx={[
        {
          height: 22,
          fontWeight: 600,
          bgcolor: '#DCFCE7',
          color: '#166534',
          '& .MuiChip-icon': { color: 'inherit', fontSize: 16 },
        },
        (theme) => theme.applyStyles('dark', { bgcolor: 'rgba(34, 197, 94, 0.16)', color: '#86EFAC' }),
      ]}
    />
  );
}

function Logo({ e, size }: { e: EmprendimientoPublico; size: number }) {
  const [failed, setFailed] = useState(false);
  const src = e.logo ?? e.rutaImagen;
  return (
    <Avatar
      src={src && !failed ? src : undefined}
      alt=""
      slotProps={{ img: { loading: 'lazy', width: size, height: size, onError: () => setFailed(true) } }}
      sx={{
        width: size,
        height: size,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        border: 3,
        borderColor: 'background.paper',
      }}
    >
      <span aria-hidden>{e.nombre.trim().charAt(0).toUpperCase() || '?'}</span>
    </Avatar>
  );
}

export interface EmprendimientoCardProps {
  emprendimiento: EmprendimientoPublico;
  /** `compact`: one row (logo, name, rubro, location) for search results. */
  variant?: 'default' | 'compact';
  headingComponent?: ElementType;
  /** Where the card leads; default the public shop page. The buyer area passes its own shop route. */
  href?: string;
  /** The shop's description, two lines at most (the directory's cards, docs/producto/entidades.md normalised business). */
  mostrarDescripcion?: boolean;
}

export function EmprendimientoCard({
  emprendimiento: e,
  variant = 'default',
  headingComponent = 'h3',
  href,
  mostrarDescripcion = false,
}: EmprendimientoCardProps) {
  const verificado = e.estado === 'Activo';
  const name = (
    <Typography
      component={headingComponent}
      sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}
    >
      <Link
        component={RouterLink}
        to={href ?? `/tienda/${e.slug || e.id}`}
        color="inherit"
        underline="hover"
        sx={stretchedLink}
      >
        {e.nombre}
      </Link>
    </Typography>
  );
  const lugar = ubicacion(e);
  const details = (
    <>
      <Typography variant="body2" color="text.secondary">
        <Box component="span" sx={srOnly}>
          Rubro:{' '}
        </Box>
        {e.rubro.nombre}
      </Typography>
      {lugar && (
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <PlaceOutlinedIcon aria-hidden sx={{ fontSize: 16 }} />
          <Box component="span" sx={srOnly}>
            Ubicación:{' '}
          </Box>
          {lugar}
        </Typography>
      )}
    </>
  );

  if (variant === 'compact') {
    return (
      <Card component="article" sx={{ ...cardFocusRing, display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5 }}>
        <Logo e={e} size={52} />
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {name}
            {verificado && <VerifiedIcon titleAccess="Verificado" sx={{ fontSize: 18, color: 'primary.main' }} />}
          </Stack>
          {details}
          <CalificacionResumen calificacion={e.calificacion} numResenas={e.numReseñas} />
        </Box>
      </Card>
    );
  }

  return (
    <Card component="article" sx={{ ...cardFocusRing, display: 'flex', flexDirection: 'column' }}>
      <Banner src={e.banner} />
      <Box sx={{ px: 2, mt: -4 }}>
        <Logo e={e} size={64} />
      </Box>
      <Stack spacing={0.5} sx={{ px: 2, pt: 1, pb: 2, flexGrow: 1 }}>
        {name}
        {mostrarDescripcion && e.descripcion && (
          <Typography
            variant="body2"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {e.descripcion}
          </Typography>
        )}
        {details}
        <CalificacionResumen calificacion={e.calificacion} numResenas={e.numReseñas} />
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', pt: 0.5, mt: 'auto', flexWrap: 'wrap', rowGap: 0.5 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {cantidadProductosTexto(e.cantidadProductos)}
          </Typography>
          {verificado && <VerificadoChip />}
        </Stack>
      </Stack>
    </Card>
  );
}

function Banner({ src }: { src: string | null }) {
  return (
    <Box
      sx={(theme) => ({
        aspectRatio: { xs: '4 / 1', sm: '3 / 1' },
        overflow: 'hidden',
        // Decorative brand gradient when the shop has no banner.
        background: `linear-gradient(120deg, ${theme.palette.primary.light}55, ${theme.palette.secondary.light}66)`,
      })}
    >
      <ImagenSegura
        src={src}
        srcSet={imagenResponsiva(src, 1600)?.srcSet}
        sizes="(min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
        alt=""
        loading="lazy"
        width={600}
        height={200}
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}

export function EmprendimientoCardSkeleton({ variant = 'default' }: { variant?: 'default' | 'compact' }) {
  if (variant === 'compact') {
    return (
      <Card aria-hidden sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5 }}>
        <Skeleton variant="circular" width={52} height={52} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="text" width="40%" />
        </Box>
      </Card>
    );
  }
  return (
    <Card aria-hidden sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: { xs: '4 / 1', sm: '3 / 1' }, height: 'auto' }} />
      <Stack spacing={0.75} sx={{ p: 2 }}>
        <Skeleton variant="circular" width={56} height={56} sx={{ mt: -5 }} />
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="text" width="50%" />
      </Stack>
    </Card>
  );
}

const shopColumns = {
  xs: '1fr',
  sm: 'repeat(2, minmax(0, 1fr))',
  md: 'repeat(3, minmax(0, 1fr))',
  lg: 'repeat(4, minmax(0, 1fr))',
} as const;
const compactColumns = { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } as const;
const gridSx = (variant: 'default' | 'compact' = 'default') =>
  ({
    display: 'grid',
    gridTemplateColumns: variant === 'compact' ? compactColumns : shopColumns,
    gap: 2,
    listStyle: 'none',
    m: 0,
    p: 0,
  }) as const;

export function EmprendimientoGrid({
  emprendimientos,
  variant,
  hrefDe,
  mostrarDescripcion,
}: {
  emprendimientos: readonly EmprendimientoPublico[];
  variant?: 'default' | 'compact';
  /** The link of each card (default the public shop page). */
  hrefDe?: (e: EmprendimientoPublico) => string;
  mostrarDescripcion?: boolean;
}) {
  return (
    <Box component="ul" sx={gridSx(variant)}>
      {emprendimientos.map((e) => (
        <li key={e.id}>
          <EmprendimientoCard
            emprendimiento={e}
            variant={variant}
            {...(hrefDe ? { href: hrefDe(e) } : {})}
            {...(mostrarDescripcion ? { mostrarDescripcion } : {})}
          />
        </li>
      ))}
    </Box>
  );
}

export function EmprendimientoGridSkeleton({
  count = 4,
  label = 'Cargando emprendimientos...',
  variant,
}: {
  count?: number;
  label?: string;
  variant?: 'default' | 'compact';
}) {
  return (
    <Box role="status">
      <Box component="span" sx={srOnly}>
        {label}
      </Box>
      <Box sx={gridSx(variant)}>
        {Array.from({ length: count }, (_, i) => (
          <EmprendimientoCardSkeleton key={i} variant={variant} />
        ))}
      </Box>
    </Box>
  );
}
