import { act, render, screen } from '@testing-library/react';
import { Countdown } from './Countdown.js';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('counts down the configured seconds, and when it reaches zero asks for a refresh and starts again', () => {
  const fin = jest.fn();
  render(<Countdown segundos={62} onFin={fin} />);
  expect(screen.getByRole('timer')).toHaveTextContent('Los precios y turnos se actualizan en 01:02');
  act(() => jest.advanceTimersByTime(3_000));
  expect(screen.getByRole('timer')).toHaveTextContent('00:59');
  expect(fin).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(59_000));
  expect(fin).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('timer')).toHaveTextContent('01:02');
});
