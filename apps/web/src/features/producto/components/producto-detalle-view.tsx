import type { ReactNode } from 'react';
import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ContactoPublico, MediosDePago, ProductoDetalle } from '@feria/contracts';
import { MediosDePagoProducto } from './medios-de-pago-producto';
import { ConsultarProducto } from './consultar-producto';
import { ProductoAtributos } from './producto-atributos';
import { ProductoBreadcrumbs } from './producto-breadcrumbs';
import { ProductoGallery } from './producto-gallery';
import { ProductoPriceBlock } from './producto-price-block';
import { sinCortarUnidades } from '../../../lib/format';
import { CalificacionResumen, vendidosTexto } from '../../../components/ui/calificacion';
import { visuallyHidden } from '../../../components/ui/visually-hidden';

interface Props {
  detalle: ProductoDetalle;
  /** False while the image list is still loading (the gallery shows a skeleton). */
  imagesReady: boolean;
  /** The 'Más productos de {tienda}' block, composed by the page. */
  children?: ReactNode;
  /** The buy box (cart feature), composed by the route. */
  compra?: ReactNode;
  /** Rating, review count and units sold (decision 038), shown under the name. */
  valoracion?: { calificacion: number | null; numReseñas: number; vendidos: number } | undefined;
  /** The shop's slug and contact (decision 040), once loaded. */
  tiendaPublica?: { slug: string; contacto: ContactoPublico } | undefined;
  /** What the shop takes (docs/producto/pagos.md#medios-de-pago), said before the buy button. */
  mediosDePago?: MediosDePago | undefined;
  /** The option pickers (docs/producto/variantes.md), when the product has variants. */
  opciones?: ReactNode;
  /** The chosen variant's picture, shown in the gallery. */
  idImagenElegida?: number | null | undefined;
  /** The price shown is the lowest of the variants ('Desde'). */
  precioDesde?: boolean;
}

/** Product page layout (docs/producto/entidades.md "Product detail view (derived)",. */
export function ProductoDetalleView({
  detalle: d,
  imagesReady,
  children,
  compra,
  valoracion,
  tiendaPublica,
  mediosDePago,
  opciones,
  idImagenElegida,
  precioDesde = false,
}: Props) {
  const tienda = `/tienda/${tiendaPublica?.slug || d.idEmprendimiento}`;
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}>
      <ProductoBreadcrumbs items={d.breadcrumbs} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <ProductoGallery
          key={d.id}
          nombre={d.nombre}
          images={imagesReady ? d.images : undefined}
          idImagenElegida={idImagenElegida}
        />
        <Stack spacing={2.5} sx={{ minWidth: 0 }}>
          <Box>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {d.nombre}
            </Typography>
            {valoracion && (
              <Stack
                direction="row"
                sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, mt: 0.75 }}
              >
                {/* The name starts with the visible rating (WCAG 2.5.3 label in name); the hint is for screen readers. */}
                <Link href="#resenas-producto" color="inherit" underline="hover">
                  <CalificacionResumen
                    calificacion={valoracion.calificacion}
                    numResenas={valoracion.numReseñas}
                    size="medium"
                  />
                  {/* visuallyHidden: its lengths are '1px' strings; a bare `width: 1` in sx is 100 % and
                      pushed the page 32 px wider than a 360 px phone. */}
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    Ver opiniones del producto
                  </Box>
                </Link>
                {valoracion.vendidos > 0 && (
                  <Typography component="span" color="text.secondary" sx={{ fontSize: '0.9375rem' }}>
                    {vendidosTexto(valoracion.vendidos)}
                  </Typography>
                )}
              </Stack>
            )}
            <Link
              component={RouterLink}
              to={tienda}
              sx={{ display: 'inline-block', mt: 0.75, fontWeight: 500, color: 'text.primary' }}
            >
              Vendido por {d.nombreEmprendimiento}
            </Link>
          </Box>
          <ProductoPriceBlock detalle={d} desde={precioDesde} />
          {opciones}
          {mediosDePago && <MediosDePagoProducto medios={mediosDePago} />}
          {compra}
          <ConsultarProducto
            producto={d}
            nombreEmprendimiento={d.nombreEmprendimiento}
            idEmprendimiento={d.idEmprendimiento}
            tienda={tiendaPublica}
            principal={!compra}
          />
        </Stack>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          mt: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        }}
      >
        <section aria-labelledby="producto-descripcion">
          <Typography id="producto-descripcion" component="h2" variant="h6" sx={{ mb: 1, fontWeight: 700 }}>
            Descripción
          </Typography>
          <Typography
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            color={d.descripcion.trim() ? 'text.primary' : 'text.secondary'}
          >
            {sinCortarUnidades(d.descripcion.trim()) || 'Este producto todavía no tiene descripción.'}
          </Typography>
        </section>
        <ProductoAtributos tipoProducto={d.tipoProducto} atributos={d.atributos} />
      </Box>
      {children}
    </Box>
  );
}
