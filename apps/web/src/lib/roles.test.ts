import { describe, expect, it } from 'vitest';
import { accessRole, isRol, profileRole } from './roles';

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
