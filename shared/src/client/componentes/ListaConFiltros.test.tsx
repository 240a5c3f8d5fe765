/** @jest-environment jsdom */
import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import type { PaginaLista } from '../api/api-client.js';
import type { ColumnaTabla } from './columnas.js';
import { ListaConFiltros, type CampoFiltro } from './ListaConFiltros.js';
import type { ParametrosPagina } from './TablaServidor.js';

jest.setTimeout(30_000);

/**
 * antd's Select schedules through MessageChannel, which jsdom lacks (Node's would keep jest from exiting): a pair of
 * ports that deliver on the page's timer, as the remotes' test environment lends.
 */
class Puerto {
  onmessage: ((e: { data: unknown }) => void) | null = null;
  otro: Puerto | null = null;
  postMessage(data: unknown) {
    setTimeout(() => this.otro?.onmessage?.({ data }), 0);
  }
  start() {}
  close() {
    this.otro = null;
  }
}
globalThis.MessageChannel ??= class {
  port1 = new Puerto();
  port2 = new Puerto();
  constructor() {
    this.port1.otro = this.port2;
    this.port2.otro = this.port1;
  }
} as unknown as typeof MessageChannel;

// antd measures the scrollbar through a pseudo-element on every table, which jsdom reports as not implemented.
const estiloComputado = window.getComputedStyle.bind(window);
window.getComputedStyle = (elemento) => estiloComputado(elemento);

interface Remito {
  id: number;
  estado: number;
  fecha: string;
}

interface Filtros {
  rango: [Dayjs, Dayjs];
  estado?: number;
  numero?: number | null;
}

const ESTADOS = [
  { value: 1, label: 'Preparado' },
  { value: 2, label: 'Entregado' },
];

const COLUMNAS: ColumnaTabla<Remito>[] = [
  { campo: 'id', titulo: 'Remito', tipo: 'numero', ordenable: true },
  { campo: 'estado', titulo: 'Estado', render: (v) => ESTADOS.find((e) => e.value === v)?.label },
  { campo: 'fecha', titulo: 'Fecha', tipo: 'fecha' },
];

const REMITOS: Remito[] = Array.from({ length: 23 }, (_, i) => ({ id: 100 + i, estado: (i % 2) + 1, fecha: dayjs('2026-11-01').add(i, 'day').format('YYYY-MM-DD') }));

const INICIO: Filtros = { rango: [dayjs('2026-11-01'), dayjs('2026-11-30')] };

/** A server in the page: filters, sorts and pages REMITOS, and says what it was asked. */
function crearServidor() {
  const pedidos: { filtros: Filtros; pagina: ParametrosPagina }[] = [];
  let fallas = 0;
  const request = async (filtros: Filtros, pagina: ParametrosPagina): Promise<PaginaLista<Remito>> => {
    pedidos.push({ filtros, pagina });
    if (fallas > 0) {
      fallas -= 1;
      throw new Error('Sin conexión');
    }
    const [desde, hasta] = filtros.rango.map((d) => d.format('YYYY-MM-DD'));
    let filas = REMITOS.filter((r) => r.fecha >= desde! && r.fecha <= hasta! && (filtros.estado === undefined || r.estado === filtros.estado));
    if (filtros.numero) filas = filas.filter((r) => r.id === filtros.numero);
    if (pagina.orden === '-id') filas = [...filas].reverse();
    return { items: filas.slice((pagina.page - 1) * pagina.pageSize, pagina.page * pagina.pageSize), total: filas.length };
  };
  return { request, pedidos, fallarLasProximas: (n: number) => (fallas = n) };
}

const CAMPOS: CampoFiltro<Filtros>[] = [
  { tipo: 'fechas', nombre: 'rango', etiqueta: 'Fecha', obligatorio: true },
  { tipo: 'opciones', nombre: 'estado', etiqueta: 'Estado', todos: 'Todos', opciones: ESTADOS },
  {
    tipo: 'numero',
    nombre: 'numero',
    etiqueta: 'Número',
    reglas: [{ validator: async (_r, v: number | null | undefined) => { if (v !== null && v !== undefined && v < 100) throw new Error('Los remitos empiezan en el 100.'); } }],
  },
];

