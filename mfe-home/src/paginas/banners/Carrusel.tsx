import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Space } from 'antd';
import { LeftOutlined, PauseOutlined, CaretRightOutlined, RightOutlined } from '@ant-design/icons';
import { registrarEnServidor } from '@portal/shared/client';
import type { Banners } from '@portal/shared/contracts';
import { destinoBanner, secuenciaBanners } from './secuencia.js';
import { urlImagenBanner } from './banners-api.js';

interface Props {
  datos: Banners;
  /** ms per banner when the API gives none (toggle defaultBannerInterval). */
  intervaloPorDefecto: number;
  alto?: number;
}

/** The banners one after another, each for its duration, with previous / next / pause buttons for the keyboard. */
export function Carrusel({ datos, intervaloPorDefecto, alto = 220 }: Props) {
  const navegar = useNavigate();
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

  const abrir = () => {
    const destino = destinoBanner(actual);
    if (destino.tipo === 'externo') window.open(destino.url, '_blank', 'noopener,noreferrer');
    else if (destino.tipo === 'buscador') navegar(destino.url);
    else if (destino.tipo === 'no-soportado') void registrarEnServidor('Tipo de busqueda no soportado');
  };
  const ir = (paso: number) => setIndice((i) => (i + paso + n) % n);

  return (
    <div role="region" aria-roledescription="carrusel" aria-label="Banners" onMouseEnter={() => setPausado(true)} onMouseLeave={() => setPausado(false)}>
      <button
        type="button"
        onClick={abrir}
        aria-label={actual.textoBusqueda ? `Banner: buscar ${actual.textoBusqueda}` : `Banner ${indice + 1} de ${n}`}
        data-banner={actual.nombreArchivo}
        style={{ display: 'block', width: '100%', padding: 0, border: 0, background: 'none', cursor: 'pointer' }}
      >
        <img src={urlImagenBanner(actual.nombreArchivo)} alt="" style={{ width: '100%', height: alto, objectFit: 'cover', borderRadius: 8, display: 'block' }} />
      </button>
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
