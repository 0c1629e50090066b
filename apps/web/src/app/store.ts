import { configureStore } from '@reduxjs/toolkit';
import { emprendimientoReducer, profileStatusReducer } from '../features/profile-status';

/** Client state of spec §3 (profile status, emprendimiento; the cart joins in its issue). */
export function createAppStore() {
  return configureStore({
    reducer: {
      profileStatus: profileStatusReducer,
      emprendimiento: emprendimientoReducer,
    },
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
