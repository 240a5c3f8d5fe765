import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Empty, Form, Input, Modal, Popconfirm, Skeleton, Space, Table, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, UserAddOutlined } from '@ant-design/icons';
import { ErrorApi } from '@portal/shared/client';
import { inscriptoBodySchema, type Evento, type Inscripto } from '@portal/shared/contracts';
import { claveInscriptos, guardarInscripto, quitarInscripto, useEventoActivo, useInscriptos } from './eventos-api.js';

type Campos = Pick<Inscripto, 'dni' | 'nombre' | 'telefono' | 'email'>;

/** Validates one field with the contract's own rule, so the form says what the API would. */
const reglaDe = (campo: keyof Campos) => ({
  validator: async (_: unknown, valor: unknown) => {
    const r = inscriptoBodySchema.shape[campo].safeParse(valor ?? '');
    if (!r.success) throw new Error(r.error.issues[0]?.message);
  },
});

function FormularioInscripto({ evento, editando, onCerrar }: { evento: Evento; editando: Inscripto | 'nuevo'; onCerrar: () => void }) {
  const [form] = Form.useForm<Campos>();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const guardar = useMutation({
    mutationFn: (campos: Campos) => guardarInscripto({ ...campos, eventoId: evento.eventoId, inscriptoId: editando === 'nuevo' ? undefined : editando.inscriptoId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: claveInscriptos(evento.eventoId) });
      void message.success(editando === 'nuevo' ? 'Inscripto agregado.' : 'Inscripto actualizado.');
      onCerrar();
    },
    onError: (e) => {
      if (e instanceof ErrorApi) {
        const porCampo = Object.entries(e.detalle?.errors ?? {}).filter(([c]) => ['dni', 'nombre', 'telefono', 'email'].includes(c));
        form.setFields(porCampo.map(([name, errors]) => ({ name: name as keyof Campos, errors: Array.isArray(errors) ? errors.map(String) : [] })));
        setError(e.mensajeServidor);
      } else setError('No se pudo guardar el inscripto.');
    },
  });
  return (
    <Modal
      open
      title={editando === 'nuevo' ? 'Agregar inscripto' : 'Editar inscripto'}
      okText="Guardar"
      cancelText="Cancelar"
      confirmLoading={guardar.isPending}
      onOk={() => void form.validateFields().then((v) => guardar.mutate(v), () => undefined)}
      onCancel={onCerrar}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={editando === 'nuevo' ? {} : editando} onFinish={(v) => guardar.mutate(v)}>
        <Form.Item name="dni" label="DNI" rules={[reglaDe('dni')]}>
          <Input inputMode="numeric" maxLength={8} />
        </Form.Item>
        <Form.Item name="nombre" label="Nombre y apellido" rules={[reglaDe('nombre')]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="telefono" label="Teléfono" rules={[reglaDe('telefono')]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="email" label="Email" rules={[reglaDe('email')]}>
          <Input type="email" maxLength={120} />
        </Form.Item>
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}

function Inscriptos({ evento }: { evento: Evento }) {
  const inscriptos = useInscriptos(evento.eventoId);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [editando, setEditando] = useState<Inscripto | 'nuevo' | null>(null);
  const quitar = useMutation({
    mutationFn: quitarInscripto,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: claveInscriptos(evento.eventoId) });
      void message.success('Inscripto quitado.');
    },
    onError: () => void message.error('No se pudo quitar el inscripto.'),
  });
  const cantidad = inscriptos.data?.length ?? 0;
  const lleno = cantidad >= evento.maxInscriptosPorSocio;

  return (
    <Card
      title={`Inscriptos de su farmacia (${cantidad} de ${evento.maxInscriptosPorSocio})`}
      extra={
        <Button type="primary" icon={<UserAddOutlined />} disabled={lleno || !inscriptos.data} onClick={() => setEditando('nuevo')}>
          Agregar inscripto
        </Button>
      }
    >
      {lleno && <Alert type="info" showIcon message="Su farmacia alcanzó el máximo de inscriptos para este evento." style={{ marginBottom: 12 }} />}
      {inscriptos.isError ? (
        <Alert type="error" showIcon message="No se pudieron cargar los inscriptos." action={<Button onClick={() => void inscriptos.refetch()}>Reintentar</Button>} />
      ) : (
        <Table<Inscripto>
          rowKey="inscriptoId"
          size="small"
          loading={inscriptos.isPending}
          dataSource={inscriptos.data ?? []}
          pagination={false}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Todavía no inscribió a nadie." /> }}
          columns={[
            { title: 'DNI', dataIndex: 'dni' },
            { title: 'Nombre', dataIndex: 'nombre' },
            { title: 'Teléfono', dataIndex: 'telefono' },
            { title: 'Email', dataIndex: 'email' },
            {
              title: 'Acciones',
              key: 'acciones',
              render: (_, i) => (
                <Space>
                  <Button size="small" icon={<EditOutlined />} aria-label={`Editar a ${i.nombre}`} onClick={() => setEditando(i)} />
                  <Popconfirm
                    title={`¿Quitar a ${i.nombre} del evento?`}
                    okText="Quitar"
                    cancelText="Cancelar"
                    onConfirm={() => quitar.mutateAsync(i.inscriptoId)}
                  >
                    <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Quitar a ${i.nombre}`} />
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      )}
      {editando && <FormularioInscripto evento={evento} editando={editando} onCerrar={() => setEditando(null)} />}
    </Card>
  );
}

/** Eventos: the active event and the pharmacy's attendees, added, edited and removed. */
export default function Eventos() {
  const evento = useEventoActivo();
  return (
    <section data-remoto="mfe-home">
      <Typography.Title level={1}>Eventos</Typography.Title>
      {evento.isPending && <Skeleton active aria-label="Cargando el evento" />}
      {evento.isError && (
        <Alert type="error" showIcon message="No se pudo cargar el evento." action={<Button onClick={() => void evento.refetch()}>Reintentar</Button>} />
      )}
      {evento.data === null && <Empty description="No hay eventos con inscripción abierta en este momento." />}
      {evento.data && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Card title={evento.data.nombre}>
            <Descriptions column={{ xs: 1, md: 2 }} size="small">
              <Descriptions.Item label="Fecha">{evento.data.fecha}</Descriptions.Item>
              <Descriptions.Item label="Duración">{evento.data.duracion}</Descriptions.Item>
              <Descriptions.Item label="Dirección">{evento.data.direccion}</Descriptions.Item>
              <Descriptions.Item label="Almuerzo">{evento.data.almuerzo ? 'Incluido' : 'No incluido'}</Descriptions.Item>
              {evento.data.observaciones && <Descriptions.Item label="Observaciones">{evento.data.observaciones}</Descriptions.Item>}
            </Descriptions>
          </Card>
          <Inscriptos evento={evento.data} />
        </Space>
      )}
    </section>
  );
}
