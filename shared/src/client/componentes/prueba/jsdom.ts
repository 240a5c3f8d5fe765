/** jsdom has no layout: antd's dropdowns and virtual lists watch sizes through ResizeObserver, which it lacks. */
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class ObservadorTamanoInerte {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: ObservadorTamanoInerte });
  Object.assign(globalThis, { ResizeObserver: ObservadorTamanoInerte });
}
