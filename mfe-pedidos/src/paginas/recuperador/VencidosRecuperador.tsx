import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Collapse, Space, Table, Typography } from 'antd';
import { apiClient, formatearFecha, formatearFechaHora, plural } from '@portal/shared/client';
import { vencidosRecuperadorSchema, type ItemRecuperadorVencido, type ResultadoLineaCarrito } from '@portal/shared/contracts';
import { ResultadosLineas, useImportarAlCarrito } from '../../carrito/index.js';
import { useDatosProductos } from '../comun/datosProductos.js';

const leerVencidos = () => apiClient.get('/api/recuperador/Vencidos', { schema: vencidosRecuperadorSchema, silencioso: true });

/**
 * Under the recoverer: what left it because it waited longer than the distributor's days (parameter 1140, issue 17).
 * Folded by default (it is a record, not a to-do list); each line can still go to the cart by hand.
 */
export function VencidosRecuperador() {
  const vencidos = useQuery({ queryKey: ['pedidos', 'recuperador-vencidos'], queryFn: leerVencidos });
  const items = vencidos.data?.items ?? [];
  const datos = useDatosProductos(items.map((i) => i.troquel));
  const { importar } = useImportarAlCarrito();
  const [resultados, setResultados] = useState<ResultadoLineaCarrito[]>([]);
  const agregar = useMutation({ mutationFn: (i: ItemRecuperadorVencido) => importar([{ troquel: i.troquel, cantidad: i.cantidadARecuperar }]), onSuccess: setResultados });
  const nombre = (troquel: number) => datos.productos.get(troquel)?.nombre;

  if (vencidos.isError) return <Alert type="warning" showIcon title="No se pudo obtener los productos vencidos del recuperador." style={{ marginTop: 16 }} />;
  if (!vencidos.data) return null;
  const { diasVencimiento, diasRegistro } = vencidos.data;
  const explicacion = `Un faltante espera ${plural(diasVencimiento, 'día', 'días')} en el recuperador; después vence y queda en esta lista ${plural(diasRegistro, 'día', 'días')}, por si todavía lo necesita.`;

  return (
    <Collapse
      style={{ marginTop: 16 }}
      items={[
        {
          key: 'vencidos',
          label: items.length === 0 ? 'Vencidos del recuperador: ninguno' : `Vencidos del recuperador (${items.length})`,
          children: (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Typography.Text type="secondary">{explicacion}</Typography.Text>
              <ResultadosLineas resultados={resultados} nombre={nombre} />
              <Table<ItemRecuperadorVencido>
                rowKey={(i) => `${i.troquel}-${i.fechaVencimiento}`}
                dataSource={items}
                size="small"
                tableLayout="fixed"
                pagination={items.length > 20 ? { pageSize: 20 } : false}
                locale={{ emptyText: `Ningún producto venció del recuperador en los últimos ${plural(diasRegistro, 'día', 'días')}.` }}
                columns={[
                  {
                    title: 'Producto',
                    key: 'producto',
                    render: (_, i) => (
                      <>
                        <span>{nombre(i.troquel) ?? (datos.productos.size > 0 ? `Troquel ${i.troquel}` : '…')}</span>
                        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                          Troquel {i.troquel}
                        </Typography.Text>
                      </>
                    ),
                  },
                  { title: 'Cantidad', dataIndex: 'cantidadARecuperar', width: 84, align: 'right' },
                  { title: 'Fecha del pedido', key: 'pedido', width: 120, render: (_, i) => formatearFecha(i.fechaPedido) },
                  { title: 'Venció', key: 'vencio', width: 140, render: (_, i) => formatearFechaHora(i.fechaVencimiento) },
                  {
                    title: 'Acciones',
                    key: 'acciones',
                    width: 96,
                    render: (_, i) => (
                      <Button size="small" disabled={agregar.isPending} onClick={() => agregar.mutate(i)} aria-label={`Agregar ${nombre(i.troquel) ?? `el troquel ${i.troquel}`} al carrito otra vez`}>
                        Agregar
                      </Button>
                    ),
                  },
                ]}
              />
            </Space>
          ),
        },
      ]}
    />
  );
}
