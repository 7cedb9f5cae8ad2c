import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '#src/providers/storage/file-storage.ts';

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif', 'svg', 'avif', 'ico'] as const;

export interface PlannedImage {
  sourcePath: string;
  key: string;
  bytes: Buffer;
}

/**
 * Turns the image names of an import document (relative to its folder) into the public paths the rows
 * will hold, reading each file once. Names are `<name>.<content hash>.<ext>` under `stores/<storeId>/`, so
 * new bytes get a new name and the old one can stay cached forever. Absolute http(s) URLs pass unchanged.
 */
export class ImageCollector {
  readonly problems: string[] = [];
  private readonly byRef = new Map<string, PlannedImage | null>();

  constructor(
    private readonly baseDir: string,
    private readonly storeId: string,
    private readonly storage: FileStorage,
  ) {}

  /** Reads every image the document names; afterwards `publicPath` answers without I/O. */
  async load(refs: Iterable<string | null | undefined>): Promise<void> {
    for (const ref of refs) {
      if (ref && !this.byRef.has(ref) && !isUrl(ref)) this.byRef.set(ref, await this.read(ref));
    }
  }

  publicPath(ref: string | null | undefined): string | null {
    if (!ref) return null;
    if (isUrl(ref)) return ref;
    const image = this.byRef.get(ref);
    if (!image) throw new Error(`Image not loaded: ${ref}`);
    return this.storage.publicPath(image.key);
  }

  images(): PlannedImage[] {
    const unique = new Map<string, PlannedImage>();
    for (const image of this.byRef.values()) if (image) unique.set(image.key, image);
    return [...unique.values()];
  }

  private async read(ref: string): Promise<PlannedImage | null> {
    const sourcePath = path.resolve(this.baseDir, ref);
    const relative = path.relative(this.baseDir, sourcePath);
    if (path.isAbsolute(ref) || relative.startsWith('..') || path.isAbsolute(relative)) {
      this.problems.push(`image "${ref}" must be a path inside the document's folder`);
      return null;
    }
    const extension = path.extname(sourcePath).slice(1).toLowerCase();
    if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
      this.problems.push(`image "${ref}" is not one of ${IMAGE_EXTENSIONS.join(', ')}`);
      return null;
    }
    let bytes: Buffer;
    try {
      bytes = await readFile(sourcePath);
    } catch {
      this.problems.push(`image "${ref}" was not found`);
      return null;
    }
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
    const name = slug(path.basename(sourcePath, path.extname(sourcePath)));
    return { sourcePath, bytes, key: `stores/${this.storeId}/${name}.${hash}.${extension}` };
  }
}

/** Copies the images that storage does not hold yet; answers the keys it wrote (to undo on failure). */
export async function storeImages(storage: FileStorage, images: PlannedImage[]): Promise<string[]> {
  const written: string[] = [];
  for (const image of images) {
    if (await storage.exists(image.key)) continue;
    await storage.put(image.key, image.bytes);
    written.push(image.key);
  }
  return written;
}

function isUrl(ref: string): boolean {
  return /^https?:\/\//i.test(ref);
}

function slug(name: string): string {
  const cleaned = name
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^[-_]+|-+$/g, '')
    .slice(0, 60);
  return cleaned || 'image';
}
