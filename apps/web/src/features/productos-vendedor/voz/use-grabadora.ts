import { useCallback, useEffect, useRef, useState } from 'react';
import { codificarWav, remuestrear, unir, WAV_FRECUENCIA } from './wav';

// docs/producto/voz-grabador.md#estados-del-grabador recorder: idle → recording ⇄ paused → confirm; the microphone's samples are kept as
// Float32 chunks and become a 16-bit WAV when the seller presses 'Listo'. Where the browser has
// speech recognition (es-AR), its live transcript is reported as it comes.

export type EstadoGrabadora = 'inactivo' | 'grabando' | 'pausado' | 'confirmar';
export const MAX_SEGUNDOS = 60;

interface Reconocedor {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
}

function crearReconocedor(): Reconocedor | null {
  const w = window as unknown as {
    SpeechRecognition?: new () => Reconocedor;
    webkitSpeechRecognition?: new () => Reconocedor;
  };
  const Clase = w.SpeechRecognition ?? w.webkitSpeechRecognition;
  if (!Clase) return null;
  try {
    const r = new Clase();
    r.lang = 'es-AR';
    r.continuous = true;
    r.interimResults = true;
    return r;
  } catch {
    return null;
  }
}

export function useGrabadora(onTranscripcion: (texto: string) => void) {
  const [estado, setEstado] = useState<EstadoGrabadora>('inactivo');
  const [segundos, setSegundos] = useState(0);
  const [wav, setWav] = useState<Blob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const recursos = useRef<{
    ctx: AudioContext;
    stream: MediaStream;
    nodo: ScriptProcessorNode;
    fuente: MediaStreamAudioSourceNode;
  } | null>(null);
  const trozos = useRef<Float32Array[]>([]);
  const pausado = useRef(false);
  const reconocedor = useRef<Reconocedor | null>(null);
  const textoBase = useRef('');
  const avisar = useRef(onTranscripcion);
  useEffect(() => {
    avisar.current = onTranscripcion;
  }, [onTranscripcion]);

  const liberar = useCallback(() => {
    const r = recursos.current;
    recursos.current = null;
    if (r) {
      r.nodo.disconnect();
      r.fuente.disconnect();
      r.stream.getTracks().forEach((t) => t.stop());
      void r.ctx.close().catch(() => undefined);
    }
    try {
      reconocedor.current?.stop();
    } catch {
      /* already stopped */
    }
    reconocedor.current = null;
  }, []);

  useEffect(() => liberar, [liberar]);

  const escuchar = useCallback(() => {
    const r = crearReconocedor();
    if (!r) return;
    const base = textoBase.current;
    r.onresult = (e) => {
      let texto = '';
      for (let i = 0; i < e.results.length; i++) texto += e.results[i]![0]!.transcript;
      avisar.current(`${base}${base && texto ? ' ' : ''}${texto.trim()}`);
    };
    r.onerror = () => undefined;
    try {
      r.start();
      reconocedor.current = r;
    } catch {
      /* not allowed here: the typed box still works */
    }
  }, []);

  const terminar = useCallback(() => {
    const r = recursos.current;
    const frecuencia = r?.ctx.sampleRate ?? WAV_FRECUENCIA;
    liberar();
    const muestras = remuestrear(unir(trozos.current), frecuencia);
    trozos.current = [];
    setWav(new Blob([codificarWav(muestras)], { type: 'audio/wav' }));
    setEstado('confirmar');
  }, [liberar]);

  const comenzar = useCallback(
    async (textoActual: string) => {
      setError(null);
      setWav(null);
      setSegundos(0);
      trozos.current = [];
      pausado.current = false;
      textoBase.current = textoActual.trim();
      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
        });
      } catch {
        setError('microfono');
        return;
      }
      const ctx = new AudioContext();
      const fuente = ctx.createMediaStreamSource(stream);
      const nodo = ctx.createScriptProcessor(4096, 1, 1);
      nodo.onaudioprocess = (e) => {
        if (pausado.current) return;
        trozos.current.push(new Float32Array(e.inputBuffer.getChannelData(0)));
        const dur = trozos.current.reduce((s, t) => s + t.length, 0) / ctx.sampleRate;
        setSegundos(dur);
      };
      fuente.connect(nodo);
      nodo.connect(ctx.destination);
      recursos.current = { ctx, stream, nodo, fuente };
      setEstado('grabando');
      escuchar();
    },
    [escuchar],
  );

  // At 60 s the recording stops by itself (the server refuses longer ones).
  useEffect(() => {
    if (estado === 'grabando' && segundos >= MAX_SEGUNDOS) terminar();
  }, [estado, segundos, terminar]);

  const pausar = useCallback(() => {
    pausado.current = true;
    try {
      reconocedor.current?.stop();
    } catch {
      /* ignore */
    }
    setEstado('pausado');
  }, []);
  const reanudar = useCallback(
    (textoActual: string) => {
      pausado.current = false;
      setEstado('grabando');
      // The browser's recogniser stopped with the pause: it goes on after what is already written.
      textoBase.current = textoActual.trim();
      escuchar();
    },
    [escuchar],
  );
  const reiniciar = useCallback(() => {
    liberar();
    trozos.current = [];
    setWav(null);
    setSegundos(0);
    setEstado('inactivo');
  }, [liberar]);

  return { estado, segundos, wav, error, comenzar, pausar, reanudar, terminar, reiniciar };
}
