import { useState } from 'react';
import { Button, Input, List, Space, Typography } from 'antd';
import { normalizarLote } from '../../domain/lotes.js';

export interface PropsIngresoLotes {
  lotes: readonly string[];
  onChange(lotes: string[]): void;
  /** 'lote' or 'serie': only the texts change. */
  tipo?: 'lote' | 'serie';
  /** How many may be entered (the line's quantity, say). */
  maximo?: number;
  deshabilitado?: boolean;
}

/**
 * Lot or serial entry for one line: each value is normalised as SPEC §5 says (trim, uppercase, no leading
 * zeros or spaces, a pure zero stays '0') and a value already entered is refused with a message.
 */
export function IngresoLotes({ lotes, onChange, tipo = 'lote', maximo, deshabilitado }: PropsIngresoLotes) {
  const [texto, setTexto] = useState('');
  const [aviso, setAviso] = useState<string | null>(null);
  const nombre = tipo === 'lote' ? 'lote' : 'número de serie';
  const completo = maximo !== undefined && lotes.length >= maximo;

  const agregar = () => {
    const valor = normalizarLote(texto);
    if (valor === '') {
      setAviso(`Ingrese un ${nombre}.`);
      return;
    }
    if (lotes.includes(valor)) {
      setAviso(`El ${nombre} ${valor} ya fue ingresado.`);
      return;
    }
    setAviso(null);
    setTexto('');
    onChange([...lotes, valor]);
  };

  return (
    <Space vertical style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label={tipo === 'lote' ? 'Lote' : 'Número de serie'}
          placeholder={tipo === 'lote' ? 'Lote' : 'Número de serie'}
          value={texto}
          disabled={deshabilitado || completo}
          onChange={(e) => setTexto(e.target.value)}
          onPressEnter={agregar}
          status={aviso ? 'error' : undefined}
        />
        <Button type="primary" onClick={agregar} disabled={deshabilitado || completo}>
          Agregar
        </Button>
      </Space.Compact>
      {aviso && <Typography.Text type="danger">{aviso}</Typography.Text>}
      {maximo !== undefined && (
        <Typography.Text type="secondary">
          {lotes.length} de {maximo} ingresados
        </Typography.Text>
      )}
      <List
        size="small"
        bordered
        dataSource={[...lotes]}
        locale={{ emptyText: `Sin ${tipo === 'lote' ? 'lotes' : 'números de serie'} ingresados` }}
        renderItem={(lote) => (
          <List.Item
            actions={[
              <Button key="quitar" type="link" size="small" disabled={deshabilitado} onClick={() => onChange(lotes.filter((l) => l !== lote))}>
                Quitar
              </Button>,
            ]}
          >
            <Typography.Text code>{lote}</Typography.Text>
          </List.Item>
        )}
      />
    </Space>
  );
}
