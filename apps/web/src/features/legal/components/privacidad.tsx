import { Link } from '@mui/material';
import { Enlace, LegalPage, RUTAS_LEGALES } from './legal-page';

const AAIP = 'https://www.argentina.gob.ar/aaip/datospersonales';

/** 'Política de privacidad' under Ley 25.326 (a template for the operator to review). */
export function PrivacidadPage() {
  return (
    <LegalPage
      titulo="Política de privacidad"
      actualizado="26 de noviembre de 2026"
      intro={
        <p>
          Esta política explica qué datos personales trata Feria, para qué, con quién los comparte y cómo ejercer tus
          derechos según la Ley 25.326 de Protección de los Datos Personales.
        </p>
      }
      secciones={[
        {
          id: 'responsable',
          titulo: 'Responsable de los datos',
          cuerpo: (
            <p>
              El responsable de la base de datos es el operador de Feria (razón social, CUIT y domicilio a completar por
              el operador). Podés escribirle desde la página de <Enlace to={RUTAS_LEGALES.ayuda}>Ayuda</Enlace>.
            </p>
          ),
        },
        {
          id: 'datos',
          titulo: 'Qué datos tratamos',
          cuerpo: (
            <ul>
              <li>
                De tu cuenta: nombre, apellido, correo electrónico y contraseña (guardada cifrada, nunca legible).
              </li>
              <li>De compradores: DNI, teléfono y dirección de entrega, para los pedidos.</li>
              <li>De emprendimientos: datos del negocio, CUIT y cuenta bancaria para recibir transferencias.</li>
              <li>
                De cada pedido: productos, importes, estado del pago (Mercado Pago nos informa el resultado, no los
                datos de tu tarjeta) y los mensajes del chat.
              </li>
            </ul>
          ),
        },
        {
          id: 'finalidad',
          titulo: 'Para qué los usamos',
          cuerpo: (
            <p>
              Para crear tu cuenta, procesar pedidos y pagos, permitir que comprador y emprendimiento se comuniquen,
              enviarte avisos sobre tus pedidos por correo, prevenir fraudes y cumplir obligaciones legales. No vendemos
              tus datos ni los usamos para publicidad de terceros.
            </p>
          ),
        },
        {
          id: 'compartir',
          titulo: 'Con quién los compartimos',
          cuerpo: (
            <p>
              Con el emprendimiento al que le comprás (nombre, contacto y dirección de entrega de ese pedido); con
              Mercado Pago para cobrar; y con proveedores que alojan el sitio o envían correos, obligados a la misma
              confidencialidad. Solo se entregan a autoridades ante un pedido legal.
            </p>
          ),
        },
        {
          id: 'derechos',
          titulo: 'Tus derechos: acceso, rectificación y supresión',
          cuerpo: (
            <>
              <p>
                Podés pedir gratis acceso a tus datos (cada seis meses, salvo interés legítimo), su rectificación,
                actualización o supresión. Corregí tus datos desde tu perfil o escribinos desde la{' '}
                <Enlace to={RUTAS_LEGALES.ayuda}>Ayuda</Enlace> indicando tu correo de cuenta; respondemos el acceso
                dentro de los 10 días corridos y la rectificación o supresión dentro de los 5 días hábiles (arts. 14 y
                16 de la Ley 25.326).
              </p>
              <p>
                La Agencia de Acceso a la Información Pública, órgano de control de la Ley 25.326, atiende las denuncias
                por incumplimiento:{' '}
                <Link href={AAIP} target="_blank" rel="noopener noreferrer">
                  argentina.gob.ar/aaip/datospersonales
                </Link>
                .
              </p>
            </>
          ),
        },
        {
          id: 'conservacion',
          titulo: 'Conservación y seguridad',
          cuerpo: (
            <p>
              Guardamos los datos mientras tengas la cuenta y, los de pedidos, el tiempo que exigen las normas contables
              e impositivas. Usamos conexiones cifradas, contraseñas cifradas y acceso restringido.
            </p>
          ),
        },
        {
          id: 'almacenamiento',
          titulo: 'Almacenamiento en tu navegador',
          cuerpo: (
            <p>
              Usamos el almacenamiento local del navegador para tu carrito, tu preferencia de modo claro u oscuro y la
              sesión. No usamos cookies de publicidad.
            </p>
          ),
        },
      ]}
    />
  );
}
