import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Tests of build tooling (fuentes/) run in Node, without a DOM (`@vitest-environment node`).
if (typeof window !== 'undefined') {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  // jsdom lacks matchMedia; MUI's useMediaQuery and the colour mode "system" option read it.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  // jsdom has no scrolling; section anchors call scrollIntoView / scrollTo.
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  window.scrollTo = () => undefined;
}
