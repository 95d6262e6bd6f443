// The switcher lives in components/, where the partner console's own header can use it too (features may not import app/).
export { LanguageSwitcher } from '../components/language-switcher';
