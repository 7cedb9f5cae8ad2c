import { parseArgs } from 'node:util';
import { staffRoleSchema } from '@haat/contract/console/staff.schemas';
import { mobileSchema } from '@haat/contract/identity/identity.schemas';
import { addStaffMember } from '#src/modules/console/index.ts';
import { findStoreByFriendlyId } from '#src/modules/stores/index.ts';
import { inEnglish } from '#src/result.ts';
import type { CliCommand } from './cli-command.ts';

/** The flags, or null when they are not what the usage says. */
function parseFlags(args: string[]) {
  try {
    const { values } = parseArgs({
      args,
      options: {
        store: { type: 'string' },
        mobile: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    });
    const mobile = mobileSchema.safeParse(values.mobile ?? '');
    const role = staffRoleSchema.safeParse(values.role?.toUpperCase());
    if (!values.store || !mobile.success || !role.success) return null;
    return { friendlyId: values.store.toLowerCase(), mobile: mobile.data, role: role.data, name: values.name };
  } catch {
    return null;
  }
}

/**
 * `staff add --store <friendlyId> --mobile <10 digits> --role OWNER|STAFF [--name <name>]`: puts a phone on a
 * store's staff, so it can sign in to the console; the first owner comes this way, and owners add the rest in
 * the console. Written in the audit log as the operator's.
 */
export const staffAddCommand: CliCommand = {
  words: ['staff', 'add'],
  usage: 'staff add --store <friendlyId> --mobile <10 digits> --role OWNER|STAFF [--name <name>]',
  summary: 'let a phone sign in to a store’s console, as its OWNER or as STAFF',
  async run(args, context) {
    const flags = parseFlags(args);
    if (!flags) {
      context.err(`Usage: npm run cli -- ${this.usage}\nThe mobile is 10 digits; the role is OWNER or STAFF.`);
      return 2;
    }
    const db = context.database.db;
    const store = await findStoreByFriendlyId(db, flags.friendlyId);
    if (!store) {
      context.err(`Store ${flags.friendlyId} not found`);
      return 1;
    }
    const member = { mobile: flags.mobile, role: flags.role, name: flags.name };
    const result = await addStaffMember(db, { storeId: store.id, staffId: null }, member);
    if (!result.ok) {
      context.err(`Refused: ${inEnglish(result.error.message)}`);
      return 1;
    }
    const added = result.value;
    context.out(`Added ${added.mobile} to ${store.friendlyId} as ${added.role} (${added.id})`);
    return 0;
  },
};
