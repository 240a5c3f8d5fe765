import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Typography } from 'antd';
import { formatearPesos, type FiltroLista } from '@portal/shared/client';
import { useCatalogo } from '../../catalogo/useCatalogo.js';
import { leerTotalesLineas } from './historico-api.js';
import { TablaLineas } from './TablaLineas.js';

/** /historico/items-laboratorio/{laboratorioId}: every order line of one laboratory's products. */
export default function ItemsLaboratorio() {
  const laboratorioId = Number(useParams().laboratorioId);
  const nombre = useCatalogo().auxiliares.laboratorios.find((l) => l.id === laboratorioId)?.nombre;
  const filtros: FiltroLista[] = [{ campo: 'laboratorioId', operador: '==', valor: laboratorioId }];
  const totales = useQuery({ queryKey: ['pedidos', 'historico', 'totales-laboratorio', laboratorioId], queryFn: () => leerTotalesLineas(filtros) });
  return (
    <div data-remoto="mfe-pedidos">
      <Typography.Title level={1}>Pedidos del laboratorio {nombre ?? laboratorioId}</Typography.Title>
      {totales.data && (
        <Descriptions bordered size="small" column={{ xs: 1, md: 4 }} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="Líneas">{totales.data.lineas}</Descriptions.Item>
          <Descriptions.Item label="Unidades pedidas">{totales.data.cantPedida}</Descriptions.Item>
          <Descriptions.Item label="Unidades aprobadas">{totales.data.cantAprobada}</Descriptions.Item>
          <Descriptions.Item label="Importe">{formatearPesos(totales.data.importe)}</Descriptions.Item>
        </Descriptions>
      )}
      <TablaLineas filtros={filtros} vacio="No hay pedidos de este laboratorio." />
    </div>
  );
}
