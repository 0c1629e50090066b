import { useId, useMemo, useState, type Ref } from 'react';
import { Alert, Box, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import type { ResultadoImportacion } from '@feria/contracts';
import { PagePagination } from '../../../components/ui/page-pagination';
import {
  aImportar,
  entero,
  erroresPorFila,
  lugarDelError,
  paginaDeFilas,
  resumenVistaPrevia,
  textoBotonImportar,
  textoErrores,
} from '../planilla-vista';
import { TablaFilas } from './tabla-filas';

/** The first errors listed on top; the table's filter shows every one at its row. */
const ERRORES_EN_LISTA = 100;

/** docs/producto/planilla-pantalla.md#vista-previa: what the file would do, its errors, and 'Importar N productos'. */
export function VistaPrevia({
  plan,
  nombreArchivo,
  problema,
  tituloRef,
  onImportar,
  onOtra,
}: {
  plan: ResultadoImportacion;
  nombreArchivo: string;
  problema: string | null;
  tituloRef: Ref<HTMLHeadingElement>;
  onImportar: () => void;
  onOtra: () => void;
}) {
  const [soloErrores, setSoloErrores] = useState(false);
  const [pagina, setPagina] = useState(0);
  const porFila = useMemo(() => erroresPorFila(plan.errores), [plan.errores]);
  const { visibles, paginas, total } = paginaDeFilas(plan.filas, porFila, { soloErrores, pagina });
  const n = aImportar(plan);
  const conErrores = plan.errores.length > 0;
  const porQueId = useId();
  const porQue = conErrores
    ? 'Corregí los errores en tu planilla y volvé a subirla: no se importa nada mientras haya errores.'
    : n === 0
      ? 'Tu planilla no cambia ningún producto.'
      : null;

  return (
    <Stack spacing={2}>
      <Box>
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
          Vista previa
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {nombreArchivo}: {entero(plan.filas.length)} {plan.filas.length === 1 ? 'fila leída' : 'filas leídas'}.
          Todavía no se guardó nada.
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{resumenVistaPrevia(plan)}</Typography>
      {problema && <Alert severity="error">{problema}</Alert>}
      {conErrores && (
        <Alert severity="error" role="region" aria-labelledby={`${porQueId}-t`}>
          <Typography id={`${porQueId}-t`} sx={{ fontWeight: 700 }}>
            Tu planilla tiene {textoErrores(plan.errores.length)}
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, maxHeight: 240, overflowY: 'auto' }}>
            {plan.errores.slice(0, ERRORES_EN_LISTA).map((e, i) => (
              <li key={i}>{lugarDelError(e)}</li>
            ))}
          </Box>
          {plan.errores.length > ERRORES_EN_LISTA && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              Y {textoErrores(plan.errores.length - ERRORES_EN_LISTA)} más: usá «Solo filas con errores» para verlos en
              la tabla.
            </Typography>
          )}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          size="large"
          onClick={onImportar}
          disabled={porQue !== null}
          aria-describedby={porQue ? porQueId : undefined}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {textoBotonImportar(n)}
        </Button>
        <Button variant="outlined" onClick={onOtra} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          Elegir otra planilla
        </Button>
      </Stack>
      {porQue && (
        <Typography id={porQueId} color={conErrores ? 'error' : 'text.secondary'} variant="body2">
          {porQue}
        </Typography>
      )}
      {plan.filas.length > 0 && (
        <>
          <Stack
            direction="row"
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <FormControlLabel
              control={
                <Switch
                  checked={soloErrores}
                  onChange={(e) => {
                    setSoloErrores(e.target.checked);
                    setPagina(0);
                  }}
                  disabled={!conErrores}
                />
              }
              label="Solo filas con errores"
            />
            <Typography variant="body2" color="text.secondary">
              {entero(total)} {total === 1 ? 'fila' : 'filas'}
            </Typography>
          </Stack>
          <TablaFilas filas={visibles} porFila={porFila} />
          <PagePagination page={pagina} totalPages={paginas} onChange={setPagina} label="Páginas de la planilla" />
        </>
      )}
    </Stack>
  );
}
