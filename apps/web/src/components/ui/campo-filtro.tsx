import { useId, type ChangeEvent, type HTMLAttributes, type ReactNode } from 'react';
import {
  FormControl,
  FormHelperText,
  InputLabel,
  NativeSelect,
  OutlinedInput,
  type SxProps,
  type Theme,
} from '@mui/material';

interface CampoFiltroProps {
  label: string;
  value: string | number;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  /** A native `<select>` of the `<option>` children. */
  select?: boolean;
  children?: ReactNode;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  helperTextSx?: SxProps<Theme>;
  placeholder?: string;
  fullWidth?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  type?: string;
  startAdornment?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * The small outlined field of the public pages' filters (search, directory): what MUI's
 * `<TextField size="small" slotProps={{ inputLabel: { shrink: true } }}>` renders — label, notched
 * outline, helper text tied by `aria-describedby`, native select — built from its parts. TextField
 * imports Select and with it Menu, Popover, Modal and the focus trap (≈ 15 kB gzip) even for a
 * native select; the public pages fetch none of that before their first paint (docs/arquitectura.md#rendimiento).
 */
export function CampoFiltro({
  label,
  value,
  onChange,
  select,
  children,
  disabled,
  error,
  helperText,
  helperTextSx,
  placeholder,
  fullWidth,
  inputMode,
  autoComplete,
  type,
  startAdornment,
  sx,
}: CampoFiltroProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const input = <OutlinedInput label={label} notched aria-describedby={helperId} fullWidth={fullWidth} />;
  return (
    <FormControl size="small" fullWidth={fullWidth} disabled={disabled} error={error} variant="outlined" sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      {select ? (
        <NativeSelect input={input} inputProps={{ id }} value={value} onChange={onChange}>
          {children}
        </NativeSelect>
      ) : (
        <OutlinedInput
          id={id}
          label={label}
          notched
          aria-describedby={helperId}
          fullWidth={fullWidth}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          type={type}
          startAdornment={startAdornment}
          inputProps={{ inputMode, autoComplete }}
        />
      )}
      {helperText ? (
        <FormHelperText id={helperId} sx={helperTextSx}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
