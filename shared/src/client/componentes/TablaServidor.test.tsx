/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PaginaLista } from '../api/api-client.js';
import type { ColumnaTabla } from './columnas.js';
import { ordenarPor } from './ordenamiento.js';
import { TablaServidor, type ParametrosPagina } from './TablaServidor.js';

interface Pedido {
  id: number;
  fecha: string;
  importe: number;
}

const COLUMNAS: ColumnaTabla<Pedido>[] = [
  { campo: 'id', titulo: 'Pedido', tipo: 'numero' },
  { campo: 'fecha', titulo: 'Fecha', tipo: 'fecha', ordenable: true },
  { campo: 'importe', titulo: 'Importe', tipo: 'numero', ordenable: true },
];

const PEDIDOS: Pedido[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  fecha: new Date(Date.UTC(2026, 10, 1 + i)).toISOString(),
  importe: ((i + 1) * 731) % 1000,
}));

/** A server in the page: pages and sorts PEDIDOS as the list calls of SPEC §7 do. */
function crearServidor(opciones: { fallar?: boolean } = {}) {
  const pedidos: ParametrosPagina[] = [];
  const request = async (p: ParametrosPagina): Promise<PaginaLista<Pedido>> => {
    pedidos.push(p);
    if (opciones.fallar) throw new Error('Sin conexión');
    const campo = (p.orden ?? '-fecha').replace(/^-/, '') as keyof Pedido;
    const tipo = campo === 'fecha' ? 'fecha' : 'numero';
    const ordenados = ordenarPor(PEDIDOS, campo, p.orden?.startsWith('-') || !p.orden ? 'descend' : 'ascend', tipo);
    return { items: ordenados.slice((p.page - 1) * p.pageSize, p.page * p.pageSize), total: PEDIDOS.length };
  };
  return { request, pedidos };
}

const idsVisibles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((fila) => Number(within(fila).getAllByRole('cell')[0]?.textContent));

test('pide la primera página con el orden inicial y muestra el total del servidor', async () => {
  const servidor = crearServidor();
  render(<TablaServidor columnas={COLUMNAS} request={servidor.request} claveFila="id" ordenInicial="-fecha" />);

  await waitFor(() => expect(idsVisibles()).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]));
  expect(screen.getByText('1-10 de 23')).toBeInTheDocument();
  expect(servidor.pedidos).toEqual([{ page: 1, pageSize: 10, orden: '-fecha' }]);
});

test('cambiar de página pide esa página al servidor', async () => {
  const servidor = crearServidor();
  render(<TablaServidor columnas={COLUMNAS} request={servidor.request} claveFila="id" ordenInicial="-fecha" />);
  await screen.findByText('1-10 de 23');

  fireEvent.click(screen.getByTitle('3'));

  await waitFor(() => expect(idsVisibles()).toEqual([3, 2, 1]));
  expect(servidor.pedidos.at(-1)).toEqual({ page: 3, pageSize: 10, orden: '-fecha' });
});

test('ordenar por una columna pide al servidor ese orden', async () => {
  const servidor = crearServidor();
  render(<TablaServidor columnas={COLUMNAS} request={servidor.request} claveFila="id" ordenInicial="-fecha" />);
  await screen.findByText('1-10 de 23');

  fireEvent.click(screen.getByText('Importe'));

  await waitFor(() => expect(servidor.pedidos.at(-1)).toEqual({ page: 1, pageSize: 10, orden: 'importe' }));
  const menoresImportes = ordenarPor(PEDIDOS, 'importe', 'ascend', 'numero').slice(0, 10).map((p) => p.id);
  await waitFor(() => expect(idsVisibles()).toEqual(menoresImportes));

  fireEvent.click(screen.getByText('Importe'));
  await waitFor(() => expect(servidor.pedidos.at(-1)?.orden).toBe('-importe'));
});

test('si la llamada falla lo dice en la tabla', async () => {
  const servidor = crearServidor({ fallar: true });
  render(<TablaServidor columnas={COLUMNAS} request={servidor.request} claveFila="id" />);

  expect(await screen.findByText('No se pudieron obtener los datos')).toBeInTheDocument();
});

test('con selección, cada fila tiene su casilla y la tabla avisa las claves elegidas', async () => {
  const servidor = crearServidor();
  const elegidas: React.Key[][] = [];
  render(
    <TablaServidor
      columnas={COLUMNAS}
      request={servidor.request}
      claveFila="id"
      ordenInicial="-fecha"
      seleccion={{ preserveSelectedRowKeys: true, onChange: (claves) => elegidas.push(claves) }}
    />,
  );
  await screen.findByText('1-10 de 23');
  const fila = screen.getAllByRole('row').find((f) => within(f).queryAllByRole('cell')[1]?.textContent === '22')!;
  fireEvent.click(within(fila).getByRole('checkbox'));
  expect(elegidas.at(-1)).toEqual([22]);
});
