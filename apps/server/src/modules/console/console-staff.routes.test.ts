import { describe, expect, it } from 'vitest';
import type { AuditPage } from '@haat/contract/console/console-audit.schemas';
import type { StaffList } from '@haat/contract/console/staff.schemas';
import { changedTables, snapshot } from '#src/hardening/hardening-world.ts';
import { uniqueMobile } from '#src/modules/identity/identity-test-kit.ts';
import { createCommerceTestApp, createShop } from '#src/modules/orders/commerce-test-kit.ts';
import { signInAs, signInStaff } from './console-test-kit.ts';

const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;

describe('the store’s staff (OWNER)', () => {
  it('lists, adds and removes members; a member added can sign in, a removed one no longer', async () => {
    const shop = await createShop(context);
    const owner = await signInStaff(app, db, shop, 'OWNER');
    const mobile = uniqueMobile();
    const added = await owner.call('POST', '/staff', { mobile: `+91 ${mobile}`, role: 'STAFF', name: ' Ravi ' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ mobile, role: 'STAFF', name: 'Ravi' });
    const list = (await owner.call('GET', '/staff')).json() as StaffList;
    expect(list.staff.map((member) => [member.mobile, member.role])).toEqual([
      [owner.mobile, 'OWNER'],
      [mobile, 'STAFF'],
    ]);
    const ravi = await signInAs(app, shop, { mobile });
    expect((await ravi.call('GET', '/orders')).statusCode).toBe(200);

    const removed = await owner.call('DELETE', `/staff/${ravi.staffId}`);
    expect(removed.json()).toMatchObject({ id: ravi.staffId, mobile });
    expect((await ravi.call('GET', '/orders')).statusCode).toBe(401);
    expect((await owner.call('GET', '/staff')).json().staff).toHaveLength(1);
    expect((await owner.call('DELETE', `/staff/${ravi.staffId}`)).statusCode).toBe(404);
    // The same phone can be added again: a new member.
    const back = await owner.call('POST', '/staff', { mobile, role: 'OWNER' });
    expect(back.json().id).not.toBe(ravi.staffId);
  });

  it('refuses a phone already on the staff (409), removing oneself (400) and bad input (400), changing nothing', async () => {
    const shop = await createShop(context);
    const owner = await signInStaff(app, db, shop, 'OWNER');
    const attempts: Array<[() => ReturnType<typeof owner.call>, number, string]> = [
      [
        () => owner.call('POST', '/staff', { mobile: owner.mobile, role: 'STAFF' }),
        409,
        'This phone number is already on the staff',
      ],
      [
        () => owner.call('DELETE', `/staff/${owner.staffId}`),
        400,
        'You cannot remove yourself. Ask another owner to do it.',
      ],
      [
        () => owner.call('POST', '/staff', { mobile: '12345', role: 'STAFF' }),
        400,
        'body.mobile: Phone number must be 10 digits',
      ],
      [() => owner.call('POST', '/staff', { mobile: uniqueMobile(), role: 'ADMIN' }), 400, ''],
      [() => owner.call('DELETE', '/staff/not-an-id'), 400, ''],
    ];
    for (const [attempt, status, message] of attempts) {
      const before = await snapshot(db);
      const answer = await attempt();
      expect(answer.statusCode, answer.body).toBe(status);
      if (message) expect(answer.json().message).toBe(message);
      else expect(answer.json().message).toEqual(expect.any(String));
      expect(changedTables(before, await snapshot(db))).toEqual([]);
    }
  });

  it('answers STAFF with 403 and a message', async () => {
    const shop = await createShop(context);
    const staff = await signInStaff(app, db, shop, 'STAFF');
    for (const [method, path, body] of [
      ['GET', '/staff', undefined],
      ['POST', '/staff', { mobile: uniqueMobile(), role: 'OWNER' }],
      ['DELETE', `/staff/${staff.staffId}`, undefined],
      ['GET', '/audit', undefined],
    ] as const) {
      const answer = await staff.call(method, path, body);
      expect(answer.statusCode, `${method} ${path}`).toBe(403);
      expect(answer.json()).toEqual({ code: 'FORBIDDEN', message: "Only the shop's owner can do this." });
    }
  });
});

describe('GET /api/stores/:storeId/console/audit (OWNER)', () => {
  it('reads who did what, newest first, a page at a time', async () => {
    const shop = await createShop(context);
    const owner = await signInStaff(app, db, shop, 'OWNER');
    const mobile = uniqueMobile();
    const added = (await owner.call('POST', '/staff', { mobile, role: 'STAFF' })).json();
    await owner.call('DELETE', `/staff/${added.id}`);
    const page = (await owner.call('GET', '/audit?size=2')).json() as AuditPage;
    expect(page.totalPages).toBe(2);
    expect(page.entries).toMatchObject([
      {
        action: 'STAFF_REMOVED',
        staff: { id: owner.staffId, mobile: owner.mobile, role: 'OWNER' },
        targetType: 'STAFF',
        targetId: added.id,
        before: { mobile, role: 'STAFF', name: null },
        after: null,
      },
      { action: 'STAFF_ADDED', before: null, after: { mobile, role: 'STAFF' } },
    ]);
    // The owner's own first lines: added by the operator's command line (no member), then signed in.
    const rest = (await owner.call('GET', '/audit?size=2&page=2')).json() as AuditPage;
    expect(rest.entries).toMatchObject([
      { action: 'STAFF_SIGNED_IN', staff: { id: owner.staffId } },
      { action: 'STAFF_ADDED', staff: null, targetId: owner.staffId },
    ]);
    expect((await owner.call('GET', '/audit?size=1000')).statusCode).toBe(400);
  });
});
