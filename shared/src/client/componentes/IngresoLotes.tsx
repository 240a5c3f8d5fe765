import { useRef, useState } from 'react';
import { Button, Input, InputNumber, Space, Tag, Typography } from 'antd';
import {
  diaDistribuidora,
  ETIQUETAS_VALIDACION_LOTE,
  EstadoValidacionLote,
  normalizarLote,
  validarLoteLocal,
  validarVencimiento,
  type ParametrosDevolucion,
} from '../../domain/lotes.js';
import { ahoraFecha } from '../reloj.js';

/** One lot or serial of a line: a serial is one unit, a lot covers `unidades`. */
export interface EntradaLote {
  /** Normalised (SPEC §5). */
  valor: string;
  unidades: number;
  /** The expiry entered with it (`YYYY-MM-DD`), when the line asks for one. */
  fechaVencimiento: string | null;
  estado: EstadoValidacionLote;
  /** The lot a serial was shipped with, when the check tells it. */
  lote?: string | null;
  /** A lot entered more than once in the line (SPEC §5: detected): its units were added together. */
  repetido?: boolean;
  /** Units of its lot the pharmacy may still return, as the server's check said (shipped less earlier returns). */
  disponibles?: number | null;
}

/** What a server check answers for one value (a `VerificacionLote`). */
export interface ResultadoVerificacionLote {
  valor: string;
  estado: number;
  lote?: string | null;
  /** Units of its lot (and product) the pharmacy may still return: no more can be entered of that lot. */
  disponibles?: number | null;
}

export interface PropsIngresoLotes {
  entradas: readonly EntradaLote[];
  onChange(entradas: EntradaLote[]): void;
  tipo?: 'lote' | 'serie';
  /** Lengths of parameters 305–307 (`/api/Devolucion/Parametros`). */
  parametros: ParametrosDevolucion;
  /** Units the line holds: no more can be entered. */
  maximo?: number;
  /** The server's check (batched and cached by the caller); without it the local rules are the whole check. */
  verificar?: (valor: string, fechaVencimiento: string | null) => Promise<ResultadoVerificacionLote>;
  /** Ask the expiry printed on each unit (expired-product returns): judged by the expiry rule of SPEC §5. */
  pedirVencimiento?: boolean;
  /** Let a lot be entered once for several units. */
  pedirUnidades?: boolean;
  /** Names the line in the fields' accessible names, e.g. 'del troquel 1234567'. */
  etiqueta?: string;
  deshabilitado?: boolean;
  /** The distributor's day for the expiry rule (today by default). */
  hoy?: string;
}

const FECHA = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** 'dd/mm/aaaa' as `YYYY-MM-DD`, or null when it is not a calendar day. */
function leerFecha(texto: string): string | null {
  const m = FECHA.exec(texto.trim());
  if (!m) return null;
  const [dia, mes, anio] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const fecha = new Date(Date.UTC(anio, mes - 1, dia));
  if (fecha.getUTCFullYear() !== anio || fecha.getUTCMonth() !== mes - 1 || fecha.getUTCDate() !== dia) return null;
  return fecha.toISOString().slice(0, 10);
}
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const unidadesTexto = (n: number) => `${n} ${n === 1 ? 'unidad' : 'unidades'}`;

/**
 * Why `cuantas` more units of a lot (a serial's lot) cannot be entered: the server said only `disponibles` of it are
 * still returnable (what was shipped to the pharmacy less its earlier returns), and the line already holds some; null
 * when they fit or nothing is known.
 */
function superaDisponibles(entradas: readonly EntradaLote[], lote: string, disponibles: number | null | undefined, cuantas: number): string | null {
  if (disponibles === null || disponibles === undefined) return null;
  const cargadas = entradas.filter((e) => (e.lote ?? e.valor) === lote).reduce((s, e) => s + e.unidades, 0);
  const quedan = Math.max(0, disponibles - cargadas);
  if (cuantas <= quedan) return null;
  if (quedan === 0) return `${lote}: ya no quedan unidades de ese lote para devolver (se devolvió todo lo despachado a la farmacia).`;
  return `${lote}: sólo ${quedan === 1 ? 'queda 1 unidad' : `quedan ${unidadesTexto(quedan)}`} de ese lote para devolver.`;
}

