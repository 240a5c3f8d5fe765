import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Modal, Typography } from 'antd';
import { formatearFechaHora, TablaServidor, type ColumnaTabla, type ParametrosPagina } from '@portal/shared/client';
import { Auditoria } from '../comun/Auditoria.js';
import { useNombresUsuarios } from '../comun/nombres-usuarios.js';
import { leerAuditoria, leerPaginaEliminados, type FilaEliminado } from './lista-usuarios-api.js';

/** The whole history of a deleted user: it has no page of its own any more. */
function HistorialEliminado({ eliminado, onCerrar }: { eliminado: FilaEliminado | null; onCerrar(): void }) {
  const id = eliminado?.usuarioId ?? '';
  const auditoria = useQuery({ queryKey: ['admin', 'auditoria', id], queryFn: () => leerAuditoria(id), enabled: Boolean(eliminado) });
  const nombre = useNombresUsuarios((auditoria.data ?? []).map((a) => a.autorUserId));
  return (
    <Modal
      open={eliminado !== null}
      title={`Historial de cambios de ${eliminado?.userName ?? 'usuario eliminado'}`}
      footer={<Button onClick={onCerrar}>Cerrar</Button>}
      onCancel={onCerrar}
      width={900}
      destroyOnHidden
    >
      <Auditoria filas={auditoria.data} cargando={auditoria.isLoading} error={auditoria.isError} nombre={nombre} />
    </Modal>
  );
}

export interface PropsUsuariosEliminados {
  farmaciaId: number;
  abierto: boolean;
  onCerrar(): void;
}

/**
 * The users deleted from the pharmacy (they can no longer sign in), who deleted each and when, and each one's history:
 * what administrators did to it stays readable after the deletion.
 */
export function UsuariosEliminados({ farmaciaId, abierto, onCerrar }: PropsUsuariosEliminados) {
  const [historial, setHistorial] = useState<FilaEliminado | null>(null);
  const request = useCallback((p: ParametrosPagina, signal: AbortSignal) => leerPaginaEliminados(farmaciaId, p, signal), [farmaciaId]);
  const columnas: ColumnaTabla<FilaEliminado>[] = [
    { campo: 'userName', titulo: 'Usuario', ordenable: true, render: (_v, e) => e.userName ?? <Typography.Text type="secondary">(sin nombre)</Typography.Text> },
    { campo: 'email', titulo: 'Correo electrónico', ordenable: true, render: (_v, e) => e.email ?? '--' },
    {
      campo: 'fechaBaja',
      titulo: 'Eliminado',
      ordenable: true,
      render: (_v, e) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          {formatearFechaHora(e.fechaBaja)}
          <div>
            <Typography.Text type="secondary">por {e.autor}</Typography.Text>
          </div>
        </div>
      ),
    },
    {
      campo: 'usuarioId',
      titulo: 'Historial',
      render: (_v, e) => (
        <Button size="small" onClick={() => setHistorial(e)} aria-label={`Ver historial de ${e.userName ?? 'usuario eliminado'}`}>
          Ver historial
        </Button>
      ),
    },
  ];
  return (
    <Drawer open={abierto} onClose={onCerrar} title="Usuarios eliminados" size="large" destroyOnHidden>
      {abierto && <TablaServidor<FilaEliminado> columnas={columnas} request={request} claveFila="usuarioId" ordenInicial="-fechaBaja" vacio="No se eliminó ningún usuario de la farmacia" />}
      <HistorialEliminado eliminado={historial} onCerrar={() => setHistorial(null)} />
    </Drawer>
  );
}
