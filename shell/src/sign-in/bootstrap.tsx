import { createRoot } from 'react-dom/client';
import { SignInPage } from './sign-in-page';

createRoot(document.getElementById('root')!).render(<SignInPage />);