/**
 * The one lot and serial entry of the portal (general returns, recalls, expired products and the storybook): a value
 * typed or scanned (a scanner types the code and Enter) is normalised and judged by SPEC §5 before any server call
 * (lengths, empty, the expiry rule, a serial twice in the line), then by the server's check when one is given; only a
 * valid value is kept, a refused one shows its state's label. A lot entered again is detected and its units added to
 * the first (flagged as repeated); a serial entered again is refused as duplicate.
 */
export function IngresoLotes({
  entradas,
  onChange,
  tipo = 'lote',
  parametros,
  maximo,
  verificar,
  pedirVencimiento = false,
  pedirUnidades = false,
  etiqueta,
  deshabilitado,
  hoy,
}: PropsIngresoLotes) {
  const [texto, setTexto] = useState('');
  const [vencimiento, setVencimiento] = useState('');
  const [unidades, setUnidades] = useState(1);
  const [aviso, setAviso] = useState<{ tipo: 'error' | 'nota'; texto: string } | null>(null);
  const [verificando, setVerificando] = useState(false);
  const campo = useRef<{ focus(): void } | null>(null);
  const serie = tipo === 'serie';
  const nombre = serie ? 'Número de serie' : 'Lote';
  const sufijo = etiqueta ? ` ${etiqueta}` : '';
  const cargadas = entradas.reduce((s, e) => s + e.unidades, 0);
  const quedan = maximo === undefined ? Number.POSITIVE_INFINITY : maximo - cargadas;
  const completo = quedan <= 0;
  const error = (t: string) => setAviso({ tipo: 'error', texto: t });

  const limpiar = () => {
    setTexto('');
    setVencimiento('');
    setUnidades(1);
    campo.current?.focus();
  };

  const agregar = async () => {
    if (verificando || completo || deshabilitado) return;
    const valor = normalizarLote(texto);
    const local = validarLoteLocal(valor, tipo, parametros);
    if (local === EstadoValidacionLote.Pendiente) return error(`Ingrese un ${nombre.toLowerCase()}.`);
    if (local !== null) return error(`${valor}: ${ETIQUETAS_VALIDACION_LOTE[local]}`);
    let fecha: string | null = null;
    if (pedirVencimiento) {
      fecha = leerFecha(vencimiento);
      if (fecha === null) return error('Ingrese el vencimiento como dd/mm/aaaa.');
      if (validarVencimiento(fecha, hoy ?? diaDistribuidora(ahoraFecha())) !== null) {
        return error(`${valor}: ${ETIQUETAS_VALIDACION_LOTE[EstadoValidacionLote.Vencido]} (vence el ${dmy(fecha)}, fuera del mes en curso)`);
      }
    }
    const cuantas = serie ? 1 : pedirUnidades ? unidades : 1;
    if (cuantas > quedan) return error(quedan === 1 ? 'Queda 1 unidad por cargar.' : `Quedan ${quedan} unidades por cargar.`);
    const previa = entradas.findIndex((e) => e.valor === valor && e.fechaVencimiento === fecha);
    if (previa >= 0 && serie) return error(`${valor}: ${ETIQUETAS_VALIDACION_LOTE[EstadoValidacionLote.SerieDuplicada]}`);
    if (previa >= 0) {
      const e = entradas[previa]!;
      const limite = superaDisponibles(entradas, valor, e.disponibles, cuantas);
      if (limite) return error(limite);
      onChange(entradas.map((x, i) => (i === previa ? { ...e, unidades: e.unidades + cuantas, repetido: true } : x)));
      setAviso({ tipo: 'nota', texto: `El lote ${valor} ya estaba en la línea: ahora cubre ${e.unidades + cuantas} unidades.` });
      return limpiar();
    }
    let estado: EstadoValidacionLote = EstadoValidacionLote.Valido;
    let lote: string | null = null;
    let disponibles: number | null = null;
    let normalizado = valor;
    if (verificar) {
      setVerificando(true);
      try {
        const v = await verificar(valor, fecha);
        estado = v.estado as EstadoValidacionLote;
        lote = v.lote ?? null;
        disponibles = v.disponibles ?? null;
        normalizado = v.valor;
      } catch {
        return error(`${valor}: ${ETIQUETAS_VALIDACION_LOTE[EstadoValidacionLote.Error]}. Vuelva a intentar.`);
      } finally {
        setVerificando(false);
      }
    }
    if (estado !== EstadoValidacionLote.Valido) return error(`${normalizado}: ${ETIQUETAS_VALIDACION_LOTE[estado]}`);
    const limite = superaDisponibles(entradas, lote ?? normalizado, disponibles, cuantas);
    if (limite) return error(limite);
    setAviso(null);
    onChange([...entradas, { valor: normalizado, unidades: cuantas, fechaVencimiento: fecha, estado, lote, ...(disponibles === null ? {} : { disponibles }) }]);
    limpiar();
  };

  const inactivo = deshabilitado || completo;
  return (
    <Space vertical size={4} style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          ref={(r) => {
            campo.current = r;
          }}
          aria-label={`${nombre}${sufijo}`}
          // Lot entry reads a scanner itself: the portal-wide scan (which adds to the cart) leaves these fields alone.
          data-escaneo="propio"
          placeholder={completo ? 'Unidades completas' : `${nombre} (escanee o escriba y Enter)`}
          value={texto}
          disabled={inactivo}
          status={aviso?.tipo === 'error' ? 'error' : undefined}
          onChange={(e) => setTexto(e.target.value)}
          onPressEnter={() => void agregar()}
        />
        {pedirVencimiento && (
          <Input
            aria-label={`Vencimiento${sufijo}`}
            data-escaneo="propio"
            placeholder="Vence dd/mm/aaaa"
            value={vencimiento}
            disabled={inactivo}
            onChange={(e) => setVencimiento(e.target.value)}
            onPressEnter={() => void agregar()}
            style={{ maxWidth: 150 }}
          />
        )}
        {pedirUnidades && !serie && (
          <InputNumber
            aria-label={`Unidades del lote${sufijo}`}
            data-escaneo="propio"
            min={1}
            max={Number.isFinite(quedan) ? Math.max(1, quedan) : 9999}
            precision={0}
            value={unidades}
            disabled={inactivo}
            onChange={(v) => setUnidades(Math.max(1, Number(v ?? 1)))}
            onPressEnter={() => void agregar()}
            style={{ width: 80 }}
          />
        )}
        <Button onClick={() => void agregar()} loading={verificando} disabled={inactivo}>
          Agregar
        </Button>
      </Space.Compact>
      {aviso && (
        <Typography.Text type={aviso.tipo === 'error' ? 'danger' : 'warning'} role={aviso.tipo === 'error' ? 'alert' : 'status'}>
          {aviso.texto}
        </Typography.Text>
      )}
      {maximo !== undefined && (
        <Typography.Text type="secondary">
          {cargadas} de {maximo} unidades
        </Typography.Text>
      )}
      {entradas.length === 0 ? (
        <Typography.Text type="secondary">{serie ? 'Sin números de serie ingresados' : 'Sin lotes ingresados'}</Typography.Text>
      ) : (
        <Space wrap size={4}>
          {entradas.map((e) => (
            <Tag key={`${e.valor}|${e.fechaVencimiento ?? ''}`} color={e.repetido ? 'orange' : 'green'} style={{ marginInlineEnd: 0 }}>
              {e.valor}
              {e.unidades > 1 ? ` × ${e.unidades}` : ''}
              {e.lote && serie ? ` (lote ${e.lote})` : ''}
              {e.fechaVencimiento ? ` · vence ${dmy(e.fechaVencimiento)}` : ''}
              {` · ${ETIQUETAS_VALIDACION_LOTE[e.estado]}`}
              {e.repetido ? ' · lote repetido en la línea' : ''}
              {!deshabilitado && (
                <Button type="text" size="small" aria-label={`Quitar ${e.valor}`} onClick={() => onChange(entradas.filter((x) => x !== e))} style={{ marginInlineStart: 2, height: 18, padding: '0 4px' }}>
                  ×
                </Button>
              )}
            </Tag>
          ))}
        </Space>
      )}
    </Space>
  );
}
