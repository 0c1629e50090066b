import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** Asks before leaving the editor with unsaved changes: in-app navigation (dialog) and closing the tab (browser prompt). */
export function SalirSinGuardar({ hayCambios }: { hayCambios: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hayCambios && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!hayCambios) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hayCambios]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="¿Salir sin guardar?"
      confirmLabel="Salir sin guardar"
      destructive
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      Tenés cambios en tu tienda que todavía no guardaste. Si salís ahora, se pierden.
    </ConfirmDialog>
  );
}
