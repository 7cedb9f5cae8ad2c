import { describe, expect, it } from 'vitest';
import { outboxOtp, uniqueMobile } from '#src/modules/identity/identity-test-kit.ts';
import { countRows, createCommerceTestApp } from '#src/modules/orders/commerce-test-kit.ts';
import { requestStaffOtp, verifyStaffOtp } from '#src/modules/console/console-test-kit.ts';
import { createStore } from '#src/testing/factories.ts';
import { runTestCli } from './cli-test-kit.ts';

const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;
const store = await createStore(context);

const cli = (...argv: string[]) => runTestCli(context, argv);

describe('cli staff add --store <friendlyId> --mobile <10 digits> --role OWNER', () => {
  it('puts the phone on the store’s staff, and it signs in to the console as its owner', async () => {
    const mobile = uniqueMobile();
    const added = await cli('staff', 'add', '--store', store.friendlyId, '--mobile', mobile, '--role', 'OWNER');
    expect(added.code).toBe(0);
    expect(added.err).toBe('');
    expect(added.out).toMatch(new RegExp(`^Added ${mobile} to ${store.friendlyId} as OWNER \\([0-9a-f-]{36}\\)$`));
    await requestStaffOtp(app, store.storeId, mobile);
    const otp = await outboxOtp(app, { ...store, storeName: '', orgName: '', locationId: '' }, mobile);
    const session = await verifyStaffOtp(app, store.storeId, mobile, otp);
    expect(session.statusCode).toBe(200);
    expect(session.json().staff).toMatchObject({ mobile, role: 'OWNER' });
  });

  it('takes a name and a lower-case role, and refuses a phone already on the staff', async () => {
    const mobile = uniqueMobile();
    const args = ['--store', store.friendlyId, '--mobile', mobile, '--role', 'staff', '--name', 'Meena'];
    expect((await cli('staff', 'add', ...args)).code).toBe(0);
    expect(await cli('staff', 'add', ...args)).toEqual({
      code: 1,
      out: '',
      err: 'Refused: This phone number is already on the staff',
    });
  });

  it('exits 1 for an unknown store and 2 for arguments that are not the usage, adding nobody', async () => {
    const members = await countRows(db, 'staff');
    const mobile = uniqueMobile();
    expect(await cli('staff', 'add', '--store', 'no-such-store', '--mobile', mobile, '--role', 'OWNER')).toMatchObject({
      code: 1,
      err: 'Store no-such-store not found',
    });
    for (const args of [
      ['--store', store.friendlyId, '--mobile', '12345', '--role', 'OWNER'],
      ['--store', store.friendlyId, '--mobile', mobile, '--role', 'ADMIN'],
      ['--store', store.friendlyId, '--mobile', mobile],
      ['--mobile', mobile, '--role', 'OWNER'],
      ['--store', store.friendlyId, '--mobile', mobile, '--role', 'OWNER', '--colour', 'red'],
    ]) {
      const answer = await cli('staff', 'add', ...args);
      expect(answer.code, args.join(' ')).toBe(2);
      expect(answer.err).toContain('Usage: npm run cli -- staff add --store <friendlyId>');
    }
    expect(await countRows(db, 'staff')).toBe(members);
  });
});
