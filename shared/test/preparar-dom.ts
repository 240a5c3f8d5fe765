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

  podarEstilosInyectados();

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

/** What decides whether an element is seen: testing-library's accessibility checks and jest-dom's toBeVisible. */
const PROPIEDADES_DE_VISIBILIDAD = new Set(['display', 'visibility', 'opacity']);
const REGLA_DE_ESTILO = 1;
const REGLA_MEDIA = 4;

interface ListaDeReglas {
  cssRules: CSSRuleList;
  deleteRule(indice: number): void;
}

/** Keeps, of a style sheet, only the declarations of PROPIEDADES_DE_VISIBILIDAD (and the rules that hold them). */
function podarHoja(hoja: ListaDeReglas): void {
  for (let i = hoja.cssRules.length - 1; i >= 0; i--) {
    const regla = hoja.cssRules[i]!;
    if (regla.type === REGLA_MEDIA) {
      podarHoja(regla as CSSMediaRule);
      if ((regla as CSSMediaRule).cssRules.length === 0) hoja.deleteRule(i);
      continue;
    }
    if (regla.type !== REGLA_DE_ESTILO) {
      hoja.deleteRule(i);
      continue;
    }
    const estilo = (regla as CSSStyleRule).style;
    for (let j = estilo.length - 1; j >= 0; j--) {
      const propiedad = estilo[j]!;
      if (!PROPIEDADES_DE_VISIBILIDAD.has(propiedad)) estilo.removeProperty(propiedad);
    }
    if (estilo.length === 0) hoja.deleteRule(i);
  }
}

/**
 * antd injects thousands of CSS rules (its CSS-in-JS), and jsdom's getComputedStyle matches every rule against the
 * element and each of its ancestors: measured, one call took ~180 ms and a page suite spent 60 of its 77 s there
 * (testing-library's role queries and toBeVisible call it for every candidate). jsdom lays nothing out, so of those
 * rules only what hides an element matters to a test: each injected sheet keeps just its display, visibility and
 * opacity declarations. A class that hides (a closed dropdown, an inactive tab) still hides.
 */
function podarEstilosInyectados(): void {
  const podar = (nodo: unknown) => {
    if (nodo instanceof HTMLStyleElement && nodo.sheet) podarHoja(nodo.sheet);
  };
  for (const metodo of ['appendChild', 'insertBefore'] as const) {
    const original = Node.prototype[metodo] as (...args: unknown[]) => unknown;
    Object.defineProperty(Node.prototype, metodo, {
      configurable: true,
      writable: true,
      value: function (this: Node, ...args: unknown[]) {
        const resultado = original.apply(this, args);
        podar(args[0]);
        return resultado;
      },
    });
  }
  // antd rewrites an injected style's text when its tokens change.
  const innerHTML = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
  Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
    configurable: true,
    get(this: HTMLStyleElement) {
      return innerHTML.get!.call(this);
    },
    set(this: HTMLStyleElement, valor: string) {
      innerHTML.set!.call(this, valor);
      podar(this);
    },
  });
}
