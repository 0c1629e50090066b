/* global document, window */
// keycloak-js third-party cookie check, step 2: tell the parent whether the cookies came back.
const supported = document.cookie.indexOf('KEYCLOAK_3P_COOKIE') !== -1;
document.cookie = 'KEYCLOAK_3P_COOKIE_SAMESITE=; Max-Age=0; SameSite=None; Secure';
document.cookie = 'KEYCLOAK_3P_COOKIE=; Max-Age=0';
window.parent.postMessage(supported ? 'supported' : 'unsupported', '*');
