import { useId } from 'react';
import { Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { DireccionGuardada } from '@feria/contracts';

/** 'Av. Colón 1890, piso 3, depto B' */
export function lineaDeCalle(d: Pick<DireccionGuardada, 'calle' | 'numero' | 'piso' | 'depto'>): string {
  return [`${d.calle} ${d.numero}`, d.piso && `piso ${d.piso}`, d.depto && `depto ${d.depto}`]
    .filter(Boolean)
    .join(', ');
}

interface Props {
  direccion: DireccionGuardada;
  /** 'Usar como predeterminada' is running for this card. */
  predeterminando: boolean;
  onEditar: () => void;
  onPredeterminar: () => void;
  onBorrar: () => void;
}

/** One saved address: alias, who receives it, where, and its actions (named with the alias for screen readers). */
export function DireccionCard({ direccion: d, predeterminando, onEditar, onPredeterminar, onBorrar }: Props) {
  const tituloId = useId();
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={tituloId}
      sx={{
        p: 2,
        borderRadius: 2,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        borderColor: d.predeterminada ? 'primary.main' : undefined,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography id={tituloId} variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {d.alias}
        </Typography>
        {d.predeterminada && <Chip label="Predeterminada" color="primary" size="small" />}
      </Stack>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {d.destinatario} · {d.telefono}
      </Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {lineaDeCalle(d)}
        <br />
        {d.ciudad === d.provincia ? d.provincia : `${d.ciudad}, ${d.provincia}`} ({d.codigoPostal})
      </Typography>
      {d.indicaciones && (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          {d.indicaciones}
        </Typography>
      )}
      <Stack direction="row" sx={{ mt: 'auto', pt: 1, flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={onEditar} aria-label={`Editar: ${d.alias}`}>
          Editar
        </Button>
        <Button size="small" color="error" onClick={onBorrar} aria-label={`Borrar: ${d.alias}`}>
          Borrar
        </Button>
        {!d.predeterminada && (
          <Button
            size="small"
            variant="outlined"
            onClick={onPredeterminar}
            disabled={predeterminando}
            aria-label={`Usar como predeterminada: ${d.alias}`}
          >
            {predeterminando ? 'Guardando...' : 'Usar como predeterminada'}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