function mostrar(servidor: ReturnType<typeof crearServidor>, extra: { campos?: CampoFiltro<Filtros>[]; clave?: unknown[]; columnas?: ColumnaTabla<Remito>[] } = {}) {
  const cliente = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const buscadas: Filtros[] = [];
  const vista = render(
    <QueryClientProvider client={cliente}>
      <ListaConFiltros<Remito, Filtros>
        clave={extra.clave ?? ['remitos']}
        campos={extra.campos ?? CAMPOS}
        valoresIniciales={INICIO}
        columnas={extra.columnas ?? COLUMNAS}
        request={(f, p) => servidor.request(f, p)}
        claveFila="id"
        ordenInicial="id"
        vacio="No hay remitos para los filtros elegidos."
        alBuscar={(f) => buscadas.push(f)}
        entreFiltrosYTabla={(f) => <p data-testid="resumen">Del {f.rango[0].format('DD/MM/YYYY')} al {f.rango[1].format('DD/MM/YYYY')}</p>}
      />
    </QueryClientProvider>,
  );
  return { ...vista, buscadas };
}

const idsVisibles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((fila) => Number(within(fila).getAllByRole('cell')[0]?.textContent));

test('abre con los filtros iniciales ya buscados: la primera página, el total y lo buscado entre el formulario y la tabla', async () => {
  const servidor = crearServidor();
  mostrar(servidor);
  expect(await screen.findByText('1-10 de 23')).toBeInTheDocument();
  expect(idsVisibles()).toEqual([100, 101, 102, 103, 104, 105, 106, 107, 108, 109]);
  expect(servidor.pedidos).toHaveLength(1);
  expect(servidor.pedidos[0]!.pagina).toEqual({ page: 1, pageSize: 10, orden: 'id' });
  expect(servidor.pedidos[0]!.filtros.rango.map((d) => d.format('YYYY-MM-DD'))).toEqual(['2026-11-01', '2026-11-30']);
  expect(screen.getByTestId('resumen')).toHaveTextContent('Del 01/11/2026 al 30/11/2026');
  expect(screen.getByDisplayValue('01/11/2026')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Estado' })).toBeInTheDocument();
});

test('una búsqueda pide los filtros elegidos desde la primera página, con el orden que tenía la tabla', async () => {
  const servidor = crearServidor();
  const { buscadas } = mostrar(servidor);
  await screen.findByText('1-10 de 23');
  // The first click sorts ascending (the initial order), the second descending.
  fireEvent.click(screen.getByText('Remito'));
  fireEvent.click(screen.getByText('Remito'));
  await waitFor(() => expect(servidor.pedidos.at(-1)?.pagina.orden).toBe('-id'));
  fireEvent.click(screen.getByTitle('2'));
  await waitFor(() => expect(servidor.pedidos.at(-1)?.pagina).toEqual({ page: 2, pageSize: 10, orden: '-id' }));

  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Estado' }));
  fireEvent.click(await screen.findByTitle('Entregado'));
  fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));

  await waitFor(() => expect(servidor.pedidos.at(-1)?.filtros.estado).toBe(2));
  expect(servidor.pedidos.at(-1)?.pagina).toEqual({ page: 1, pageSize: 10, orden: '-id' });
  expect(await screen.findByText('1-10 de 11')).toBeInTheDocument();
  expect(idsVisibles()).toEqual([121, 119, 117, 115, 113, 111, 109, 107, 105, 103]);
  expect(buscadas.map((f) => f.estado)).toEqual([2]);
});

test('"Buscar" sin cambios vuelve a preguntar al servidor', async () => {
  const servidor = crearServidor();
  mostrar(servidor);
  await screen.findByText('1-10 de 23');
  fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  await waitFor(() => expect(servidor.pedidos).toHaveLength(2));
});

