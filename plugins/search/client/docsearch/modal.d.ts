/** DocSearch 3's modal entry, which its package ships without types: the modal its main entry types. */
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
