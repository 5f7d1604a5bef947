import { onSignInPage } from './early-requests';

// The async boundary: shared singletons are negotiated before any of them is imported. A first visit to the sign-in
// page loads that page alone; signing in then loads the portal afresh.
if (onSignInPage) import('./sign-in/bootstrap');
else import('./bootstrap');
