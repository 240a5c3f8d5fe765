import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Banner } from '@portal/shared/contracts';
import { USUARIO_PRUEBA } from '@portal/shared/pruebas/usuario';
import { apiPrueba, mostrar } from '../../../test/api-prueba.js';
import Banners from './Banners.js';
import { Carrusel } from './Carrusel.js';
import { destinoBanner, secuenciaBanners } from './secuencia.js';

jest.setTimeout(60_000);

const banner = (id: number, extra: Partial<Banner> = {}): Banner => ({ id, linkExterno: null, nombreArchivo: `b${id}.svg`, textoBusqueda: null, tipoBusqueda: 0, urlDestino: null, ...extra });

test('the interleaved banner goes after every other banner', () => {
  const i = banner(9);
  expect(secuenciaBanners([banner(1), banner(2), banner(3)], i).map((b) => b.id)).toEqual([1, 9, 2, 9, 3, 9]);
  expect(secuenciaBanners([banner(1)], null).map((b) => b.id)).toEqual([1]);
});

test('search banners go to the searcher with texto, ofertaId or categoriaId; links open apart; other types are not supported', () => {
  expect(destinoBanner(banner(1, { tipoBusqueda: 2, textoBusqueda: 'protector solar' }))).toEqual({ tipo: 'buscador', url: '/pedidos/nuevo?texto=protector+solar' });
  expect(destinoBanner(banner(1, { tipoBusqueda: 4, textoBusqueda: '77' }))).toEqual({ tipo: 'buscador', url: '/pedidos/nuevo?ofertaId=77' });
  expect(destinoBanner(banner(1, { tipoBusqueda: 6, textoBusqueda: '4' }))).toEqual({ tipo: 'buscador', url: '/pedidos/nuevo?categoriaId=4' });
  expect(destinoBanner(banner(1, { linkExterno: 'https://example.org' }))).toEqual({ tipo: 'externo', url: 'https://example.org' });
  expect(destinoBanner(banner(1, { tipoBusqueda: 5, textoBusqueda: 'x' }))).toEqual({ tipo: 'no-soportado' });
});

test('the page shows the carousel, steps with the keyboard and a search banner leads to the searcher', async () => {
  const api = await apiPrueba({
    'GET /api/banner': {
      body: { banners: [banner(1, { tipoBusqueda: 1, textoBusqueda: 'ibuprofeno' }), banner(2)], bannerIntercalado: banner(3, { linkExterno: 'https://example.org' }), duracionBanners: 600_000 },
    },
  });
  try {
    const usuario = userEvent.setup();
    mostrar(<Banners />, USUARIO_PRUEBA, '/banners');
    expect(await screen.findByText('1 / 4')).toBeInTheDocument();
    expect(screen.getByText('Banner intercalado')).toBeInTheDocument();
    expect(screen.getByText('Busca «ibuprofeno» en el buscador de productos')).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: /Banner siguiente/ }));
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: /Banner anterior/ }));
    // A search banner is a link to the searcher, named by what it does; an informative one is a picture, not a control.
    const enlace = screen.getByRole('link', { name: 'Banner 1 de 4: busca «ibuprofeno» en el buscador de productos' });
    expect(enlace).toHaveAttribute('href', '/pedidos/nuevo?texto=ibuprofeno');
    await usuario.click(screen.getByRole('button', { name: /Banner siguiente/ }));
    // The interleaved banner comes after every other one.
    expect(screen.getByRole('link', { name: 'Banner 2 de 4: abre https://example.org en otra pestaña' })).toHaveAttribute('target', '_blank');
    await usuario.click(screen.getByRole('button', { name: /Banner siguiente/ }));
    expect(screen.getByRole('img', { name: 'Banner 3 de 4: solo informativo' })).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: /Banner anterior/ }));
    await usuario.click(screen.getByRole('button', { name: /Banner anterior/ }));
    await usuario.click(screen.getByRole('link', { name: /busca «ibuprofeno»/ }));
    expect(await screen.findByText('Otra página')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Dirección' })).toHaveTextContent('/pedidos/nuevo?texto=ibuprofeno');
  } finally {
    await api.cerrar();
  }
});

describe('the carousel advances on its own', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const datos = (duracionBanners: number | null) => ({ banners: [banner(1), banner(2)], bannerIntercalado: banner(9), duracionBanners });
  const avanzar = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

  test("each banner stays the server's duration, the interleaved one after every other", () => {
    mostrar(<Carrusel datos={datos(3000)} intervaloPorDefecto={8000} />, USUARIO_PRUEBA, '/banners');
    expect(screen.getByText('1 / 4')).toBeInTheDocument();
    avanzar(2999);
    expect(screen.getByText('1 / 4')).toBeInTheDocument();
    avanzar(1);
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
    expect(document.querySelector('[data-banner]')).toHaveAttribute('data-banner', 'b9.svg');
    // Each banner's timer starts when it shows (one step per act).
    for (const siguiente of ['3 / 4', '4 / 4', '1 / 4']) {
      avanzar(3000);
      expect(screen.getByText(siguiente)).toBeInTheDocument();
    }
  });

  test('without a duration from the server, defaultBannerInterval; the pointer over it pauses', () => {
    mostrar(<Carrusel datos={datos(null)} intervaloPorDefecto={8000} />, USUARIO_PRUEBA, '/banners');
    avanzar(7999);
    expect(screen.getByText('1 / 4')).toBeInTheDocument();
    avanzar(1);
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Banners' }));
    avanzar(60_000);
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Banners' }));
    avanzar(8000);
    expect(screen.getByText('3 / 4')).toBeInTheDocument();
  });
});

test("a banner of a search type the searcher does not know logs 'Tipo de busqueda no soportado' on the server and stays", async () => {
  const api = await apiPrueba({ 'POST /api/kibana/log': { status: 204 } });
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    mostrar(<Carrusel datos={{ banners: [banner(1, { tipoBusqueda: 5, textoBusqueda: 'x' })], bannerIntercalado: null, duracionBanners: null }} intervaloPorDefecto={5000} />, USUARIO_PRUEBA, '/banners');
    fireEvent.click(screen.getByRole('button', { name: 'Banner 1 de 1: búsqueda no disponible' }));
    await waitFor(() => expect(api.cuerpos('POST /api/kibana/log')).toEqual([{ mensaje: 'Tipo de busqueda no soportado' }]));
    expect(screen.getByRole('status', { name: 'Dirección' })).toHaveTextContent(/^\/banners$/);
  } finally {
    error.mockRestore();
    await api.cerrar();
  }
});
