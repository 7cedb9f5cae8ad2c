/**
 * What the app's scripts are, for the loader: the entry module, the modules it and the screen import (to
 * fetch alongside it), and the data it fetches first (the page's messages).
 */
export interface PageScripts {
  entry: string;
  modules: string[];
  fetches: string[];
}

/**
 * The page's scripts start after its first paint (issue 18). A server-rendered page needs no script to be
 * read, and on a slow network scripts fetched with the HTML take the bandwidth the page's largest image and
 * first paint need: Lighthouse's slow 4G put home's largest paint at 1.9–2.3 s with the scripts fetched at
 * once, and at about 1 s with them after it. The loader waits for the page's largest image (the one its head
 * preloads) and the next frame, then adds the module preloads, the data preloads and the entry, as the build
 * had written them. A tab in the background paints no frame: it starts after 3 s all the same. Always the
 * same text, so the CSP names it by hash.
 */
export const SCRIPT_LOADER = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var scripts = JSON.parse(document.getElementById('haat-scripts').textContent);
    function add(tag, properties) {
      var element = document.createElement(tag);
      for (var name in properties) element[name] = properties[name];
      document.head.appendChild(element);
    }
    scripts.fetches.forEach(function (href) {
      add('link', { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: href });
    });
    scripts.modules.forEach(function (href) {
      add('link', { rel: 'modulepreload', crossOrigin: '', href: href });
    });
    add('script', { type: 'module', crossOrigin: '', src: scripts.entry });
  }
  function afterNextPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  var largest = document.querySelector('link[rel=preload][as=image]');
  if (largest) {
    var image = new Image();
    image.onload = image.onerror = afterNextPaint;
    image.src = largest.href;
  } else afterNextPaint();
  setTimeout(start, 3000);
})();`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The template without the build's entry script and module preloads, and what they named: the loader adds
 * them after the first paint. A template without an entry (a test's) is left as it is.
 */
export function takeBuildScripts(template: string): { template: string; entry: string | null; modules: string[] } {
  const entry = ENTRY_SCRIPT.exec(template)?.[1] ?? null;
  if (!entry) return { template, entry: null, modules: [] };
  const modules = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return { template: template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), entry, modules };
}
