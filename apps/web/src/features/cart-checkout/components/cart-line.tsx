import '#src/ui/price.css';
import type { CartItem } from '@haat/contract/carts/carts.schemas';
import { formatRupees } from '@haat/contract/format';
import { unitPricePaid } from '@haat/contract/pricing/line-pricing';
import type { ReactNode } from 'react';
import { usePackSize, useT } from '#src/lib/i18n.tsx';
import { mostInLine, stockNote, type Note } from '#src/features/cart-checkout/lib/stock-note.ts';

/**
 * What the shopper must know about a line before paying: a new price, or too little stock; and, when the line
 * already holds all it may (the stock or the line limit), why its plus has stopped.
 */
export function lineNotes(item: CartItem): Note[] {
  const notes: Note[] = [];
  if (item.isPriceChanged) notes.push({ id: 'cart.priceChanged', values: { price: formatRupees(item.sellingPrice) } });
  if (item.insufficientStock) {
    notes.push(
      item.currentAvailableQuantity > 0
        ? { id: 'cart.onlyLeftInStock', values: { count: item.currentAvailableQuantity } }
        : { id: 'cart.outOfStock' },
    );
  } else if (item.quantity >= mostInLine(item.currentAvailableQuantity)) {
    const note = stockNote(item.currentAvailableQuantity, item.quantity);
    if (note) notes.push(note);
  }
  return notes;
}

/** One cart or checkout line: image, name, weight, price, and the quantity control (or the quantity). */
export function CartLine({ item, control }: { item: CartItem; control?: ReactNode }) {
  const t = useT();
  const packSize = usePackSize();
  const notes = lineNotes(item).map((note) => t(note.id, note.values));
  return (
    <li className="cart-line">
      <div className="cart-line__media">
        {item.thumbnail ? <img src={item.thumbnail} alt="" width="72" height="72" loading="lazy" /> : null}
      </div>
      <div className="cart-line__body">
        <p className="cart-line__name">{item.productName}</p>
        <p className="muted cart-line__meta">{packSize(item.weight, item.weightUnit)}</p>
        <p className="cart-line__price">
          <span className="price">{formatRupees(item.sellingPrice)}</span>
          {item.mrp > unitPricePaid(item.sellingPrice, item) ? (
            <s className="price--mrp">{formatRupees(item.mrp)}</s>
          ) : null}
        </p>
        {notes.map((note) => (
          <p key={note} className="cart-line__note" role="status">
            {note}
          </p>
        ))}
      </div>
      <div className="cart-line__side">
        {control ?? <span className="cart-line__quantity">{t('cart.quantity', { quantity: item.quantity })}</span>}
        <span className="cart-line__amount">{formatRupees(item.sellingPrice * item.quantity)}</span>
      </div>
    </li>
  );
}
