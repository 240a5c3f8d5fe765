import { useEffect, useRef, useState } from 'react';
import { Typography } from 'antd';

export interface PropsCountdown {
  segundos: number;
  /** Called when the count reaches zero; the count then starts again. */
  onFin(): void;
}

const mmss = (s: number): string => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

/** Seconds left before prices and shifts are read again (`countdownResumen`). */
export function Countdown({ segundos, onFin }: PropsCountdown) {
  const [restantes, setRestantes] = useState(segundos);
  const fin = useRef(onFin);
  fin.current = onFin;
  useEffect(() => {
    setRestantes(segundos);
    const intervalo = setInterval(() => {
      setRestantes((previo) => {
        if (previo > 1) return previo - 1;
        fin.current();
        return segundos;
      });
    }, 1000);
    return () => clearInterval(intervalo);
  }, [segundos]);
  return (
    <Typography.Text role="timer" aria-label="Tiempo para actualizar precios y turnos">
      Los precios y turnos se actualizan en {mmss(restantes)}
    </Typography.Text>
  );
}
