import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import { MENSAJES_VOZ, type RespuestaVoz } from '@feria/contracts';
import { useNotificar } from '../../../../components/ui/notificaciones';
import { RUTAS_PRODUCTOS } from '../../paths';
import {
  procesarAudio,
  procesarTexto,
  useEscriturasVoz,
  useMotorVoz,
  type AvisoCreado,
  type ResultadoLote,
} from '../api/voz';
import { payloadModificado } from '../cambios';
import { exitoCreacion, exitoMasivo } from '../exito';
import { useGrabadora } from '../use-grabadora';
import { CreacionDialog } from './creacion-dialog';
import { GrabadoraDialog } from './grabadora-dialog';
import { MasivoDialog } from './masivo-dialog';
import { ModificacionDialog } from './modificacion-dialog';
import { OverlayVoz } from './overlay';

interface Props {
  idEmprendimiento: string | undefined;
  texto: string;
  onTexto: (t: string) => void;
  onCerrar: () => void;
}

type Resultado = Extract<
  RespuestaVoz,
  {
    accionDetectada:
      | 'CREAR_PRODUCTO_PENDIENTE_CONFIRMACION'
      | 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION'
      | 'MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION';
  }
>;

/**
 * docs/producto/rutas.md#herramienta-de-voz / docs/producto/voz-grabador.md#estados-del-grabador: the recorder, then the dialog of the detected action, the overlay while the
 * product endpoints run and the success dialog. Nothing is written before the seller confirms.
 */
