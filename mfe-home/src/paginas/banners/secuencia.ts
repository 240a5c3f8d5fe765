import type { Banner } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';

/** SPEC §4: the interleaved banner is inserted after every other banner. */
export function secuenciaBanners(banners: readonly Banner[], intercalado: Banner | null): Banner[] {
  if (!intercalado) return [...banners];
  if (banners.length === 0) return [intercalado];
  return banners.flatMap((b) => [b, intercalado]);
}

/** What clicking a banner does: open an address in a new tab, search in the ordering page, nothing, or log an unknown type. */
export type DestinoBanner = { tipo: 'externo'; url: string } | { tipo: 'buscador'; url: string } | { tipo: 'ninguno' } | { tipo: 'no-soportado' };

export function destinoBanner(b: Banner): DestinoBanner {
  if (b.linkExterno) return { tipo: 'externo', url: b.linkExterno };
  if (b.urlDestino) return { tipo: 'externo', url: b.urlDestino };
  const texto = (b.textoBusqueda ?? '').trim();
  const buscador = (param: string) => ({ tipo: 'buscador' as const, url: `${routePath('pedido-nuevo')}?${new URLSearchParams({ [param]: texto })}` });
  switch (b.tipoBusqueda) {
    case 0:
      return { tipo: 'ninguno' };
    case 1:
    case 2:
    case 3:
      return texto ? buscador('texto') : { tipo: 'ninguno' };
    case 4:
      return /^\d+$/.test(texto) ? buscador('ofertaId') : { tipo: 'ninguno' };
    case 6:
      return /^\d+$/.test(texto) ? buscador('categoriaId') : { tipo: 'ninguno' };
    default:
      return { tipo: 'no-soportado' };
  }
}

/** What a banner does, said in words: the page lists it beside each banner, the carousel names its link with it. */
export function describirBanner(b: Banner): string {
  const d = destinoBanner(b);
  if (d.tipo === 'externo') return `Abre ${d.url} en otra pestaña`;
  if (d.tipo === 'buscador') return `Busca «${(b.textoBusqueda ?? '').trim()}» en el buscador de productos`;
  if (d.tipo === 'no-soportado') return 'Búsqueda no disponible';
  return 'Solo informativo';
}
