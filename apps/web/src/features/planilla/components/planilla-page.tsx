import { useEffect, useRef, type Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { PageHeader } from '../../../components/ui/page-header';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { aImportar, entero, resumenResultado, resumenVistaPrevia, textoErrores } from '../planilla-vista';
import { ExportarPlanilla } from './exportar-planilla';
import { SelectorPlanilla } from './selector-planilla';
import { useImportacion, type EstadoImportacion } from './use-importacion';
import { VistaPrevia } from './vista-previa';

/** docs/producto/planilla-pantalla.md#subir-la-planilla: the percent sent, then the server's turn. */
function Progreso({ estado }: { estado: Extract<EstadoImportacion, { paso: 'subiendo' }> }) {
  const enviado = estado.progreso >= 100;
  // Only the phase is announced; the percent is read from the bar, not spoken at every step.
  const fase = estado.simular
    ? enviado
      ? 'Revisando la planilla...'
      : `Subiendo ${estado.archivo.name}...`
    : enviado
      ? 'Guardando los productos...'
      : 'Subiendo la planilla para importar...';
  return (
    <Stack spacing={1}>
      <LinearProgress
        variant={enviado ? 'indeterminate' : 'determinate'}
        value={estado.progreso}
        aria-label={estado.simular ? 'Progreso de la revisión' : 'Progreso de la importación'}
      />
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <span role="status">{fase}</span>
        {!enviado && <span aria-hidden> {estado.progreso} %</span>}
      </Typography>
    </Stack>
  );
}

/** docs/producto/planilla-pantalla.md#importar: what the import did, and where to go next. */
function Resultado({
  estado,
  rutaProductos,
  tituloRef,
  onOtra,
}: {
  estado: Extract<EstadoImportacion, { paso: 'listo' }>;
  rutaProductos: string;
  tituloRef: Ref<HTMLHeadingElement>;
  onOtra: () => void;
}) {
  const { plan } = estado;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CheckCircleOutlineIcon color="success" aria-hidden />
        <Typography
          component="h3"
          variant="h6"
          ref={tituloRef}
          tabIndex={-1}
          sx={{
            display: 'inline-block',
            fontWeight: 700,
            '&:focus': { outline: 'none' },
            '&:focus-visible': { outline: '2px solid', outlineOffset: 2 },
          }}
        >
          {resumenResultado(plan)}
        </Typography>
      </Stack>
      {plan.sinCambios > 0 && (
        <Typography color="text.secondary">
          {entero(plan.sinCambios)} {plan.sinCambios === 1 ? 'producto quedó' : 'productos quedaron'} sin cambios.
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        <Button variant="contained" component={RouterLink} to={rutaProductos}>
          Consultar Productos
        </Button>
        <Button variant="outlined" onClick={onOtra}>
          Importar otra planilla
        </Button>
      </Stack>
    </Stack>
  );
}

/** What the live region says once a step is over (docs/producto/planilla-pantalla.md#teclado-y-lector-de-pantalla). */
function anuncioDe(estado: EstadoImportacion): string {
  if (estado.paso === 'listo') return `${resumenResultado(estado.plan)}.`;
  if (estado.paso !== 'vista') return '';
  const { plan } = estado;
  const errores = plan.errores.length
    ? ` La planilla tiene ${textoErrores(plan.errores.length)}: corregilos para poder importar.`
    : ` Podés importar ${entero(aImportar(plan))}.`;
  return `Revisamos tu planilla: ${resumenVistaPrevia(plan)}.${errores}`;
}

/**
 * 'Importar y exportar productos' (docs/producto/planilla-pantalla.md): the catalogue out as CSV or
 * Excel, and in from a file through a preview that must be free of errors before it is applied.
 */
export function PlanillaPage({
  idEmprendimiento,
  nombreTienda,
  rutaProductos,
}: {
  idEmprendimiento: string;
  nombreTienda: string;
  rutaProductos: string;
}) {
  const { estado, elegir, importar, reiniciar } = useImportacion(idEmprendimiento);
  const titulo = useRef<HTMLHeadingElement>(null);
  const anuncio = anuncioDe(estado);
  // docs/producto/planilla-pantalla.md#teclado-y-lector-de-pantalla: focus to the step's heading, its outcome announced.
  useEffect(() => {
    if (estado.paso === 'vista' || estado.paso === 'listo') titulo.current?.focus();
  }, [estado]);

  return (
    <Box>
      <PageHeader
        title="Importar y exportar productos"
        description="Descargá tu catálogo en una planilla, cambiá lo que quieras y volvé a subirla. También podés cargar muchos productos nuevos de una vez."
      />
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {anuncio}
      </Box>
      <Stack spacing={3}>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="planilla-importar"
          sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, minWidth: 0 }}
        >
          <Stack spacing={2}>
            <Typography id="planilla-importar" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              Importar productos
            </Typography>
            {estado.paso === 'elegir' && (
              <>
                <Typography color="text.secondary">
                  Los productos se reconocen por su SKU: si ya existe se actualiza y si no, se crea. Primero vas a ver
                  qué cambia; nada se guarda hasta que toques «Importar».
                </Typography>
                <SelectorPlanilla problema={estado.problema} onElegir={elegir} />
              </>
            )}
            {estado.paso === 'subiendo' && <Progreso estado={estado} />}
            {estado.paso === 'vista' && (
              <VistaPrevia
                plan={estado.plan}
                nombreArchivo={estado.archivo.name}
                problema={estado.problema}
                tituloRef={titulo}
                onImportar={importar}
                onOtra={reiniciar}
              />
            )}
            {estado.paso === 'listo' && (
              <Resultado estado={estado} rutaProductos={rutaProductos} tituloRef={titulo} onOtra={reiniciar} />
            )}
          </Stack>
        </Paper>
        <ExportarPlanilla idEmprendimiento={idEmprendimiento} nombreTienda={nombreTienda} />
      </Stack>
    </Box>
  );
}
