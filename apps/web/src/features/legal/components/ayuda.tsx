import { Link } from '@mui/material';
import { DEFENSA_CONSUMIDOR, Enlace, LegalPage, RUTAS_LEGALES } from './legal-page';

/** 'Ayuda': how to buy, pay, follow an order and become a seller. */
export function AyudaPage() {
  return (
    <LegalPage
      titulo="Ayuda"
      plantilla={false}
      intro={<p>Todo lo que necesitás para comprar y vender en Feria.</p>}
      secciones={[
        {
          id: 'comprar',
          titulo: 'Cómo comprar',
          cuerpo: (
            <ol>
              <li>Buscá productos con el buscador o entrá a la tienda de un emprendimiento.</li>
              <li>
                Tocá «Agregar al carrito». Podés tener productos de varios emprendimientos: cada uno es un pedido
                aparte.
              </li>
              <li>
                En el carrito elegí el emprendimiento y tocá «Proceder al checkout». Te pedimos iniciar sesión si
                todavía no lo hiciste.
              </li>
              <li>Revisá la dirección de entrega, aplicá un cupón si tenés y elegí cómo pagar.</li>
            </ol>
          ),
        },
        {
          id: 'pagar',
          titulo: 'Cómo pagar',
          cuerpo: (
            <ul>
              <li>
                <strong>Mercado Pago</strong>: te llevamos a Mercado Pago para pagar con tarjeta, dinero en cuenta o
                efectivo. Cuando Mercado Pago aprueba el pago, tu pedido queda pagado.
              </li>
              <li>
                <strong>Transferencia bancaria</strong>: te mostramos el CBU, el alias y el monto exacto. Transferí y
                subí el comprobante en tu pedido; el emprendimiento lo confirma cuando ve el dinero.
              </li>
              <li>
                Mientras el pago está pendiente te guardamos los productos un tiempo; si vence, el pedido se cancela
                solo.
              </li>
            </ul>
          ),
        },
        {
          id: 'seguir',
          titulo: 'Cómo seguir tu pedido',
          cuerpo: (
            <p>
              En «Mis Pedidos» ves cada pedido con su estado (pendiente, preparando, listo, completado o cancelado), el
              pago y un chat con el emprendimiento para coordinar la entrega. Te avisamos por correo cada cambio.
            </p>
          ),
        },
        {
          id: 'devolver',
          titulo: 'Arrepentirte de una compra',
          cuerpo: (
            <p>
              Tenés 10 días corridos desde que recibiste el producto. Usá el{' '}
              <Enlace to={RUTAS_LEGALES.arrepentimiento}>Botón de arrepentimiento</Enlace> con el número de pedido y el
              correo de tu cuenta.
            </p>
          ),
        },
        {
          id: 'vender',
          titulo: 'Cómo vender en Feria',
          cuerpo: (
            <p>
              Registrate como emprendedor desde <Enlace to="/infoEmprendedores">Vendé en Feria</Enlace>, completá los
              datos de tu emprendimiento y esperá la aprobación. Después cargá productos (también por voz), armá
              catálogos, personalizá tu tienda y cobrá por Mercado Pago o transferencia.
            </p>
          ),
        },
        {
          id: 'contacto',
          titulo: 'Contacto y reclamos',
          cuerpo: (
            <p>
              Para un pedido, escribile al emprendimiento por el chat del pedido. Para tu cuenta o un reclamo a Feria,
              escribinos a <Link href="mailto:ayuda@feria.local">ayuda@feria.local</Link> (dirección a configurar por el
              operador). Si no quedás conforme, podés acudir a{' '}
              <Link href={DEFENSA_CONSUMIDOR} target="_blank" rel="noopener noreferrer">
                Defensa del Consumidor
              </Link>
              . Leé también los <Enlace to={RUTAS_LEGALES.terminos}>Términos y condiciones</Enlace> y la{' '}
              <Enlace to={RUTAS_LEGALES.privacidad}>Política de privacidad</Enlace>.
            </p>
          ),
        },
      ]}
    />
  );
}
