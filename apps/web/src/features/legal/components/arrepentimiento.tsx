import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, AlertTitle, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  arrepentimientoApi,
  arrepentimientoInput,
  DIAS_ARREPENTIMIENTO,
  HORAS_ENLACE_ARREPENTIMIENTO,
} from '@feria/contracts';
import type { z } from 'zod';
import { FormTextField } from '../../../components/ui/form-text-field';
import { llamar } from '../../../lib/api-endpoint';
import { DEFENSA_CONSUMIDOR, Enlace, LegalPage, RUTAS_LEGALES } from './legal-page';

/** The form as typed (the number as text until the schema coerces it). */
type Valores = z.input<typeof arrepentimientoInput>;
type Salida = z.output<typeof arrepentimientoInput>;

/** Where the page points when the buyer has nowhere else to go. */
export function AyudaArrepentimiento() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
      Más información en los <Enlace to={RUTAS_LEGALES.terminos}>Términos y condiciones</Enlace>. Si el emprendimiento
      no responde, podés acudir a{' '}
      <Link href={DEFENSA_CONSUMIDOR} target="_blank" rel="noopener noreferrer">
        Defensa del Consumidor
      </Link>
      .
    </Typography>
  );
}

/**
 * 'Botón de arrepentimiento' (Resolución 424/2020), step 1: the form. The answer is the same for
 * every order (docs/producto/arrepentimiento.md): check the mail of the purchase, whose link opens
 * the confirmation page (arrepentimiento-confirmar.tsx) with the code.
 */
export function ArrepentimientoPage() {
  const { control, handleSubmit, reset } = useForm<Valores, unknown, Salida>({
    defaultValues: { numeroPedido: '', email: '', nombre: '', motivo: '' },
    resolver: zodResolver(arrepentimientoInput),
  });
  const enviar = useMutation({ mutationFn: (body: Salida) => llamar(arrepentimientoApi.solicitar, { body }) });
  const aviso = useRef<HTMLDivElement>(null);
  // The form is replaced by the notice: focus follows, so a screen reader reads it at once.
  useEffect(() => {
    if (enviar.isSuccess) aviso.current?.focus();
  }, [enviar.isSuccess]);
  const otraVez = () => {
    reset();
    enviar.reset();
  };

  return (
    <LegalPage
      titulo="Botón de arrepentimiento"
      plantilla={false}
      intro={
        <p>
          Podés revocar una compra hecha en Feria dentro de los {DIAS_ARREPENTIMIENTO} días corridos desde que recibiste
          el producto, sin dar motivos y sin costo (art. 34 de la Ley 24.240 y Resolución 424/2020). No hace falta
          iniciar sesión: usá el número de pedido y el correo con el que compraste. Te mandamos a ese correo un enlace
          para confirmarlo; cuando lo confirmás te damos un código y avisamos al emprendimiento, que se comunica con vos
          para la devolución y el reintegro.
        </p>
      }
      secciones={[]}
    >
      {enviar.isSuccess ? (
        <Alert
          ref={aviso}
          tabIndex={-1}
          severity="info"
          role="status"
          aria-labelledby="arrepentimiento-aviso"
          sx={{ '& .MuiAlert-message': { overflow: 'visible' }, '&:focus': { outline: 'none' } }}
        >
          <AlertTitle id="arrepentimiento-aviso">Revisá tu correo</AlertTitle>
          <Typography>{enviar.data.mensaje}</Typography>
          <Typography sx={{ mt: 1 }}>
            Abrí el enlace del correo y tocá «Confirmar arrepentimiento»: ahí te damos el código. El enlace vence en{' '}
            {HORAS_ENLACE_ARREPENTIMIENTO} horas. Si no te llega en unos minutos, revisá el correo no deseado y que el
            número de pedido y el correo sean los de la compra.
          </Typography>
          {/* The alert's own text colour: the primary green on the info background is 4.45:1, under AA. */}
          <Button onClick={otraVez} color="inherit" sx={{ mt: 1.5, ml: -1, textDecoration: 'underline' }}>
            Enviar otro pedido
          </Button>
        </Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit((v) => enviar.mutate(v))}
          aria-busy={enviar.isPending}
          aria-labelledby="arrepentimiento-form"
          sx={{ p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          <Stack spacing={2.5}>
            <Typography id="arrepentimiento-form" variant="h2" sx={{ fontSize: '1.25rem' }}>
              Revocar una compra
            </Typography>
            <FormTextField
              control={control}
              name="numeroPedido"
              label="Número de pedido"
              required
              helperText="Sin el #, por ejemplo 1042."
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <FormTextField
              control={control}
              name="email"
              label="Correo electrónico de la compra"
              required
              type="email"
              autoComplete="email"
              helperText="Te mandamos el enlace para confirmar a este correo."
            />
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
      <AyudaArrepentimiento />
    </LegalPage>
  );
}
