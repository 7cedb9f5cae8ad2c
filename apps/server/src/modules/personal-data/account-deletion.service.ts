import { accountDeletionBlockerMessages } from '@haat/contract/customers/personal-data.values';
import type { Locale } from '@haat/contract/i18n/locales';
import { indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import type { Db } from '#src/db/connect.ts';
import {
  consumeOtpCode,
  proveAccountDeletionOtp,
  requestAccountDeletionOtp,
  revokeCustomerSessions,
  type OtpDeps,
} from '#src/modules/identity/index.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { isSafeKey, type FileStorage } from '#src/providers/storage/file-storage.ts';
import { fail, ok, type Refusal, type Result } from '#src/result.ts';
import {
  deleteOtpCodeOf,
  eraseAccount,
  findAccountFacts,
  findDeletionBlocker,
  lockAccount,
  type AccountOwner,
} from './personal-data.repository.ts';

export interface AccountDeletionDeps {
  otp: OtpDeps;
  storage: FileStorage;
  log: { warn(details: object, message: string): void };
}

const customerNotFound = fail('NOT_FOUND', 'server.customerNotFound');
const invalidOtp = fail('INVALID_OTP', 'login.invalidOtp');

/** The refusal for what keeps the account from being erased yet, or null when nothing does. */
async function blockerOf(db: Db, owner: AccountOwner, now: Date): Promise<Refusal<'ACCOUNT_IN_USE'> | null> {
  const blocker = await findDeletionBlocker(db, owner, indiaToday(now));
  return blocker ? fail('ACCOUNT_IN_USE', accountDeletionBlockerMessages[blocker]) : null;
}

/**
 * Sends the code that confirms erasing the account, to the phone the customer logs in with. Refused first
 * (no SMS) while the account cannot be erased yet, so a shopper learns why before waiting for a code.
 */
export async function requestDeletionCode(
  deps: AccountDeletionDeps,
  principal: CustomerPrincipal,
  ip: string,
  locale: Locale,
): Promise<
  Result<
    { expiresInSeconds: number; resendAfterSeconds: number },
    'NOT_FOUND' | 'ACCOUNT_IN_USE' | 'RESEND_TOO_SOON' | 'SEND_LIMIT_REACHED' | 'PROVIDER_FAILED',
    { retryAfterSeconds?: number }
  >
> {
  const facts = await findAccountFacts(deps.otp.db, principal);
  if (!facts) return customerNotFound;
  const blocked = await blockerOf(deps.otp.db, principal, deps.otp.clock());
  if (blocked) return blocked;
  return requestAccountDeletionOtp(
    deps.otp,
    { storeId: principal.storeId, loginMobile: facts.loginMobile },
    ip,
    locale,
  );
}

/**
 * Erases the signed-in customer's account with the code `requestDeletionCode` sent (decision 029): in one
 * transaction, the checks again (something may have started since the code was sent), the code used up, the
 * person's data erased and every session of theirs ended. Their photo's file goes after the commit.
 */
export async function deleteOwnAccount(
  deps: AccountDeletionDeps,
  principal: CustomerPrincipal,
  otp: string,
  ip: string,
): Promise<Result<null, 'NOT_FOUND' | 'INVALID_OTP' | 'ACCOUNT_IN_USE'>> {
  const { db, clock } = deps.otp;
  const facts = await findAccountFacts(db, principal);
  if (!facts) return customerNotFound;
  const { storeId } = principal;
  const proven = await proveAccountDeletionOtp(deps.otp, { storeId, loginMobile: facts.loginMobile, otp }, ip);
  if (!proven.ok) return proven;
  const now = clock();
  const erased = await db.transaction(
    async (tx): Promise<Result<null, 'NOT_FOUND' | 'INVALID_OTP' | 'ACCOUNT_IN_USE'>> => {
      if (!(await lockAccount(tx, principal))) return customerNotFound;
      const blocked = await blockerOf(tx, principal, now);
      if (blocked) return blocked;
      // Nothing is written before this point: a refusal above leaves the code for another try.
      if (!(await consumeOtpCode(tx, storeId, proven.value.codeId, now))) return invalidOtp;
      await eraseAccount(tx, principal);
      await revokeCustomerSessions(tx, storeId, principal.customerId, now);
      await deleteOtpCodeOf(tx, storeId, facts.loginMobile);
      return ok(null);
    },
  );
  if (erased.ok) await removeOwnPhoto(deps, principal, facts.dpUrl);
  return erased;
}

/**
 * The photo's file, when it is one the customer uploaded here (`/files/uploads/<store>/<customer>/…`); a link
 * elsewhere is not ours to remove. A storage that fails is logged, not answered: the account is already erased.
 */
async function removeOwnPhoto(deps: AccountDeletionDeps, owner: AccountOwner, dpUrl: string | null): Promise<void> {
  const folder = `/files/uploads/${owner.storeId}/${owner.customerId}/`;
  if (!dpUrl?.startsWith(folder)) return;
  const key = dpUrl.slice('/files/'.length);
  if (!isSafeKey(key)) return;
  try {
    await deps.storage.remove(key);
  } catch (error) {
    deps.log.warn({ err: error, key }, 'an erased account’s photo could not be removed from the file storage');
  }
}
