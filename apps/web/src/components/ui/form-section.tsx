import { useId, type ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

/** A titled block of a long form ('Datos bancarios'): h2 heading, optional explanation, its fields. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: description ? 0.5 : 2 }}>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {description}
        </Typography>
      )}
      <Stack spacing={2.5}>{children}</Stack>
    </Paper>
  );
}
