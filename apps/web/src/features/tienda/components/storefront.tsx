import { useMemo, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { toggleFiltroActivo } from '@feria/contracts';
import type {
  Apariencia,
  CatalogoTienda,
  EmprendimientoPublico,
  ContactoPublico,
  CuponPublico,
  FiltrosActivos,
  ProductoTienda,
} from '@feria/contracts';
import { buildSections } from '../storefront-sections';
import { storefrontPalette } from '../storefront-style';
import { CatalogSection } from './catalog-section';
import { ContactoTienda } from './contacto-tienda';
import { CuponesTienda } from './cupones-tienda';
import { StorefrontFilters } from './storefront-filters';
import { StorefrontHeader } from './storefront-header';
import { StorefrontNavbar } from './storefront-navbar';

/** What the storefront shows of the business; the seller editor can build it from its own data. */
export type StorefrontEmprendimiento = Pick<
  EmprendimientoPublico,
  'nombre' | 'descripcion' | 'logo' | 'banner' | 'rutaImagen' | 'estado'
> & {
  direccion: Pick<EmprendimientoPublico['direccion'], 'ciudad'>;
  rubro: Pick<EmprendimientoPublico['rubro'], 'nombre'>;
  provincia: Pick<EmprendimientoPublico['provincia'], 'nombre'>;
} & Partial<Pick<EmprendimientoPublico, 'calificacion' | 'numReseñas' | 'mediosDePago' | 'respondeEnMinutos'>>;

export interface StorefrontProps {
  emprendimiento: StorefrontEmprendimiento;
  apariencia: Apariencia;
  productos: readonly ProductoTienda[];
  catalogos: readonly CatalogoTienda[];
  /** The shop's reviews page (EntrepreneurshipReviews); the header's rating links to it. */
  resenasHref?: string | undefined;
  /** The public page's 'Contacto' block (decision 040); the editor's preview leaves it out. */
  contacto?: ContactoPublico | undefined;
  /** The public page's coupons usable now (decision 065); the editor's preview leaves them out. */
  cupones?: readonly CuponPublico[] | undefined;
}

/**
 * The public shop page body, painted with the seller's appearance (docs/producto/entidades.md, docs/producto/validacion.md, docs/producto/api.md#publicas-del-comprador).
 * Pure presentation from props: the public route and the storefront editor's live preview share it.
 */
export function Storefront({
  emprendimiento,
  apariencia,
  productos,
  catalogos,
  resenasHref,
  contacto,
  cupones,
}: StorefrontProps) {
  const [activos, setActivos] = useState<FiltrosActivos>({});
  const palette = useMemo(() => storefrontPalette(apariencia), [apariencia]);
  const sections = useMemo(
    () => buildSections(productos, catalogos, apariencia.catalogosSeleccionados, activos),
    [productos, catalogos, apariencia.catalogosSeleccionados, activos],
  );
  const nombre = apariencia.nombreTienda.trim() || emprendimiento.nombre;
  const logo = apariencia.logo ?? emprendimiento.logo ?? emprendimiento.rutaImagen;
  const banner = apariencia.banner ?? emprendimiento.banner;
  const filtrando = Object.keys(activos).length > 0;
  const filtros = apariencia.filtros.filter((f) => f.valores.length > 0);
  const catalogSections = sections.catalogos.filter((s) => s.productos.length > 0 || !filtrando);
  const count = sections.todos.productos.length;
  const layout = apariencia.distribucionCatalogos;
  const emptyText = { color: palette.pageText, py: 2 };

  return (
    <Box
      data-testid="storefront"
      style={{ ...palette.page, color: palette.pageText }}
      sx={{ minHeight: '60vh', pb: 6 }}
    >
      <StorefrontNavbar
        nombre={nombre}
        logo={logo}
        secciones={[...catalogSections, sections.todos]}
        palette={palette}
      />
      <StorefrontHeader
        emprendimiento={emprendimiento}
        nombre={nombre}
        banner={banner}
        logo={logo}
        palette={palette}
        resenasHref={resenasHref}
      />
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, sm: 3 }, mt: 4 }}>
        <CuponesTienda cupones={cupones} palette={palette} />
        {filtros.length > 0 && (
          <StorefrontFilters
            filtros={filtros}
            activos={activos}
            onToggle={(clave, valor) => setActivos((a) => toggleFiltroActivo(a, clave, valor))}
            onClear={() => setActivos({})}
            palette={palette}
          />
        )}
        {catalogSections.map((s) => (
          <CatalogSection
            key={s.id}
            section={s}
            layout={layout}
            palette={palette}
            empty={<Typography sx={emptyText}>Todavía no hay productos en este catálogo.</Typography>}
          />
        ))}
        <CatalogSection
          section={sections.todos}
          layout="grid"
          palette={palette}
          aside={
            <Typography role="status" sx={{ fontWeight: 600, color: palette.pageText }}>
              {count === 1 ? '1 producto' : `${count} productos`}
            </Typography>
          }
          empty={
            filtrando ? (
              <Box sx={{ ...emptyText, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
                <Typography>Ningún producto coincide con los filtros elegidos.</Typography>
                <Button
                  onClick={() => setActivos({})}
                  variant="contained"
                  disableElevation
                  sx={{
                    bgcolor: palette.accent,
                    color: palette.onAccent,
                    '&:hover': { bgcolor: palette.accent },
                    '&.Mui-focusVisible': { outline: `3px solid ${palette.focusOnPage}`, outlineOffset: '2px' },
                  }}
                >
                  Limpiar filtros
                </Button>
              </Box>
            ) : (
              <Typography sx={emptyText}>Esta tienda todavía no publicó productos.</Typography>
            )
          }
        />
        {contacto && <ContactoTienda contacto={contacto} nombre={nombre} palette={palette} />}
      </Box>
    </Box>
  );
}
