import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatearPesos, formatearPesosRedondos } from '@portal/shared/client';
import type { TramoDeuda } from '@portal/shared/contracts';

const ROJO = '#cf1322';
const AZUL = '#1677ff';
/** Short axis labels, so six buckets fit under the bars at 1024 px; the table beside spells them out. */
const CORTAS: Record<string, string> = {
  'vencido-60': 'Venc. +60 d',
  'vencido-31-60': 'Venc. 31-60 d',
  'vencido-1-30': 'Venc. 1-30 d',
  'vence-0-7': 'Vence 0-7 d',
  'vence-8-30': 'Vence 8-30 d',
  'vence-31': 'Vence +30 d',
};

/** The owed amount by bucket: overdue in red, due in blue (recharts, loaded only by this page). */
export default function GraficoComposicion({ tramos }: { tramos: TramoDeuda[] }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={tramos} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="clave" interval={0} tick={{ fontSize: 11 }} height={40} tickFormatter={(c: string) => CORTAS[c] ?? c} />
        {/* Whole pesos ("$ 150.000"): wider than the abbreviations es-AR does not use for money ("$ 150 k"). */}
        <YAxis tickFormatter={(v: number) => formatearPesosRedondos(v)} width={100} />
        <Tooltip formatter={(v) => formatearPesos(Number(v))} labelFormatter={(c) => tramos.find((t) => t.clave === c)?.etiqueta ?? String(c)} />
        <Bar dataKey="importe" name="Importe" isAnimationActive={false}>
          {tramos.map((t) => (
            <Cell key={t.clave} fill={t.vencido ? ROJO : AZUL} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
