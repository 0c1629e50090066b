import { useCallback, useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { SIN_FILTROS, type FiltrosPromocion } from '../promociones-filtros';
import { CuponesPanel } from './cupones-panel';
import { DescuentosPanel } from './descuentos-panel';

type Pestania = 'descuentos' | 'cupones';
const PESTANIAS: { valor: Pestania; label: string }[] = [
  { valor: 'descuentos', label: 'Descuentos' },
  { valor: 'cupones', label: 'Cupones' },
];

/**
 * 'Promociones y Descuentos' (docs/producto/rutas.md#menus, docs/producto/promociones.md, docs/producto/api.md#descuentos-y-cupones): the shop's discounts (a lower price on chosen
 * products) and coupons (a code for the whole purchase), one tab each, kept in `?tab=`.
 * Each tab keeps its filters while the other one is shown.
 */
export function PromocionesPage({ idEmprendimiento }: { idEmprendimiento: string }) {
  const [params, setParams] = useSearchParams();
  const tab: Pestania = params.get('tab') === 'cupones' ? 'cupones' : 'descuentos';
  const [filtros, setFiltros] = useState<Record<Pestania, FiltrosPromocion>>({
    descuentos: SIN_FILTROS,
    cupones: SIN_FILTROS,
  });
  const onFiltrosDescuentos = useCallback((f: FiltrosPromocion) => setFiltros((x) => ({ ...x, descuentos: f })), []);
  const onFiltrosCupones = useCallback((f: FiltrosPromocion) => setFiltros((x) => ({ ...x, cupones: f })), []);
  const cambiarTab = (valor: Pestania) =>
    setParams(
      (p) => {
        const siguiente = new URLSearchParams(p);
        if (valor === 'cupones') siguiente.set('tab', 'cupones');
        else siguiente.delete('tab');
        return siguiente;
      },
      { replace: true },
    );

  return (
    <Box sx={{ maxWidth: 1100, minWidth: 0 }}>
      <PageHeader
        title="Promociones y Descuentos"
        description="Los descuentos bajan el precio de los productos que elijas; los cupones son códigos que tus compradores escriben al pagar."
      />
      <Tabs
        value={tab}
        onChange={(_, v: Pestania) => cambiarTab(v)}
        aria-label="Tipo de promoción"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {PESTANIAS.map((p) => (
          <Tab key={p.valor} value={p.valor} label={p.label} id={`tab-${p.valor}`} aria-controls={`panel-${p.valor}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'descuentos' ? (
          <DescuentosPanel
            idEmprendimiento={idEmprendimiento}
            filtros={filtros.descuentos}
            onFiltros={onFiltrosDescuentos}
          />
        ) : (
          <CuponesPanel idEmprendimiento={idEmprendimiento} filtros={filtros.cupones} onFiltros={onFiltrosCupones} />
        )}
      </Box>
    </Box>
  );
}
