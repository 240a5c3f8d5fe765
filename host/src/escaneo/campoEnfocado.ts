/**
 * What the focused text field held when a possible scan began, so that the scan's digits can be taken out of it: a
 * scan is for the cart, never for whatever field had the focus. React reads a field's value from its `input` event, so
 * the value is set through the element's own setter and the event dispatched, as typing would.
 */
export interface FotoCampo {
  restaurar(): void;
}

type CampoTexto = HTMLInputElement | HTMLTextAreaElement;

const esCampoTexto = (elemento: Element | null): elemento is CampoTexto =>
  (elemento instanceof HTMLInputElement && /^(text|search|tel|number|email|url|password|)$/.test(elemento.type)) || elemento instanceof HTMLTextAreaElement;

export function fotografiarCampo(elemento: Element | null): FotoCampo | null {
  if (!esCampoTexto(elemento)) return null;
  const { value, selectionStart, selectionEnd } = elemento;
  return {
    restaurar() {
      if (elemento.value === value) return;
      const prototipo = elemento instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototipo, 'value')?.set?.call(elemento, value);
      elemento.dispatchEvent(new Event('input', { bubbles: true }));
      try {
        if (selectionStart !== null && selectionEnd !== null) elemento.setSelectionRange(selectionStart, selectionEnd);
      } catch {
        // Fields such as type=number have no selection.
      }
    },
  };
}
