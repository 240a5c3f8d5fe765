import { Space } from 'antd';
import { useCatalogo } from '../../catalogo/useCatalogo.js';
import { MarcaBono } from '../comun/MarcaBono.js';

/** A product's name with its bonus mark (SPEC §4 bits 64 / 8192), wherever the history lists it. */
export function NombreConBono({ troquel, nombre }: { troquel: number; nombre: string }) {
  const producto = useCatalogo().productos.get(troquel);
  return (
    <Space size={8} wrap>
      {nombre}
      {producto && <MarcaBono flags={producto.flags} />}
    </Space>
  );
}
