import { Tag, Tooltip } from 'antd';
import { GiftOutlined } from '@ant-design/icons';
import { FlagProducto, tieneFlag } from '@portal/shared/domain';

/** SPEC §4 names the two bonus bits: 64 "bono PAP" and 8192 "bono tarmed"; SPEC §5 shows a bonus for either. */
export function etiquetasBono(flags: number): string[] {
  const etiquetas: string[] = [];
  if (tieneFlag(flags, FlagProducto.BonoPap)) etiquetas.push('Bono PAP');
  if (tieneFlag(flags, FlagProducto.BonoTarmed)) etiquetas.push('Bono tarmed');
  return etiquetas;
}

/** The bonus mark of a product, the same wherever it is listed (searcher, cart, history). */
export function MarcaBono({ flags }: { flags: number }) {
  return (
    <>
      {etiquetasBono(flags).map((etiqueta) => (
        <Tooltip key={etiqueta} title="Producto con bono">
          <Tag color="magenta" icon={<GiftOutlined />} style={{ marginInlineEnd: 0 }}>
            {etiqueta}
          </Tag>
        </Tooltip>
      ))}
    </>
  );
}
