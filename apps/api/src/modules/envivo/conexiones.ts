import type { FastifyBaseLogger } from 'fastify';
import type { UsuarioAutenticado } from '@feria/contracts';

/**
 * Open streams one user may hold on an instance: a few tabs and devices. Each costs a socket, two
 * timers and a read of the user's events on every wake; one account held 1,500.
 */
export const MAX_FLUJOS_POR_USUARIO = 10;

/** One open SSE stream, as the hub sees it. */
export interface Conexion {
  /** The caller as authenticated when the stream opened (its token's `sid` included). */
  readonly usuario: UsuarioAutenticado;
  /** New events may exist for this user. */
  despertar(): void;
  /** Ends the stream: the client reconnects, and its token is checked again then. */
  cerrar(): void;
}

/** Whether the caller behind an open stream may still receive it (account enabled, session alive, some role). */
export type Vigente = (usuario: UsuarioAutenticado) => Promise<boolean>;

/**
 * The open streams of this instance by user: a cap per user, and a stream ends as soon as its
 * account or session no longer passes `vigente` (checked whenever the account state changes),
 * instead of delivering until its token or its 10 minutes run out.
 */
export class ConexionesEnVivo {
  private readonly porUsuario = new Map<string, Set<Conexion>>();
  /** Streams being checked; true when another change came meanwhile (checked again after). */
  private readonly revisando = new Map<Conexion, boolean>();

  constructor(
    private readonly vigente: Vigente,
    private readonly log: FastifyBaseLogger,
    private readonly maximo = MAX_FLUJOS_POR_USUARIO,
  ) {}

  /** Whether `sub` may open another stream now. */
  admite(sub: string): boolean {
    return (this.porUsuario.get(sub)?.size ?? 0) < this.maximo;
  }

  /** Adds a stream; returns the function that removes it (call it when the stream closes). */
  agregar(c: Conexion): () => void {
    const sub = c.usuario.sub;
    let set = this.porUsuario.get(sub);
    if (!set) this.porUsuario.set(sub, (set = new Set()));
    set.add(c);
    return () => {
      set.delete(c);
      if (set.size === 0 && this.porUsuario.get(sub) === set) this.porUsuario.delete(sub);
    };
  }

  despertar(sub: string): void {
    for (const c of this.porUsuario.get(sub) ?? []) c.despertar();
  }

  despertarTodas(): void {
    for (const set of this.porUsuario.values()) for (const c of set) c.despertar();
  }

  get total(): number {
    let n = 0;
    for (const s of this.porUsuario.values()) n += s.size;
    return n;
  }

  /** Checks again the streams of `sub` (every stream when undefined) and closes those no longer allowed. */
  revisar(sub: string | undefined): void {
    const sets = sub === undefined ? [...this.porUsuario.values()] : [this.porUsuario.get(sub) ?? []];
    for (const set of sets) for (const c of set) this.revisarUna(c);
  }

  cerrarTodas(): void {
    for (const set of [...this.porUsuario.values()]) for (const c of [...set]) c.cerrar();
  }

  private revisarUna(c: Conexion): void {
    if (this.revisando.has(c)) {
      this.revisando.set(c, true);
      return;
    }
    this.revisando.set(c, false);
    void this.vigente(c.usuario)
      .catch((err: unknown) => {
        // Unknown is not allowed (a request would get 503): the client reconnects and is asked again.
        this.log.warn({ err }, 'en vivo: no se pudo revisar la cuenta de un flujo abierto');
        return false;
      })
      .then((sigue) => {
        const otraVez = this.revisando.get(c) === true;
        this.revisando.delete(c);
        if (!sigue) {
          this.log.info({ sub: c.usuario.sub }, 'en vivo: flujo cerrado, cuenta deshabilitada o sesión terminada');
          c.cerrar();
        } else if (otraVez) this.revisarUna(c);
      });
  }
}
