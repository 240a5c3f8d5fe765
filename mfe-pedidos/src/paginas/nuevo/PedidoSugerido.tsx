import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, List, Space, Typography } from 'antd';
import { BulbOutlined } from '@ant-design/icons';
import { TarjetaCargando, useCarritoStore } from '@portal/shared/client';
import type { ResultadoLineaCarrito, SugerenciaPedido } from '@portal/shared/contracts';
import { ResultadosLineas, useImportarAlCarrito } from '../../carrito/index.js';
import { leerPedidoSugerido, marcarRecomendados } from './nuevo-api.js';

const { Text } = Typography;

/**
 * The suggested order (issue 17), where the searcher has nothing typed yet: what the pharmacy usually orders and is
 * due to order again, each with why. Nothing goes into the cart until the user accepts a line or all of them; accepted
 * lines go in marked as recommended ("Recomendado" in the cart).
 */
export function PedidoSugerido() {
  const consulta = useQuery({ queryKey: ['pedidos', 'sugerido'], queryFn: leerPedidoSugerido, staleTime: 5 * 60_000 });
  const items = useCarritoStore((s) => s.items);
  const enCarrito = new Set(items.map((i) => i.troquel));
  const { importar, pendiente } = useImportarAlCarrito();
  const [resultados, setResultados] = useState<ResultadoLineaCarrito[]>([]);

  if (consulta.isPending) return <TarjetaCargando />;
  if (consulta.isError) return <Alert type="warning" showIcon title="No se pudo obtener el pedido sugerido." />;
  const pendientes = consulta.data.sugerencias.filter((s) => !enCarrito.has(s.troquel));
  if (consulta.data.sugerencias.length === 0) {
    return <Text type="secondary">Todavía no hay un pedido sugerido: aparecerá cuando su historial muestre qué productos pide con regularidad.</Text>;
  }
  const nombres = new Map(consulta.data.sugerencias.map((s) => [s.troquel, s.nombre]));

  const aceptar = async (sugerencias: readonly SugerenciaPedido[]) => {
    const respuesta = await importar(sugerencias.map((s) => ({ troquel: s.troquel, cantidad: s.cantidad })));
    setResultados(respuesta);
    const aceptadas = respuesta.filter((r) => r.tipo !== 'error').map((r) => r.troquel);
    if (aceptadas.length > 0) await marcarRecomendados(aceptadas);
  };

  return (
    <Card
      size="small"
      aria-label="Pedido sugerido"
      title={
        <Space size={6}>
          <BulbOutlined aria-hidden />
          Pedido sugerido según su historial
        </Space>
      }
      extra={
        <Button type="primary" size="small" disabled={pendientes.length === 0} loading={pendiente} onClick={() => void aceptar(pendientes).catch(() => undefined)}>
          Agregar todos ({pendientes.length})
        </Button>
      }
    >
      <ResultadosLineas resultados={resultados} nombre={(t) => nombres.get(t)} />
      {pendientes.length === 0 ? (
        <Text type="secondary">Todos los productos sugeridos ya están en el carrito.</Text>
      ) : (
        <List
          size="small"
          dataSource={pendientes}
          rowKey={(s) => s.troquel}
          style={{ maxHeight: '45vh', overflowY: 'auto' }}
          renderItem={(s) => (
            <List.Item
              data-testid={`sugerencia-${s.troquel}`}
              actions={[
                <Button key="agregar" size="small" aria-label={`Agregar ${s.nombre}`} disabled={pendiente} onClick={() => void aceptar([s]).catch(() => undefined)}>
                  Agregar {s.cantidad}
                </Button>,
              ]}
            >
              <List.Item.Meta title={s.nombre} description={`${s.cantidad} u. · ${s.motivo}`} />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
