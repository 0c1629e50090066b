import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { MENSAJES_PERFIL, type EmprendimientoPrivado } from '@feria/contracts';
import { apiRequest } from '../../lib/api-client';
import { resetAccountState } from './account-reset';
import { errorMessage } from './api/boolean-like';
import { accountPaths } from './api/paths';

export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** spec §3 "Emprendimiento state" (plus whose data it is). */
export interface EmprendimientoState {
  data: EmprendimientoPrivado | null;
  /** User the data (or the running request) belongs to. */
  userId: string | null;
  loading: RequestStatus;
  error: string | null;
  desactivacionStatus: RequestStatus;
  desactivacionError: string | null;
  /** activo before the optimistic change, restored if the deactivation fails. */
  activoPrevio: boolean | null;
}

export const initialEmprendimiento: EmprendimientoState = {
  data: null,
  userId: null,
  loading: 'idle',
  error: null,
  desactivacionStatus: 'idle',
  desactivacionError: null,
  activoPrevio: null,
};

interface ThunkConfig {
  state: { emprendimiento: EmprendimientoState };
  rejectValue: string;
}

async function parse(body: unknown): Promise<EmprendimientoPrivado> {
  const { parseEmprendimiento } = await import('./api/parse-emprendimiento');
  return parseEmprendimiento(body);
}

/** spec §7.2 GET /{userId}: the seller's own emprendimiento. */
export const fetchEmprendimientoByUserId = createAsyncThunk<EmprendimientoPrivado, string | null | undefined, ThunkConfig>(
  'emprendimiento/fetchByUserId',
  async (userId, { rejectWithValue, signal }) => {
    if (!userId) return rejectWithValue(MENSAJES_PERFIL.userIdEmprendimiento);
    try {
      const body = await apiRequest<unknown>(accountPaths.emprendimiento(userId), { errorMessage: MENSAJES_PERFIL.errorObtenerEmprendimiento, signal });
      return await parse(body);
    } catch (error) {
      return rejectWithValue(errorMessage(error, MENSAJES_PERFIL.errorObtenerEmprendimiento));
    }
  },
);

/** spec §4.4 / §7.2 PUT /desactivar/{userId}; on success the emprendimiento is fetched again. */
export const desactivarEmprendimiento = createAsyncThunk<void, string | null | undefined, ThunkConfig>(
  'emprendimiento/desactivar',
  async (userId, { rejectWithValue, dispatch }) => {
    if (!userId) return rejectWithValue(MENSAJES_PERFIL.userIdEmprendimiento);
    try {
      await apiRequest<unknown>(accountPaths.desactivar(userId), { method: 'PUT', errorMessage: MENSAJES_PERFIL.errorDesactivar });
    } catch (error) {
      return rejectWithValue(errorMessage(error, MENSAJES_PERFIL.errorDesactivar));
    }
    await dispatch(fetchEmprendimientoByUserId(userId));
  },
);

const emprendimientoSlice = createSlice({
  name: 'emprendimiento',
  initialState: initialEmprendimiento,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(resetAccountState, () => initialEmprendimiento)
      .addCase(fetchEmprendimientoByUserId.pending, (state, { meta }) => {
        const userId = meta.arg ?? null;
        if (state.userId !== userId) Object.assign(state, { ...initialEmprendimiento, userId });
        state.loading = 'pending';
        state.error = null;
      })
      .addCase(fetchEmprendimientoByUserId.fulfilled, (state, { payload, meta }) => {
        if (state.userId !== meta.arg) return;
        state.data = payload;
        state.loading = 'succeeded';
      })
      .addCase(fetchEmprendimientoByUserId.rejected, (state, { payload, error, meta }) => {
        if (state.userId !== (meta.arg ?? null)) return;
        state.loading = 'failed';
        state.error = payload ?? error.message ?? MENSAJES_PERFIL.errorObtenerEmprendimiento;
      })
      .addCase(desactivarEmprendimiento.pending, (state) => {
        // spec §4.4: optimistic — activo false at once.
        state.desactivacionStatus = 'pending';
        state.desactivacionError = null;
        if (state.data) {
          state.activoPrevio = state.data.activo;
          state.data.activo = false;
        }
      })
      .addCase(desactivarEmprendimiento.fulfilled, (state) => {
        state.desactivacionStatus = 'succeeded';
        state.activoPrevio = null;
      })
      .addCase(desactivarEmprendimiento.rejected, (state, { payload, error }) => {
        state.desactivacionStatus = 'failed';
        state.desactivacionError = payload ?? error.message ?? MENSAJES_PERFIL.errorDesactivar;
        // Nothing changed on the server: show the real state again.
        if (state.data && state.activoPrevio !== null) state.data.activo = state.activoPrevio;
        state.activoPrevio = null;
      });
  },
});

export const emprendimientoReducer = emprendimientoSlice.reducer;
