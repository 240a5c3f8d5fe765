import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import { apiClient, formatearFecha } from '@portal/shared/client';
import { favoritoSchema, type ResultadoLineaCarrito } from '@portal/shared/contracts';
import { z } from 'zod';
import { DisposicionConCarrito, ResultadosLineas, useImportarAlCarrito } from '../../carrito/index.js';
import { useDatosProductos } from '../comun/datosProductos.js';
import { TablaAgregables, type FilaAgregable } from '../comun/TablaAgregables.js';

const CLAVE = ['pedidos', 'favoritos'];

/** /pedidos/favoritos: the user's favourite products, with price and stock, to add to the cart (always beside). */
export default function Favoritos() {
  const cliente = useQueryClient();
  const { importar } = useImportarAlCarrito();
  const [resultados, setResultados] = useState<ResultadoLineaCarrito[]>([]);
  const favoritos = useQuery({
    queryKey: CLAVE,
    queryFn: () => apiClient.get('/api/Favoritos/GetItemsFavoritos', { schema: z.array(favoritoSchema), silencioso: true }),
  });
  const lista = favoritos.data ?? [];
  const datos = useDatosProductos(lista.map((f) => f.troquel));
  const refrescar = () => cliente.invalidateQueries({ queryKey: CLAVE });

  const agregar = useMutation({
    mutationFn: (filas: FilaAgregable[]) => importar(filas.map((f) => ({ troquel: f.troquel, cantidad: f.cantidad }))),
    onSuccess: setResultados,
  });
  const quitar = useMutation({
    mutationFn: (troquel: number) => apiClient.post(`/api/Favoritos/BorrarItemFavoritos/${troquel}`),
    onSettled: refrescar,
  });
  const vaciar = useMutation({ mutationFn: () => apiClient.post('/api/Favoritos/VaciarFavoritos'), onSettled: refrescar });

  return (
    <div data-remoto="mfe-pedidos">
      <DisposicionConCarrito>
        <Typography.Title level={2}>Favoritos</Typography.Title>
        {favoritos.isError ? (
          <Alert type="error" showIcon title="No se pudo obtener la lista de items favoritos al iniciar" />
        ) : (
          <>
            <ResultadosLineas resultados={resultados} nombre={(t) => datos.productos.get(t)?.nombre} />
            <TablaAgregables
              filas={lista.map((f) => ({
                troquel: f.troquel,
                cantidad: 1,
                detalle: f.fechaUltimoPedido ? formatearFecha(f.fechaUltimoPedido) : 'Nunca',
              }))}
              datos={datos}
              tituloDetalle="Último pedido"
              mostrarCantidad={false}
              ocupado={favoritos.isLoading || agregar.isPending || quitar.isPending || vaciar.isPending}
              onAgregar={(filas) => agregar.mutate(filas)}
              onQuitar={(troquel) => quitar.mutate(troquel)}
              onVaciar={() => vaciar.mutate()}
              textoVaciar="Vaciar favoritos"
            />
          </>
        )}
      </DisposicionConCarrito>
    </div>
  );
}
