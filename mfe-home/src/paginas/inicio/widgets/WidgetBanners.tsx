import { Carrusel } from '../../banners/Carrusel.js';
import { useBanners } from '../../banners/banners-api.js';
import { useConfigHome, CONFIG_POR_DEFECTO } from '../../../configuracion.js';
import { EstadoWidget } from './EstadoWidget.js';

export default function WidgetBanners() {
  const consulta = useBanners();
  const intervalo = useConfigHome()?.defaultBannerInterval ?? CONFIG_POR_DEFECTO.defaultBannerInterval;
  return (
    <EstadoWidget consulta={consulta} vacio={(d) => d.banners.length === 0 && !d.bannerIntercalado} textoVacio="No hay banners.">
      {(d) => <Carrusel datos={d} intervaloPorDefecto={intervalo} alto={160} />}
    </EstadoWidget>
  );
}
