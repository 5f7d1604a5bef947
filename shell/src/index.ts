// The async boundary: shared singletons are negotiated before any of them is imported. A first visit to the sign-in
// page loads that page alone (React, without antd, the router or axios: issue 15's budget); signing in then loads
// the portal afresh.
if (/^\/login\/?$/.test(window.location.pathname)) import('./sign-in/bootstrap');
else import('./bootstrap');
