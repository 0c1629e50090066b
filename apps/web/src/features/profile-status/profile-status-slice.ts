import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MENSAJES_PERFIL } from '@feria/contracts';
import { apiRequest } from '../../lib/api-client';
import { resetAccountState } from './account-reset';
import { booleanLike, errorMessage } from './api/boolean-like';
import { accountPaths } from './api/paths';

/** Roles with a profile to complete (spec §5: only emprendedor and comprador are supported). */
export type PerfilRol = 'emprendedor' | 'comprador';

/** spec §4.2: a failed state query is stored as an object with the error and a failed flag. */
export type EstadoConsulta = { coincide: boolean } | { error: string; failed: true };

/** spec §3 "Profile-status state". */
export interface ProfileStatusState {
  userId: string | null;
  /** Role of the last requested check, and of the last finished one. */
  role: PerfilRol | null;
  checkedRole: PerfilRol | null;
  isProfileCompleted: boolean | null;
  loading: boolean;
  error: string | null;
  isProfileVerificationComplete: boolean;
  /** Per-status query results for an emprendimiento, keyed `${id}:${estado}`. */
  estadoConsultas: Record<string, EstadoConsulta>;
  compradorEliminado: { userId: string | null; eliminado: boolean | null; loading: boolean; error: string | null };
  checkedUserId: string | null;
  /** Only the latest check may write its result. */
  requestId: string | null;
}

export const initialProfileStatus: ProfileStatusState = {
  userId: null,
  role: null,
  checkedRole: null,
  isProfileCompleted: null,
  loading: false,
  error: null,
  isProfileVerificationComplete: false,
  estadoConsultas: {},
  compradorEliminado: { userId: null, eliminado: null, loading: false, error: null },
  checkedUserId: null,
  requestId: null,
};

interface ThunkConfig {
  state: { profileStatus: ProfileStatusState };
  rejectValue: string;
}

/** spec §4.2 / §7.2 / §7.3: GET verificar for the seller or buyer; `{ completo }`. */
export const checkProfileStatus = createAsyncThunk<{ completo: boolean; userId: string; role: PerfilRol }, { userId?: string | null; role?: string | null }, ThunkConfig>(
  'profileStatus/check',
  async ({ userId, role }, { rejectWithValue, signal }) => {
    if (!userId) return rejectWithValue(MENSAJES_PERFIL.userIdRequerido);
    if (!role) return rejectWithValue(MENSAJES_PERFIL.rolRequerido);
    if (role !== 'emprendedor' && role !== 'comprador') return rejectWithValue(MENSAJES_PERFIL.rolNoSoportado(role));
    const path = role === 'emprendedor' ? accountPaths.verificarEmprendedor(userId) : accountPaths.verificarComprador(userId);
    try {
      const body = await apiRequest<unknown>(path, { errorMessage: MENSAJES_PERFIL.errorVerificarPerfil, signal });
      return { completo: booleanLike(body, 'completo'), userId, role };
    } catch (error) {
      return rejectWithValue(errorMessage(error, MENSAJES_PERFIL.errorVerificarPerfil));
    }
  },
  {
    // The same check already running (strict mode runs the start-up effect twice).
    condition: ({ userId, role }, { getState }) => {
      const s = getState().profileStatus;
      return !(s.loading && s.userId === userId && s.role === role);
    },
  },
);

/** spec §7.3 GET /{id}/eliminado: is the buyer account inactive (soft-deleted)? */
export const checkCompradorEliminado = createAsyncThunk<boolean, string | null | undefined, ThunkConfig>(
  'profileStatus/compradorEliminado',
  async (id, { rejectWithValue, signal }) => {
    if (!id) return rejectWithValue(MENSAJES_PERFIL.compradorIdRequerido);
    try {
      const body = await apiRequest<unknown>(accountPaths.compradorEliminado(id), { errorMessage: MENSAJES_PERFIL.errorVerificarEliminado, signal });
      return booleanLike(body, 'eliminado');
    } catch (error) {
      return rejectWithValue(errorMessage(error, MENSAJES_PERFIL.errorVerificarEliminado));
    }
  },
);

