import { describe, expect, it } from 'vitest';
import { decideGuard, gatingRole, roleAllowed, type GuardInput, type ProfileCheck } from './guard-decision';

const UID = 'u-1';
const checked = (role: 'emprendedor' | 'comprador', completed: boolean, error: string | null = null): ProfileCheck => ({
  userId: UID,
  role,
  verificationComplete: true,
  completed,
  error,
});
const unchecked: ProfileCheck = { userId: null, role: null, verificationComplete: false, completed: null, error: null };

function input(overrides: Partial<GuardInput>): GuardInput {
  return {
    initialized: true,
    authenticated: true,
    userId: UID,
    roles: ['comprador'],
    required: 'comprador',
    kind: 'area',
    profile: checked('comprador', true),
    account: { status: 'ok' },
    ...overrides,
  };
}

describe('roleAllowed (docs/producto/identidad.md#guardia-y-post-login role check)', () => {
  it.each([
    [['comprador'], 'comprador', true],
    [['emprendedor'], 'emprendedor', true],
    [['admin'], 'admin', true],
    [['admin', 'comprador'], 'admin', true],
    [['admin', 'emprendedor'], 'emprendedor', true],
    [['comprador'], 'emprendedor', false],
    [['emprendedor'], 'comprador', false],
    [['comprador'], 'admin', false],
    [[], 'comprador', false],
    // Holding the other of comprador / emprendedor is denied too.
    [['comprador', 'emprendedor'], 'comprador', false],
    [['comprador', 'emprendedor'], 'emprendedor', false],
    [['comprador'], ['comprador', 'admin'], true],
    [['emprendedor'], ['comprador', 'emprendedor'], true],
    [['comprador', 'emprendedor'], ['comprador', 'emprendedor'], true],
    [[], [], true],
  ] as const)('%j for %j → %s', (roles, required, allowed) => {
    expect(roleAllowed(roles, required)).toBe(allowed);
  });
});

describe('gatingRole', () => {
  it('is the seller or buyer role the route asks for and the user holds', () => {
    expect(gatingRole(['emprendedor'], 'emprendedor')).toBe('emprendedor');
    expect(gatingRole(['comprador', 'admin'], ['comprador', 'admin'])).toBe('comprador');
    expect(gatingRole(['admin'], 'admin')).toBeUndefined();
    expect(gatingRole(['comprador'], [])).toBeUndefined();
  });
});

describe('decideGuard (docs/producto/identidad.md#guardia-y-post-login, docs/producto/identidad.md#pantallas-de-guardia)', () => {
  it.each<[string, Partial<GuardInput>, ReturnType<typeof decideGuard>]>([
    [
      'not initialised',
      { initialized: false, authenticated: false },
      { type: 'wait', message: 'Verificando autenticación...' },
    ],
    [
      'anonymous: saves the redirect and starts login',
      { authenticated: false },
      { type: 'wait', message: 'Verificando autenticación...', startLogin: true },
    ],
    [
      'session just ended (logout elsewhere): home, no new login',
      { authenticated: false, sessionEnded: true },
      { type: 'redirect', to: '/' },
    ],
    ['buyer on a seller route', { required: 'emprendedor' }, { type: 'redirect', to: '/error' }],
    [
      'seller on a buyer route',
      { roles: ['emprendedor'], profile: checked('emprendedor', true) },
      { type: 'redirect', to: '/error' },
    ],
    ['buyer on the admin area', { required: 'admin' }, { type: 'redirect', to: '/error' }],
    [
      'user with both roles on a buyer route',
      { roles: ['comprador', 'emprendedor'] },
      { type: 'redirect', to: '/error' },
    ],
    ['admin on the admin area', { roles: ['admin'], required: 'admin', profile: unchecked }, { type: 'allow' }],
    ['any signed-in user on post-login', { roles: [], required: [], profile: unchecked }, { type: 'allow' }],
    [
      'authenticated without a user id',
      { userId: undefined },
      { type: 'error', title: 'Error Crítico de Cuenta', detail: expect.any(String) as string },
    ],
    [
      'buyer profile not checked yet',
      { profile: unchecked },
      { type: 'wait', message: 'Verificando perfil del comprador...' },
    ],
    [
      'seller profile not checked yet',
      {
        roles: ['emprendedor'],
        required: 'emprendedor',
        profile: { ...checked('emprendedor', false), verificationComplete: false },
      },
      { type: 'wait', message: 'Verificando perfil del emprendedor...' },
    ],
    [
      'a result for another user',
      { profile: { ...checked('comprador', true), userId: 'someone-else' } },
      { type: 'wait', message: 'Verificando perfil del comprador...' },
    ],
    [
      'a result for another role',
      { roles: ['comprador', 'admin'], profile: checked('emprendedor', true) },
      { type: 'wait', message: 'Verificando perfil del comprador...' },
    ],
    [
      'failed profile check',
      { profile: checked('comprador', false, 'Error al verificar el estado del perfil') },
      { type: 'error', title: 'Error al Verificar Perfil', detail: 'Error al verificar el estado del perfil' },
    ],
    [
      'incomplete buyer',
      { profile: checked('comprador', false) },
      { type: 'redirect', to: '/comprador/complete-profile' },
    ],
    [
      'incomplete seller',
      { roles: ['emprendedor'], required: 'emprendedor', profile: checked('emprendedor', false) },
      { type: 'redirect', to: '/emprendedor/complete-profile' },
    ],
    [
      'complete-profile while incomplete',
      { kind: 'complete-profile', profile: checked('comprador', false), account: { status: 'idle' } },
      { type: 'allow' },
    ],
    [
      'complete-profile once complete (buyer)',
      { kind: 'complete-profile', account: { status: 'idle' } },
      { type: 'redirect', to: '/dashboard-comprador' },
    ],
    [
      'complete-profile once complete (seller)',
      {
        kind: 'complete-profile',
        roles: ['emprendedor'],
        required: 'emprendedor',
        profile: checked('emprendedor', true),
      },
      { type: 'redirect', to: '/dashboard-emprendedor' },
    ],
    [
      'account not checked yet',
      { account: { status: 'idle' } },
      { type: 'wait', message: 'Verificando estado de la cuenta...', checkAccount: true },
    ],
    [
      'account check running',
      { account: { status: 'pending' } },
      { type: 'wait', message: 'Verificando estado de la cuenta...' },
    ],
    [
      'account check failed',
      { account: { status: 'failed', error: 'Failed to fetch emprendimiento data' } },
      { type: 'error', title: 'Error al Verificar Cuenta', detail: 'Failed to fetch emprendimiento data' },
    ],
    [
      'deactivated seller',
      {
        roles: ['emprendedor'],
        required: 'emprendedor',
        profile: checked('emprendedor', true),
        account: { status: 'deactivated' },
      },
      { type: 'redirect', to: '/cuenta-desactivada' },
    ],
    ['inactive buyer', { account: { status: 'inactive' } }, { type: 'redirect', to: '/cuenta-inactiva' }],
    ['active buyer', {}, { type: 'allow' }],
    [
      'active seller',
      { roles: ['emprendedor'], required: 'emprendedor', profile: checked('emprendedor', true) },
      { type: 'allow' },
    ],
  ])('%s', (_label, overrides, expected) => {
    expect(decideGuard(input(overrides))).toEqual(expected);
  });
});
