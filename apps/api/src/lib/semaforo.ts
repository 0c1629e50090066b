/** Thrown by `Semaforo.ejecutar` when the waiting line is full: the caller answers 503 with Retry-After. */
export class ColaLlena extends Error {
  constructor() {
    super('Cola del semáforo llena');
    this.name = 'ColaLlena';
  }
}

/**
 * At most `enCurso` tasks at once and at most `enEspera` waiting (image decoding must
 * not take every core from the public requests). FIFO; a task's failure frees its slot.
 */
export class Semaforo {
  private activos = 0;
  private readonly cola: (() => void)[] = [];

  constructor(
    private readonly enCurso: number,
    private readonly enEspera: number,
  ) {
    if (enCurso < 1 || enEspera < 0) throw new Error('Semáforo: enCurso ≥ 1 y enEspera ≥ 0');
  }

  get ocupados(): number {
    return this.activos;
  }
  get esperando(): number {
    return this.cola.length;
  }

  /** Runs `tarea` when a slot is free; a full line refuses at once with ColaLlena. */
  async ejecutar<T>(tarea: () => Promise<T>): Promise<T> {
    if (this.activos >= this.enCurso) {
      if (this.cola.length >= this.enEspera) throw new ColaLlena();
      await new Promise<void>((resolve) => this.cola.push(resolve));
    } else {
      this.activos++;
    }
    try {
      return await tarea();
    } finally {
      // The slot passes straight to the next in line, so `activos` never drops below the work under way.
      const siguiente = this.cola.shift();
      if (siguiente) siguiente();
      else this.activos--;
    }
  }
}
