import { Link } from '@mui/material';
import { PLATFORM_COMMISSION } from '@feria/contracts';
import { DEFENSA_CONSUMIDOR, Enlace, LegalPage, RUTAS_LEGALES } from './legal-page';

const COMISION = `${Math.round(PLATFORM_COMMISSION * 100)} %`;

/** 'Términos y condiciones' (issue "Discovery and trust": a template for the operator to review). */
export function TerminosPage() {
  return (
    <LegalPage
      titulo="Términos y condiciones"
      actualizado="26 de noviembre de 2026"
      intro={
        <p>
          Estos términos rigen el uso de Feria, un mercado en línea donde emprendimientos argentinos publican y venden
          sus productos a compradores de todo el país. Al crear una cuenta aceptás estos términos y la{' '}
          <Enlace to={RUTAS_LEGALES.privacidad}>Política de privacidad</Enlace>.
        </p>
      }
      secciones={[
        {
          id: 'quienes',
          titulo: 'Quiénes intervienen',
          cuerpo: (
            <p>
              Feria (el «operador») ofrece la plataforma: las páginas, la búsqueda, el carrito, el cobro por Mercado
              Pago y el registro de pedidos. Cada emprendimiento es el vendedor de sus productos: fija precios, stock,
              envíos y es responsable frente al comprador por la descripción, la calidad y la entrega de lo que vende
              (Ley 24.240 de Defensa del Consumidor).
            </p>
          ),
        },
        {
          id: 'cuentas',
          titulo: 'Cuentas',
          cuerpo: (
            <ul>
              <li>
                Para comprar o vender hace falta una cuenta con datos verdaderos. Sos responsable de cuidar tu
                contraseña.
              </li>
              <li>Los emprendimientos nuevos quedan pendientes hasta que el operador los revisa y aprueba.</li>
              <li>El operador puede suspender cuentas que incumplan estos términos o la ley, avisando el motivo.</li>
            </ul>
          ),
        },
        {
          id: 'compras',
          titulo: 'Compras, precios y pagos',
          cuerpo: (
            <ul>
              <li>
                Los precios están en pesos argentinos e incluyen impuestos. El total final lo calcula Feria con los
                precios y descuentos vigentes al confirmar el pedido.
              </li>
              <li>
                Se paga con Mercado Pago o por transferencia bancaria a la cuenta del emprendimiento. Mientras el pago
                está pendiente, los productos quedan reservados por un tiempo limitado; vencido, el pedido se cancela y
                el stock se libera.
              </li>
              <li>El envío o la entrega se coordinan con el emprendimiento por el chat del pedido.</li>
            </ul>
          ),
        },
        {
          id: 'arrepentimiento',
          titulo: 'Derecho de arrepentimiento',
          cuerpo: (
            <p>
              Podés revocar una compra dentro de los 10 días corridos desde que recibiste el producto o desde la compra,
              lo último que ocurra, sin dar motivos y sin costo (art. 34 de la Ley 24.240, Resolución 424/2020). Usá el{' '}
              <Enlace to={RUTAS_LEGALES.arrepentimiento}>Botón de arrepentimiento</Enlace>: te damos un código y
              avisamos al emprendimiento.
            </p>
          ),
        },
        {
          id: 'vendedores',
          titulo: 'Para emprendimientos',
          cuerpo: (
            <ul>
              <li>Publicá solo productos que puedas vender legalmente, con fotos y descripciones fieles.</li>
              <li>Feria cobra una comisión del {COMISION} sobre cada venta pagada; se informa en cada pedido.</li>
              <li>Respondé las consultas y los pedidos de arrepentimiento dentro de los plazos legales.</li>
            </ul>
          ),
        },
        {
          id: 'contenido',
          titulo: 'Contenido y conducta',
          cuerpo: (
            <p>
              No se permite publicar contenido engañoso, ofensivo o que infrinja derechos de terceros. Los mensajes del
              chat de cada pedido son entre comprador y emprendimiento; el operador puede verlos solo para resolver un
              reclamo.
            </p>
          ),
        },
        {
          id: 'reclamos',
          titulo: 'Reclamos',
          cuerpo: (
            <p>
              Escribile primero al emprendimiento por el chat del pedido. Si no se resuelve, contactanos desde la{' '}
              <Enlace to={RUTAS_LEGALES.ayuda}>Ayuda</Enlace>. También podés acudir a{' '}
              <Link href={DEFENSA_CONSUMIDOR} target="_blank" rel="noopener noreferrer">
                Defensa del Consumidor
              </Link>
              .
            </p>
          ),
        },
        {
          id: 'cambios',
          titulo: 'Cambios a estos términos',
          cuerpo: (
            <p>
              Si cambian, lo anunciamos en el sitio con la fecha de la nueva versión; los pedidos ya hechos siguen con
              los términos vigentes cuando se hicieron. Rigen las leyes de la República Argentina.
            </p>
          ),
        },
      ]}
    />
  );
}
