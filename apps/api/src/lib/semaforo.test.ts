import { describe, expect, it } from 'vitest';
import { ColaLlena, Semaforo } from './semaforo';

/** A task that ends when the test says so. */
function pendiente() {
  let terminar!: () => void;
  const hecho = new Promise<void>((resolve) => (terminar = resolve));
  return { tarea: () => hecho, terminar };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('Semaforo', () => {
  it('runs at most enCurso tasks at once, the rest in arrival order', async () => {
    const s = new Semaforo(2, 10);
    const tareas = [pendiente(), pendiente(), pendiente(), pendiente()];
    const orden: number[] = [];
    const todas = tareas.map((t, i) => s.ejecutar(async () => (orden.push(i), t.tarea())));
    await tick();
    expect(orden).toEqual([0, 1]);
    expect([s.ocupados, s.esperando]).toEqual([2, 2]);
    tareas[1]!.terminar();
    await tick();
    expect(orden).toEqual([0, 1, 2]);
    tareas[0]!.terminar();
    tareas[2]!.terminar();
    tareas[3]!.terminar();
    await Promise.all(todas);
    expect(orden).toEqual([0, 1, 2, 3]);
    expect([s.ocupados, s.esperando]).toEqual([0, 0]);
  });

  it('refuses at once when the line is full, and takes work again once it moves', async () => {
    const s = new Semaforo(1, 1);
    const a = pendiente();
    const b = pendiente();
    const primera = s.ejecutar(a.tarea);
    const segunda = s.ejecutar(b.tarea);
    await expect(s.ejecutar(async () => 'no')).rejects.toBeInstanceOf(ColaLlena);
    a.terminar();
    await primera;
    const tercera = s.ejecutar(async () => 'sí');
    b.terminar();
    await segunda;
    await expect(tercera).resolves.toBe('sí');
    expect([s.ocupados, s.esperando]).toEqual([0, 0]);
  });

  it('frees the slot of a task that fails', async () => {
    const s = new Semaforo(1, 0);
    await expect(s.ejecutar(async () => Promise.reject(new Error('falla')))).rejects.toThrow('falla');
    await expect(s.ejecutar(async () => 1)).resolves.toBe(1);
  });
});
