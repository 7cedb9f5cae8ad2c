import type { ProductDetail, ProductVariant } from '@haat/contract/catalogue/catalogue.schemas';
import { formatRupees } from '@haat/contract/format';
import { useLocale, usePackSize, useT, type MessageId } from '#src/lib/i18n.tsx';
import { useStore } from '#src/lib/store-context.tsx';
import type { MakerKind } from '@haat/contract/catalogue/declarations.schemas';

const makerLabels: Record<MakerKind, MessageId> = {
  MANUFACTURER: 'product.manufacturedBy',
  PACKER: 'product.packedBy',
  IMPORTER: 'product.importedBy',
};

/**
 * What the package declares, repeated on its listing as the Legal Metrology rules ask of goods sold online
 * (decision 028): net quantity and MRP of the chosen pack, who made, packed or imported it, its country of
 * origin and whom to ask about it. Nothing for a product the store has not declared.
 */
export function ProductDeclarations({ product, variant }: { product: ProductDetail; variant: ProductVariant }) {
  const t = useT();
  const locale = useLocale();
  const packSize = usePackSize();
  const { config } = useStore();
  const declarations = product.declarations;
  if (!declarations) return null;
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(declarations.countryOfOrigin);
  const consumerCare =
    declarations.consumerCare ?? ([config.callSupportNumber, config.supportEmail].filter(Boolean).join(', ') || null);
  const rows: [MessageId, string][] = [
    ['product.netQuantity', packSize(variant.weight, variant.weightUnit)],
    ['product.mrpInclusive', formatRupees(variant.mrp)],
    ...(declarations.maker
      ? [
          [makerLabels[declarations.maker.kind], `${declarations.maker.name}, ${declarations.maker.address}`] as [
            MessageId,
            string,
          ],
        ]
      : []),
    ['product.countryOfOrigin', country ?? declarations.countryOfOrigin],
    ...(consumerCare ? [['product.consumerCare', consumerCare] as [MessageId, string]] : []),
  ];
  return (
    <section className="product-declarations" aria-labelledby="product-declarations">
      <h2 id="product-declarations">{t('product.declarations')}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="product-declarations__row">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
