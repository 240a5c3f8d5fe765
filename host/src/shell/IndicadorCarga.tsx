import { Spin } from 'antd';
import { useCargandoStore } from '@portal/shared/client';

/** Shown while API calls are in flight (the client leaves out the background ones, SPEC §9). */
export function IndicadorCarga() {
  const cargando = useCargandoStore((s) => s.pendientes > 0);
  return cargando ? <Spin size="small" aria-label="Cargando datos" /> : null;
}
