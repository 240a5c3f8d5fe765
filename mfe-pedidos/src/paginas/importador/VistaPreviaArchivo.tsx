import { Alert, Button, Card, Checkbox, Select, Space, Table, Typography } from 'antd';
import type { LineaLeida } from './lineas.js';
import { ETIQUETAS_ROL, type LecturaColumnas, type RolColumna } from './columnas.js';
import type { Interpretacion } from './leer-archivo.js';
import { describirCantidades, describirForma, faltaParaImportar } from './descripcion-lectura.js';

/** Rows shown: enough to recognise the file. */
const FILAS_MUESTRA = 5;

const OPCIONES_ROL = (Object.keys(ETIQUETAS_ROL) as RolColumna[]).map((rol) => ({ value: rol, label: ETIQUETAS_ROL[rol] }));

export interface PropsVistaPrevia {
  archivo: string;
  interpretacion: Interpretacion;
  onCambiarLectura(lectura: LecturaColumnas): void;
  onContinuar(): void;
  onElegirOtro(): void;
}

/** The first rows as cells, each column headed by what the importer took it for, which the user can change. */
function MuestraColumnas({ interpretacion, onCambiarLectura }: { interpretacion: Extract<Interpretacion, { forma: 'columnas' }>; onCambiarLectura(l: LecturaColumnas): void }) {
  const { filas, lectura } = interpretacion;
  const titulos = lectura.encabezado ? filas[0] : undefined;
  const muestra = filas.slice(lectura.encabezado ? 1 : 0, (lectura.encabezado ? 1 : 0) + FILAS_MUESTRA);
  const cambiarRol = (indice: number, rol: RolColumna) => {
    // A role belongs to one column: giving it to another frees the first.
    const roles = lectura.roles.map((r, i) => (i === indice ? rol : r === rol && rol !== 'ignorar' ? 'ignorar' : r));
    onCambiarLectura({ ...lectura, roles });
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Checkbox checked={lectura.encabezado} onChange={(e) => onCambiarLectura({ ...lectura, encabezado: e.target.checked })}>
        La primera fila tiene los títulos de las columnas
      </Checkbox>
      <Table<{ clave: number; celdas: string[] }>
        size="small"
        rowKey="clave"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={muestra.map((celdas, i) => ({ clave: i, celdas }))}
        columns={lectura.roles.map((rol, i) => ({
          key: i,
          title: (
            <Space orientation="vertical" size={2}>
              <Typography.Text type="secondary">
                Columna {i + 1}
                {titulos?.[i] ? `: ${titulos[i]}` : ''}
              </Typography.Text>
              <Select<RolColumna>
                size="small"
                value={rol}
                options={OPCIONES_ROL}
                aria-label={`Qué contiene la columna ${i + 1}`}
                style={{ minWidth: 170 }}
                onChange={(nuevo) => cambiarRol(i, nuevo)}
              />
            </Space>
          ),
          render: (_: unknown, fila: { celdas: string[] }) => fila.celdas[i] ?? '',
        }))}
      />
    </Space>
  );
}

/** The first lines of a fixed-width file as the layout cuts them. */
function MuestraAnchoFijo({ lineas }: { lineas: LineaLeida[] }) {
  return (
    <Table<LineaLeida>
      size="small"
      rowKey="nro"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={lineas.slice(0, FILAS_MUESTRA)}
      columns={[
        { title: 'Línea', dataIndex: 'nro' },
        { title: ETIQUETAS_ROL.troquel, dataIndex: 'troquel' },
        { title: ETIQUETAS_ROL.codigoBarras, dataIndex: 'codigoBarras' },
        { title: ETIQUETAS_ROL.cantidad, dataIndex: 'cantidad' },
        { title: ETIQUETAS_ROL.nombre, dataIndex: 'nombre' },
      ]}
    />
  );
}

/**
 * What the importer understood of the chosen file, before any line is looked up or goes to the cart: the kind of file,
 * what each column holds (to correct), the first rows and how many lines will be imported.
 */
export function VistaPreviaArchivo({ archivo, interpretacion, onCambiarLectura, onContinuar, onElegirOtro }: PropsVistaPrevia) {
  const falta = faltaParaImportar(interpretacion);
  return (
    <Card title={`Así se leyó ${archivo}`} size="small" aria-label="Lectura del archivo">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text>{describirForma(interpretacion)}</Typography.Text>
        {interpretacion.forma === 'columnas' ? (
          <MuestraColumnas interpretacion={interpretacion} onCambiarLectura={onCambiarLectura} />
        ) : (
          <MuestraAnchoFijo lineas={interpretacion.lineas} />
        )}
        {falta ? <Alert type="warning" showIcon title={falta} /> : <Typography.Text strong>{describirCantidades(interpretacion)}</Typography.Text>}
        <Space wrap>
          <Button type="primary" disabled={falta !== null} onClick={onContinuar}>
            Buscar los productos
          </Button>
          <Button onClick={onElegirOtro}>Elegir otro archivo</Button>
        </Space>
      </Space>
    </Card>
  );
}
