import { useState } from 'react';
import { formatDate, formatRupees, formatTime } from '@haat/contract/format';
import type { WalletTransaction } from '@haat/contract/wallets/wallets.schemas';
import { Pagination } from '#src/ui/pagination.tsx';
import { useWalletTransactions } from '#src/features/wallet/api/get-wallet-transactions.ts';

const typeLabels = { CREDIT: 'Credit', DEBIT: 'Debit' } as const;
const statusNotes = { PENDING: 'Pending', REJECTED: 'Rejected', COMPLETED: null } as const;

function TransactionRow({ line }: { line: WalletTransaction }) {
  const note = statusNotes[line.status];
  const sign = line.transactionType === 'CREDIT' ? '+' : '−';
  return (
    <tr role="row" className={note ? `wallet-line wallet-line--${line.status.toLowerCase()}` : 'wallet-line'}>
      <td role="cell" className="wallet-line__date">
        {formatDate(line.dateTime)}
        <span className="wallet-line__time">{formatTime(line.dateTime)}</span>
      </td>
      <td role="cell" className="wallet-line__description">
        {line.description}
      </td>
      <td role="cell" className="wallet-table__amount">
        {sign}
        {formatRupees(line.transactionAmount)}
      </td>
      <td role="cell" className="wallet-line__kind">
        <span className="wallet-line__type">{typeLabels[line.transactionType]}</span>
        {note ? <span className={`wallet-status wallet-status--${line.status.toLowerCase()}`}>{note}</span> : null}
      </td>
    </tr>
  );
}

/** 'Transaction History': Date, Description, Amount, Type, 8 a page; pending cash recharges marked Pending. */
export function TransactionHistory({ walletId }: { walletId: string }) {
  const [page, setPage] = useState(1);
  const history = useWalletTransactions(walletId, page);
  return (
    <section className="wallet-history" aria-labelledby="wallet-history-title">
      <h2 id="wallet-history-title">Transaction History</h2>
      {history.isPending ? (
        <p className="muted" role="status">
          Loading transactions…
        </p>
      ) : history.isError ? (
        <p role="alert">{history.error.message}</p>
      ) : history.data.transactions.length === 0 ? (
        <p className="wallet-empty">No Transactions Found</p>
      ) : (
        <>
          <div className="wallet-table-wrap">
            {/* Explicit roles: below 600 px the rows are laid out as cards, which must not cost the table semantics. */}
            <table role="table" className="wallet-table">
              <thead>
                <tr role="row">
                  <th role="columnheader" scope="col">
                    Date
                  </th>
                  <th role="columnheader" scope="col">
                    Description
                  </th>
                  <th role="columnheader" scope="col" className="wallet-table__amount">
                    Amount
                  </th>
                  <th role="columnheader" scope="col">
                    Type
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
            label="Transaction pages"
          />
        </>
      )}
    </section>
  );
}
