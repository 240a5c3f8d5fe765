import { Flex, Spin } from 'antd';

/** Shown while a lazily loaded page or the start-up steps are on their way. */
export function PaginaCargando({ texto = 'Cargando…' }: { texto?: string }) {
  return (
    <Flex role="status" aria-live="polite" vertical align="center" justify="center" gap="middle" style={{ minHeight: 240 }}>
      <Spin size="large" />
      <span>{texto}</span>
    </Flex>
  );
}

export default PaginaCargando;
