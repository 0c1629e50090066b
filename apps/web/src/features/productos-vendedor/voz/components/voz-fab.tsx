import { lazy, Suspense, useState } from 'react';
import { Fab, Tooltip } from '@mui/material';
import MicIcon from '@mui/icons-material/Mic';

const VozAsistente = lazy(() => import('./voz-asistente'));

/** docs/producto/rutas.md#herramienta-de-voz: the seller layout's floating microphone; the voice dialogs load when it is pressed. */
export function VozFab({ idEmprendimiento }: { idEmprendimiento: string | undefined }) {
  const [abierto, setAbierto] = useState(false);
  // Kept here so a closed recorder (an unrecognised command) gives the text back when reopened.
  const [texto, setTexto] = useState('');
  return (
    <>
      <Tooltip title="Cargar o modificar productos por voz">
        <Fab
          color="primary"
          aria-label="Cargar o modificar productos por voz"
          onClick={() => setAbierto(true)}
          sx={{
            position: 'fixed',
            right: { xs: 16, md: 32 },
            bottom: { xs: 16, md: 32 },
            zIndex: (t) => t.zIndex.speedDial,
          }}
        >
          <MicIcon />
        </Fab>
      </Tooltip>
      {abierto && (
        <Suspense fallback={null}>
          <VozAsistente
            idEmprendimiento={idEmprendimiento}
            texto={texto}
            onTexto={setTexto}
            onCerrar={() => setAbierto(false)}
          />
        </Suspense>
      )}
    </>
  );
}
