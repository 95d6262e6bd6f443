import { runOrExit } from './main';

runOrExit('server');
