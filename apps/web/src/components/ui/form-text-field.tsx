import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues, TOut> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
};

/**
 * A MUI text field bound to react-hook-form: the zod message of the field replaces the helper text
 * (MUI links it with aria-describedby and sets aria-invalid), so errors are read with the label.
 */
export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  helperText,
  ...props
}: Props<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={props.disabled ?? field.disabled}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
