import { useState } from 'react';
import { Alert } from '@mui/material';
import { useAuth } from '../auth-context';

/**
 * Reminds a new account to confirm its e-mail (decision 034): shown while the account endpoint
 * says it is not verified; the account works meanwhile. Closing it hides it for this visit.
 */
export function VerificarCorreoAviso() {
  const { profile } = useAuth();
  const [cerrado, setCerrado] = useState(false);
  if (cerrado || profile?.emailVerified !== false) return null;
  return (
    <Alert
      severity="info"
      onClose={() => setCerrado(true)}
      closeText="Cerrar aviso"
      sx={{ mb: 2, '& .MuiAlert-message': { overflow: 'visible', overflowWrap: 'anywhere', minWidth: 0 } }}
    >
      Confirmá tu e-mail: te mandamos un enlace a <strong>{profile.email}</strong>. Tu cuenta ya funciona mientras
      tanto.
    </Alert>
  );
}
