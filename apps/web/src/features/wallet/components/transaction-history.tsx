import { useState } from 'react';
import { formatDate, formatRupees, formatTime } from '@haat/contract/format';
import type { WalletTransaction } from '@haat/contract/wallets/wallets.schemas';
import { walletDescriptionText } from '@haat/contract/wallets/wallets.values';
import { useLocale, useT, useTextOf } from '#src/lib/i18n.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { useWalletTransactions } from '#src/features/wallet/api/get-wallet-transactions.ts';

const typeLabels = { CREDIT: 'wallet.credit', DEBIT: 'wallet.debit' } as const;
const statusNotes = { PENDING: 'wallet.pending', REJECTED: 'wallet.rejected', COMPLETED: null } as const;

function TransactionRow({ line }: { line: WalletTransaction }) {
  const t = useT();
  const locale = useLocale();
  const note = statusNotes[line.status];
  const described = walletDescriptionText(line.description);
  const sign = line.transactionType === 'CREDIT' ? '+' : '−';
  return (
    <tr role="row" className={note ? `wallet-line wallet-line--${line.status.toLowerCase()}` : 'wallet-line'}>
      <td role="cell" className="wallet-line__date">
        {formatDate(line.dateTime, locale)}
        <span className="wallet-line__time">{formatTime(line.dateTime, locale)}</span>
      </td>
      <td role="cell" className="wallet-line__description">
        {described ? t(described.id, described.values) : line.description}
      </td>
      <td role="cell" className="wallet-table__amount">
        {sign}
        {formatRupees(line.transactionAmount)}
      </td>
      <td role="cell" className="wallet-line__kind">
        <span className="wallet-line__type">{t(typeLabels[line.transactionType])}</span>
        {note ? <span className={`wallet-status wallet-status--${line.status.toLowerCase()}`}>{t(note)}</span> : null}
      </td>
    </tr>
  );
}

/** 'Transaction History': Date, Description, Amount, Type, 8 a page; pending cash recharges marked Pending. */
export function TransactionHistory({ walletId }: { walletId: string }) {
  const t = useT();
  const textOf = useTextOf();
  const [page, setPage] = useState(1);
  const history = useWalletTransactions(walletId, page);
  return (
    <section className="wallet-history" aria-labelledby="wallet-history-title">
      <h2 id="wallet-history-title">{t('wallet.history')}</h2>
      {history.isPending ? (
        <p className="muted" role="status">
          {t('wallet.loadingHistory')}
        </p>
      ) : history.isError ? (
        <p role="alert">{textOf(history.error.message)}</p>
      ) : history.data.transactions.length === 0 ? (
        <p className="wallet-empty">{t('wallet.noTransactions')}</p>
      ) : (
        <>
          <div className="wallet-table-wrap">
            {/* Explicit roles: below 600 px the rows are laid out as cards, which must not cost the table semantics. */}
            <table role="table" className="wallet-table">
              <thead>
                <tr role="row">
                  <th role="columnheader" scope="col">
                    {t('wallet.date')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('wallet.description')}
                  </th>
                  <th role="columnheader" scope="col" className="wallet-table__amount">
                    {t('wallet.amountColumn')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('wallet.type')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.data.transactions.map((line) => (
                  <TransactionRow key={line.id} line={line} />
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            totalPages={history.data.totalPages}
            onPageChange={setPage}
            label={t('wallet.historyPages')}
          />
        </>
      )}
    </section>
  );
}
