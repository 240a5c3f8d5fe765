import { Button, InputNumber, Space } from 'antd';
import { ajustarNumero, type LimitesNumero } from './ajustarNumero.js';

export { ajustarNumero, type LimitesNumero };

export interface PropsSelectorNumero extends LimitesNumero {
  valor: number;
  onChange(valor: number): void;
  etiqueta?: string;
  deshabilitado?: boolean;
}

/** A quantity field for a counter: typed or stepped by its buttons, always left on an accepted value. */
export function SelectorNumero({ valor, onChange, min = 0, max, multiplo = 1, etiqueta = 'Cantidad', deshabilitado }: PropsSelectorNumero) {
  const limites = { min, max, multiplo };
  const cambiar = (nuevo: number) => {
    const ajustado = ajustarNumero(nuevo, limites);
    if (ajustado !== valor) onChange(ajustado);
  };
  return (
    <Space.Compact>
      <Button aria-label={`Restar a ${etiqueta}`} disabled={deshabilitado || valor - multiplo < min} onClick={() => cambiar(valor - multiplo)}>
        −
      </Button>
      <InputNumber<number>
        aria-label={etiqueta}
        value={valor}
        min={min}
        max={max}
        step={multiplo}
        precision={0}
        controls={false}
        disabled={deshabilitado}
        style={{ width: 80, textAlign: 'center' }}
        onChange={(nuevo) => {
          if (typeof nuevo === 'number') cambiar(nuevo);
        }}
      />
      <Button aria-label={`Sumar a ${etiqueta}`} disabled={deshabilitado || (max !== undefined && valor + multiplo > max)} onClick={() => cambiar(valor + multiplo)}>
        +
      </Button>
    </Space.Compact>
  );
}
