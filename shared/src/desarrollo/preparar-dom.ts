import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

/**
 * What jsdom lacks and the front end reads, for every front-end package's jest (build/jest-front.cjs).
 * Suites that run in node (real HTTP servers) get only the matchers.
 */
// `findBy…` waits for lazily loaded code (antd components, pages); on a busy 2-core CI machine that takes more
// than the library's 1 s default, and a wait that times out is a false failure, not a slow page.
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== 'undefined') {
  // react-router 7 reads the encoders.
  Object.assign(globalThis, { TextEncoder, TextDecoder });

  // antd's Grid and Layout.Sider read media queries.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

  // The shell scrolls to the top on every navigation; jsdom has no layout to scroll.
  window.scrollTo = () => undefined;

  // The error-reporting SDK's web vitals read the performance entry list at start.
  if (typeof performance.getEntriesByType !== 'function') {
    Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [] });
  }

  // antd's tables, dropdowns and virtual lists watch sizes through ResizeObserver.
  if (!('ResizeObserver' in window)) {
    class ObservadorTamanoInerte {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.assign(window, { ResizeObserver: ObservadorTamanoInerte });
  }
}
