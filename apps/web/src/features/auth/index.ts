export { RequireAccount } from './components/require-account';
export { SignInRequired } from './components/sign-in-required';
export { isCheckoutPath } from './checkout-path';
export { LOGIN_PATH } from './login-path';
