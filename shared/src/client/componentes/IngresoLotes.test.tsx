/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { IngresoLotes, type EntradaLote, type PropsIngresoLotes } from './IngresoLotes.js';

// Two shared cores run every suite: the first render loads antd, which may take longer than jest's 5 s default.
jest.setTimeout(30_000);

const P = { longitudMinimaNroSerie: 8, longitudMaximaNroSerie: 20, longitudMaximaNroLote: 10 };
let ultimo: EntradaLote[] = [];

function Linea(props: Partial<PropsIngresoLotes>) {
  const [entradas, setEntradas] = useState<EntradaLote[]>([]);
  return (
    <IngresoLotes
      parametros={P}
      etiqueta="del troquel 123"
      {...props}
      entradas={entradas}
      onChange={(nuevas) => {
        ultimo = nuevas;
        setEntradas(nuevas);
      }}
    />
  );
}

async function ingresar(campo: string, valor: string, extra: Record<string, string> = {}) {
  for (const [nombre, v] of Object.entries(extra)) fireEvent.change(screen.getByRole('textbox', { name: nombre }), { target: { value: v } });
  fireEvent.change(screen.getByRole('textbox', { name: campo }), { target: { value: valor } });
  // A scanner types the code and Enter (down and up: antd ignores a second Enter until the key is released).
  const entrada = screen.getByRole('textbox', { name: campo });
  await act(async () => {
    fireEvent.keyDown(entrada, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.keyUp(entrada, { key: 'Enter', code: 'Enter', keyCode: 13 });
  });
}

beforeEach(() => {
  ultimo = [];
});

test('a lot is normalised and kept valid; entered again it is detected and its units added, flagged as repeated', async () => {
  render(<Linea maximo={3} />);

  await ingresar('Lote del troquel 123', '  00ab-12 ');
  await ingresar('Lote del troquel 123', 'AB-12');

  expect(ultimo).toEqual([{ valor: 'AB-12', unidades: 2, fechaVencimiento: null, estado: 9, lote: null, repetido: true }]);
  expect(screen.getByText('El lote AB-12 ya estaba en la línea: ahora cubre 2 unidades.')).toBeInTheDocument();
  expect(screen.getByText(/AB-12 × 2 · Válido · lote repetido en la línea/)).toBeInTheDocument();
  expect(screen.getByText('2 de 3 unidades')).toBeInTheDocument();
});

test("the lot field reads a scanner itself: the portal-wide scan (data-escaneo=\"propio\") leaves it alone", () => {
  render(<Linea maximo={3} />);
  expect(screen.getByRole('textbox', { name: 'Lote del troquel 123' })).toHaveAttribute('data-escaneo', 'propio');
});

test('a serial entered twice is refused as duplicate (state 5) and a short one as wrong (state 4)', async () => {
  render(<Linea tipo="serie" />);

  await ingresar('Número de serie del troquel 123', 's0000001');
  await ingresar('Número de serie del troquel 123', 'S0000001');
  expect(screen.getByRole('alert')).toHaveTextContent('S0000001: Número de serie duplicado');
  await ingresar('Número de serie del troquel 123', '1234');
  expect(screen.getByRole('alert')).toHaveTextContent('1234: Número de serie incorrecto');

  expect(ultimo.map((e) => e.valor)).toEqual(['S0000001']);
});

test('a lot longer than parameter 307 is a wrong lot and an empty one asks for the lot, before any server call', async () => {
  const verificar = jest.fn();
  render(<Linea verificar={verificar} />);

  await ingresar('Lote del troquel 123', 'L1234567890');
  expect(screen.getByRole('alert')).toHaveTextContent('L1234567890: Lote incorrecto');
  await ingresar('Lote del troquel 123', '   ');
  expect(screen.getByRole('alert')).toHaveTextContent('Ingrese un lote.');

  expect(verificar).not.toHaveBeenCalled();
  expect(ultimo).toEqual([]);
});

test('the server check decides: a refused value shows its label, a failed check says so, a valid one keeps its shipped lot', async () => {
  const verificar = jest
    .fn()
    .mockResolvedValueOnce({ valor: 'S999999999001', estado: 4, lote: null })
    .mockRejectedValueOnce(new Error('sin red'))
    .mockResolvedValueOnce({ valor: 'S000000123001', estado: 9, lote: 'L12342611' });
  render(<Linea tipo="serie" verificar={verificar} />);

  await ingresar('Número de serie del troquel 123', 'S999999999001');
  expect(await screen.findByRole('alert')).toHaveTextContent('S999999999001: Número de serie incorrecto');
  await ingresar('Número de serie del troquel 123', 'S000000123001');
  expect(await screen.findByRole('alert')).toHaveTextContent('S000000123001: Error. Vuelva a intentar.');
  await ingresar('Número de serie del troquel 123', 'S000000123001');

  expect(verificar).toHaveBeenLastCalledWith('S000000123001', null);
  expect(ultimo).toEqual([{ valor: 'S000000123001', unidades: 1, fechaVencimiento: null, estado: 9, lote: 'L12342611' }]);
  expect(screen.getByText(/S000000123001 \(lote L12342611\) · Válido/)).toBeInTheDocument();
});

test('with the expiry asked, one outside the current month is expired (state 7) and one in it travels with the check', async () => {
  const verificar = jest.fn().mockResolvedValue({ valor: 'LV1', estado: 9 });
  render(<Linea verificar={verificar} pedirVencimiento hoy="2026-11-25" />);

  await ingresar('Lote del troquel 123', 'lv1', { 'Vencimiento del troquel 123': '31/10/2026' });
  expect(screen.getByRole('alert')).toHaveTextContent('LV1: Vencido (vence el 31/10/2026, fuera del mes en curso)');
  await ingresar('Lote del troquel 123', 'lv1', { 'Vencimiento del troquel 123': '31/11/2026' });
  expect(screen.getByRole('alert')).toHaveTextContent('Ingrese el vencimiento como dd/mm/aaaa.');
  await ingresar('Lote del troquel 123', 'lv1', { 'Vencimiento del troquel 123': '30/11/2026' });

  expect(verificar).toHaveBeenCalledWith('LV1', '2026-11-30');
  expect(ultimo).toEqual([{ valor: 'LV1', unidades: 1, fechaVencimiento: '2026-11-30', estado: 9, lote: null }]);
});

test('a lot for several units at once, until the line is complete, and an entry can be taken out', async () => {
  render(<Linea maximo={4} pedirUnidades />);

  fireEvent.change(screen.getByRole('spinbutton', { name: 'Unidades del lote del troquel 123' }), { target: { value: '3' } });
  await ingresar('Lote del troquel 123', 'L1');
  await ingresar('Lote del troquel 123', 'L2');
  expect(ultimo.map((e) => [e.valor, e.unidades])).toEqual([
    ['L1', 3],
    ['L2', 1],
  ]);
  expect(screen.getByRole('textbox', { name: 'Lote del troquel 123' })).toBeDisabled();

  fireEvent.click(screen.getByRole('button', { name: 'Quitar L1' }));
  expect(ultimo.map((e) => e.valor)).toEqual(['L2']);
  expect(screen.getByRole('textbox', { name: 'Lote del troquel 123' })).toBeEnabled();
});
