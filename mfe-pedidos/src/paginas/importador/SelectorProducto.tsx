import { useMemo, useState } from 'react';
import { Select } from 'antd';
import type { Producto } from '@portal/shared/contracts';
import { normalizarNombre } from './emparejar.js';

/** Most options the picker lists at once; the user narrows them by typing. */
const MAXIMO_OPCIONES = 50;

export interface PropsSelectorProducto {
  productos: Producto[];
  onElegir(producto: Producto): void;
  etiqueta: string;
}

/** Picks a product of the catalogue by name, troquel or barcode, for a line the importer could not match. */
export function SelectorProducto({ productos, onElegir, etiqueta }: PropsSelectorProducto) {
  const [texto, setTexto] = useState('');
  const opciones = useMemo(() => {
    const buscado = normalizarNombre(texto);
    if (buscado.length < 2) return [];
    const encontrados: Producto[] = [];
    for (const p of productos) {
      if (normalizarNombre(p.nombre).includes(buscado) || String(p.troquel) === buscado || p.codigoBarras === buscado) encontrados.push(p);
      if (encontrados.length === MAXIMO_OPCIONES) break;
    }
    return encontrados.map((p) => ({ value: p.troquel, label: `${p.nombre} (${p.troquel})` }));
  }, [productos, texto]);
  return (
    <Select
      showSearch
      aria-label={etiqueta}
      placeholder="Buscar producto…"
      style={{ width: '100%', minWidth: 200 }}
      filterOption={false}
      onSearch={setTexto}
      options={opciones}
      notFoundContent={texto.length < 2 ? 'Escriba al menos 2 letras' : 'Sin resultados'}
      onChange={(troquel: number) => {
        const producto = productos.find((p) => p.troquel === troquel);
        if (producto) onElegir(producto);
      }}
    />
  );
}
