// First: an older Node than package.json's engines is refused before anything else runs.
import './refuse-older-node';
import { runOrExit } from './main';

runOrExit('worker');
