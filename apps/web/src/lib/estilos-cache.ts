import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * Properties that Safari (iOS included) still reads only with `-webkit-`, or did until a version we
 * still support (Safari 15+): everything else stylis' default prefixer adds (-webkit-box,
 * -ms-flexbox, -moz-transform, @-webkit-keyframes…) serves browsers nobody brings any more. On the
 * server-painted search page those prefixes were 18 of the 81 kB of CSS (docs/arquitectura.md#rendimiento).
 */
const SOLO_CON_WEBKIT = new Set([
  'user-select',
  'backdrop-filter',
  'text-size-adjust',
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
  'box-decoration-break',
]);

/** A stylis plugin that adds the `-webkit-` copy of SOLO_CON_WEBKIT's declarations, and nothing else. */
export const prefijosNecesarios: StylisPlugin = (element) => {
  if (
    element.type === 'decl' &&
    !element.return &&
    typeof element.props === 'string' &&
    SOLO_CON_WEBKIT.has(element.props)
  ) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * The app's emotion cache, the same on the server (entry-server.tsx) and in the browser (main.tsx),
 * so the painted page's styles are what the browser's first render asks for. Key `css`, emotion's
 * default: in the browser it takes the painted page's <style data-emotion="css …"> as inserted.
 */
export function crearCacheDeEstilos(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [prefijosNecesarios] });
}
