/* global document, window */
// keycloak-js third-party cookie check, step 1 (same protocol as Keycloak's step1.html).
document.cookie = 'KEYCLOAK_3P_COOKIE_SAMESITE=supported; Max-Age=60; SameSite=None; Secure';
document.cookie = 'KEYCLOAK_3P_COOKIE=supported; Max-Age=60';
window.location.replace('step2.html');
