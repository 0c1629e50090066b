import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { MENSAJES_RESENA } from '@feria/contracts';
import { MotivoDialog } from '../../../components/ui/motivo-dialog';
import { useReportarResena } from '../api/resenas';

/** 'Reportar' (signed-in people only): a dialog asks why; an admin reviews it. */
export function ReportarResena({ id, autor }: { id: string; autor: string }) {
  const [abierto, setAbierto] = useState(false);
  const reportar = useReportarResena();
  if (reportar.isSuccess) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        Gracias: un administrador va a revisar el reporte.
      </Typography>
    );
  }
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<FlagOutlinedIcon aria-hidden />}
        onClick={() => setAbierto(true)}
        aria-label={`Reportar la reseña de ${autor}`}
      >
        Reportar
      </Button>
      <MotivoDialog
        open={abierto}
        title="Reportar reseña"
        label="¿Por qué la reportás?"
        requiredMessage={MENSAJES_RESENA.motivoReporte}
        maxLength={500}
        confirmLabel="Enviar reporte"
        pending={reportar.isPending}
        error={reportar.error?.message ?? null}
        onConfirm={(motivo) => reportar.mutate({ id, motivo: motivo ?? '' }, { onSuccess: () => setAbierto(false) })}
        onClose={() => {
          setAbierto(false);
          reportar.reset();
        }}
      >
        <Typography variant="body2">
          Contanos qué tiene de malo (datos personales, insultos, no habla de la compra…). La reseña sigue visible hasta
          que un administrador la revise.
        </Typography>
      </MotivoDialog>
    </>
  );
}
