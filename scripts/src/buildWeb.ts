/** `npm run build:web`: the production web build with its precompressed files, as `npm start` makes it. */
import { ensureWebBuilt } from './webBuild'

console.log(ensureWebBuilt() ? 'web/dist built' : 'web/dist is up to date')
