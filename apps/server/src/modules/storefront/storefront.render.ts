import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StoreBootstrap } from '@haat/contract/stores/stores.schemas';

/** What the web build's server entry (`apps/web/src/entry-server.tsx`) exports. */
export interface ScreenRenderer {
  /** The app's markup for `<div id="root">` at `url`, or null for a screen the browser renders alone. */
  renderScreen(bootstrap: StoreBootstrap, url: string): Promise<string | null>;
}

/** Where `vite build --ssr` writes the renderer: inside the build, in a folder the server never serves. */
export const SCREEN_RENDERER_FILE = '.ssr/entry-server.js';

/** The build's renderer, or null when the build has none (then the browser renders every page). */
export async function loadScreenRenderer(webDistDir: string): Promise<ScreenRenderer | null> {
  const file = path.join(webDistDir, SCREEN_RENDERER_FILE);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as Partial<ScreenRenderer>;
  if (typeof module.renderScreen !== 'function') throw new Error(`${file} does not export renderScreen`);
  return { renderScreen: module.renderScreen };
}
