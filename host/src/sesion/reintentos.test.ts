import { conReintentos, esErrorDeRedOTimeout } from './reintentos.js';

afterEach(() => jest.useRealTimers());

function fallaConTimeout(veces: number) {
  let llamadas = 0;
  const operacion = async () => {
    llamadas += 1;
    if (llamadas <= veces) throw new Error('Request timeout');
    return 'renovado';
  };
  return { operacion, llamadas: () => llamadas };
}

test('hace 3 intentos separados por 1000 ms y después propaga el error', async () => {
  jest.useFakeTimers();
  const { operacion, llamadas } = fallaConTimeout(10);
  const resultado = conReintentos(operacion);
  const rechazo = expect(resultado).rejects.toThrow('Request timeout');

  await jest.advanceTimersByTimeAsync(0);
  expect(llamadas()).toBe(1);
  await jest.advanceTimersByTimeAsync(999);
  expect(llamadas()).toBe(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(llamadas()).toBe(2);
  await jest.advanceTimersByTimeAsync(1000);
  expect(llamadas()).toBe(3);
  await rechazo;
  await jest.advanceTimersByTimeAsync(5000);
  expect(llamadas()).toBe(3);
});

test('devuelve el resultado del primer intento que funciona', async () => {
  jest.useFakeTimers();
  const { operacion, llamadas } = fallaConTimeout(2);
  const resultado = conReintentos(operacion);
  await jest.advanceTimersByTimeAsync(2000);
  await expect(resultado).resolves.toBe('renovado');
  expect(llamadas()).toBe(3);
});

test('no reintenta un error que no es de red ni de timeout', async () => {
  let llamadas = 0;
  await expect(
    conReintentos(async () => {
      llamadas += 1;
      throw new Error('invalid_grant');
    }),
  ).rejects.toThrow('invalid_grant');
  expect(llamadas).toBe(1);
});

test.each([
  [new TypeError('Failed to fetch'), true],
  [Object.assign(new Error('Network timed out'), { name: 'ErrorTimeout' }), true],
  [new Error('Request timeout while renewing'), true],
  [new Error('Network Error'), true],
  [new Error('login_required'), false],
  ['timeout', false],
])('%p es de red o timeout: %p', (error, esperado) => {
  expect(esErrorDeRedOTimeout(error)).toBe(esperado);
});
