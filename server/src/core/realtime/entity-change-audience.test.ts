import { describe, expect, it } from 'vitest';
import { mayHear, type ChangeAudience, type Listener } from './entity-change-audience';
import { socketTenant } from './socket-tenant';

const cars: ChangeAudience = { permission: 'coal:car:list', tenants: [1], platformAdminsHearAll: false, orgs: { carrier: ['A'] } };
const staff: Listener = { tenantId: 1, permissions: new Set(['coal:car:list']), platformAdmin: false };

describe('who hears of a change', () => {
  it('the list permission, the tenant and the organisation decide, as for the list itself', () => {
    expect(mayHear(cars, staff)).toBe(true);
    expect(mayHear(cars, { ...staff, permissions: new Set(['coal:car:add']) })).toBe(false);
    expect(mayHear(cars, { ...staff, tenantId: 2 })).toBe(false);
    expect(mayHear(cars, { ...staff, tenantId: null })).toBe(false);
    expect(mayHear(cars, { ...staff, org: { kind: 'carrier', id: 'A' } })).toBe(true);
    expect(mayHear(cars, { ...staff, org: { kind: 'carrier', id: 'B' } })).toBe(false);
    // A kind of organisation the entity names no field for sees none of its rows.
    expect(mayHear(cars, { ...staff, org: { kind: 'consumer', id: 'A' } })).toBe(false);
    // Owners unknown (an import by staff): no organisation's user.
    expect(mayHear({ ...cars, orgs: null }, { ...staff, org: { kind: 'carrier', id: 'A' } })).toBe(false);
    expect(mayHear({ ...cars, orgs: null }, staff)).toBe(true);
  });

  it('platform data reaches every tenant; an entity of its own tenant scope reaches the platform administrator too', () => {
    expect(mayHear({ ...cars, tenants: 'every', orgs: undefined }, { ...staff, tenantId: 7 })).toBe(true);
    const users: ChangeAudience = { permission: 'system:user:list', tenants: [1], platformAdminsHearAll: true };
    const admin: Listener = { tenantId: 2, permissions: new Set(['system:user:list']), platformAdmin: true };
    expect(mayHear(users, admin)).toBe(true);
    expect(mayHear(users, { ...admin, platformAdmin: false })).toBe(false);
  });
});

describe('the tenant of a socket', () => {
  const auth = { tenantId: 1, user: { relTenantIds: '1,2,3' } };
  it('is the one the client names when it is the user\'s and not frozen, else the guard\'s choice', () => {
    expect(socketTenant(auth, '2', new Set())).toBe(2);
    expect(socketTenant(auth, undefined, new Set())).toBe(1);
    expect(socketTenant(auth, '9', new Set())).toBe(1);
    expect(socketTenant(auth, '3', new Set([3]))).toBe(1);
    expect(socketTenant(auth, 'x', new Set())).toBe(1);
  });
});
