import { runOrExit } from './main';

runOrExit('worker');
