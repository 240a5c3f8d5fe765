import { useEffect, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import type { ResultadoLineaCarrito } from '@portal/shared/contracts';
import { DisposicionConCarrito, DURACION_AVISO_MS, ResultadosLineas, useImportarAlCarrito } from '../../carrito/index.js';
import { useDatosProductos } from './datosProductos.js';
import { TablaAgregables, type FilaAgregable, type PropsTablaAgregables } from './TablaAgregables.js';

/** The calls of a list of products the user keeps (favourites, recoverer): read it, remove one, empty it. */
export interface ApiListaAgregable<T> {
  leer(): Promise<T[]>;
  quitar(troquel: number): Promise<unknown>;
  vaciar(): Promise<unknown>;
}

/** What tells one list page from another: its texts, its calls and how an item of the list becomes a row. */
export interface ListaAgregable<T> extends Pick<PropsTablaAgregables, 'tituloDetalle' | 'mostrarCantidad' | 'textoVaciar' | 'vacio'> {
  /** Its query key under ['pedidos']. */
  clave: string;
  titulo: string;
  /** What the list is for, under the title. */
  descripcion: string;
  /** Where a removed product goes from: "de favoritos". */
  deLaLista: string;
  /** SPEC text shown when the list cannot be read. */
  errorLectura: string;
  api: ApiListaAgregable<T>;
  fila(item: T): FilaAgregable;
}

/**
 * A page listing products with price and stock, to add to the cart (always beside) one by one or all at once; `pie`
 * goes under the list (the recoverer's record of what expired).
 */
export function PaginaAgregables<T extends { troquel: number }>({ lista, pie }: { lista: ListaAgregable<T>; pie?: ReactNode }) {
  const cliente = useQueryClient();
  const { importar } = useImportarAlCarrito();
  const [resultados, setResultados] = useState<ResultadoLineaCarrito[]>([]);
  const [quitado, setQuitado] = useState<{ troquel: number; vez: number } | null>(null);
  const clave = ['pedidos', lista.clave];
  const items = useQuery({ queryKey: clave, queryFn: lista.api.leer });
  const leidos = items.data ?? [];
  const datos = useDatosProductos(leidos.map((i) => i.troquel));
  const refrescar = () => cliente.invalidateQueries({ queryKey: clave });

  const agregar = useMutation({
    mutationFn: (filas: FilaAgregable[]) => importar(filas.map((f) => ({ troquel: f.troquel, cantidad: f.cantidad }))),
    onSuccess: setResultados,
  });
  const quitar = useMutation({
    mutationFn: lista.api.quitar,
    onSuccess: (_, troquel) => setQuitado({ troquel, vez: performance.now() }),
    onSettled: refrescar,
  });
  // The notice of a removal goes away by itself, as the cart's do (SPEC §9).
  useEffect(() => {
    if (!quitado) return;
    const temporizador = setTimeout(() => setQuitado(null), DURACION_AVISO_MS);
    return () => clearTimeout(temporizador);
  }, [quitado]);
  const nombre = (troquel: number) => datos.productos.get(troquel)?.nombre ?? `el troquel ${troquel}`;
  const vaciar = useMutation({ mutationFn: lista.api.vaciar, onSettled: refrescar });

  return (
    <div data-remoto="mfe-pedidos">
      <DisposicionConCarrito>
        <Typography.Title level={1}>{lista.titulo}</Typography.Title>
        <Typography.Paragraph type="secondary">{lista.descripcion}</Typography.Paragraph>
        {items.isError ? (
          <Alert type="error" showIcon title={lista.errorLectura} />
        ) : (
          <>
            <ResultadosLineas resultados={resultados} nombre={(t) => datos.productos.get(t)?.nombre} />
            {quitado && (
              <Alert
                key={quitado.vez}
                type="success"
                showIcon
                role="status"
                closable={{ onClose: () => setQuitado(null) }}
                title={`Se quitó ${nombre(quitado.troquel)} ${lista.deLaLista}.`}
                style={{ marginBottom: 8 }}
              />
            )}
            <TablaAgregables
              filas={leidos.map(lista.fila)}
              datos={datos}
              tituloDetalle={lista.tituloDetalle}
              mostrarCantidad={lista.mostrarCantidad}
              ocupado={items.isLoading || agregar.isPending || quitar.isPending || vaciar.isPending}
              onAgregar={(filas) => agregar.mutate(filas)}
              onQuitar={(troquel) => quitar.mutate(troquel)}
              onVaciar={() => vaciar.mutate()}
              textoVaciar={lista.textoVaciar}
              vacio={lista.vacio}
            />
          </>
        )}
        {pie}
      </DisposicionConCarrito>
    </div>
  );
}
