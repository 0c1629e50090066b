import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, AlertTitle, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { arrepentimientoApi, arrepentimientoInput, DIAS_ARREPENTIMIENTO, type ArrepentimientoRespuesta } from '@feria/contracts';
import type { z } from 'zod';
import { FormTextField } from '../../../components/ui/form-text-field';
import { llamar } from '../../../lib/api-endpoint';
import { formatDateTime } from '../../../lib/format';
import { DEFENSA_CONSUMIDOR, Enlace, LegalPage, RUTAS_LEGALES } from './legal-page';

/** The form as typed (the number as text until the schema coerces it). */
type Valores = z.input<typeof arrepentimientoInput>;
type Salida = z.output<typeof arrepentimientoInput>;

/** 'Botón de arrepentimiento' (Resolución 424/2020): the form, then the code to keep. */
export function ArrepentimientoPage() {
  const [hecho, setHecho] = useState<ArrepentimientoRespuesta | null>(null);
  const { control, handleSubmit } = useForm<Valores, unknown, Salida>({
    defaultValues: { numeroPedido: '', email: '', nombre: '', motivo: '' },
    resolver: zodResolver(arrepentimientoInput),
  });
  const enviar = useMutation({ mutationFn: (body: Salida) => llamar(arrepentimientoApi.solicitar, { body }), onSuccess: setHecho });

  return (
    <LegalPage
      titulo="Botón de arrepentimiento"
      plantilla={false}
      intro={
        <p>
          Podés revocar una compra hecha en Feria dentro de los {DIAS_ARREPENTIMIENTO} días corridos desde que recibiste el producto, sin dar motivos y sin costo (art. 34 de la Ley 24.240 y Resolución 424/2020). No hace falta iniciar sesión: usá el número de pedido y el correo con el que compraste. Te damos un código y avisamos al emprendimiento, que se comunica con vos para la devolución y el reintegro.
        </p>
      }
      secciones={[]}
    >
      {hecho ? (
        <Alert severity="success" role="status" sx={{ '& .MuiAlert-message': { overflow: 'visible' } }}>
          <AlertTitle>{hecho.nueva ? 'Registramos tu pedido de arrepentimiento' : 'Ya tenías un pedido de arrepentimiento para esta compra'}</AlertTitle>
          <Typography>
            Tu código es <strong style={{ fontFamily: 'monospace', fontSize: '1.15em' }}>{hecho.codigo}</strong>. Guardalo: lo vas a necesitar si hacés un reclamo.
          </Typography>
          <Typography sx={{ mt: 1 }}>
            Pedido #{hecho.numeroPedido} a {hecho.emprendimientoNombre}, registrado el {formatDateTime(hecho.fecha)}. {hecho.emprendimientoNombre} ya lo ve en el pedido y se va a comunicar con vos por el chat del pedido.
          </Typography>
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={handleSubmit((v) => enviar.mutate(v))} aria-busy={enviar.isPending} sx={{ p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <Stack spacing={2.5}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              Revocar una compra
            </Typography>
            <FormTextField control={control} name="numeroPedido" label="Número de pedido" required helperText="Sin el #, por ejemplo 1042." slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            <FormTextField control={control} name="email" label="Correo electrónico de la compra" required type="email" autoComplete="email" />
            <FormTextField control={control} name="nombre" label="Nombre y apellido" required autoComplete="name" />
            <FormTextField control={control} name="motivo" label="Motivo (opcional)" multiline minRows={2} />
            {enviar.isError && (
              <Alert severity="error" role="alert">
                {enviar.error.message}
              </Alert>
            )}
            <Box>
              <Button type="submit" variant="contained" color="error" disabled={enviar.isPending}>
                {enviar.isPending ? 'Enviando...' : 'Arrepentirme de la compra'}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        Más información en los <Enlace to={RUTAS_LEGALES.terminos}>Términos y condiciones</Enlace>. Si el emprendimiento no responde, podés acudir a{' '}
        <Link href={DEFENSA_CONSUMIDOR} target="_blank" rel="noopener noreferrer">
          Defensa del Consumidor
        </Link>
        .
      </Typography>
    </LegalPage>
  );
}
