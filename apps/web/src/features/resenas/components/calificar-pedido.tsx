import { Alert, Divider, Stack, Typography } from '@mui/material';
import type { ResenaPropia } from '@feria/contracts';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useGuardarResena, useResenasDeVenta } from '../api/resenas';
import { ResenaForm, type ResenaFormValores } from './resena-form';

function Calificable({
  idVenta,
  idItem,
  titulo,
  existente,
}: {
  idVenta: string;
  idItem: number | null;
  titulo: string;
  existente: ResenaPropia | null;
}) {
  const guardar = useGuardarResena();
  return (
    <ResenaForm
      titulo={titulo}
      existente={existente}
      pending={guardar.isPending}
      error={guardar.error?.message}
      onGuardar={(v: ResenaFormValores) =>
        guardar.mutateAsync({
          id: existente?.id,
          input: { idVenta, idItem, calificacion: v.calificacion, comentario: v.comentario },
        })
      }
    />
  );
}

/**
 * 'Calificá tu compra' (decision 038): on a completed order the buyer rates the shop and each
 * product bought, once each, and edits for 30 days.
 */
export function CalificarPedido({ idVenta }: { idVenta: string }) {
  const q = useResenasDeVenta(idVenta);
  if (q.isPending) return <LoadingState label="Cargando tus reseñas..." minHeight={120} />;
  if (q.isError) return <ErrorState message={q.error.message} onRetry={() => void q.refetch()} />;
  const d = q.data;
  if (!d.puedeCalificar)
    return <Alert severity="info">Vas a poder calificar tu compra cuando el pedido esté completado.</Alert>;
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      <Typography variant="body2" color="text.secondary">
        Tu opinión ayuda a otros compradores. Solo quienes compraron pueden calificar: tu reseña se muestra como «Compra
        verificada», con tu nombre y la inicial de tu apellido.
      </Typography>
      <Calificable
        idVenta={d.idVenta}
        idItem={null}
        titulo={`La tienda: ${d.emprendimiento.nombre}`}
        existente={d.tienda}
      />
      {d.items.map((i) => (
        <Calificable key={i.idItem} idVenta={d.idVenta} idItem={i.idItem} titulo={i.nombre} existente={i.resena} />
      ))}
    </Stack>
  );
}
