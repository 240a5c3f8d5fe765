import { Button, InputNumber, Space } from 'antd';

export interface LimitesNumero {
  min?: number;
  max?: number;
  /** Only multiples of this are accepted (a product sold by the box of 6, say). */
  multiplo?: number;
}

/** The nearest accepted value: a whole multiple of `multiplo` (rounded up) within `min` and `max`. */
export function ajustarNumero(valor: number, { min = 0, max, multiplo = 1 }: LimitesNumero = {}): number {
  const paso = multiplo > 0 ? multiplo : 1;
  let ajustado = Math.ceil(Math.round(valor) / paso) * paso;
  if (ajustado < min) ajustado = Math.ceil(min / paso) * paso;
  if (max !== undefined && ajustado > max) ajustado = Math.floor(max / paso) * paso;
  return ajustado;
}

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
