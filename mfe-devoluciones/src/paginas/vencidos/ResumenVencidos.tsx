import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Typography } from 'antd';
import { ErrorApi, TablaCargando } from '@portal/shared/client';
import type { ItemVencido } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { TablaVencidos } from './TablaVencidos.js';
import { crearDevolucionVencido, recuperarBorrador } from './vencidos-api.js';

/** /vencidos/resumen: the saved draft as it will be sent; confirming (Nueva) creates the return and clears the draft. */
export default function ResumenVencidos() {
  const navigate = useNavigate();
  const cliente = useQueryClient();
  // One guid per visit of the summary: a retried confirmation is the same return.
  const [guid] = useState(() => crypto.randomUUID());
  const borrador = useQuery({ queryKey: ['vencidos', 'borrador'], queryFn: recuperarBorrador, staleTime: 0 });
  const confirmar = useMutation({
    mutationFn: (items: ItemVencido[]) => crearDevolucionVencido({ guid, items }),
    onSuccess: (d) => {
      void cliente.invalidateQueries({ queryKey: ['vencidos'] });
      void navigate(routePath('vencidos-confirmacion', { id: d.id }));
    },
  });
  const items = borrador.data?.items ?? [];
  return (
    <div data-remoto="mfe-devoluciones">
      <Typography.Title level={1}>Resumen Devolucion de Vencidos</Typography.Title>
      {borrador.isLoading && <TablaCargando />}
      {borrador.isError && <Alert type="error" showIcon title="No se pudo leer el borrador guardado." />}
      {borrador.data && (
        <>
          <TablaVencidos items={items} vacio="El borrador está vacío." />
          {confirmar.isError && (
            <Alert type="error" showIcon style={{ marginTop: 16 }} title={confirmar.error instanceof ErrorApi ? confirmar.error.mensajeServidor : 'No se pudo confirmar la devolución.'} />
          )}
          <Space style={{ marginTop: 16 }}>
            <Link to={routePath('ingreso-lotes-vencidos')}>Volver a la carga</Link>
            <Button type="primary" disabled={items.length === 0} loading={confirmar.isPending} onClick={() => confirmar.mutate(items)}>
              Confirmar devolución
            </Button>
          </Space>
        </>
      )}
    </div>
  );
}
