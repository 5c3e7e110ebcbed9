// Entry points of @docsearch/react 3.9 that ship no type declarations.
declare module '@docsearch/react/style';
declare module '@docsearch/react/modal';
