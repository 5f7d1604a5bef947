import { createRoot } from 'react-dom/client';
import { i18n, isLanguage, readRuntimeConfig } from '@firecrest/portal-kit/i18n';
import '../catalogue';
import { early } from '../early-requests';
import { SignInPage } from './sign-in-page';

// No user yet: the page is in the configured default language.
const { defaultLanguage } = await readRuntimeConfig(early.config);
if (isLanguage(defaultLanguage)) await i18n.changeLanguage(defaultLanguage);
document.documentElement.lang = i18n.language;
createRoot(document.getElementById('root')!).render(<SignInPage />);
