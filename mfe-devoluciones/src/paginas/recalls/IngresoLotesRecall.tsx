import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { IngresoLotes, TablaCargando, formatearFecha, type EntradaLote } from '@portal/shared/client';
import type { ItemRecall } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { useBorradorRecall, type ProductoRecall } from './borrador-recall.js';
import { crearVerificadorRecall, leerItemsRecall, leerParametros, leerRecall } from './recalls-api.js';

/** What the pharmacy may still return of a bought lot (an API from before issue 27 says only what it bought). */
const devolvibles = (c: ItemRecall['comprados'][number]) => c.devolvibles ?? c.cantidad;

const fechaDia = (dia: string) => formatearFecha(`${dia.slice(0, 10)}T12:00:00-03:00`);

/**
 * /recalls/ingreso-lotes-items/{recallId}: the recall's products (the pharmacy's own purchases first) and, for each, the
 * units returned: by lot (several units at once) or, for a traceable product, one serial per unit; every value is
 * checked against the recall and what was shipped to the pharmacy as it is entered, and no more units than it bought
 * of the recalled lots (less what it already returned) can be entered, as the API refuses them.
 */
export default function IngresoLotesRecall() {
  const recallId = Number(useParams().recallId);
  const navigate = useNavigate();
  const { guardar, recallId: delBorrador, productos: delResumen } = useBorradorRecall();
  const recall = useQuery({ queryKey: ['recalls', recallId], queryFn: () => leerRecall(recallId) });
  const items = useQuery({ queryKey: ['recalls', 'items', recallId], queryFn: () => leerItemsRecall(recallId) });
  const parametros = useQuery({ queryKey: ['devoluciones', 'parametros'], queryFn: leerParametros });
  const verificar = useMemo(() => crearVerificadorRecall(recallId), [recallId]);
  // Back from the summary, the units come as they were left.
  const [entradas, setEntradas] = useState<Record<number, EntradaLote[]>>(() =>
    delBorrador === recallId ? Object.fromEntries(delResumen.map((p) => [p.troquel, p.entradas])) : {},
  );

  if (recall.isError || items.isError) {
    return (
      <div data-remoto="mfe-devoluciones">
        <Typography.Title level={1}>Ingreso de lotes para recall</Typography.Title>
        <Alert type="error" showIcon title="No se encontró el recall." />
        <Link to={routePath('recalls-nuevo')}>Ver los recalls vigentes</Link>
      </div>
    );
  }
  if (!items.data || !recall.data || !parametros.data) {
    return (
      <div data-remoto="mfe-devoluciones">
        <Typography.Title level={1}>Ingreso de lotes para recall</Typography.Title>
        <TablaCargando />
      </div>
    );
  }
  const productos: ProductoRecall[] = items.data.flatMap((i) =>
    (entradas[i.troquel]?.length ?? 0) > 0 ? [{ troquel: i.troquel, prodNombre: i.prodNombre, tipo: i.tipoValidacion === 'serie' ? 'serie' : 'lote', entradas: entradas[i.troquel]! }] : [],
  );
  const unidades = productos.reduce((s, p) => s + p.entradas.reduce((t, e) => t + e.unidades, 0), 0);
  const p = parametros.data;
  return (
    <div data-remoto="mfe-devoluciones">
      <Typography.Title level={1}>Ingreso de lotes para recall</Typography.Title>
      <Typography.Paragraph>
        {recall.data.nombre}. Cargue las unidades que devuelve de cada producto: el lote (y cuántas unidades de ese lote) o, para los productos trazables,
        el número de serie de cada unidad.
      </Typography.Paragraph>
      <Table<ItemRecall>
        rowKey="troquel"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={items.data}
        locale={{ emptyText: 'El recall no tiene productos vigentes.' }}
        columns={[
          { title: 'Troquel', dataIndex: 'troquel' },
          {
            title: 'Producto',
            key: 'producto',
            render: (_: unknown, i) => (
              <Space vertical size={2} style={{ maxWidth: 260 }}>
                {i.prodNombre}
                <Space size={2} wrap>
                  {i.tipoValidacion === 'serie' && <Tag color="purple">Trazable</Tag>}
                  {i.comprados.map((c) => (
                    <Tag key={c.lote} color="red">{`Comprado: ${c.lote}, ${c.cantidad} u. · ${devolvibles(c) === 0 ? 'ya devuelto' : `puede devolver ${devolvibles(c)} u.`}`}</Tag>
                  ))}
                </Space>
              </Space>
            ),
          },
          {
            title: 'Lotes del recall',
            key: 'lotes',
            render: (_: unknown, i) => (
              <Space vertical size={0}>
                {i.lotesYVencimientos.map((l) => (
                  <Typography.Text key={l.lote}>{`${l.lote} (vence ${fechaDia(l.fechaVencimiento)})`}</Typography.Text>
                ))}
              </Space>
            ),
          },
          {
            title: 'Unidades que devuelve',
            key: 'unidades',
            width: 380,
            render: (_: unknown, i) =>
              i.comprados.length === 0 ? (
                <Typography.Text type="secondary">No compró lotes que retire este recall: no hay unidades para devolver.</Typography.Text>
              ) : (
                <IngresoLotes
                  tipo={i.tipoValidacion === 'serie' ? 'serie' : 'lote'}
                  // What was shipped to the pharmacy of the recalled lots, less what it already returned (issue 27).
                  maximo={i.comprados.reduce((s, c) => s + devolvibles(c), 0)}
                  entradas={entradas[i.troquel] ?? []}
                  onChange={(nuevas) => setEntradas((e) => ({ ...e, [i.troquel]: nuevas }))}
                  parametros={p}
                  pedirUnidades={i.tipoValidacion !== 'serie'}
                  etiqueta={`del troquel ${i.troquel}`}
                  verificar={(valor) => verificar(i.troquel, valor)}
                />
              ),
          },
        ]}
      />
      <Space style={{ marginTop: 16 }} wrap>
        <Link to={routePath('recalls-nuevo')}>Volver a los recalls</Link>
        <Typography.Text type="secondary">{unidades === 0 ? 'Todavía no cargó unidades.' : `${unidades} ${unidades === 1 ? 'unidad cargada' : 'unidades cargadas'}.`}</Typography.Text>
        <Button
          type="primary"
          disabled={unidades === 0}
          onClick={() => {
            guardar(recallId, productos);
            void navigate(routePath('recalls-resumen', { recallId }));
          }}
        >
          Continuar al resumen
        </Button>
      </Space>
    </div>
  );
}
