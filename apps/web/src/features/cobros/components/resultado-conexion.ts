import { RESULTADOS_CONEXION_MERCADO_PAGO, type ResultadoConexionMercadoPago } from '@feria/contracts';

/** What the seller reads after coming back from Mercado Pago (`?resultado=` of the callback). */
export const MENSAJES_RESULTADO: Record<
  ResultadoConexionMercadoPago,
  { severidad: 'success' | 'info' | 'error'; texto: string }
> = {
  conectado: {
    severidad: 'success',
    texto: '¡Listo! Tu cuenta de Mercado Pago quedó conectada: las ventas con tarjeta se cobran en tu cuenta.',
  },
  cancelado: { severidad: 'info', texto: 'Cancelaste la autorización en Mercado Pago. No se conectó ninguna cuenta.' },
  estado_invalido: {
    severidad: 'error',
    texto:
      'No pudimos conectar tu cuenta: el enlace de autorización ya se usó o no es de esta tienda. Tocá «Conectar con Mercado Pago» otra vez.',
  },
  vencido: {
    severidad: 'error',
    texto:
      'No pudimos conectar tu cuenta: pasaron más de 10 minutos desde que empezaste. Tocá «Conectar con Mercado Pago» otra vez.',
  },
  error: {
    severidad: 'error',
    texto: 'Mercado Pago no confirmó la conexión. Probá de nuevo en unos minutos.',
  },
};

export function resultadoDe(valor: string | null): ResultadoConexionMercadoPago | undefined {
  return (RESULTADOS_CONEXION_MERCADO_PAGO as readonly string[]).includes(valor ?? '')
    ? (valor as ResultadoConexionMercadoPago)
    : undefined;
}
