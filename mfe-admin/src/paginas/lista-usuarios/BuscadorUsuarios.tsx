import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Input, Typography } from 'antd';
import { buscarSugerencias } from './lista-usuarios-api.js';

/** Typing pauses this long before the server is asked for suggestions. */
const ESPERA_MS = 300;
const MINIMO_CARACTERES = 2;

function useDemorado(valor: string, ms: number): string {
  const [demorado, setDemorado] = useState(valor);
  useEffect(() => {
    const espera = setTimeout(() => setDemorado(valor), ms);
    return () => clearTimeout(espera);
  }, [valor, ms]);
  return demorado;
}

export interface PropsBuscadorUsuarios {
  farmaciaId: number;
  /** The search sent (Enter or the button): the table is filtered by user name or email. */
  onBuscar(texto: string): void;
  /** A suggested user chosen: its page opens. */
  onElegir(id: string): void;
}

/**
 * The list's search box: as the administrator types, the users whose name holds the text are suggested
 * (`POST /api/Usuario/Buscar`), to open one at once; sending the search filters the table instead.
 */
export function BuscadorUsuarios({ farmaciaId, onBuscar, onElegir }: PropsBuscadorUsuarios) {
  const [texto, setTexto] = useState('');
  const buscado = useDemorado(texto.trim(), ESPERA_MS);
  const sugerencias = useQuery({
    queryKey: ['admin', 'sugerencias-usuarios', farmaciaId, buscado],
    queryFn: ({ signal }) => buscarSugerencias(farmaciaId, buscado, signal),
    enabled: buscado.length >= MINIMO_CARACTERES,
    staleTime: 30_000,
  });
  const opciones = buscado.length >= MINIMO_CARACTERES ? (sugerencias.data ?? []) : [];
  return (
    <AutoComplete
      value={texto}
      onChange={setTexto}
      onSelect={(userName: string) => {
        const elegido = opciones.find((u) => u.userName === userName);
        if (elegido) onElegir(elegido.id);
      }}
      // Enter sends the search unless the administrator moved to a suggestion.
      defaultActiveFirstOption={false}
      options={opciones.map((u) => ({
        value: u.userName,
        label: (
          <span>
            {u.userName} <Typography.Text type="secondary">{u.email}</Typography.Text>
          </span>
        ),
      }))}
      style={{ width: '100%', maxWidth: 320 }}
    >
      <Input.Search aria-label="Buscar por usuario o correo" placeholder="Buscar por usuario o correo" allowClear enterButton="Buscar" onSearch={(valor) => onBuscar(valor)} />
    </AutoComplete>
  );
}
