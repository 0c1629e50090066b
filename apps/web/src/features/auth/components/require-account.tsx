import type { Rol } from '@feria/contracts';
import { SignInRequired } from './sign-in-required';

/**
 * Guard for the account areas of spec §2.1. Placeholder: nobody can sign in yet, so it always shows
 * the sign-in-required screen. The identity feature replaces the body with the real checks of
 * spec §4.3 (authentication, role, profile completion) and renders <Outlet /> when allowed.
 */
export function RequireAccount(_props: { roles?: readonly Rol[] }) {
  return <SignInRequired />;
}
