import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Space, Tag } from 'antd';
import { formatearFecha, useAvisosRecuperadorStore } from '@portal/shared/client';
import type { ItemRecuperador } from '@portal/shared/contracts';
import { PaginaAgregables, type ListaAgregable } from '../comun/PaginaAgregables.js';
import { apiRecuperador } from './recuperador-api.js';
import { VencidosRecuperador } from './VencidosRecuperador.js';

const RECUPERADOR: ListaAgregable<ItemRecuperador> = {
  clave: 'recuperador',
  titulo: 'Recuperador de productos',
  descripcion:
    'Las unidades que pidió y la distribuidora no le entregó (faltantes), para volver a pedirlas: agréguelas al carrito de a una o todas juntas, o quítelas si ya no las necesita. Las que pasan muchos días sin pedirse vencen y quedan al pie, en «Vencidos del recuperador».',
  deLaLista: 'del recuperador',
  vacio: {
    titulo: 'No hay faltantes para recuperar.',
    descripcion: 'Cuando un pedido llegue con unidades de menos, esas unidades aparecerán aquí para volver a pedirlas.',
  },
  errorLectura: 'No se pudo obtener la lista de productos a recuperar.',
  api: apiRecuperador,
  fila: (i) => ({
    troquel: i.troquel,
    cantidad: i.cantidadARecuperar,
    // A product back in stock (the restock job, issue 17) can go in the next round: it says so on its row.
    detalle: i.conStock ? (
      <Space orientation="vertical" size={0}>
        {formatearFecha(i.fechaPedido)}
        <Tag color="green" style={{ marginInlineEnd: 0 }} data-testid={`con-stock-${i.troquel}`}>
          Volvió el stock
        </Tag>
      </Space>
    ) : (
      formatearFecha(i.fechaPedido)
    ),
  }),
  tituloDetalle: 'Fecha del pedido',
  mostrarCantidad: true,
  textoVaciar: 'Vaciar recuperador',
};

/**
 * /pedidos/recuperador: units ordered and not delivered, to order again, with the cart beside, and under them what expired. A hub notice that some
 * are in stock again (RecuperadorConStock) reads the list again; seeing the page clears the header's badge.
 */
export default function Recuperador() {
  const cliente = useQueryClient();
  const conStock = useAvisosRecuperadorStore((s) => s.conStock);
  useEffect(() => {
    if (conStock.length === 0) return;
    void cliente.invalidateQueries({ queryKey: ['pedidos', RECUPERADOR.clave] });
    useAvisosRecuperadorStore.getState().vistos();
  }, [cliente, conStock]);
  return <PaginaAgregables lista={RECUPERADOR} pie={<VencidosRecuperador />} />;
}
