import { serializeStyles } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { crearCacheDeEstilos } from './estilos-cache';

/** The CSS the cache writes for one class with these declarations. */
function css(declaraciones: string): string {
  const cache = crearCacheDeEstilos();
  const estilos = serializeStyles([declaraciones], cache.registered);
  const salida: string[] = [];
  cache.insert('.x', estilos, { insert: (regla: string) => void salida.push(regla) } as never, false);
  return salida.join('');
}

describe('the app’s emotion cache (docs/arquitectura.md#rendimiento)', () => {
  it('writes flex, transitions and transforms as they are, without the old browsers’ prefixes', () => {
    const salida = css('display:flex;align-items:center;transition:opacity 200ms;transform:scale(1);');
    expect(salida).toBe('.x{display:flex;align-items:center;transition:opacity 200ms;transform:scale(1);}');
  });

  it('keeps the -webkit- copy Safari still needs for user-select, backdrop-filter and text-size-adjust', () => {
    expect(css('user-select:none;')).toBe('.x{-webkit-user-select:none;user-select:none;}');
    expect(css('backdrop-filter:blur(4px);')).toBe('.x{-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);}');
    expect(css('text-size-adjust:100%;')).toBe('.x{-webkit-text-size-adjust:100%;text-size-adjust:100%;}');
  });

  it('writes keyframes once, unprefixed', () => {
    expect(css('@keyframes giro{from{opacity:0;}to{opacity:1;}}')).toBe(
      '.x{}@keyframes giro{from{opacity:0;}to{opacity:1;}}',
    );
  });
});
