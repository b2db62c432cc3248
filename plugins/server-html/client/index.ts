/** What src/ may import of server-only HTML (../index.ts). */
export {default as ServerOnly} from './ServerOnly';
