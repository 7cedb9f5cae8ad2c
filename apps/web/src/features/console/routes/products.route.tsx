import { useDeferredValue, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { ConsoleProduct, ConsoleVariant, VariantChange } from '@haat/contract/console/console-catalogue.schemas';
import { formatRupees } from '@haat/contract/format';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { usePackSize, useT, useTextOf } from '#src/lib/i18n.tsx';
import { notify } from '#src/lib/notify.ts';
import { Pagination } from '#src/ui/pagination.tsx';
import { useChangeVariant, useUploadStockPrices } from '#src/features/console/api/change-variant.ts';
import { useConsoleProducts } from '#src/features/console/api/get-products.ts';

/** Products: find one, change a pack size's price, MRP, stock or visibility, or many at once from a CSV. */
export default function ProductsRoute() {
  const t = useT();
  const textOf = useTextOf();
  const searchId = useId();
  // `?q=` opens on a search (Today's running-out list links to each pack size by its SKU).
  const [params] = useSearchParams();
  const [typed, setTyped] = useState(() => params.get('q') ?? '');
  const [page, setPage] = useState(1);
  const q = useDeferredValue(typed.trim());
  const products = useConsoleProducts(q, page);
  return (
    <section className="console-page">
      <h1 className="console-page__title">{t('console.catalogueTitle')}</h1>
      <div className="console-field">
        <label htmlFor={searchId}>{t('console.findProduct')}</label>
        <input
          id={searchId}
          className="input"
          type="search"
          value={typed}
          maxLength={100}
          onChange={(event) => {
            setTyped(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {products.isError ? (
        <p className="console-alert" role="alert">
          {textOf(products.error.message)}
        </p>
      ) : null}
      {products.data?.products.length === 0 ? <p className="console-empty">{t('console.noProducts')}</p> : null}
      <ul className="console-list" aria-busy={products.isPending || undefined}>
        {products.data?.products.map((product) => (
          <li key={product.productId} className="console-card">
            <span className="console-card__row">
              <strong>{product.name}</strong>
              <span className="console-card__muted">{product.brand}</span>
            </span>
            <span className="console-card__muted">
              {t('console.gstOf', { percent: product.taxPercent, type: product.taxType })}
            </span>
            {product.variants.map((variant) => (
              // Keyed by what the server last said, so a saved or refreshed pack size starts from its new values.
              <VariantForm
                key={`${variant.variantId} ${variant.sellingPrice} ${variant.mrp} ${variant.availableQuantity} ${variant.isVisible}`}
                product={product}
                variant={variant}
              />
            ))}
          </li>
        ))}
      </ul>
      {products.data && products.data.totalPages > 1 ? (
        <Pagination
          page={page}
          totalPages={products.data.totalPages}
          onPageChange={setPage}
          label={t('console.productsPages')}
        />
      ) : null}
      <StockPricesUpload />
    </section>
  );
}

/** One pack size's own form: what differs from the server's values is sent, and nothing else. */
function VariantForm({ product, variant }: { product: ConsoleProduct; variant: ConsoleVariant }) {
  const t = useT();
  const textOf = useTextOf();
  const packSize = usePackSize();
  const id = useId();
  const change = useChangeVariant();
  const [price, setPrice] = useState(variant.sellingPrice.toFixed(2));
  const [mrp, setMrp] = useState(variant.mrp.toFixed(2));
  const [stock, setStock] = useState(String(variant.availableQuantity));
  const [shown, setShown] = useState(variant.isVisible);
  const label = `${product.name} ${packSize(variant.weight, variant.weightUnit)}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changed: VariantChange = {};
    if (Number(price) !== variant.sellingPrice) changed.sellingPrice = Number(price);
    if (Number(mrp) !== variant.mrp) changed.mrp = Number(mrp);
    if (Number(stock) !== variant.availableQuantity) changed.availableQuantity = Number(stock);
    if (shown !== variant.isVisible) changed.isVisible = shown;
    if (Object.keys(changed).length === 0) return;
    try {
      await change.mutateAsync({ variantId: variant.variantId, change: changed });
      notify.success(t('console.variantSaved', { name: label }));
    } catch (error) {
      notify.error(textOf(error instanceof ApiRequestError ? error.message : 'common.tryAgain'));
    }
  };
  return (
    <form className="console-variant" onSubmit={(event) => void submit(event)} aria-label={label}>
      <p className="console-variant__title">
        <strong>{packSize(variant.weight, variant.weightUnit)}</strong>
        <span className="console-card__muted">{variant.sku}</span>
      </p>
      <div className="console-variant__fields">
        <div className="console-field">
          <label htmlFor={`${id}-price`}>{t('console.price')}</label>
          <input
            id={`${id}-price`}
            className="input"
            inputMode="decimal"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            required
            pattern="\d+(\.\d{1,2})?"
          />
        </div>
        <div className="console-field">
          <label htmlFor={`${id}-mrp`}>{t('console.mrp')}</label>
          <input
            id={`${id}-mrp`}
            className="input"
            inputMode="decimal"
            value={mrp}
            onChange={(event) => setMrp(event.target.value)}
            required
            pattern="\d+(\.\d{1,2})?"
          />
        </div>
        <div className="console-field">
          <label htmlFor={`${id}-stock`}>{t('console.stock')}</label>
          <input
            id={`${id}-stock`}
            className="input"
            inputMode="numeric"
            value={stock}
            onChange={(event) => setStock(event.target.value)}
            required
            pattern="\d+"
          />
        </div>
      </div>
      <div className="console-variant__actions">
        <label className="console-check">
          <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
          {t('console.shownToShoppers')}
        </label>
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {t('console.save')}
        </button>
      </div>
      {variant.availableQuantity === 0 ? <p className="console-card__muted">{t('console.outOfStock')}</p> : null}
      <p className="console-card__muted">{t('console.nowSells', { price: formatRupees(variant.sellingPrice) })}</p>
    </form>
  );
}

interface RowProblem {
  line: number;
  reason: string;
}

/** A CSV of stock and prices: the file's rows written in one go, or each bad row listed with its line. */
function StockPricesUpload() {
  const t = useT();
  const textOf = useTextOf();
  const id = useId();
  const upload = useUploadStockPrices();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<RowProblem[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setProblems([]);
    try {
      const { updated } = await upload.mutateAsync(await file.text());
      notify.success(t('console.csvDone', { count: updated }));
    } catch (error) {
      const rows = error instanceof ApiRequestError ? error.body?.problems : undefined;
      if (Array.isArray(rows)) setProblems(rows as RowProblem[]);
      notify.error(textOf(error instanceof ApiRequestError ? error.message : 'common.tryAgain'));
    }
  };
  return (
    <form className="console-upload" onSubmit={(event) => void submit(event)}>
      <h2 className="console-section-title">{t('console.csvTitle')}</h2>
      <p className="console-card__muted">{t('console.csvHelp')}</p>
      <div className="console-field">
        <label htmlFor={id}>{t('console.csvFile')}</label>
        <input
          id={id}
          className="input"
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <button type="submit" className="button button--primary" disabled={!file || upload.isPending}>
        {t('console.csvUpload')}
      </button>
      {problems.length > 0 ? (
        <div className="console-alert" role="alert">
          <p>{t('console.csvProblems')}</p>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.line} ${problem.reason}`}>
                {t('console.csvLine', { line: problem.line })}: {problem.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}
