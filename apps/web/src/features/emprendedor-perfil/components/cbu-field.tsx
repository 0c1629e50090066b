import { InputAdornment, TextField } from '@mui/material';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { useController, type Control } from 'react-hook-form';
import { cbuValido, MENSAJES_PERFIL, type EmprendimientoInput, type EmprendimientoInputParsed } from '@feria/contracts';

const CBU_LENGTH = 22;

/** Live state of a CBU/CVU being typed: how many digits, and the check-digit verdict once complete. */
export function cbuStatus(value: string): { digits: number; complete: boolean; valid: boolean } {
  const digits = value.replace(/[\s-]/g, '');
  const onlyDigits = /^\d*$/.test(digits);
  return { digits: digits.length, complete: onlyDigits && digits.length === CBU_LENGTH, valid: cbuValido(value) };
}

/**
 * CBU/CVU with live validation: a digit counter while typing, the check-digit error as
 * soon as 22 digits are there (without waiting for blur), and a visible confirmation when it is valid.
 */
export function CbuField({
  control,
  disabled,
}: {
  control: Control<EmprendimientoInput, unknown, EmprendimientoInputParsed>;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ control, name: 'cbu' });
  const value = typeof field.value === 'string' ? field.value : '';
  const status = cbuStatus(value);
  const liveError = status.digits >= CBU_LENGTH && !status.valid ? MENSAJES_PERFIL.cbuInvalido : undefined;
  const message = fieldState.error?.message ?? liveError;
  const helper =
    message ??
    (status.valid
      ? 'CBU/CVU válido: los dígitos verificadores coinciden'
      : `${status.digits} de ${CBU_LENGTH} dígitos`);
  return (
    <TextField
      fullWidth
      required
      label="CBU o CVU"
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      error={message !== undefined}
      helperText={helper}
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 26 },
        input: status.valid
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <CheckCircleOutlinedIcon titleAccess="Válido" sx={{ color: 'success.main' }} />
                </InputAdornment>
              ),
            }
          : undefined,
        formHelperText: { sx: status.valid && !message ? { color: 'success.main' } : undefined },
      }}
    />
  );
}
