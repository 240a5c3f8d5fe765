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
