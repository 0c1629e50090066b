import { useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { MAX_METODOS_ENVIO, type MetodoEnvio, type TipoEnvio } from '@feria/contracts';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useNotificar } from '../../../components/ui/notificaciones';
import { useGuardarMetodosEnvio, useMetodosEnvio, useProvincias } from '../api/envios';
import { borradorDe, metodoNuevo, validarBorrador, type MetodoBorrador } from '../borrador';
import { MetodoCard } from './metodo-card';

interface Props {
  idEmprendimiento: string;
}

/** 'Envíos' (docs/producto/envios.md#metodos): the shop's delivery methods, edited as a whole list. */
export function EnviosPage({ idEmprendimiento }: Props) {
  const metodos = useMetodosEnvio(idEmprendimiento);
  const provincias = useProvincias();
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader
        title="Envíos"
        description="Elegí cómo reciben tus compradores lo que venden: retiro en tu local, envío a domicilio con precio por provincia, o a coordinar. Los ven antes de pagar."
      />
      {metodos.isPending || provincias.isPending ? (
        <LoadingState label="Cargando tus métodos de envío..." />
      ) : metodos.isError ? (
        <ErrorState message={metodos.error.message} onRetry={() => void metodos.refetch()} />
      ) : provincias.isError ? (
        <ErrorState message={provincias.error.message} onRetry={() => void provincias.refetch()} />
      ) : (
        <FormularioEnvios
          idEmprendimiento={idEmprendimiento}
          guardados={metodos.data.metodos}
          provincias={provincias.data}
        />
      )}
    </Box>
  );
}

function FormularioEnvios({
  idEmprendimiento,
  guardados,
  provincias,
}: {
  idEmprendimiento: string;
  guardados: MetodoEnvio[];
  provincias: { idProvincia: number; nombre: string }[];
}) {
  const [borrador, setBorrador] = useState<MetodoBorrador[]>(() => guardados.map(borradorDe));
  const [errores, setErrores] = useState<Record<string, string>>({});
  const guardar = useGuardarMetodosEnvio(idEmprendimiento);
  const notificar = useNotificar();
  const lleno = borrador.length >= MAX_METODOS_ENVIO;

  const cambiar = (i: number, cambios: Partial<MetodoBorrador>) => {
    setBorrador((b) => b.map((m, j) => (j === i ? { ...m, ...cambios } : m)));
    // A field's message goes once the seller edits that method; the rest stay until the next save.
    setErrores((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith(`metodos.${i}.`))));
  };
  const mover = (i: number, hacia: -1 | 1) => {
    setBorrador((b) => {
      const nuevo = [...b];
      [nuevo[i], nuevo[i + hacia]] = [nuevo[i + hacia]!, nuevo[i]!];
      return nuevo;
    });
    setErrores({});
  };
  const agregar = (tipo: TipoEnvio) => setBorrador((b) => [...b, metodoNuevo(tipo)]);
  const quitar = (i: number) => {
    setBorrador((b) => b.filter((_, j) => j !== i));
    setErrores({});
  };

  const enviar = () => {
    guardar.reset();
    const r = validarBorrador(borrador);
    if (!r.ok) {
      setErrores(r.errores);
      return;
    }
    setErrores({});
    guardar.mutate(r.cuerpo, {
      onSuccess: (guardados) => {
        // New methods now have their ids: the next save keeps them instead of adding copies.
        setBorrador(guardados.metodos.map(borradorDe));
        notificar.exito('Guardamos tus métodos de envío.');
      },
    });
  };
  const errorGeneral = errores.metodos;
  const hayErrores = Object.keys(errores).length > 0;

  return (
    <Stack spacing={2.5} component="form" noValidate onSubmit={(e) => (e.preventDefault(), enviar())}>
      {borrador.length === 0 && (
        <Alert severity="info">
          Todavía no tenés métodos de envío. Agregá al menos uno para que tus compradores sepan cómo les llega su
          pedido.
        </Alert>
      )}
      {borrador.map((m, i) => (
        <MetodoCard
          key={m.clave}
          metodo={m}
          indice={i}
          total={borrador.length}
          errores={errores}
          provincias={provincias}
          onChange={(c) => cambiar(i, c)}
          onMover={(hacia) => mover(i, hacia)}
          onQuitar={() => quitar(i)}
        />
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={lleno} onClick={() => agregar('RETIRO')}>
          Agregar retiro en el local
        </Button>
        <Button variant="outlined" disabled={lleno} onClick={() => agregar('DOMICILIO')}>
          Agregar envío a domicilio
        </Button>
        <Button variant="outlined" disabled={lleno} onClick={() => agregar('A_COORDINAR')}>
          Agregar 'A coordinar'
        </Button>
      </Stack>
      {lleno && <Alert severity="info">Llegaste al máximo de {MAX_METODOS_ENVIO} métodos de envío.</Alert>}
      {hayErrores && (
        <Alert severity="error" role="alert">
          {errorGeneral ?? 'Revisá los campos marcados: no guardamos nada todavía.'}
        </Alert>
      )}
      {guardar.isError && (
        <Alert severity="error" role="alert">
          {guardar.error.message}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={guardar.isPending}>
          {guardar.isPending ? 'Guardando...' : 'Guardar cambios'}
        </Button>
      </Box>
    </Stack>
  );
}
