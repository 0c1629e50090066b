import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Skeleton,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { direccionesApi, type DireccionGuardada, type MetodoEnvioPublico, type Provincia } from '@feria/contracts';
import type { OptionsSource } from '../../../components/ui/form-select-field';
import { consulta } from '../../../lib/api-endpoint';
import { formatLugar } from '../../../lib/format';
import { textoCosto, textoDemora, type MontosDelPedido } from '../envio/envio-texto';
import type { useEnviosDeTienda } from '../envio/use-envios';
import { guardarProvinciaEnvio } from '../envio/use-envios';
import { NuevaDireccion } from './nueva-direccion';

/** What the buyer chose: the method and, for home delivery, the saved address. */
export interface EleccionEntrega {
  idMetodo: string | null;
  idDireccion: string | null;
}

export const lineaDireccion = (d: Pick<DireccionGuardada, 'calle' | 'numero' | 'piso' | 'depto'>) =>
  [`${d.calle} ${d.numero}`, d.piso ? `piso ${d.piso}` : null, d.depto ? `depto ${d.depto}` : null]
    .filter(Boolean)
    .join(', ');

export function useDireccionesCheckout() {
  return useQuery(consulta(direccionesApi.listar, {}));
}

interface Props {
  montos: MontosDelPedido;
  provincias: OptionsSource<Provincia>;
  /** Values to start a new address with (the profile's name, phone, city). */
  inicialDireccion: Parameters<typeof NuevaDireccion>[0]['inicial'];
  eleccion: EleccionEntrega;
  onChange: (e: EleccionEntrega) => void;
  /** The methods as read now (the summary prices the chosen one). */
  metodos: MetodoEnvioPublico[] | undefined;
  envios: ReturnType<typeof useEnviosDeTienda>;
  direcciones: ReturnType<typeof useDireccionesCheckout>;
  disabled: boolean;
}

/** The province delivery is priced for: the chosen saved address's, else the profile's. */
export function provinciaDeEntrega(
  direcciones: DireccionGuardada[] | undefined,
  idDireccion: string | null,
  idProvinciaPerfil: number,
) {
  return direcciones?.find((d) => d.id === idDireccion)?.idProvincia ?? idProvinciaPerfil;
}

/**
 * docs/producto/envios-pantallas.md#entrega: the shop's methods for the chosen address's province,
 * with cost and estimate; home delivery goes to one of the buyer's saved addresses (the default
 * first) or a new one typed here; pickup shows where and when.
 */
