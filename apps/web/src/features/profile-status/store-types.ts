import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { EmprendimientoState } from './emprendimiento-slice';
import type { ProfileStatusState } from './profile-status-slice';

/** The part of the app store this feature owns (app/store.ts mounts the reducers under these keys). */
export interface ProfileStatusRootState {
  profileStatus: ProfileStatusState;
  emprendimiento: EmprendimientoState;
}
export type ProfileStatusDispatch = ThunkDispatch<ProfileStatusRootState, unknown, UnknownAction>;

export const useAccountDispatch = useDispatch.withTypes<ProfileStatusDispatch>();
export const useAccountSelector = useSelector.withTypes<ProfileStatusRootState>();