/** spec §7.2 GET /consultarEstado/{id}?estado=: is the emprendimiento in that state? */
export const consultarEstadoEmprendimiento = createAsyncThunk<boolean, { id?: string | null; estado?: unknown }, ThunkConfig>(
  'profileStatus/consultarEstado',
  async ({ id, estado }, { rejectWithValue, signal }) => {
    if (!id) return rejectWithValue(MENSAJES_PERFIL.emprendimientoIdRequerido);
    if (typeof estado !== 'string' || !estado) return rejectWithValue(MENSAJES_PERFIL.estadoRequerido);
    try {
      const body = await apiRequest<unknown>(accountPaths.consultarEstado(id), { query: { estado }, errorMessage: MENSAJES_PERFIL.errorConsultarEstado(estado), signal });
      return booleanLike(body, 'coincide');
    } catch (error) {
      return rejectWithValue(errorMessage(error, MENSAJES_PERFIL.errorConsultarEstado(estado)));
    }
  },
);

const consultaKey = (id: string | null | undefined, estado: unknown) => `${id ?? ''}:${String(estado)}`;

const profileStatusSlice = createSlice({
  name: 'profileStatus',
  initialState: initialProfileStatus,
  reducers: {
    /** spec §4.2: changing the user id resets the completion state. */
    setUserId(state, action: PayloadAction<string | null>) {
      if (state.userId === action.payload) return;
      return { ...initialProfileStatus, userId: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(resetAccountState, () => initialProfileStatus)
      .addCase(checkProfileStatus.pending, (state, { meta }) => {
        const { userId, role } = meta.arg;
        if (state.userId !== (userId ?? null)) Object.assign(state, { ...initialProfileStatus, userId: userId ?? null });
        state.role = role === 'emprendedor' || role === 'comprador' ? role : null;
        state.loading = true;
        state.isProfileVerificationComplete = false;
        state.error = null;
        state.requestId = meta.requestId;
      })
      .addCase(checkProfileStatus.fulfilled, (state, { payload, meta }) => {
        if (state.requestId !== meta.requestId) return;
        state.loading = false;
        state.isProfileCompleted = payload.completo;
        state.isProfileVerificationComplete = true;
        state.checkedUserId = payload.userId;
        state.checkedRole = payload.role;
        state.requestId = null;
      })
      .addCase(checkProfileStatus.rejected, (state, { payload, error, meta }) => {
        if (state.requestId !== meta.requestId) return;
        state.loading = false;
        state.error = payload ?? error.message ?? MENSAJES_PERFIL.errorVerificarPerfil;
        state.isProfileVerificationComplete = true;
        state.checkedUserId = meta.arg.userId ?? null;
        state.checkedRole = state.role;
        state.requestId = null;
      })
      .addCase(checkCompradorEliminado.pending, (state, { meta }) => {
        // A re-check for the same buyer keeps the last answer meanwhile (the guard does not flash).
        const same = state.compradorEliminado.userId === (meta.arg ?? null);
        state.compradorEliminado = { userId: meta.arg ?? null, eliminado: same ? state.compradorEliminado.eliminado : null, loading: true, error: null };
      })
      .addCase(checkCompradorEliminado.fulfilled, (state, { payload }) => {
        state.compradorEliminado.eliminado = payload;
        state.compradorEliminado.loading = false;
      })
      .addCase(checkCompradorEliminado.rejected, (state, { payload, error }) => {
        // spec §4.2: a failing comprador-deleted check sets deleted to false.
        state.compradorEliminado.eliminado = false;
        state.compradorEliminado.loading = false;
        state.compradorEliminado.error = payload ?? error.message ?? MENSAJES_PERFIL.errorVerificarEliminado;
      })
      .addCase(consultarEstadoEmprendimiento.fulfilled, (state, { payload, meta }) => {
        state.estadoConsultas[consultaKey(meta.arg.id, meta.arg.estado)] = { coincide: payload };
      })
      .addCase(consultarEstadoEmprendimiento.rejected, (state, { payload, error, meta }) => {
        state.estadoConsultas[consultaKey(meta.arg.id, meta.arg.estado)] = { error: payload ?? error.message ?? MENSAJES_PERFIL.errorConsultarEstado(String(meta.arg.estado)), failed: true };
      });
  },
});

export const { setUserId } = profileStatusSlice.actions;
export const profileStatusReducer = profileStatusSlice.reducer;
export { consultaKey };
