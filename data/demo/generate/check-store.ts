import type { StoreImport } from '@haat/contract/store-import/store-import.schemas';

/** The largest a product image may be, so the catalogue stays light. */
const PRODUCT_IMAGE_LIMIT = 3 * 1024;

/** Rules the schema cannot express: references inside the document and to its image files. */
export function storeProblems(document: StoreImport, files: Map<string, string>): string[] {
  const problems: string[] = [];
  const referenced = new Set<string>();
  const useImage = (image: string | null, where: string) => {
    if (image === null) return;
    referenced.add(image);
    if (!files.has(image)) problems.push(`${where}: no image file ${image}`);
    if (image.startsWith('/') || image.includes('..'))
      problems.push(`${where}: image path must stay in the store folder`);
  };

  useImage(document.org.logo, 'org.logo');
  useImage(document.store.logo, 'store.logo');
  useImage(document.store.favicon, 'store.favicon');
  document.banners.forEach((banner, i) => {
    useImage(banner.image, `banners[${i}]`);
    useImage(banner.translations.hi?.image ?? null, `banners[${i}].translations.hi`);
  });
  document.testimonials.forEach((t, i) => useImage(t.image, `testimonials[${i}]`));
  document.categories.forEach((c) => useImage(c.image, `category ${c.key}`));

  const categoryKeys = new Set(document.categories.map((c) => c.key));
  if (categoryKeys.size !== document.categories.length) problems.push('category keys are not unique');
  const skus = new Set<string>();
  for (const product of document.products) {
    if (!categoryKeys.has(product.category)) problems.push(`${product.name}: unknown category ${product.category}`);
    for (const variant of product.variants) {
      if (skus.has(variant.sku)) problems.push(`${product.name}: duplicate sku ${variant.sku}`);
      skus.add(variant.sku);
      if (variant.sellingPrice > variant.mrp) problems.push(`${variant.sku}: selling price above MRP`);
      variant.images.forEach((image) => useImage(image, variant.sku));
    }
  }

  for (const [file, svg] of files) {
    if (!referenced.has(file)) problems.push(`${file} is drawn but not used`);
    const bytes = Buffer.byteLength(svg);
    if (file.startsWith('images/products/') && bytes > PRODUCT_IMAGE_LIMIT) problems.push(`${file} is ${bytes} bytes`);
  }
  return problems;
}