export default function VozAsistente({ idEmprendimiento, texto, onTexto, onCerrar }: Props) {
  const notificar = useNotificar();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const grabadora = useGrabadora(onTexto);
  const motor = useMotorVoz(true);
  const escrituras = useEscriturasVoz(idEmprendimiento ?? '');
  const [grabando, setGrabando] = useState(true);
  const [procesando, setProcesando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const [overlay, setOverlay] = useState<string | null>(null);
  const [progreso, setProgreso] = useState<number | null>(null);
  const [exito, setExito] = useState<string | null>(null);
  // docs/producto/voz.md#foto-desde-la-vista-previa: photos that did not make it, each with a link to its product.
  const [avisos, setAvisos] = useState<AvisoCreado[]>([]);

  const cerrarTodo = () => {
    grabadora.reiniciar();
    onCerrar();
  };

  const manejar = (r: RespuestaVoz | undefined | null) => {
    if (!r) {
      notificar.error(MENSAJES_VOZ.respuestaVacia);
      return cerrarTodo();
    }
    if (
      r.accionDetectada === 'CREAR_PRODUCTO_PENDIENTE_CONFIRMACION' ||
      r.accionDetectada === 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION' ||
      r.accionDetectada === 'MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION'
    ) {
      setResultado(r);
      setGrabando(false);
      grabadora.reiniciar();
      return;
    }
    // docs/producto/voz-grabador.md#estados-del-grabador: any other action → an alert with the server's message, and the recorder closes.
    notificar.aviso(r.mensajeUsuario || MENSAJES_VOZ.accionNoReconocida);
    cerrarTodo();
  };

  const enviar = async (llamada: (id: string) => Promise<RespuestaVoz>) => {
    setError(null);
    if (!idEmprendimiento) return setError(MENSAJES_VOZ.sinEmprendedor);
    setProcesando(true);
    try {
      manejar(await llamada(idEmprendimiento));
    } catch (e) {
      // Back to where the seller was (the confirm step keeps the recording).
      setError(MENSAJES_VOZ.errorAudio(e instanceof Error ? e.message : undefined));
    } finally {
      setProcesando(false);
    }
  };

  const escribir = async <R extends ResultadoLote>(
    texto: string,
    accion: () => Promise<R>,
    exitoTexto: (r: R) => string,
  ): Promise<R> => {
    setOverlay(texto);
    try {
      const r = await accion();
      if (r.errores.length === 0) {
        setResultado(null);
        setExito(exitoTexto(r));
      }
      return r;
    } finally {
      setOverlay(null);
      setProgreso(null);
    }
  };

  /** The overlay follows the photos' upload once it starts. */
  const subiendo = (n: number) => (p: number) => {
    setOverlay(n === 1 ? 'Subiendo la foto...' : 'Subiendo las fotos...');
    setProgreso(p);
  };

  const verProductos = pathname !== RUTAS_PRODUCTOS.productos;

  return (
    <>
      {grabando && (
        <GrabadoraDialog
          grabadora={grabadora}
          texto={texto}
          onTexto={onTexto}
          procesando={procesando}
          error={error}
          motor={motor.data}
          onCerrar={cerrarTodo}
          onEnviarAudio={() => grabadora.wav && void enviar((id) => procesarAudio(grabadora.wav!, id, texto))}
          onEnviarTexto={() => texto.trim() && void enviar((id) => procesarTexto(texto.trim(), id))}
        />
      )}
      {resultado?.accionDetectada === 'CREAR_PRODUCTO_PENDIENTE_CONFIRMACION' && (
        <CreacionDialog
          idEmprendimiento={idEmprendimiento ?? ''}
          items={resultado.datosAccion}
          mensaje={resultado.mensajeUsuario}
          onCancelar={cerrarTodo}
          onConfirmar={(productos) =>
            escribir(
              productos.length === 1 ? 'Creando producto...' : 'Creando productos...',
              () => escrituras.crear(productos, subiendo(productos.filter((p) => p.foto).length)),
              (r) => {
                setAvisos(r.avisos);
                return exitoCreacion(r.ok, r.deshabilitados);
              },
            )
          }
        />
      )}
      {resultado?.accionDetectada === 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION' && (
        <ModificacionDialog
          items={resultado.datosAccion}
          mensaje={resultado.mensajeUsuario}
          onCancelar={cerrarTodo}
          onConfirmar={(cambios) =>
            escribir(
              'Aplicando modificaciones...',
              () =>
                escrituras.modificar(
                  // One save per product: two variants of it said at once must not overwrite each other.
                  porProducto(cambios).map((delProducto) => ({
                    id: delProducto[0]!.producto.id,
                    nombre: delProducto[0]!.producto.nombre,
                    payload: (p) =>
                      payloadModificado(
                        p,
                        delProducto.map((c) => ({
                          datos: c.item.modificacion_solicitada.datos_para_actualizar,
                          variante: c.item.variante,
                        })),
                      ),
                  })),
                ),
              () => 'Modificación Exitosa',
            )
          }
        />
      )}
      {resultado?.accionDetectada === 'MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION' && (
        <MasivoDialog
          datos={resultado.datosAccion}
          mensaje={resultado.mensajeUsuario}
          onCancelar={cerrarTodo}
          onConfirmar={() =>
            escribir(
              'Aplicando cambios masivos...',
              () =>
                escrituras.modificar(
                  resultado.datosAccion.productos_afectados.map((p) => ({
                    id: p.id,
                    nombre: p.nombre,
                    payload: (actual) => payloadModificado(actual, { datos: resultado.datosAccion.datos_modificacion }),
                  })),
                ),
              (r) => exitoMasivo(r.ok, resultado.datosAccion),
            )
          }
        />
      )}
      <OverlayVoz texto={overlay} progreso={progreso} />
      {exito && (
        <Dialog open onClose={cerrarTodo} aria-labelledby="voz-exito-titulo">
          <DialogTitle id="voz-exito-titulo">{exito === 'Modificación Exitosa' ? exito : 'Listo'}</DialogTitle>
          <DialogContent>
            <Typography>{exito}</Typography>
            {avisos.map((a) => (
              <Typography key={a.id} sx={{ mt: 1.5 }}>
                {a.texto}.{' '}
                <Link component={RouterLink} to={RUTAS_PRODUCTOS.editar(a.id)} onClick={cerrarTodo}>
                  Editar {a.nombre}
                </Link>
              </Typography>
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={cerrarTodo}>Continuar</Button>
            {verProductos && (
              <Button
                variant="contained"
                onClick={() => {
                  cerrarTodo();
                  void navigate(RUTAS_PRODUCTOS.productos);
                }}
              >
                Ver Productos
              </Button>
            )}
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

/** The confirmed changes grouped by product, in the order they were said. */
function porProducto<T extends { producto: { id: string } }>(cambios: readonly T[]): T[][] {
  const grupos = new Map<string, T[]>();
  for (const c of cambios) grupos.set(c.producto.id, [...(grupos.get(c.producto.id) ?? []), c]);
  return [...grupos.values()];
}
