import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Skeleton } from 'antd';
import { IndicadoresProducto } from './IndicadoresProducto.js';
import { leerDetalleProducto } from './nuevo-api.js';

/** The product's data and its note (`POST /api/producto/detalle`). */
export function DetalleProducto({ troquel, laboratorio, alCerrar }: { troquel: number | null; laboratorio(id: number): string; alCerrar(): void }) {
  const detalle = useQuery({
    queryKey: ['producto-detalle', troquel],
    queryFn: () => leerDetalleProducto(troquel!),
    enabled: troquel !== null,
  });
  const producto = detalle.data?.producto;
  const nota = detalle.data?.nota;
  return (
    <Drawer open={troquel !== null} onClose={alCerrar} title={producto?.nombre ?? 'Detalle del producto'} size={480}>
      {detalle.isPending && <Skeleton active />}
      {detalle.isError && <Alert type="error" showIcon title="No se pudo obtener el detalle del producto." />}
      {producto && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Troquel">{producto.troquel}</Descriptions.Item>
            <Descriptions.Item label="Código de barras">{[producto.codigoBarras, producto.codigoBarras1].filter(Boolean).join(' / ')}</Descriptions.Item>
            <Descriptions.Item label="Laboratorio">{laboratorio(producto.laboratorioId)}</Descriptions.Item>
            {producto.presentacion && <Descriptions.Item label="Presentación">{producto.presentacion}</Descriptions.Item>}
            {producto.descripcionExtendida && <Descriptions.Item label="Descripción">{producto.descripcionExtendida}</Descriptions.Item>}
            <Descriptions.Item label="Características">
              <IndicadoresProducto producto={producto} />
            </Descriptions.Item>
          </Descriptions>
          {nota?.observacionAlComprar && <Alert style={{ marginTop: 12 }} type="warning" showIcon title="Al comprar" description={nota.observacionAlComprar} />}
          {nota?.notaWebDescripcion && <Alert style={{ marginTop: 12 }} type="info" showIcon title="Nota" description={nota.notaWebDescripcion} />}
        </>
      )}
    </Drawer>
  );
}
