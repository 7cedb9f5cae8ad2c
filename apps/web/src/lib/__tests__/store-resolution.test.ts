import { describe, expect, it } from 'vitest';
import { parseSharedHosts, resolveStoreTarget } from '#src/lib/store-resolution.ts';

const shared = parseSharedHosts(' haat.example , WWW.haat.example,');

describe('resolveStoreTarget', () => {
  it('reads the friendly id from the first path segment on localhost and 127.0.0.1', () => {
    expect(resolveStoreTarget({ hostname: 'localhost', pathname: '/demo/category/1' }, [])).toEqual({
      kind: 'friendlyId',
      identifier: 'demo',
      basePath: '/demo',
    });
    expect(resolveStoreTarget({ hostname: '127.0.0.1', pathname: '/demo-dairy' }, [])).toMatchObject({
      identifier: 'demo-dairy',
      basePath: '/demo-dairy',
    });
  });

  it('treats the configured shared hosts like localhost, case-insensitively', () => {
    expect(shared).toEqual(['haat.example', 'www.haat.example']);
    expect(resolveStoreTarget({ hostname: 'www.HAAT.example', pathname: '/demo/' }, shared)).toMatchObject({
      kind: 'friendlyId',
      basePath: '/demo',
    });
  });

  it('names no store at the shared host root', () => {
    expect(resolveStoreTarget({ hostname: 'localhost', pathname: '/' }, [])).toEqual({ kind: 'none' });
    expect(resolveStoreTarget({ hostname: 'haat.example', pathname: '' }, shared)).toEqual({ kind: 'none' });
  });

  it('uses the host itself on a store domain and mounts the app at the root', () => {
    expect(resolveStoreTarget({ hostname: 'Shop.Dairy.example', pathname: '/demo/cart' }, shared)).toEqual({
      kind: 'domain',
      identifier: 'shop.dairy.example',
      basePath: '',
    });
  });

  it('decodes an encoded segment but keeps the basePath as it is in the URL', () => {
    expect(resolveStoreTarget({ hostname: 'localhost', pathname: '/my%20shop/x' }, [])).toEqual({
      kind: 'friendlyId',
      identifier: 'my shop',
      basePath: '/my%20shop',
    });
  });
});
