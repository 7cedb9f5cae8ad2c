import '#src/ui/price.css';
import type { CartItem } from '@haat/contract/carts/carts.schemas';
import { weightUnitLabels } from '@haat/contract/content/content.schemas';
import { formatRupees } from '@haat/contract/format';
import type { ReactNode } from 'react';

/** What the shopper must know about a line before paying: a new price, or too little stock. */
export function lineNotes(item: CartItem): string[] {
  const notes: string[] = [];
  if (item.isPriceChanged) notes.push(`Price changed: now ${formatRupees(item.sellingPrice)}`);
  if (item.insufficientStock) {
    notes.push(
      item.currentAvailableQuantity > 0 ? `Only ${item.currentAvailableQuantity} left in stock` : 'Out of stock',
    );
  }
  return notes;
}

/** One cart or checkout line: image, name, weight, price, and the quantity control (or the quantity). */
export function CartLine({ item, control }: { item: CartItem; control?: ReactNode }) {
  const notes = lineNotes(item);
  return (
    <li className="cart-line">
      <div className="cart-line__media">
        {item.thumbnail ? <img src={item.thumbnail} alt="" width="72" height="72" loading="lazy" /> : null}
      </div>
      <div className="cart-line__body">
        <p className="cart-line__name">{item.productName}</p>
        <p className="muted cart-line__meta">
          {item.weight} {weightUnitLabels[item.weightUnit]}
        </p>
        <p className="cart-line__price">
          <span className="price">{formatRupees(item.sellingPrice)}</span>
          {item.mrp > item.sellingPrice ? <s className="price--mrp">{formatRupees(item.mrp)}</s> : null}
        </p>
        {notes.map((note) => (
          <p key={note} className="cart-line__note" role="status">
            {note}
          </p>
        ))}
      </div>
      <div className="cart-line__side">
        {control ?? <span className="cart-line__quantity">Qty {item.quantity}</span>}
        <span className="cart-line__amount">{formatRupees(item.sellingPrice * item.quantity)}</span>
      </div>
    </li>
  );
}
