import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import { apiClient, formatearFecha } from '@portal/shared/client';
import { itemRecuperadorSchema, type ResultadoLineaCarrito } from '@portal/shared/contracts';
import { z } from 'zod';
import { DisposicionConCarrito, ResultadosLineas, useImportarAlCarrito } from '../../carrito/index.js';
import { useDatosProductos } from '../comun/datosProductos.js';
import { TablaAgregables, type FilaAgregable } from '../comun/TablaAgregables.js';

const CLAVE = ['pedidos', 'recuperador'];

/** /pedidos/recuperador: units ordered and not delivered, to order again, with the cart beside. */
export default function Recuperador() {
  const cliente = useQueryClient();
  const { importar } = useImportarAlCarrito();
  const [resultados, setResultados] = useState<ResultadoLineaCarrito[]>([]);
  const items = useQuery({
    queryKey: CLAVE,
    queryFn: () => apiClient.get('/api/recuperador/GetItemsRecuperador', { schema: z.array(itemRecuperadorSchema), silencioso: true }),
  });
  const lista = items.data ?? [];
  const datos = useDatosProductos(lista.map((i) => i.troquel));
  const refrescar = () => cliente.invalidateQueries({ queryKey: CLAVE });

  const agregar = useMutation({
    mutationFn: (filas: FilaAgregable[]) => importar(filas.map((f) => ({ troquel: f.troquel, cantidad: f.cantidad }))),
    onSuccess: setResultados,
  });
  const quitar = useMutation({
    mutationFn: (troquel: number) => apiClient.post(`/api/recuperador/BorrarItemRecuperador/${troquel}`),
    onSettled: refrescar,
  });
  const vaciar = useMutation({ mutationFn: () => apiClient.post('/api/recuperador/VaciarRecuperador'), onSettled: refrescar });

  return (
    <div data-remoto="mfe-pedidos">
      <DisposicionConCarrito>
        <Typography.Title level={2}>Recuperador de productos</Typography.Title>
        {items.isError ? (
          <Alert type="error" showIcon title="No se pudo obtener la lista de productos a recuperar." />
        ) : (
          <>
            <ResultadosLineas resultados={resultados} nombre={(t) => datos.productos.get(t)?.nombre} />
            <TablaAgregables
              filas={lista.map((i) => ({ troquel: i.troquel, cantidad: i.cantidadARecuperar, detalle: formatearFecha(i.fechaPedido) }))}
              datos={datos}
              tituloDetalle="Fecha del pedido"
              mostrarCantidad
              ocupado={items.isLoading || agregar.isPending || quitar.isPending || vaciar.isPending}
              onAgregar={(filas) => agregar.mutate(filas)}
              onQuitar={(troquel) => quitar.mutate(troquel)}
              onVaciar={() => vaciar.mutate()}
              textoVaciar="Vaciar recuperador"
            />
          </>
        )}
      </DisposicionConCarrito>
    </div>
  );
}
