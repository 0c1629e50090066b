import { Box, InputAdornment, TextField } from '@mui/material';

const HEX6 = /^#[0-9a-fA-F]{6}$/;
const HEX3 = /^#[0-9a-fA-F]{3}$/;
export const HEX_VALIDO = /^#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/;

/** `<input type="color">` only takes #rrggbb: expand #rgb, fall back to black while half-typed. */
export function valorSelector(hex: string): string {
  const h = hex.trim();
  if (HEX6.test(h)) return h.toLowerCase();
  if (HEX3.test(h)) return `#${[...h.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return '#000000';
}

interface Props {
  label: string;
  value: string;
  onChange: (hex: string) => void;
  helperText?: string;
}

/** A colour as a labelled hex text field with a native colour picker beside it (both keyboard-usable). */
export function ColorField({ label, value, onChange, helperText }: Props) {
  const invalido = !HEX_VALIDO.test(value.trim());
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={invalido}
      helperText={invalido ? 'Usá el formato #RRGGBB (por ejemplo #16A34A).' : helperText}
      size="small"
      fullWidth
      slotProps={{
        htmlInput: { maxLength: 7, autoComplete: 'off', spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={`Elegir color: ${label}`}
                value={valorSelector(value)}
                onChange={(e) => onChange(e.target.value.toUpperCase())}
                sx={{
                  width: 32,
                  height: 32,
                  p: 0,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  '&::-webkit-color-swatch-wrapper': { p: '2px' },
                  '&::-webkit-color-swatch': { border: 'none', borderRadius: '4px' },
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
