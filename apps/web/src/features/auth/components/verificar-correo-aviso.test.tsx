import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthContext, type AuthContextValue, type AuthProfile } from '../auth-context';
import { VerificarCorreoAviso } from './verificar-correo-aviso';

const conPerfil = (profile: AuthProfile | undefined) =>
  render(
    <AuthContext value={{ profile } as AuthContextValue}>
      <VerificarCorreoAviso />
    </AuthContext>,
  );

describe('e-mail verification reminder', () => {
  it('reminds an unverified account with its address and can be closed', async () => {
    conPerfil({ username: 'nico', email: 'nico@example.com', emailVerified: false });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Confirmá tu e-mail: te mandamos un enlace a nico@example.com. Tu cuenta ya funciona mientras tanto.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says nothing for a verified account or before the profile loads', () => {
    conPerfil({ username: 'ana', email: 'ana@example.com' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
