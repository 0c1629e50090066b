import { describe, expect, it } from 'vitest';
import { decidePostLogin, type PostLoginInput } from './post-login-decision';
import type { ProfileCheck } from './guard-decision';

const UID = 'u-1';
const done = (role: 'emprendedor' | 'comprador', completed: boolean, error: string | null = null): ProfileCheck => ({
  userId: UID,
  role,
  verificationComplete: true,
  completed,
  error,
});
const pending: ProfileCheck = {
  userId: UID,
  role: 'comprador',
  verificationComplete: false,
  completed: null,
  error: null,
};

const input = (o: Partial<PostLoginInput>): PostLoginInput => ({
  userId: UID,
  roles: ['comprador'],
  pendingRedirect: null,
  profile: done('comprador', true),
  ...o,
});

describe('decidePostLogin (docs/producto/identidad.md#guardia-y-post-login)', () => {
  it.each<[string, Partial<PostLoginInput>, ReturnType<typeof decidePostLogin>]>([
    [
      'a valid saved redirect comes first',
      { pendingRedirect: '/checkout', profile: pending },
      { type: 'go', to: '/checkout', fromPendingRedirect: true },
    ],
    ['admin', { roles: ['admin'] }, { type: 'go', to: '/dashboard-administracion-identidades' }],
    [
      'admin wins over seller and buyer',
      { roles: ['comprador', 'emprendedor', 'admin'] },
      { type: 'go', to: '/dashboard-administracion-identidades' },
    ],
    [
      'seller with a complete profile',
      { roles: ['emprendedor'], profile: done('emprendedor', true) },
      { type: 'go', to: '/dashboard-emprendedor' },
    ],
    [
      'seller with an incomplete profile',
      { roles: ['emprendedor'], profile: done('emprendedor', false) },
      { type: 'go', to: '/emprendedor/complete-profile' },
    ],
    ['buyer with a complete profile', {}, { type: 'go', to: '/dashboard-comprador' }],
    [
      'buyer with an incomplete profile',
      { profile: done('comprador', false) },
      { type: 'go', to: '/comprador/complete-profile' },
    ],
    ['buyer while the check runs', { profile: pending }, { type: 'wait' }],
    [
      'seller with a buyer result still stored',
      { roles: ['emprendedor'], profile: done('comprador', true) },
      { type: 'wait' },
    ],
    [
      'a failed check: the dashboard guard shows it',
      { profile: done('comprador', false, 'boom') },
      { type: 'go', to: '/dashboard-comprador' },
    ],
    ['no user id', { userId: undefined, profile: pending }, { type: 'go', to: '/dashboard-comprador' }],
    [
      'no recognised role',
      { roles: ['offline_access'] },
      { type: 'go', to: '/error?motivo=rol', message: 'Rol no reconocido' },
    ],
    ['no roles at all', { roles: [] }, { type: 'go', to: '/error?motivo=rol', message: 'Rol no reconocido' }],
  ])('%s', (_label, overrides, expected) => {
    expect(decidePostLogin(input(overrides))).toEqual(expected);
  });
});
