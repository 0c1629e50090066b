import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { mensajeErrorCupon, normalizarCodigoCupon, validarCuponApi, type ValidacionCupon } from '@feria/contracts';
import { ApiError } from '../../../lib/api-client';
import { llamar } from '../../../lib/api-endpoint';

export type EstadoCupon =
  | { tipo: 'ninguno' }
  | { tipo: 'aplicado'; validacion: ValidacionCupon }
  | { tipo: 'error'; codigo: string; mensaje: string; detalle?: string | undefined };

interface Compra {
  emprendimientoId: string;
  montoTotal: number;
  cantidadProductos: number;
  compradorId: string;
}

/** The error the buyer reads for a refused code (docs/producto/errores.md): the server's text, else the status's. */
export function errorDeCupon(e: unknown): { mensaje: string; detalle?: string | undefined } {
  if (e instanceof ApiError) return { mensaje: mensajeErrorCupon(e.status, e.mensajeServidor), detalle: e.detalle };
  return { mensaje: mensajeErrorCupon(0) };
}

/**
 * The checkout's coupon (docs/producto/validacion.md: trimmed and uppercased, docs/producto/api.md#ventas validation): applying shows the
 * saving and the new total; when the amount changes (prices refreshed) an applied code is checked
 * again. The server checks it once more when the order is placed.
 */
export function useCupon(compra: Compra) {
  const [estado, setEstado] = useState<EstadoCupon>({ tipo: 'ninguno' });
  const validar = useMutation({
    retry: false,
    mutationFn: (codigoCupon: string) => llamar(validarCuponApi, { body: { ...compra, codigoCupon } }),
  });
  const { mutate } = validar;

  const aplicar = useCallback(
    (texto: string) => {
      const codigo = normalizarCodigoCupon(texto);
      if (!codigo) return;
      mutate(codigo, {
        onSuccess: (validacion) =>
          setEstado(
            validacion.cuponValido
              ? { tipo: 'aplicado', validacion }
              : { tipo: 'error', codigo, mensaje: mensajeErrorCupon(200, validacion.mensaje) },
          ),
        onError: (e) => setEstado({ tipo: 'error', codigo, ...errorDeCupon(e) }),
      });
    },
    [mutate],
  );
  const quitar = useCallback(() => setEstado({ tipo: 'ninguno' }), []);
  /** The order was refused because of its coupon: show why; the buyer decides (remove it or change the cart). */
  const rechazado = useCallback(
    (codigo: string, e: unknown) => setEstado({ tipo: 'error', codigo, ...errorDeCupon(e) }),
    [],
  );

  // A new amount (cart refreshed, another group): an applied coupon is validated again. Not when
  // nothing is left to buy: once the order is placed its group leaves the cart, and asking then
  // (no shop, $ 0, 0 products) was a stray call the server refused with a 400
  // (docs/producto/carrito.md#cupón).
  const aplicado = estado.tipo === 'aplicado' ? estado.validacion.codigoCupon : null;
  const hayCompra = compra.emprendimientoId !== '' && compra.cantidadProductos > 0;
  const ultimo = useRef(`${compra.emprendimientoId}:${compra.montoTotal}:${compra.cantidadProductos}`);
  useEffect(() => {
    const clave = `${compra.emprendimientoId}:${compra.montoTotal}:${compra.cantidadProductos}`;
    if (clave === ultimo.current) return;
    ultimo.current = clave;
    if (aplicado && hayCompra) aplicar(aplicado);
  }, [compra.emprendimientoId, compra.montoTotal, compra.cantidadProductos, aplicado, aplicar, hayCompra]);

  return { estado, aplicar, quitar, rechazado, validando: validar.isPending };
}