export function EntregaCard({
  montos,
  provincias,
  inicialDireccion,
  eleccion,
  onChange,
  metodos,
  envios,
  direcciones,
  disabled,
}: Props) {
  const [agregando, setAgregando] = useState(false);
  const lista = direcciones.data ?? [];
  const elegido = metodos?.find((m) => m.id === eleccion.idMetodo);
  // docs/producto/envios-pantallas.md#provincia: the chosen address's province becomes the browser's.
  const dirElegida = lista.find((d) => d.id === eleccion.idDireccion);
  const idProvinciaElegida = dirElegida?.idProvincia;
  const nombreProvinciaElegida = dirElegida?.provincia;
  useEffect(() => {
    if (idProvinciaElegida !== undefined && nombreProvinciaElegida)
      guardarProvinciaEnvio({ idProvincia: idProvinciaElegida, nombre: nombreProvinciaElegida });
  }, [idProvinciaElegida, nombreProvinciaElegida]);

  const direccionesBloque = () => {
    if (direcciones.isPending) return <Skeleton variant="rounded" height={56} />;
    if (direcciones.isError)
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void direcciones.refetch()}>
              Reintentar
            </Button>
          }
        >
          No pudimos cargar tus direcciones.
        </Alert>
      );
    return (
      <Box>
        {lista.length > 0 && (
          <FormControl component="fieldset" sx={{ width: '100%' }} disabled={disabled}>
            <FormLabel component="legend">¿A qué dirección?</FormLabel>
            <RadioGroup
              value={eleccion.idDireccion ?? ''}
              onChange={(e) => onChange({ ...eleccion, idDireccion: e.target.value })}
            >
              {lista.map((d) => (
                <FormControlLabel
                  key={d.id}
                  value={d.id}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
                  label={
                    <Box sx={{ py: 0.5 }}>
                      <Typography sx={{ fontWeight: 600 }}>
                        {d.alias}
                        {d.predeterminada ? ' (predeterminada)' : ''}
                      </Typography>
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {lineaDireccion(d)} · {formatLugar(d.ciudad, d.provincia)} ({d.codigoPostal})
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        Recibe {d.destinatario}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        {agregando || lista.length === 0 ? (
          <Box sx={{ mt: 1 }}>
            <Typography sx={{ fontWeight: 600, mb: 1.5 }}>
              {lista.length === 0 ? 'Agregá la dirección de entrega' : 'Nueva dirección'}
            </Typography>
            <NuevaDireccion
              provincias={provincias}
              inicial={inicialDireccion}
              primera={lista.length === 0}
              onCancel={lista.length > 0 ? () => setAgregando(false) : undefined}
              onSaved={(d) => {
                setAgregando(false);
                onChange({ ...eleccion, idDireccion: d.id });
              }}
            />
          </Box>
        ) : (
          <Button size="small" onClick={() => setAgregando(true)} disabled={disabled} sx={{ mt: 0.5 }}>
            Agregar otra dirección
          </Button>
        )}
      </Box>
    );
  };

  let metodosBloque;
  if (envios.isPending && !metodos) metodosBloque = <Skeleton variant="rounded" height={96} />;
  else if (envios.isError || !metodos)
    metodosBloque = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void envios.refetch()}>
            Reintentar
          </Button>
        }
      >
        No pudimos cargar las formas de entrega.
      </Alert>
    );
  else
    metodosBloque = (
      <FormControl component="fieldset" sx={{ width: '100%' }} disabled={disabled}>
        <FormLabel component="legend" sx={{ mb: 0.5 }}>
          ¿Cómo lo recibís?
        </FormLabel>
        <RadioGroup
          value={eleccion.idMetodo ?? ''}
          onChange={(e) => onChange({ ...eleccion, idMetodo: e.target.value })}
        >
          {metodos.map((m) => {
            const demora = m.tipo === 'DOMICILIO' ? textoDemora(m.diasMin, m.diasMax) : null;
            return (
              <FormControlLabel
                key={m.id}
                value={m.id}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <Box sx={{ py: 0.5 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {m.nombre} · {textoCosto(m, montos)}
                    </Typography>
                    {m.tipo === 'DOMICILIO' && (
                      <Typography variant="body2" color="text.secondary">
                        {/domicilio/i.test(m.nombre)
                          ? demora && demora[0]!.toUpperCase() + demora.slice(1)
                          : `Envío a domicilio${demora ? `, ${demora}` : ''}`}
                      </Typography>
                    )}
                    {m.tipo === 'RETIRO' && (
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        Retirás en {m.direccion.calle} {m.direccion.numero}, {m.direccion.ciudad} · {m.horarios}
                      </Typography>
                    )}
                    {m.tipo === 'A_COORDINAR' && (
                      <Typography variant="body2" color="text.secondary">
                        A coordinar con el emprendimiento por el chat del pedido
                      </Typography>
                    )}
                  </Box>
                }
              />
            );
          })}
        </RadioGroup>
        {!metodos.some((m) => m.tipo === 'DOMICILIO') && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Este emprendimiento no envía a domicilio a la provincia de tu dirección.
          </Typography>
        )}
      </FormControl>
    );

  return (
    <Card variant="outlined" component="section" aria-labelledby="entrega-titulo">
      <CardContent>
        <Typography id="entrega-titulo" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
          Entrega
        </Typography>
        {metodosBloque}
        {(elegido?.tipo === 'DOMICILIO' || (!elegido && lista.length > 0)) && (
          <Box sx={{ mt: 2 }}>{direccionesBloque()}</Box>
        )}
      </CardContent>
    </Card>
  );
}
