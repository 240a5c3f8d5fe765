import { createRoot } from 'react-dom/client';
import { arrancar } from './arranque/arrancar.js';

function elementoRaiz(): HTMLElement {
  const existente = document.getElementById('root');
  if (existente) return existente;
  const nuevo = document.createElement('div');
  nuevo.id = 'root';
  document.body.appendChild(nuevo);
  return nuevo;
}

void arrancar(createRoot(elementoRaiz()));