test('un campo que no cumple su regla dice por qué y no se busca', async () => {
  const servidor = crearServidor();
  mostrar(servidor);
  await screen.findByText('1-10 de 23');
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Número' }), { target: { value: '7' } });
  fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  expect(await screen.findByText('Los remitos empiezan en el 100.')).toBeInTheDocument();
  expect(servidor.pedidos).toHaveLength(1);

  fireEvent.change(screen.getByRole('spinbutton', { name: 'Número' }), { target: { value: '104' } });
  fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  await waitFor(() => expect(idsVisibles()).toEqual([104]));
  expect(servidor.pedidos.at(-1)?.filtros.numero).toBe(104);
});

test('sin filas dice el texto de la lista', async () => {
  const servidor = crearServidor();
  mostrar(servidor);
  await screen.findByText('1-10 de 23');
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Número' }), { target: { value: '999' } });
  fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  expect(await screen.findByText('No hay remitos para los filtros elegidos.')).toBeInTheDocument();
});

test('una falla lo dice con un botón para reintentar, que trae las filas', async () => {
  const servidor = crearServidor();
  servidor.fallarLasProximas(1);
  mostrar(servidor);
  expect(await screen.findByText('No se pudieron obtener los datos.', { selector: '.ant-alert *' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByText('1-10 de 23')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  expect(servidor.pedidos).toHaveLength(2);
});

test('cuando cambia lo que cubre la lista (su clave) vuelve a la primera página con los mismos filtros', async () => {
  const servidor = crearServidor();
  function Pagina() {
    const [farmacia, setFarmacia] = useState(1);
    const cliente = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }))[0];
    return (
      <QueryClientProvider client={cliente}>
        <button onClick={() => setFarmacia(2)}>Otra farmacia</button>
        <ListaConFiltros<Remito, Filtros>
          clave={['remitos', farmacia]}
          campos={CAMPOS}
          valoresIniciales={INICIO}
          columnas={COLUMNAS}
          request={(f, p) => servidor.request(f, p)}
          claveFila="id"
          vacio="No hay remitos."
        />
      </QueryClientProvider>
    );
  }
  render(<Pagina />);
  await screen.findByText('1-10 de 23');
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Estado' }));
  fireEvent.click(await screen.findByTitle('Preparado'));
  fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  await screen.findByText('1-10 de 12');
  fireEvent.click(screen.getByTitle('2'));
  await screen.findByText('11-12 de 12');

  fireEvent.click(screen.getByRole('button', { name: 'Otra farmacia' }));
  await waitFor(() => expect(servidor.pedidos.at(-1)?.pagina.page).toBe(1));
  expect(servidor.pedidos.at(-1)?.filtros.estado).toBe(1);
  expect(await screen.findByText('1-10 de 12')).toBeInTheDocument();
});

test('sin campos no hay formulario: sólo la lista', async () => {
  const servidor = crearServidor();
  mostrar(servidor, { campos: [] });
  expect(await screen.findByText('1-10 de 23')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Buscar' })).not.toBeInTheDocument();
});

test('por debajo de 1200 px las columnas secundarias se pliegan en el detalle de cada fila, que las muestra con su título', async () => {
  const matchMediaOriginal = window.matchMedia;
  // A 1024-pixel window: only the queries of narrow screens match.
  window.matchMedia = ((query: string) => ({ ...matchMediaOriginal(query), matches: query.includes('max-width: 1199.98px') })) as typeof window.matchMedia;
  try {
    const columnas: ColumnaTabla<Remito>[] = COLUMNAS.map((c) => (c.campo === 'fecha' ? { ...c, secundaria: true } : c));
    mostrar(crearServidor(), { clave: ['remitos-angosta'], campos: [], columnas });
    expect(await screen.findByText('1-10 de 23')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Fecha' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Estado' })).toBeInTheDocument();
    const [primera] = screen.getAllByRole('row').slice(1);
    fireEvent.click(within(primera!).getByRole('button'));
    expect(await screen.findByText('Fecha', { selector: '.ant-descriptions-item-label' })).toBeInTheDocument();
    expect(screen.getByText('2026-11-01')).toBeInTheDocument();
  } finally {
    window.matchMedia = matchMediaOriginal;
  }
});
