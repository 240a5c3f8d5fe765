import type { KeyboardEvent } from 'react';
import { InputNumber, type InputNumberProps } from 'antd';

/** A key that would type something other than a digit (control keys and shortcuts still work). */
const escribeNoDigito = (e: KeyboardEvent<HTMLInputElement>) => e.key.length === 1 && !/\d/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey;

/** Whatever was pasted or dropped, its digits only. */
const soloDigitos = (texto: string | undefined): string => (texto ?? '').replace(/\D/g, '');

export type PropsCampoCantidad = Omit<InputNumberProps<number>, 'parser' | 'precision' | 'inputMode'>;

/**
 * A quantity of units: whole and never negative, so it takes digits only; a letter typed is not written and one
 * pasted is dropped. Every quantity field of the ordering pages is this one.
 */
export function CampoCantidad({ onKeyDown, ...props }: PropsCampoCantidad) {
  return (
    <InputNumber<number>
      min={0}
      max={99_999}
      {...props}
      precision={0}
      inputMode="numeric"
      // The component reads the digits as its number (an empty text is an empty field).
      parser={(texto) => soloDigitos(texto) as unknown as number}
      onKeyDown={(e) => {
        if (escribeNoDigito(e)) e.preventDefault();
        onKeyDown?.(e);
      }}
    />
  );
}
