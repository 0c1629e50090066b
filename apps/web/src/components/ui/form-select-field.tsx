import { Button, Stack, TextField } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface SelectOption {
  value: number | string;
  label: string;
}

interface Props<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  /** First, empty option ('Elegí una provincia'). */
  placeholder: string;
  options: SelectOption[] | undefined;
  loading?: boolean;
  /** The options could not be loaded: message plus a retry. */
  loadError?: string;
  onRetry?: () => void;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A native select bound to react-hook-form, for reference lists (provincia, rubro): native so that
 * phones show their own picker and screen readers get a plain combobox. The value stays a string;
 * the zod schema coerces it to the id.
 */
export function FormSelectField<T extends FieldValues, TOut = T>(props: Props<T, TOut>) {
  const { control, name, label, placeholder, options, loading, loadError, onRetry, required, disabled } = props;
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message ?? loadError ?? (loading ? 'Cargando opciones...' : undefined);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', width: '100%' }}>
      <TextField
        select
        fullWidth
        label={label}
        required={required}
        name={field.name}
        value={field.value === undefined || field.value === null ? '' : String(field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        disabled={disabled || loading || !options}
        error={fieldState.error !== undefined || loadError !== undefined}
        helperText={message}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{placeholder}</option>
        {options?.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </TextField>
      {loadError && onRetry && (
        <Button size="small" onClick={onRetry}>
          Reintentar
        </Button>
      )}
    </Stack>
  );
}

/** What a form needs from a reference-list query (a TanStack Query result fits). */
export interface OptionsSource<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** Props of FormSelectField for one reference list, from its query and a label mapper. */
export function optionsFrom<T>(source: OptionsSource<T>, toOption: (item: T) => SelectOption) {
  return {
    options: source.data?.map(toOption),
    loading: source.isPending,
    loadError: source.isError ? (source.error?.message ?? 'No se pudieron cargar las opciones.') : undefined,
    onRetry: () => void source.refetch(),
  };
}
