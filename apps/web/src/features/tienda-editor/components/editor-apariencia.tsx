import { useDeferredValue, useState } from 'react';
import { Box, Stack, Tab, Tabs, useMediaQuery, useTheme } from '@mui/material';
import { aparienciaInput } from '@feria/contracts';
import type { Apariencia, AtributoSugerido, Catalogo, ProductoVendedor } from '@feria/contracts';
import { useGuardarApariencia } from '../api/apariencia';
import { hayCambios, soloExistentes } from '../editor-rules';
import { CatalogosSection } from './catalogos-section';
import { ColoresSection } from './colores-section';
import { DistribucionSection } from './distribucion-section';
import { FiltrosSection } from './filtros-section';
import type { FuenteDatos } from './fuente-datos';
import { ImagenesSection } from './imagenes-section';
import { NombreSection } from './nombre-section';
import { BarraGuardar } from './barra-guardar';
import { SalirSinGuardar } from './salir-sin-guardar';
import { VistaPrevia, type RenderVistaPrevia } from './vista-previa';
import { useNotificar } from '../../../components/ui/notificaciones';

export interface EditorAparienciaProps {
  idEmprendimiento: string;
  nombreEmprendimiento: string;
  /** What is stored now: the draft starts here and 'Descartar cambios' goes back here. */
  inicial: Apariencia;
  catalogos: FuenteDatos<Catalogo[]>;
  productos: FuenteDatos<ProductoVendedor[]>;
  atributos: FuenteDatos<AtributoSugerido[]>;
  renderPreview: RenderVistaPrevia;
  onSaved?: (guardada: Apariencia) => void;
}

/** The draft of the appearance, its sections, the live preview and the save bar (docs/producto/entidades.md, docs/producto/api.md#emprendimiento). */
export function EditorApariencia({
  idEmprendimiento,
  nombreEmprendimiento,
  inicial,
  catalogos,
  productos,
  atributos,
  renderPreview,
  onSaved,
}: EditorAparienciaProps) {
  const [guardada, setGuardada] = useState(inicial);
  const [draft, setDraft] = useState(inicial);
  const [subiendo, setSubiendo] = useState(0);
  const [tab, setTab] = useState<'editar' | 'vista'>('editar');
  const notificar = useNotificar();
  const [invalido, setInvalido] = useState<string[] | null>(null);
  const guardar = useGuardarApariencia(idEmprendimiento);
  const lado = useMediaQuery(useTheme().breakpoints.up('lg'));
  // The preview repaints the whole shop: let typing and colour dragging stay responsive.
  const preview = useDeferredValue(draft);
  const cambios = hayCambios(draft, guardada);

  const onChange = (c: Partial<Apariencia>) => {
    setDraft((d) => ({ ...d, ...c }));
    setInvalido(null);
  };
  const save = () => {
    // The same checks as the API, so the seller sees every problem before sending.
    const parsed = aparienciaInput.safeParse({
      ...draft,
      catalogosSeleccionados: soloExistentes(draft.catalogosSeleccionados, catalogos.data),
    });
    if (!parsed.success) return setInvalido([...new Set(parsed.error.issues.map((i) => i.message))]);
    guardar.mutate(parsed.data, {
      onSuccess: (g) => {
        setGuardada(g);
        setDraft(g);
        notificar.exito('Guardaste los cambios de tu tienda.');
        onSaved?.(g);
      },
    });
  };
  const descartar = () => {
    setDraft(guardada);
    setInvalido(null);
    guardar.reset();
  };
  const seccion = { apariencia: draft, onChange };

  const form = (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <ImagenesSection {...seccion} onUploadingChange={(s) => setSubiendo((n) => n + (s ? 1 : -1))} />
      <NombreSection {...seccion} nombreEmprendimiento={nombreEmprendimiento} />
      <ColoresSection {...seccion} />
      <DistribucionSection {...seccion} />
      <CatalogosSection {...seccion} catalogos={catalogos} />
      <FiltrosSection {...seccion} atributos={atributos} />
    </Stack>
  );
  const vista = (
    <VistaPrevia
      apariencia={preview}
      productos={productos}
      catalogos={catalogos}
      render={renderPreview}
      sticky={lado}
    />
  );

  return (
    <>
      {lado ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(360px, 440px) minmax(0, 1fr)',
            gap: 3,
            alignItems: 'start',
          }}
        >
          {form}
          {vista}
        </Box>
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_, v: 'editar' | 'vista') => setTab(v)}
            aria-label="Editor de la tienda"
            variant="fullWidth"
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="editar" label="Editar" id="tab-editar" aria-controls="panel-editar" />
            <Tab value="vista" label="Vista previa" id="tab-vista" aria-controls="panel-vista" />
          </Tabs>
          <div role="tabpanel" id="panel-editar" aria-labelledby="tab-editar" hidden={tab !== 'editar'}>
            {form}
          </div>
          <div role="tabpanel" id="panel-vista" aria-labelledby="tab-vista" hidden={tab !== 'vista'}>
            {tab === 'vista' && vista}
          </div>
        </>
      )}

      <BarraGuardar
        fija={cambios || subiendo > 0 || Boolean(invalido) || guardar.isError}
        estado={
          subiendo > 0
            ? 'Esperá a que termine de subir la imagen.'
            : cambios
              ? 'Tenés cambios sin guardar.'
              : 'No hay cambios sin guardar.'
        }
        puedeDescartar={cambios && !guardar.isPending}
        puedeGuardar={cambios && !guardar.isPending && subiendo === 0}
        guardando={guardar.isPending}
        error={invalido ? invalido.join(' · ') : guardar.isError ? guardar.error.message : null}
        onDescartar={descartar}
        onGuardar={save}
      />

      <SalirSinGuardar hayCambios={cambios} />
    </>
  );
}
