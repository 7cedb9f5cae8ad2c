import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { OTP_DIGITS, PHONE_PREFIX } from '@haat/contract/constants';
import { emptyOtp, OtpBoxes, useCountdown, useLogOut } from '#src/features/auth/index.ts';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { RichMessage, useT, useTextOf } from '#src/lib/i18n.tsx';
import { useGlobalState } from '#src/lib/store-context.tsx';
import { Modal, ModalActions } from '#src/ui/modal.tsx';
import { useDeleteAccount, useRequestDeletionCode } from '#src/features/account/api/delete-account.ts';

interface DeleteAccountDialogProps {
  open: boolean;
  customerId: string;
  onClose: () => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'privacy.deleteFailed');

/**
 * 'Delete my account': what goes and what stays, then a code sent to the login phone, then the deletion. A
 * refusal (an order on its way…) is the server's message, shown where the shopper pressed.
 */
export function DeleteAccountDialog({ open, customerId, onClose }: DeleteAccountDialogProps) {
  const t = useT();
  const textOf = useTextOf();
  const sendCode = useRequestDeletionCode(customerId);
  // Each code sent starts the code step afresh: empty boxes, the server's wait before the next.
  const [sent, setSent] = useState<{ count: number; resendAfterSeconds: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const logOut = useLogOut();

  const send = async () => {
    setProblem(null);
    try {
      const answer = await sendCode.mutateAsync();
      setSent((last) => ({ count: (last?.count ?? 0) + 1, resendAfterSeconds: answer.resendAfterSeconds }));
    } catch (error) {
      setProblem(messageOf(error));
    }
  };

  if (deleted) {
    // Every session has ended on the server; leaving the dialog forgets the shopper here too, as logging out does.
    return (
      <Modal open={open} title={t('privacy.deleteTitle')} size="sm" onClose={() => void logOut()}>
        <div className="delete-account">
          <p role="status">{t('privacy.deleted')}</p>
          <div className="modal__actions">
            <button type="button" className="button button--primary" onClick={() => void logOut()}>
              {t('common.goHome')}
            </button>
          </div>
        </div>
      </Modal>
    );
  }

  return (
    <Modal open={open} title={t('privacy.deleteTitle')} size="sm" onClose={onClose}>
      <div className="delete-account">
        <p>{t('privacy.deleteErases')}</p>
        <p>{t('privacy.deleteKeeps')}</p>
        <p>
          <Link to="/privacy-notice">{t('privacy.noticeLink')}</Link>
        </p>
        {problem ? (
          <p className="delete-account__error" role="alert">
            {textOf(problem)}
          </p>
        ) : null}
        {sent ? (
          <CodeStep
            key={sent.count}
            customerId={customerId}
            resendAfterSeconds={sent.resendAfterSeconds}
            resending={sendCode.isPending}
            onResend={() => void send()}
            onDeleted={() => setDeleted(true)}
            onClose={onClose}
          />
        ) : (
          <ModalActions onCancel={onClose}>
            <button
              type="button"
              className="button delete-account__confirm"
              disabled={sendCode.isPending}
              aria-busy={sendCode.isPending || undefined}
              onClick={() => void send()}
            >
              {t('privacy.sendCode')}
            </button>
          </ModalActions>
        )}
      </div>
    </Modal>
  );
}

interface CodeStepProps {
  customerId: string;
  resendAfterSeconds: number;
  resending: boolean;
  onResend: () => void;
  onDeleted: () => void;
  onClose: () => void;
}

/** The code boxes and the final button; a wrong code empties the boxes for another try. */
function CodeStep({ customerId, resendAfterSeconds, resending, onResend, onDeleted, onClose }: CodeStepProps) {
  const t = useT();
  const textOf = useTextOf();
  const mobile = useGlobalState((state) => state.user.username);
  const remove = useDeleteAccount(customerId);
  const { remaining } = useCountdown(resendAfterSeconds);
  const [digits, setDigits] = useState(emptyOtp);
  const [problem, setProblem] = useState<string | null>(null);
  const complete = digits.every((digit) => digit !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    setProblem(null);
    try {
      await remove.mutateAsync(digits.join(''));
      onDeleted();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) setDigits(emptyOtp());
      setProblem(messageOf(error));
    }
  };

  return (
    <form className="delete-account" noValidate onSubmit={(event) => void submit(event)}>
      <p>
        <RichMessage
          id="privacy.codeSentTo"
          values={{ digits: OTP_DIGITS, phone: `${PHONE_PREFIX} ${mobile}` }}
          components={{ 0: <strong /> }}
        />
      </p>
      <OtpBoxes digits={digits} onChange={setDigits} disabled={remove.isPending} />
      {problem ? (
        <p className="delete-account__error" role="alert">
          {textOf(problem)}
        </p>
      ) : null}
      <p className="delete-account__resend" aria-live="polite">
        {remaining > 0 ? (
          <span>
            {t('login.resendIn', { time: `${Math.floor(remaining / 60)}:${String(remaining % 60).padStart(2, '0')}` })}
          </span>
        ) : (
          <button type="button" className="delete-account__link-button" disabled={resending} onClick={onResend}>
            {t('login.resendOtp')}
          </button>
        )}
      </p>
      <ModalActions onCancel={onClose}>
        <button
          type="submit"
          className="button delete-account__confirm"
          disabled={!complete || remove.isPending}
          aria-busy={remove.isPending || undefined}
        >
          {t('privacy.confirmDelete')}
        </button>
      </ModalActions>
    </form>
  );
}
