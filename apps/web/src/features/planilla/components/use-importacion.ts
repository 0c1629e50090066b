import { useCallback, useState } from 'react';
import { MENSAJES_PLANILLA, type ResultadoImportacion } from '@feria/contracts';
import { ErrorImportacion, importarPlanilla, useProductosCambiados } from '../api/planilla';
import { problemaDelArchivo } from '../planilla-vista';

/** Where the import is (docs/producto/planilla-pantalla.md): choose → check → preview → apply → result. */
export type EstadoImportacion =
  | { paso: 'elegir'; problema: string | null }
  | { paso: 'subiendo'; archivo: File; simular: boolean; progreso: number }
  | { paso: 'vista'; archivo: File; plan: ResultadoImportacion; problema: string | null }
  | { paso: 'listo'; plan: ResultadoImportacion };

/** The message of a failed upload; a 413 from anywhere (the API or a proxy in front of it) says the size rule. */
const mensajeDe = (e: unknown) =>
  e instanceof ErrorImportacion && e.status === 413
    ? MENSAJES_PLANILLA.demasiadoGrande
    : e instanceof Error
      ? e.message
      : MENSAJES_PLANILLA.sinArchivo;

export function useImportacion(idEmprendimiento: string) {
  const [estado, setEstado] = useState<EstadoImportacion>({ paso: 'elegir', problema: null });
  const productosCambiados = useProductosCambiados();

  const subir = useCallback(
    async (archivo: File, simular: boolean, previo?: ResultadoImportacion) => {
      setEstado({ paso: 'subiendo', archivo, simular, progreso: 0 });
      const onProgress = (progreso: number) =>
        setEstado((s) => (s.paso === 'subiendo' && s.archivo === archivo ? { ...s, progreso } : s));
      try {
        const plan = await importarPlanilla(idEmprendimiento, archivo, { simular, onProgress });
        if (plan.aplicado) {
          setEstado({ paso: 'listo', plan });
          void productosCambiados();
        } else setEstado({ paso: 'vista', archivo, plan, problema: null });
      } catch (e) {
        // docs/producto/planilla-pantalla.md#importar: refused with its plan → the preview with those errors.
        if (e instanceof ErrorImportacion && e.resultado)
          setEstado({ paso: 'vista', archivo, plan: e.resultado, problema: e.message });
        // A failed apply keeps the preview it came from: nothing the seller saw is lost.
        else if (previo) setEstado({ paso: 'vista', archivo, plan: previo, problema: mensajeDe(e) });
        else setEstado({ paso: 'elegir', problema: mensajeDe(e) });
      }
    },
    [idEmprendimiento, productosCambiados],
  );

  /** docs/producto/planilla-pantalla.md#subir-la-planilla: checked here first, then sent for a preview. */
  const elegir = useCallback(
    (archivo: File) => {
      const problema = problemaDelArchivo(archivo);
      if (problema) setEstado({ paso: 'elegir', problema });
      else void subir(archivo, true);
    },
    [subir],
  );

  const importar = useCallback(() => {
    if (estado.paso === 'vista') void subir(estado.archivo, false, estado.plan);
  }, [estado, subir]);

  const reiniciar = useCallback(() => setEstado({ paso: 'elegir', problema: null }), []);

  return { estado, elegir, importar, reiniciar };
}
