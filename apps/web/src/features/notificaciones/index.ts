export { Avisos } from './components/avisos';
