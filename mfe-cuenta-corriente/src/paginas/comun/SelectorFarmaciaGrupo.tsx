import { Alert, Select, Space, Typography } from 'antd';
import { useSesion } from '@portal/shared/client';
import { useFarmaciasGrupo } from './farmacias-grupo-api.js';

/** Value of the choice "the whole group" (a pharmacy id otherwise). */
export const TODO_EL_GRUPO = 'todo';

export interface PropsSelectorFarmaciaGrupo {
  /** The chosen pharmacy, or null for the whole group. */
  valor: number | null;
  alCambiar: (farmaciaId: number | null) => void;
}

/** What a group page shows: the whole group (the default) or one pharmacy of it. */
export function SelectorFarmaciaGrupo({ valor, alCambiar }: PropsSelectorFarmaciaGrupo) {
  const usuario = useSesion();
  const farmacias = useFarmaciasGrupo(usuario?.grupoId);
  if (farmacias.isError) return <Alert type="error" showIcon title="No se pudieron obtener las farmacias del grupo." />;
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Typography.Text id="etiqueta-farmacia-grupo">Ver:</Typography.Text>
      <Select<number | typeof TODO_EL_GRUPO>
        aria-labelledby="etiqueta-farmacia-grupo"
        loading={farmacias.isLoading}
        style={{ minWidth: 300 }}
        value={valor ?? TODO_EL_GRUPO}
        onChange={(v) => alCambiar(v === TODO_EL_GRUPO ? null : v)}
        options={[
          { value: TODO_EL_GRUPO, label: 'Todo el grupo' },
          ...(farmacias.data ?? []).map((f) => ({ value: f.id, label: `${f.id} · ${f.nombre}` })),
        ]}
      />
    </Space>
  );
}
