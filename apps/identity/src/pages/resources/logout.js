/* global document */
// Keycloak logs out without asking (spec §4.1 logout): submit oidc-provider's form at once.
document.addEventListener('DOMContentLoaded', () => {
  const form = document.getElementById('op.logoutForm');
  if (form) form.submit();
});
