import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Space } from 'antd';
import { LeftOutlined, PauseOutlined, CaretRightOutlined, RightOutlined } from '@ant-design/icons';
import { registrarEnServidor } from '@portal/shared/client';
import type { Banner, Banners } from '@portal/shared/contracts';
import { describirBanner, destinoBanner, secuenciaBanners } from './secuencia.js';
import { urlImagenBanner } from './banners-api.js';

interface Props {
  datos: Banners;
  /** ms per banner when the API gives none (toggle defaultBannerInterval). */
  intervaloPorDefecto: number;
  alto?: number;
}

/** The banners one after another, each for its duration, with previous / next / pause buttons for the keyboard. */
export function Carrusel({ datos, intervaloPorDefecto, alto = 220 }: Props) {
  const secuencia = useMemo(() => secuenciaBanners(datos.banners, datos.bannerIntercalado), [datos]);
  const [indice, setIndice] = useState(0);
  const [pausado, setPausado] = useState(false);
  // No duration from the server (parameter 9 unset): the toggle defaultBannerInterval.
  const duracion = datos.duracionBanners !== null && datos.duracionBanners > 0 ? datos.duracionBanners : intervaloPorDefecto;
  const n = secuencia.length;

  useEffect(() => {
    if (pausado || n < 2) return;
    const id = setTimeout(() => setIndice((i) => (i + 1) % n), duracion);
    return () => clearTimeout(id);
  }, [indice, pausado, n, duracion]);

  const actual = secuencia[indice % Math.max(n, 1)];
  if (!actual) return null;

  const ir = (paso: number) => setIndice((i) => (i + paso + n) % n);

  return (
    <div role="region" aria-roledescription="carrusel" aria-label="Banners" onMouseEnter={() => setPausado(true)} onMouseLeave={() => setPausado(false)}>
      <EnlaceBanner banner={actual} nombre={`Banner ${indice + 1} de ${n}: ${enMinuscula(describirBanner(actual))}`}>
        {/* Whole, never cropped: a banner's headline sits at its left edge, which a cover crop cut off in narrow widgets. */}
        <img src={urlImagenBanner(actual.nombreArchivo)} alt="" style={{ width: '100%', height: 'auto', maxHeight: alto, objectFit: 'contain', borderRadius: 8, display: 'block' }} />
      </EnlaceBanner>
      {n > 1 && (
        <Space style={{ marginTop: 8 }}>
          <Button size="small" icon={<LeftOutlined />} aria-label="Banner anterior" onClick={() => ir(-1)} />
          <Button size="small" icon={pausado ? <CaretRightOutlined /> : <PauseOutlined />} aria-label={pausado ? 'Reanudar' : 'Pausar'} onClick={() => setPausado((p) => !p)} />
          <Button size="small" icon={<RightOutlined />} aria-label="Banner siguiente" onClick={() => ir(1)} />
          <span aria-live="polite">
            {indice + 1} / {n}
          </span>
        </Space>
      )}
    </div>
  );
}

const enMinuscula = (texto: string) => `${texto.charAt(0).toLowerCase()}${texto.slice(1)}`;

const ESTILO_ENLACE = { display: 'block', width: '100%', padding: 0, border: 0, background: 'none' } as const;

/**
 * A banner as what it does (issue 29): a link where it leads somewhere (another tab for an address, the searcher for
 * a search), so a middle click or "open in a new tab" work; a plain picture where it leads nowhere. A search type the
 * searcher does not know stays a button: clicking it logs 'Tipo de busqueda no soportado' (SPEC §2).
 */
function EnlaceBanner({ banner, nombre, children }: { banner: Banner; nombre: string; children: ReactNode }) {
  const destino = destinoBanner(banner);
  const comun = { 'aria-label': nombre, 'data-banner': banner.nombreArchivo };
  if (destino.tipo === 'externo') {
    return (
      <a href={destino.url} target="_blank" rel="noopener noreferrer" {...comun} style={ESTILO_ENLACE}>
        {children}
      </a>
    );
  }
  if (destino.tipo === 'buscador') {
    return (
      <Link to={destino.url} {...comun} style={ESTILO_ENLACE}>
        {children}
      </Link>
    );
  }
  if (destino.tipo === 'no-soportado') {
    return (
      <button type="button" onClick={() => void registrarEnServidor('Tipo de busqueda no soportado')} {...comun} style={{ ...ESTILO_ENLACE, cursor: 'pointer' }}>
        {children}
      </button>
    );
  }
  return (
    <div role="img" {...comun} style={ESTILO_ENLACE}>
      {children}
    </div>
  );
}
