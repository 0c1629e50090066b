import { useState } from 'react';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import {
  imagenResponsiva,
  MENSAJES_PREGUNTAS as M,
  MOTIVO_OCULTAR_PREGUNTA_MAX,
  rutaProducto,
  type PreguntaVendedor,
} from '@feria/contracts';
import { ImagenSegura } from '../../../components/ui/imagen-segura';
import { MotivoDialog } from '../../../components/ui/motivo-dialog';
import { useNotificar } from '../../../components/ui/notificaciones';
import { useOcultarPregunta } from '../api/preguntas';
import { PreguntaItem } from './pregunta-item';
import { ResponderPregunta } from './responder-pregunta';

/** The product asked about: its picture and its name, leading to its public page. */
function ProductoDeLaPregunta({ producto }: { producto: PreguntaVendedor['producto'] }) {
  return (
    <Stack direction="row" sx={{ gap: 1.25, alignItems: 'center', mb: 1, minWidth: 0 }}>
      <Box sx={{ width: 40, height: 40, flex: 'none', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
        <ImagenSegura
          src={producto.imagen}
          srcSet={imagenResponsiva(producto.imagen)?.srcSet}
          sizes="40px"
          width={40}
          height={40}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      </Box>
      <Link
        component={RouterLink}
        to={rutaProducto(producto)}
        variant="body2"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere', color: 'text.primary' }}
      >
        {producto.nombre}
      </Link>
    </Stack>
  );
}

/**
 * One question on the seller's 'Preguntas' (docs/producto/preguntas-pantallas.md#panel): the answer
 * form right under an unanswered one, 'Editar respuesta' on an answered one, 'Ocultar' with a
 * reason and 'Mostrar de nuevo' on a hidden one.
 */
export function PreguntaVendedorItem({ pregunta: p }: { pregunta: PreguntaVendedor }) {
  const [editando, setEditando] = useState(false);
  const [ocultando, setOcultando] = useState(false);
  const ocultar = useOcultarPregunta();
  const notificar = useNotificar();

  const acciones = p.oculta ? (
    <Button
      size="small"
      variant="outlined"
      disabled={ocultar.isPending}
      onClick={() =>
        ocultar
          .mutateAsync({ id: p.id, motivo: null })
          .then(() => notificar.exito('La pregunta se ve de nuevo en el producto.'))
          .catch((e: Error) => notificar.error(e.message))
      }
    >
      Mostrar de nuevo
    </Button>
  ) : (
    <>
      {p.respuesta !== null && !editando && (
        <Button size="small" variant="outlined" onClick={() => setEditando(true)}>
          Editar respuesta
        </Button>
      )}
      <Button
        size="small"
        color="inherit"
        onClick={() => {
          ocultar.reset();
          setOcultando(true);
        }}
        aria-label={`Ocultar la pregunta de ${p.autor}`}
      >
        Ocultar
      </Button>
    </>
  );

  return (
    <>
      <PreguntaItem
        pregunta={p}
        nombreTienda="tu tienda"
        encabezado={
          <>
            <ProductoDeLaPregunta producto={p.producto} />
            {p.oculta && (
              <Box sx={{ mb: 1 }}>
                <Chip size="small" label="Oculta" sx={{ fontWeight: 600 }} />
                {p.motivoOculta && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                    Motivo: {p.motivoOculta}
                  </Typography>
                )}
              </Box>
            )}
          </>
        }
        sinRespuesta={p.oculta ? undefined : <ResponderPregunta key={`${p.id}-nueva`} id={p.id} autor={p.autor} />}
        pie={
          <>
            {editando && p.respuesta !== null && (
              <ResponderPregunta
                id={p.id}
                autor={p.autor}
                inicial={p.respuesta}
                onCancelar={() => setEditando(false)}
                onListo={() => setEditando(false)}
              />
            )}
            <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
              {acciones}
            </Stack>
          </>
        }
      />
      <MotivoDialog
        open={ocultando}
        title="Ocultar pregunta"
        label="Motivo"
        requiredMessage={M.motivoOcultarPregunta}
        maxLength={MOTIVO_OCULTAR_PREGUNTA_MAX}
        confirmLabel="Ocultar"
        cancelLabel="Volver"
        destructive
        pending={ocultar.isPending}
        error={ocultar.isError ? ocultar.error.message : null}
        onClose={() => setOcultando(false)}
        onConfirm={
          (motivo) =>
            // mutateAsync: the hidden question leaves the list, and the confirmation is said anyway.
            ocultar
              .mutateAsync({ id: p.id, motivo: motivo ?? '' })
              .then(() => {
                setOcultando(false);
                notificar.exito('Ocultaste la pregunta: ya no se ve en el producto.');
              })
              .catch(() => undefined) // shown in the dialog (ocultar.error)
        }
      >
        <Typography variant="body2">
          La pregunta de {p.autor} deja de verse en la página del producto. Usalo para preguntas ofensivas o que no
          tienen que ver con la venta. Podés mostrarla de nuevo desde «Ocultas».
        </Typography>
      </MotivoDialog>
    </>
  );
}
