import { createAction } from '@reduxjs/toolkit';

/** spec §4.1: logout, failed refresh or no user id reset profile and emprendimiento state. */
export const resetAccountState = createAction('account/reset');
