import '@testing-library/jest-dom';

// antd's Grid and Layout.Sider read media queries, which jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
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

// jsdom's performance has no entry list; the error-reporting SDK's web-vitals read it at start.
if (typeof performance.getEntriesByType !== 'function') {
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [] });
}

// antd's tables, dropdowns and virtual lists watch sizes through ResizeObserver, which jsdom lacks.
if (!('ResizeObserver' in window)) {
  class ObservadorTamanoInerte {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: ObservadorTamanoInerte });
}
