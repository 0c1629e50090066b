import { describe, expect, it } from 'vitest';
import { accessRole, isRol, profileRole } from './roles';
import { apiBaseFor } from './api-base';

describe('role precedence', () => {
  it.each([
    [['comprador'], 'comprador', 'comprador'],
    [['emprendedor'], 'emprendedor', 'emprendedor'],
    [['admin'], 'admin', 'admin'],
    [['comprador', 'emprendedor'], 'emprendedor', 'emprendedor'],
    [['admin', 'comprador'], 'admin', 'comprador'],
    [['comprador', 'admin', 'emprendedor'], 'admin', 'emprendedor'],
    [['offline_access', 'uma_authorization', 'admin'], 'admin', 'admin'],
    [['offline_access'], undefined, undefined],
    [[], undefined, undefined],
  ] as const)('%j → access %s, profile %s', (roles, access, profile) => {
    expect(accessRole(roles)).toBe(access);
    expect(profileRole(roles)).toBe(profile);
  });

  it('recognises only the three realm roles', () => {
    expect(isRol('admin')).toBe(true);
    expect(isRol('Admin')).toBe(false);
    expect(isRol('default-roles-feria')).toBe(false);
  });
});

describe('apiBaseFor (spec §7.1)', () => {
  it.each([
    [['admin', 'emprendedor', 'comprador'], '/api/admin/v1'],
    [['comprador', 'emprendedor'], '/api/emprendedor/v1'],
    [['comprador'], '/api/comprador/v1'],
    [['default-roles-feria'], '/api/v1/public/core'],
    [[], '/api/v1/public/core'],
  ] as const)('%j → %s', (roles, base) => {
    expect(apiBaseFor(roles)).toBe(base);
  });
});
