import { useId, useState } from 'react';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { formatPrice } from '@feria/contracts';
import type { EstadoCupon } from './use-cupon';

interface Props {
  estado: EstadoCupon;
  validando: boolean;
  disabled?: boolean;
  onAplicar: (codigo: string) => void;
  onQuitar: () => void;
}

/** 'Cupón de descuento' in the checkout summary: type a code, apply it, see the saving or why not. */
export function CuponField({ estado, validando, disabled, onAplicar, onQuitar }: Props) {
  const [texto, setTexto] = useState('');
  const errorId = useId();
  if (estado.tipo === 'aplicado') {
    const v = estado.validacion;
    return (
      <Stack spacing={0.5} aria-live="polite">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
          <Chip color="success" icon={<LocalOfferOutlinedIcon />} label={v.codigoCupon} sx={{ fontWeight: 700 }} />
          <Button size="small" onClick={onQuitar} disabled={disabled} aria-label={`Quitar el cupón ${v.codigoCupon}`}>
            Quitar
          </Button>
        </Box>
        <Typography variant="body2">
          {v.mensaje}: ahorrás {formatPrice(v.montoDescuentoAplicado)}
          {v.descripcionCupon ? ` · ${v.descripcionCupon}` : ''}
        </Typography>
      </Stack>
    );
  }
  const error = estado.tipo === 'error' ? estado : null;
  return (
    <Stack
      spacing={1}
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onAplicar(texto);
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label="Cupón de descuento"
          size="small"
          value={texto}
          onChange={(e) => setTexto(e.target.value.toUpperCase())}
          disabled={disabled}
          slotProps={{
            htmlInput: {
              maxLength: 30,
              autoCapitalize: 'characters',
              spellCheck: false,
              'aria-describedby': error ? errorId : undefined,
            },
          }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={disabled || validando || texto.trim() === ''}
          sx={{ height: 40 }}
        >
          {validando ? 'Validando…' : 'Aplicar'}
        </Button>
      </Box>
      {error && (
        <Alert severity="warning" id={errorId} role="alert" sx={{ '& .MuiAlert-message': { overflow: 'visible' } }}>
          <strong>{error.codigo}:</strong> {error.mensaje}
          {error.detalle ? ` ${error.detalle}` : ''}
        </Alert>
      )}
    </Stack>
  );
}
