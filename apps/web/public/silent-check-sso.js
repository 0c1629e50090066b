// keycloak-js silent check-sso (decision 044): the identity server's answer lands here inside a
// hidden iframe and goes back to the app, so a signed-in reload never navigates away from the page.
// A file of its own because the CSP allows no inline script.
/* global window */
window.parent.postMessage(window.location.href, window.location.origin);
